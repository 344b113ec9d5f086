import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { cartItems, orders, products, productUnits } from '../../src/server/db/schema/index.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { fetchAgreements, TEST_CARD } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { signedInClient } from './helpers/customers.ts';
import {
  CASH_ON_DELIVERY_SETTINGS,
  insertShippingShop,
  PEN,
  type ShippingShop,
  stockOf,
} from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// 'Ask price' (SPEC §4: a sale price of 0) is never sold: no add, no unit switch, no merge, no order.
const ADD_REFUSED = 'Bu ürünün fiyatını lütfen bize sorunuz; fiyatı sorulan ürünler sepete eklenemez.';
const orderRefused = (name: string) =>
  `${name} ürününün fiyatını lütfen bize sorunuz; fiyatı sorulan ürünler sipariş edilemez. Lütfen sepetinizden çıkarın.`;

describe.each(testDatabases)("'ask price' products on %s", (kind) => {
  let handle: DbHandle;
  let shop: ShippingShop;
  let app: ReturnType<typeof createApi>;
  const pos = new TestVirtualPos();
  const product = (code: string) => shop.product(code);
  const unit = (key: string) => shop.unit(key);
  let n = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    shop = await insertShippingShop(
      handle.db,
      [
        // A priced product with a box unit priced 0 (a catalog slip the cart must not sell).
        { ...PEN, extraUnits: [{ unitCode: 'KOLİ', multiplier: '12', price: 0 }] },
        // An ask-price product: 0 in its default unit, though its box has a price.
        {
          code: 'SOR-1',
          name: 'Fiyatı Sorulur',
          price: 0,
          quantity: '100',
          extraUnits: [{ unitCode: 'KOLİ', multiplier: '10', price: 50000 }],
        },
        { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '100' },
      ],
      CASH_ON_DELIVERY_SETTINGS,
    );
    app = createApi(handle.db, { payment: pos });
  });
  afterAll(() => handle.close());

  /** A product of its own for a test, priced `price` (minor units) in its one unit ADET. */
  async function freshProduct(name: string, price = 1500) {
    n += 1;
    const [row] = await handle.db
      .insert(products)
      .values({
        code: `TAZE-${n}`,
        name,
        seo: `taze-${n}`,
        currencyCode: 'TRY',
        taxRate: '20',
        quantity: '50',
      })
      .returning();
    const [adet] = await handle.db
      .insert(productUnits)
      .values({ productId: row?.id ?? 0, unitCode: 'ADET', price, listPrice: price, isDefault: true })
      .returning();
    return { id: row?.id ?? 0, unitId: adet?.id ?? 0 };
  }

  async function setPrice(unitId: number, price: number) {
    await handle.db.update(productUnits).set({ price, listPrice: price }).where(eq(productUnits.id, unitId));
  }

  const stock = (id: number) => stockOf(handle.db, id);

  test('an add is refused with the message, in its default unit and in a priced unit alike', async () => {
    const shopper = apiClient(app);
    const asked = [
      [product('SOR-1'), {}],
      [product('SOR-1'), { productValue: String(unit('SOR-1:KOLİ')) }],
      // A shared-cart link adds with the unit it names: a unit priced 0 is refused too.
      [product('KLM-1'), { productValue: String(unit('KLM-1:KOLİ')) }],
    ] as const;
    for (const [id, extra] of asked) {
      const res = await shopper.post(`/cart/${id}`, { form: { quantity: '1', ...extra } });
      expect(res.status).toBe(409);
      expect(res.data).toEqual({ error: { messages: { type: ADD_REFUSED }, key: 'cart.askPrice' } });
    }
    expect((await shopper.get('/cart')).data.items).toEqual([]);
    expect((await shopper.post(`/cart/${product('KLM-1')}`, { form: { quantity: '2' } })).status).toBe(201);
  });

  test('a unit switch to a unit priced 0, and any change of a line priced 0 since, are refused', async () => {
    const shopper = apiClient(app);
    await shopper.post(`/cart/${product('KLM-1')}`, { form: { quantity: '2' } });
    const to = await shopper.patch(`/cart/${product('KLM-1')}`, { json: { unit: unit('KLM-1:KOLİ') } });
    expect(to.status).toBe(409);
    expect(to.data.error.messages.type).toBe(ADD_REFUSED);
    const [line] = (await shopper.get('/cart')).data.items;
    expect(line).toMatchObject({ quantity: 2, productUnit: { id: unit('KLM-1:ADET'), value: 'ADET' } });

    const later = await freshProduct('Sonradan Sorulan');
    await shopper.post(`/cart/${later.id}`, { form: { quantity: '1' } });
    await setPrice(later.unitId, 0);
    for (const body of [{ quantity: 3 }, { addQuantity: 1 }, { unit: later.unitId }]) {
      const res = await shopper.patch(`/cart/${later.id}`, { json: body });
      expect(res.status).toBe(409);
      expect(res.data.error.messages.type).toBe(ADD_REFUSED);
    }
    // The shopper can still take it out.
    expect((await shopper.delete(`/cart/${later.id}`)).status).toBe(200);
  });

  test('a guest line priced 0 since it was added stays behind when the guest signs up', async () => {
    const later = await freshProduct('Misafir Sepetinde');
    const guest = apiClient(app);
    await guest.post(`/cart/${later.id}`, { form: { quantity: '2' } });
    await guest.post(`/cart/${product('DEF-1')}`, { form: { quantity: '1' } });
    await setPrice(later.unitId, 0);
    const password = 'Mavi.Kavanoz.42';
    const res = await guest.post('/auth/register', {
      form: {
        name: 'Ece',
        surname: 'Demir',
        email: `ece.${kind}@ornek.com.tr`,
        password,
        passwordVerify: password,
      },
    });
    expect(res.status).toBe(201);
    const items = (await guest.get('/cart')).data.items as { product: { id: number }; quantity: number }[];
    expect(items.map((i) => [i.product.id, i.quantity])).toEqual([[product('DEF-1'), 1]]);
  });

  for (const [odemeTipi, method] of [
    ['4', 'Havale-EFT'],
    ['3', 'Kapıda Ödeme'],
  ] as const) {
    test(`an order by ${method} with a line priced 0 since it was approved is refused; cart and stock kept`, async () => {
      const later = await freshProduct(`Sipariş ${method}`);
      const { client, id } = await signedInClient(app, handle.db, `odeme${odemeTipi}.${kind}@ornek.com.tr`, [
        { productId: product('DEF-1'), unitId: unit('DEF-1:ADET'), quantity: 1 },
        { productId: later.id, unitId: later.unitId, quantity: 2 },
      ]);
      const { key } = await fetchAgreements(client, odemeTipi);
      await setPrice(later.unitId, 0);
      const res = await client.post('/cart', { form: { odemeTipi, agreementKey: key } });
      expect(res.status).toBe(409);
      expect(res.data.error.messages.type).toBe(orderRefused(`Sipariş ${method}`));
      // The documents cannot be read for it either.
      const agreements = await client.get(`/checkout/agreements?odemeTipi=${odemeTipi}`);
      expect(agreements.status).toBe(409);
      expect((await client.get('/cart')).data.items).toHaveLength(2);
      expect(await stock(later.id)).toBe(50);
      expect(await handle.db.select().from(orders).where(eq(orders.customerId, id))).toEqual([]);
    });
  }

  test('a card payment for a cart with a line priced 0 is refused before the bank is asked', async () => {
    const later = await freshProduct('Kartla Sorulan');
    const { client, id } = await signedInClient(app, handle.db, `kart.${kind}@ornek.com.tr`, [
      { productId: later.id, unitId: later.unitId, quantity: 1 },
    ]);
    const { key } = await fetchAgreements(client, '2');
    await setPrice(later.unitId, 0);
    const charge = vi.spyOn(pos, 'charge');
    const res = await client.post('/payment', { json: { ...TEST_CARD, agreementKey: key } });
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(orderRefused('Kartla Sorulan'));
    expect(charge).not.toHaveBeenCalled();
    charge.mockRestore();
    expect(await handle.db.select().from(orders).where(eq(orders.customerId, id))).toEqual([]);
    const lines = await handle.db.select().from(cartItems).where(eq(cartItems.productId, later.id));
    expect(lines).toHaveLength(1);
  });
});
