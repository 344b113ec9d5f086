import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { askShop, ShopCommandError, serveShopControl } from '../../scripts/lib/shop-control.ts';
import { createApi } from '../../src/server/app.ts';
import { runStock, type StockRunOptions } from '../../src/server/catalog-stock/run-stock.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { orderItems, settings } from '../../src/server/db/schema/index.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The ERP's stock file as Turkish Excel saves it: Windows-1254, ';', decimal commas, a warehouse
// named with Turkish letters, a unit written in lower case ('koli' is KOLİ).
const CP1254 = join(import.meta.dirname, '../fixtures/catalog-import/stok-windows-1254.csv');
const folder = mkdtempSync(join(tmpdir(), 'catalog-stock-'));
const file = (name: string, lines: string[]) => {
  const path = join(folder, name);
  writeFileSync(path, lines.join('\r\n'));
  return path;
};
// Five errors in five rows, and one valid row (BRD-1).
const WRONG = file('hatali-stok.csv', [
  'stok_kodu;stok;fiyat;birim',
  'YOK-1;5;;',
  'KLM-1;on;;',
  'CAY-1;;-5,00;',
  'TAV-1;4;;KOLİ',
  'DFT-1;7;;',
  'DFT-1;8;;',
  'BRD-1;9;;',
]);

// The files serve every database's run: removed once, after the last.
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Each database as `npm run catalog:stock` writes it (one transaction), and the embedded one again as
// the running shop does (in steps, here of one product each) and as the command does on it alone
// (its products' indexes dropped and built again, here from one product): the same rows every way.
type Kind = (typeof testDatabases)[number];
const cases: [Kind, string, Partial<StockRunOptions>][] = [
  ...testDatabases.map((kind): [Kind, string, Partial<StockRunOptions>] => [kind, 'one transaction', {}]),
  ['pglite', 'steps of one product', { stepSize: 1 }],
  ['pglite', 'one transaction with the indexes built again', { exclusive: true, rebuildIndexesFrom: 1 }],
];

describe.each(cases)('npm run catalog:stock on %s in %s', (kind, _how, how) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  const run = async (over: Partial<StockRunOptions>) => {
    const lines: string[] = [];
    const result = await runStock(
      handle.db,
      { file: CP1254, dryRun: false, skipInvalid: false, locale: 'tr', ...how, ...over },
      (l) => lines.push(l),
    );
    return { ...result, lines };
  };
  /** Every row a stock file may touch, as text. */
  const tables = async () => ({
    products: rowsOf<Record<string, unknown>>(
      await handle.db.execute(
        sql`select code, trim_scale(quantity)::text as quantity, sort_price::text, import_hash from products order by code`,
      ),
    ),
    units: rowsOf<Record<string, unknown>>(
      await handle.db.execute(sql`select p.code, u.unit_code, u.price::text, u.list_price::text
        from product_units u join products p on p.id = u.product_id order by p.code, u.unit_code`),
    ),
    inventory: rowsOf<Record<string, unknown>>(
      await handle.db.execute(sql`select p.code, w.name, trim_scale(i.quantity)::text as quantity from inventory i
        join products p on p.id = i.product_id join warehouses w on w.id = i.warehouse_id
        order by p.code, w.name`),
    ),
  });

  /** The database's index definitions, by name. */
  const indexes = async () =>
    rowsOf<{ name: string; definition: string }>(
      await handle.db.execute(sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() order by indexname`),
    );

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        {
          code: 'KLM-1',
          name: 'Tükenmez Kalem',
          price: 500,
          quantity: '100',
          weight: '1',
          extraUnits: [{ unitCode: 'KOLİ', multiplier: '50', price: 22000 }],
        },
        { code: 'CAY-1', name: 'Çaydanlık', price: 45000, quantity: '10', weight: '2' },
        { code: 'TAV-1', name: 'Tava', price: 30000, quantity: '5' },
        { code: 'DFT-1', name: 'Defter', price: 4500, quantity: '40', category: 'kirtasiye' },
        { code: 'BRD-1', name: 'Bardak', price: 1000, quantity: '20', currency: 'USD' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      { b2c_heft_odeme: '1', kargoUcreti: '0/5/49.90_5/10/69.90', stockInfoStatus: '0' },
    );
    await handle.db.insert(settings).values({ key: 'urNo', value: String(ids.products.KARGO) });
    // The import's fingerprint, which a stock update makes the next import write again.
    await handle.db.execute(
      sql`update products set import_hash = 'h', sort_price = 500 where code = 'KLM-1'`,
    );
  });
  afterAll(() => handle.close());

  test('a file with errors is refused whole: each row, column and value named, nothing written', async () => {
    const before = await tables();
    const { code, lines } = await run({ file: WRONG });
    expect(code).toBe(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        '  Hata: Satır 2, stok_kodu sütunu ("YOK-1"): bu stok kodu mağazada yok.',
        '  Hata: Satır 4, fiyat sütunu ("-5,00"): eksi olamaz.',
        '  Hata: Satır 5, birim sütunu ("KOLİ"): ürünün bu birimi yok.',
        '  Hata: Satır 7, stok_kodu sütunu ("DFT-1"): aynı ürün için 6. satırda da yazılmış.',
      ]),
    );
    expect(lines.some((l) => l.startsWith('  Hata: Satır 3, stok sütunu ("on"): '))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Güncellenen: 0, değişmeyen: 0, reddedilen: 5 \(/);
    expect(await tables()).toEqual(before);
  });

  test('--dry-run counts and writes nothing; --skip-invalid applies the valid rows, in English', async () => {
    const before = await tables();
    const dry = await run({ file: WRONG, skipInvalid: true, dryRun: true, locale: 'en' });
    expect(dry.lines.at(-1)).toMatch(/^Updated: 1, unchanged: 0, refused: 5 \(/);
    expect(await tables()).toEqual(before);

    const { code, lines } = await run({ file: WRONG, skipInvalid: true, locale: 'en' });
    expect(code).toBe(0);
    expect(lines).toContain(
      '  Error: Row 2, column stok_kodu ("YOK-1"): the shop has no product with this stock code.',
    );
    expect(lines.at(-1)).toMatch(/^Updated: 1, unchanged: 0, refused: 5 \(/);
    const after = await tables();
    expect(after.products.find((p) => p.code === 'BRD-1')?.quantity).toBe('9');
    expect(after.products.filter((p) => p.code !== 'BRD-1')).toEqual(
      before.products.filter((p) => p.code !== 'BRD-1'),
    );
    expect(after.units).toEqual(before.units);
  });

  test('a Windows-1254 file changes exactly its stock and prices, and the cached lists follow at once', async () => {
    const api = apiClient(createApi(handle.db, { listCacheMs: 60_000 }));
    const listed = async () =>
      Object.fromEntries(
        ((await api.get('/products?sort=name')).data.items as { code: string; quantity: number }[]).map(
          (i) => [i.code, i.quantity],
        ),
      );
    // Read into the list cache, kept for a minute.
    expect(await listed()).toMatchObject({ 'KLM-1': 100, 'CAY-1': 10 });
    const before = await tables();
    const indexesBefore = await indexes();

    const { code, lines } = await run({});
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatch(/^Güncellenen: 3, değişmeyen: 1, reddedilen: 0 \(/);
    const after = await tables();
    const product = (t: typeof after, c: string) => t.products.find((p) => p.code === c);
    expect(product(after, 'KLM-1')).toEqual({
      code: 'KLM-1',
      quantity: '80',
      sort_price: '625',
      import_hash: null,
    });
    expect(product(after, 'CAY-1')?.quantity).toBe('15');
    // 12,50 USD at 34.5 is 431,25 TL: the sort price the list's price order uses.
    expect(product(after, 'BRD-1')).toMatchObject({ quantity: '5', sort_price: '43125' });
    for (const c of ['TAV-1', 'DFT-1', 'KARGO']) expect(product(after, c)).toEqual(product(before, c));
    // fiyat sets the price only: the list price stays.
    expect(after.units.filter((u) => u.code === 'KLM-1')).toEqual([
      { code: 'KLM-1', unit_code: 'ADET', price: '625', list_price: '500' },
      { code: 'KLM-1', unit_code: 'KOLİ', price: '24000', list_price: '22000' },
    ]);
    expect(after.units.filter((u) => !['KLM-1', 'BRD-1'].includes(u.code as string))).toEqual(
      before.units.filter((u) => !['KLM-1', 'BRD-1'].includes(u.code as string)),
    );
    expect(after.inventory).toEqual([
      { code: 'CAY-1', name: 'Merkez', quantity: '3' },
      { code: 'CAY-1', name: 'Şişli Depo', quantity: '12' },
    ]);
    // The sort price is the database's own formula (migration 0005).
    const wrong = rowsOf(
      await handle.db.execute(sql`select p.code from products p
        join product_units u on u.product_id = p.id and u.is_default
        join currencies c on c.code = p.currency_code
        where p.code in ('KLM-1', 'BRD-1') and p.sort_price is distinct from round(u.price * c.exchange_rate)::bigint`),
    );
    expect(wrong).toEqual([]);
    expect(await listed()).toMatchObject({ 'KLM-1': 80, 'CAY-1': 15, 'BRD-1': 5, 'TAV-1': 5 });
    // Every index is there as it was, also when the write dropped and built them again.
    expect(await indexes()).toEqual(indexesBefore);

    // The same file again changes nothing.
    const again = await run({});
    expect(again.lines.at(-1)).toMatch(/^Güncellenen: 0, değişmeyen: 4, reddedilen: 0 \(/);
  });

  test('a warehouse row keeps the other warehouses in the total; a total drops the breakdown', async () => {
    await run({ file: file('depo.csv', ['stok_kodu;depo;stok', 'CAY-1;merkez;7']) });
    let now = await tables();
    expect(now.inventory).toEqual([
      { code: 'CAY-1', name: 'Merkez', quantity: '7' },
      { code: 'CAY-1', name: 'Şişli Depo', quantity: '12' },
    ]);
    expect(now.products.find((p) => p.code === 'CAY-1')?.quantity).toBe('19');
    await run({ file: file('toplam.csv', ['stok_kodu;stok', 'CAY-1;30']) });
    now = await tables();
    expect(now.inventory).toEqual([]);
    expect(now.products.find((p) => p.code === 'CAY-1')?.quantity).toBe('30');
  });

  test('an order placed after the update has returned is priced at the new price', async () => {
    const shopper = await readyCustomer(handle.db, 'stok@ornek.com.tr', [
      { productId: ids.products['DFT-1'] ?? 0, unitId: ids.units['DFT-1:ADET'] ?? 0, quantity: 2 },
    ]);
    const client = apiClient(createApi(handle.db, { listCacheMs: 60_000 }));
    client.cookie = shopper.cookie;
    // The cart was read at the old price.
    expect((await client.get('/cart')).status).toBe(200);
    await run({ file: file('fiyat.csv', ['stok_kodu;fiyat', 'DFT-1;52,40']) });
    const res = await approveAndOrder(client, { odemeTipi: '4', shippingTotal: '0' });
    expect(res.status).toBe(200);
    const items = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, res.data.order.id));
    expect(items.find((i) => i.productId === ids.products['DFT-1'])).toMatchObject({
      unitPrice: 5240,
      quantity: 2,
    });
  });

  test('the running shop applies the file sent through its control socket', async () => {
    const dataDir = join(folder, 'pglite');
    const server = await serveShopControl(dataDir, handle.db);
    try {
      const path = file('socket.csv', ['stok_kodu;stok', 'TAV-1;11']);
      const answer = (await askShop(dataDir, 'catalog-stock', { file: path, locale: 'en' })) as {
        code: number;
        lines: string[];
      };
      expect(answer.code).toBe(0);
      expect(answer.lines.at(-1)).toMatch(/^Updated: 1, unchanged: 0, refused: 0 \(/);
      expect((await tables()).products.find((p) => p.code === 'TAV-1')?.quantity).toBe('11');
      await expect(askShop(dataDir, 'catalog-stock', { file: 'stok.csv' })).rejects.toThrow(ShopCommandError);
    } finally {
      server?.close();
    }
  });
});
