import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import {
  campaignProducts,
  campaigns,
  equivalentCodes,
  inventory,
  products,
  productUnits,
  variantDimensions,
  variantValues,
  warehouses,
} from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

describe.each(testDatabases)('product detail on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const id = (code: string) => ids.products[code] ?? 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      { code: 'TS', name: 'Tişört', price: 20000, listPrice: 25000, quantity: '0' },
      {
        code: 'ZARF',
        name: 'Zarf',
        price: 999,
        quantity: '30',
        extraUnits: [{ unitCode: 'KOLİ', multiplier: '12', price: 10000 }],
      },
    ]);
    const parent = id('TS');
    const kids = [];
    for (const [code, renk, beden] of [
      ['TS-K-M', 'Kırmızı', 'M'],
      ['TS-K-L', 'Kırmızı', 'L'],
      ['TS-M-M', 'Mavi', 'M'],
    ] as const) {
      const more = await insertChild(parent, code);
      kids.push({ id: more, renk, beden });
    }
    const [renk, beden] = await handle.db
      .insert(variantDimensions)
      .values([
        { productId: parent, code: 'renk', name: 'Renk', position: 1 },
        { productId: parent, code: 'beden', name: 'Beden', position: 2 },
      ])
      .returning();
    for (const k of kids) {
      await handle.db.insert(variantValues).values([
        { productId: k.id, dimensionId: renk?.id ?? 0, value: k.renk },
        { productId: k.id, dimensionId: beden?.id ?? 0, value: k.beden },
      ]);
    }
    const [merkez, izmir] = await handle.db
      .insert(warehouses)
      .values([{ name: 'Merkez Depo' }, { name: 'İzmir Depo' }])
      .returning();
    await handle.db.insert(inventory).values([
      { productId: id('ZARF'), warehouseId: merkez?.id ?? 0, quantity: '32' },
      { productId: id('ZARF'), warehouseId: izmir?.id ?? 0, quantity: '-2' },
    ]);
    await handle.db.insert(equivalentCodes).values([
      { productId: id('ZARF'), code: 'ZRF-100' },
      { productId: id('ZARF'), code: 'ENV-100' },
    ]);
    const [kis] = await handle.db
      .insert(campaigns)
      .values({ name: 'Kış Fırsatları', url: 'kis-firsatlari' })
      .returning();
    await handle.db.insert(campaignProducts).values({ campaignId: kis?.id ?? 0, productId: id('ZARF') });
    app = createApi(handle.db);

    async function insertChild(parentId: number, code: string): Promise<number> {
      const [row] = await handle.db
        .insert(products)
        .values({
          code,
          name: `Tişört ${code}`,
          seo: code.toLowerCase(),
          currencyCode: 'TRY',
          taxRate: '20',
          quantity: '4',
          parentId,
        })
        .returning();
      await handle.db.insert(productUnits).values({
        productId: row?.id ?? 0,
        unitCode: 'ADET',
        price: 20000,
        listPrice: 25000,
        isDefault: true,
      });
      return row?.id ?? 0;
    }
  });
  afterAll(() => handle.close());

  test('answers units, inventory, equivalent codes and the running campaign', async () => {
    const res = await apiClient(app).get(`/product/${id('ZARF')}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      code: 'ZARF',
      quantity: 30,
      defaultUnit: 'ADET',
      salePrice: { value: 9.99, currency: 'TRY' },
      inventory: [
        { warehouseName: 'Merkez Depo', quantity: 32 },
        { warehouseName: 'İzmir Depo', quantity: -2 },
      ],
      equivalentCode: 'ENV-100, ZRF-100',
      campaign: { name: 'Kış Fırsatları' },
      hasVariants: false,
    });
    expect(res.data.units.map((u: { value: string; multiplier: number }) => [u.value, u.multiplier])).toEqual(
      [
        ['ADET', 1],
        ['KOLİ', 12],
      ],
    );
  });

  test('answers a parent’s variant dimensions with their values and the children they lead to', async () => {
    const res = await apiClient(app).get(`/product/${id('TS')}`);
    expect(res.data.hasVariants).toBe(true);
    expect(res.data.variants).toEqual([
      { code: 'renk', name: 'Renk', values: [{ name: 'Kırmızı' }, { name: 'Mavi' }] },
      { code: 'beden', name: 'Beden', values: [{ name: 'M' }, { name: 'L' }] },
    ]);
    expect(res.data.children.map((c: { values: string[] }) => c.values)).toEqual([
      ['Kırmızı', 'M'],
      ['Kırmızı', 'L'],
      ['Mavi', 'M'],
    ]);
    const child = await apiClient(app).get(`/product/${res.data.children[1].id}`);
    expect(child.data).toMatchObject({ code: 'TS-K-L', parentId: id('TS'), hasVariants: false, quantity: 4 });
    expect(child.data.variants).toHaveLength(2);
  });

  test('answers 404 for unknown, inactive and malformed ids', async () => {
    for (const bad of ['999999', 'abc', '0', '-1', '1.5']) {
      const res = await apiClient(app).get(`/product/${bad}`);
      expect(res.status).toBe(404);
      expect(res.data.error.messages.type).toBe('Ürün bulunamadı veya satışta değil.');
    }
  });
});
