import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orderItems, products, productUnits, settings } from '../../src/server/db/schema/index.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { signedInClient } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const UNIT_MESSAGE = 'Seçilen birim bu ürün için geçerli değil.';
const QUANTITY_MESSAGE = 'Miktar 1 ile 100 arasında olmalıdır.';
const WHOLE_MESSAGE = 'Bu birim yalnızca tam sayı miktarla satılır.';

// SPEC §7 POST /cart/{productId} (quantity, productValue) and PATCH: the unit by id or by its code,
// and decimal quantities for units sold by measure (SPEC §4 detail quantity: > 0 and ≤ 100).
describe.each(testDatabases)('cart units and decimal quantities on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const product = (code: string) => ids.products[code] ?? 0;
  async function stockOf(code: string) {
    const [row] = await handle.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, product(code)));
    return row?.q;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        {
          code: 'ZAR-1',
          name: 'Zarf',
          price: 999,
          quantity: '100',
          extraUnits: [{ unitCode: 'KOLİ', multiplier: '12', price: 10000 }],
        },
        // Sold by the kilo: 12,34 TL net a kilo, 12,5 kg in stock.
        { code: 'PRN-1', name: 'Pirinç', price: 1234, quantity: '12.5', weight: '1' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      { kargoUcreti: '0/100/0', b2c_heft_odeme: '1', stockInfoStatus: '0' },
    );
    await handle.db
      .update(productUnits)
      .set({ unitCode: 'KG' })
      .where(eq(productUnits.id, ids.units['PRN-1:ADET'] ?? 0));
    await handle.db.insert(settings).values({ key: 'urNo', value: String(product('KARGO')) });
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test("productValue names the unit as defaultUnit does ('ADET', 'KOLİ'), in any case, or by its id", async () => {
    const shopper = apiClient(app);
    const zarf = product('ZAR-1');
    const adet = await shopper.post(`/cart/${zarf}`, { form: { quantity: '2', productValue: 'ADET' } });
    expect(adet.status).toBe(201);
    expect(adet.data).toMatchObject({ quantity: 2, productUnit: { value: 'ADET' } });
    const koli = await shopper.post(`/cart/${zarf}`, { form: { quantity: '1', productValue: 'koli' } });
    expect(koli.status).toBe(201);
    expect(koli.data).toMatchObject({
      quantity: 1,
      productUnit: { id: ids.units['ZAR-1:KOLİ'], value: 'KOLİ' },
    });
    const byId = await shopper.post(`/cart/${zarf}`, {
      form: { quantity: '1', productValue: String(ids.units['ZAR-1:KOLİ']) },
    });
    expect(byId.data).toMatchObject({ quantity: 2, productUnit: { value: 'KOLİ' } });
  });

  test('a bad unit gets the unit message, a bad quantity the quantity message', async () => {
    const shopper = apiClient(app);
    const zarf = product('ZAR-1');
    for (const productValue of ['PAKET', '<b>', '12abc', String(ids.units['PRN-1:ADET'])]) {
      const res = await shopper.post(`/cart/${zarf}`, { form: { quantity: '1', productValue } });
      expect(res.status, productValue).toBe(400);
      expect(res.data.error.messages.type, productValue).toBe(UNIT_MESSAGE);
    }
    for (const quantity of ['0', '101', 'abc', '-1']) {
      const res = await shopper.post(`/cart/${zarf}`, { form: { quantity, productValue: 'ADET' } });
      expect(res.status, quantity).toBe(400);
      expect(res.data.error.messages.type, quantity).toBe(QUANTITY_MESSAGE);
    }
    expect((await shopper.get('/cart')).data.items).toEqual([]);
  });

  test("a unit sold by measure takes '2,5' and '0.25'; a counted unit stays whole", async () => {
    const shopper = apiClient(app);
    const rice = product('PRN-1');
    const first = await shopper.post(`/cart/${rice}`, { form: { quantity: '2,5' } });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ quantity: 2.5, productUnit: { value: 'KG' } });
    const more = await shopper.post(`/cart/${rice}`, { form: { quantity: '0.25', productValue: 'KG' } });
    expect(more.data.quantity).toBe(2.75);
    // Only 12,5 kg: 2,75 + 10 is more than there is.
    const over = await shopper.post(`/cart/${rice}`, { form: { quantity: '10' } });
    expect(over.status).toBe(409);
    const set = await shopper.patch(`/cart/${rice}`, { json: { quantity: 1.125 } });
    expect(set.status).toBe(200);
    const added = await shopper.patch(`/cart/${rice}`, { json: { addQuantity: 0.5 } });
    expect(added.data.items[0].quantity).toBe(1.625);
    const tooFine = await shopper.patch(`/cart/${rice}`, { json: { quantity: 1.2345 } });
    expect(tooFine.status).toBe(400);

    const zarf = product('ZAR-1');
    const half = await shopper.post(`/cart/${zarf}`, { form: { quantity: '2,5' } });
    expect(half.status).toBe(400);
    expect(half.data.error.messages.type).toBe(WHOLE_MESSAGE);
    await shopper.post(`/cart/${zarf}`, { form: { quantity: '2' } });
    const halfPatch = await shopper.patch(`/cart/${zarf}`, { json: { quantity: 1.5 } });
    expect(halfPatch.status).toBe(400);
    expect(halfPatch.data.error.messages.type).toBe(WHOLE_MESSAGE);
    const lines = (await shopper.get('/cart')).data.items;
    expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([1.625, 2]);
  });

  test('an order of 2,5 kg charges 2,5 × the kilo price to the kuruş and takes 2,5 kg from stock', async () => {
    const { client } = await signedInClient(app, handle.db, 'kilo@ornek.com.tr', [
      { productId: product('PRN-1'), unitId: ids.units['PRN-1:ADET'] ?? 0, quantity: 2.5 },
    ]);
    const res = await approveAndOrder(client, { odemeTipi: '4', shippingTotal: '0' });
    expect(res.status).toBe(200);
    // The money rule: 12,34 net is shown as 14,81 a kilo with KDV; 2,5 × 14,81 = 37,025 → 37,03,
    // of which KDV 6,17 and net 30,86.
    expect(res.data.order).toMatchObject({ subTotal: 30.86, tax: 6.17, total: 37.03 });
    const lines = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, res.data.order.id));
    expect(lines.find((l) => l.productId === product('PRN-1'))).toMatchObject({
      quantity: 2.5,
      unitCode: 'KG',
    });
    expect(await stockOf('PRN-1')).toBe('10.000');
  });
});
