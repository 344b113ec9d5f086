import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// What the cart page reads from the cart calls: brand, model, stock and the units to switch to.
describe.each(testDatabases)('the cart page calls on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      {
        code: 'ZAR-1',
        name: 'Zarf',
        price: 999,
        quantity: '25',
        extraUnits: [{ unitCode: 'KOLİ', multiplier: '12', price: 10000 }],
      },
      { code: 'CAY-1', name: 'Çaydanlık', price: 45000, quantity: '3', brand: 'bosphorus' },
    ]);
    await handle.db.update(products).set({ modelName: 'Klasik' }).where(eq(products.code, 'CAY-1'));
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('GET /cart lines carry brand, model, stock and every unit with its default price', async () => {
    const shopper = apiClient(app);
    await shopper.post(`/cart/${ids.products['ZAR-1']}`, { form: { quantity: '2' } });
    await shopper.post(`/cart/${ids.products['CAY-1']}`, { form: { quantity: '1' } });
    const { items } = (await shopper.get('/cart')).data;
    expect(items[0].product).toMatchObject({
      name: 'Zarf',
      brand: 'Anadolu',
      model: null,
      stock: 25,
      units: [
        {
          id: ids.units['ZAR-1:ADET'],
          value: 'ADET',
          multiplier: 1,
          defaultPrice: { value: 9.99, currency: 'TRY' },
        },
        {
          id: ids.units['ZAR-1:KOLİ'],
          value: 'KOLİ',
          multiplier: 12,
          defaultPrice: { value: 100, currency: 'TRY' },
        },
      ],
    });
    expect(items[1].product).toMatchObject({
      name: 'Çaydanlık',
      brand: 'Bosphorus',
      model: 'Klasik',
      stock: 3,
    });
    expect(items[1].product.units).toHaveLength(1);
  });

  test("a unit change takes that unit's default price; a quantity past stock is refused with the spec message", async () => {
    const shopper = apiClient(app);
    const zarf = ids.products['ZAR-1'];
    await shopper.post(`/cart/${zarf}`, { form: { quantity: '2' } });
    const boxed = await shopper.patch(`/cart/${zarf}`, { json: { unit: ids.units['ZAR-1:KOLİ'] } });
    expect(boxed.status).toBe(200);
    expect(boxed.data.items[0]).toMatchObject({
      quantity: 2,
      productUnit: { value: 'KOLİ', defaultPrice: { value: 100 } },
    });
    expect(boxed.data.items[0].product.units).toHaveLength(2);
    // Three boxes of 12 are 36 envelopes: more than the 25 in stock.
    const over = await shopper.patch(`/cart/${zarf}`, { json: { quantity: 3 } });
    expect(over.status).toBe(409);
    expect(over.data.error.messages.type).toBe('Bu üründen 36 adet bulunmamaktadır!');
    const more = await shopper.patch(`/cart/${zarf}`, { json: { addQuantity: -1 } });
    expect(more.data.items[0].quantity).toBe(1);
    const removed = await shopper.delete(`/cart/${zarf}`);
    expect(removed.data.items).toEqual([]);
  });
});
