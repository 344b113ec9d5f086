// PUT /api/admin/stock (issue 17): the ERP's stock and price list under the stock file's rules,
// written only where it changes, refused whole with each problem by item, in the audit log.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdminApi } from '../../src/server/admin/admin-api.ts';
import { addApiKey } from '../../src/server/admin/api-keys.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { adminClient } from './helpers/admin-client.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

describe.each(testDatabases)('the ERP’s stock list on %s', (kind) => {
  let handle: DbHandle;
  let admin: ReturnType<typeof createAdminApi>;
  const keys = { read: '', write: '' };

  const put = (key: string, json: unknown) => adminClient(admin, key).put('/stock', json);
  const rows = async () => ({
    products: rowsOf(
      await handle.db.execute(
        sql`select code, trim_scale(quantity)::text as quantity, trim_scale(card_price)::text as card from products order by code`,
      ),
    ),
    units: rowsOf(
      await handle.db.execute(sql`select p.code, u.unit_code, u.price::text from product_units u
        join products p on p.id = u.product_id order by p.code, u.unit_code`),
    ),
  });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, [
      { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100', weight: '1' },
      { code: 'DFT-1', name: 'Defter', price: 1500, quantity: '10', weight: '1' },
    ]);
    admin = createAdminApi(handle.db);
    for (const scope of ['read', 'write'] as const) {
      const made = await addApiKey(handle.db, { name: `ERP ${scope}`, scope });
      if (!('added' in made)) throw new Error('key not added');
      keys[scope] = made.added.key;
    }
  });
  afterAll(() => handle.close());

  test('sets stock and price; the same list again changes nothing', async () => {
    const list = [
      { code: 'KLM-1', quantity: 42, price: 6.25 },
      { code: 'DFT-1', quantity: 3.5 },
    ];
    const res = await put(keys.write, list);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ updated: 2, unchanged: 0 });
    const now = await rows();
    expect(now.products).toEqual([
      { code: 'DFT-1', quantity: '3.5', card: '1500' },
      { code: 'KLM-1', quantity: '42', card: '625' },
    ]);
    expect(now.units).toContainEqual({ code: 'KLM-1', unit_code: 'ADET', price: '625' });
    expect((await put(keys.write, list)).data).toEqual({ updated: 0, unchanged: 2 });
    const log = await handle.db
      .select({
        action: auditLog.action,
        via: auditLog.via,
        after: auditLog.after,
        outcome: auditLog.outcome,
      })
      .from(auditLog)
      .where(eq(auditLog.action, 'stock.update'))
      .orderBy(asc(auditLog.id));
    expect(log).toEqual([
      {
        action: 'stock.update',
        via: 'api-key',
        outcome: 'done',
        after: { items: 2, updated: 2, unchanged: 0 },
      },
      {
        action: 'stock.update',
        via: 'api-key',
        outcome: 'done',
        after: { items: 2, updated: 0, unchanged: 2 },
      },
    ]);
  });

  test('a list with an error is refused whole, each problem by its item', async () => {
    const before = await rows();
    const res = await put(keys.write, [
      { code: 'KLM-1', quantity: 1 },
      { code: 'YOK-1', quantity: 5 },
      { code: 'DFT-1', price: -5 },
      { code: 'DFT-1', unit: 'KOLİ', price: 10 },
      { code: 'KLM-1' },
    ]);
    expect(res.status).toBe(400);
    expect(res.data.error.key).toBe('adminStock.refused');
    expect(
      res.data.problems.map((p: { item: number; field: string | null; key: string }) => [
        p.item,
        p.field,
        p.key,
      ]),
    ).toEqual([
      [2, 'code', 'catalogImport.unknownCode'],
      [3, 'price', expect.stringMatching(/^catalogImport\./)],
      [4, 'unit', 'catalogImport.unknownUnit'],
      [5, null, 'catalogImport.stockOrPriceRequired'],
    ]);
    expect(res.data.problems[0].message).toBe('bu stok kodu mağazada yok.');
    expect(await rows()).toEqual(before);
  });

  test('a read key may not write; malformed lists are 400, a body over 1 MiB 413', async () => {
    expect((await put(keys.read, [{ code: 'KLM-1', quantity: 1 }])).status).toBe(403);
    for (const bad of [
      [],
      {},
      [{ code: 'KLM-1', quantity: '5' }],
      [{ code: 'KLM-1', quantity: 1, color: 'red' }],
    ]) {
      expect((await put(keys.write, bad)).status).toBe(400);
    }
    const many = Array.from({ length: 5001 }, () => ({ code: 'KLM-1', quantity: 1 }));
    expect((await put(keys.write, many)).status).toBe(400);
    const huge = [{ code: 'KLM-1', quantity: 1, warehouse: 'x'.repeat(90) }];
    const body = JSON.stringify(Array.from({ length: 12_000 }, () => huge[0]));
    const tooLarge = await apiClient(admin, 'http://shop.test', { base: '/api/admin' }).request(
      'PUT',
      '/stock',
      {
        headers: { authorization: `Bearer ${keys.write}`, 'content-type': 'application/json' },
        raw: body,
      },
    );
    expect(body.length).toBeGreaterThan(1024 * 1024);
    expect(tooLarge.status).toBe(413);
  });
});
