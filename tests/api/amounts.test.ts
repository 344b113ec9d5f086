import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartSummary } from '../../src/domain/cart/cart-summary.ts';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import {
  currencies,
  orders,
  paymentAttempts,
  products,
  productUnits,
} from '../../src/server/db/schema/index.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder, fetchAgreements, payCartByCard, TEST_CARD } from './helpers/checkout.ts';
import { signedInClient } from './helpers/customers.ts';
import {
  CASH_ON_DELIVERY_SETTINGS,
  insertPosPlans,
  insertShippingShop,
  type ShippingShop,
} from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// One price, to the kuruş (M4): whatever currency the shopper displays, the order's lira total and
// the card charge are the lira total the cart page shows.
//
// The cart: 2 × Yapışkanlı Not Kağıdı (net 44,92 TL, shown 53,90) = 107,80 and 3 × a cable priced
// in euro (net 4,99 EUR × 49,7341 × 1,20 = 297,807… → 297,81) = 893,43; 3,4 kg ship for 49,90.
const LIRA_TOTAL = 10_780 + 89_343 + 4_990; // 1.051,13 TL

describe.each(testDatabases)('the lira charged does not depend on the display currency, on %s', (kind) => {
  let handle: DbHandle;
  let shop: ShippingShop;
  let app: ReturnType<typeof createApi>;
  let plans: { bonus3: number; maximum2: number };
  const currencyIds: Record<string, number> = {};
  let n = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    shop = await insertShippingShop(
      handle.db,
      [
        { code: 'NOT-1', name: 'Yapışkanlı Not Kağıdı', price: 4492, quantity: '100', weight: '0.2' },
        { code: 'KBL-1', name: 'Uzatma Kablosu', price: 499, quantity: '100', weight: '1' },
      ],
      {
        ...CASH_ON_DELIVERY_SETTINGS,
        ucretsizKargoSecenek: '1',
        ucretsizKargoMiktar: '1500',
        installmentLimit: '500',
      },
    );
    // The cable is priced in euro: the currency first, then the product's price currency.
    await handle.db.insert(currencies).values({ code: 'EUR', name: 'Euro', exchangeRate: '49.7341' });
    await handle.db.update(products).set({ currencyCode: 'EUR' }).where(eq(products.code, 'KBL-1'));
    for (const row of await handle.db.select().from(currencies)) currencyIds[row.code] = row.id;
    plans = await insertPosPlans(handle.db);
    app = createApi(handle.db, { payment: new TestVirtualPos() });
  });
  afterAll(() => handle.close());

  /** A customer with the cart above who displays `code`, and the lira total their cart page shows. */
  async function shopperIn(code: string) {
    n += 1;
    const s = await signedInClient(app, handle.db, `tutar${n}@ornek.com.tr`, [
      { productId: shop.product('NOT-1'), unitId: shop.unit('NOT-1:ADET'), quantity: 2 },
      { productId: shop.product('KBL-1'), unitId: shop.unit('KBL-1:ADET'), quantity: 3 },
    ]);
    const chosen = await s.client.post('/settings', {
      json: { key: 'defaultCurrency', value: currencyIds[code] },
    });
    expect(chosen.status).toBe(200);
    const [cart, settings, store] = await Promise.all([
      s.client.get('/cart'),
      s.client.get('/settings'),
      s.client.get('/store'),
    ]);
    const page = cartSummary(cart.data.items, settings.data, store.data.settings);
    expect(page?.currency).toBe(code);
    return { ...s, page };
  }

  async function orderOf(customerId: number) {
    const [order] = await handle.db.select().from(orders).where(eq(orders.customerId, customerId));
    if (!order) throw new Error('no order');
    return order;
  }

  test.each(['TRY', 'USD', 'EUR'])(
    'card, shown in %s: agreements, charge and order are the cart page’s lira',
    async (code) => {
      const s = await shopperIn(code);
      expect(s.page?.tryTotal).toBe(LIRA_TOTAL);
      // Each page adds up in its own currency.
      const lines = s.page?.lines.reduce((sum, l) => sum + l.gross, 0) ?? 0;
      expect(lines + (s.page?.shippingTotal ?? 0)).toBe(s.page?.total);

      const agreements = await fetchAgreements(s.client, '2');
      expect(agreements.amounts).toMatchObject({ currency: code, tryTotal: LIRA_TOTAL / 100 });
      const said = agreements.documents.map((d) => JSON.stringify(d.blocks));
      for (const text of said) {
        if (code === 'TRY') expect(text).not.toContain('Türk lirası olarak');
        else expect(text).toContain('Kartınızdan Türk lirası olarak ₺1.051,13 tahsil edilir.');
      }

      const paid = await payCartByCard(s.client);
      expect(paid.status).toBe(200);
      const order = await orderOf(s.id);
      expect(order.tryTotal).toBe(LIRA_TOTAL);
      expect(order.currencyCode).toBe(code);
      const [attempt] = await handle.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order.id));
      expect(attempt?.amount).toBe(LIRA_TOTAL);
      expect(attempt?.currency).toBe('TRY');
      // The order pages show the same lira and units that multiply out to their lines.
      const view = (await s.client.get(`/orders/${order.orderNo}`)).data;
      expect(view.tryTotal).toBe(LIRA_TOTAL / 100);
      expect(view.unitPricesWithKdv).toBe(true);
      for (const item of view.orderItems.slice(0, view.itemCount)) {
        expect(Math.round(item.unitPrice * item.quantity * 100)).toBe(Math.round(item.lineTotal * 100));
      }
    },
  );

  test.each(['USD', 'EUR'])(
    'an installment plan, shown in %s, charges the same lira as in TRY',
    async (code) => {
      const inLira = await fetchAgreements((await shopperIn('TRY')).client, '2', `&plan=${plans.bonus3}`);
      const s = await shopperIn(code);
      const shown = await fetchAgreements(s.client, '2', `&plan=${plans.bonus3}`);
      // 1.051,13 × 1,0225 = 1.074,780… → 1.074,78 TL
      expect(inLira.amounts.tryTotal).toBe(1074.78);
      expect(shown.amounts.tryTotal).toBe(1074.78);
      const paid = await s.client.post('/payment', {
        json: { ...TEST_CARD, agreementKey: shown.key, plan: String(plans.bonus3) },
      });
      expect(paid.status).toBe(200);
      const order = await orderOf(s.id);
      expect(order.tryTotal).toBe(107_478);
      const [attempt] = await handle.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order.id));
      expect(attempt?.amount).toBe(107_478);
    },
  );

  test.each(['TRY', 'USD', 'EUR'])(
    'Havale-EFT and Kapıda Ödeme, shown in %s, keep the lira total',
    async (code) => {
      const transfer = await shopperIn(code);
      expect((await approveAndOrder(transfer.client, { odemeTipi: '4', description: '' })).status).toBe(200);
      expect((await orderOf(transfer.id)).tryTotal).toBe(LIRA_TOTAL);
      const cod = await shopperIn(code);
      expect((await approveAndOrder(cod.client, { odemeTipi: '3', description: '' })).status).toBe(200);
      // The 29,90 TL fee is added in lira.
      expect((await orderOf(cod.id)).tryTotal).toBe(LIRA_TOTAL + 2_990);
    },
  );
});

// The order pages show the unit prices the shopper was shown (m24), stored with the order, never
// worked out again from the lines: with KDV when the shop shows prices with KDV, a decimal KG line
// included; without KDV ('KDV Hariç') for a B2B shop even where every line total divides by its
// quantity (1 × 44,92 + KDV 8,98 = 53,90).
describe.each(testDatabases)('the order reads back the unit prices the cart showed, on %s', (kind) => {
  const shops = [
    { productsWithKdv: '1', label: 'with KDV', withKdv: true },
    { productsWithKdv: '0', label: 'without KDV (B2B)', withKdv: false },
  ] as const;
  const opened: DbHandle[] = [];
  afterAll(async () => {
    for (const h of opened) await h.close();
  });

  test.each(shops)("productsWithKdv '$productsWithKdv': the units $label", async (shopKind) => {
    const handle = await openTestDatabase(kind);
    opened.push(handle);
    // Yapışkanlı Not Kağıdı (net 44,92, with KDV 53,90) and rice sold by the kilo (net 12,34).
    const shop = await insertShippingShop(
      handle.db,
      [
        { code: 'NOT-1', name: 'Yapışkanlı Not Kağıdı', price: 4492, quantity: '100', weight: '0.2' },
        { code: 'PRN-1', name: 'Pirinç', price: 1234, quantity: '100', weight: '1' },
      ],
      { productsWithKdv: shopKind.productsWithKdv },
    );
    await handle.db
      .update(productUnits)
      .set({ unitCode: 'KG' })
      .where(eq(productUnits.id, shop.unit('PRN-1:ADET')));
    const app = createApi(handle.db, { payment: new TestVirtualPos() });
    const note = { productId: shop.product('NOT-1'), unitId: shop.unit('NOT-1:ADET'), quantity: 1 };
    const rice = { productId: shop.product('PRN-1'), unitId: shop.unit('PRN-1:ADET'), quantity: 2.5 };
    // What each cart shows: 53,90 and 14,81 a kilo with KDV; 44,92 and 12,34 without.
    const carts = [
      { lines: [note], units: shopKind.withKdv ? [5390] : [4492], shown: [[1, 'ADET']] },
      {
        lines: [note, rice],
        units: shopKind.withKdv ? [5390, 1481] : [4492, 1234],
        shown: [
          [1, 'ADET'],
          [2.5, 'KG'],
        ],
      },
    ];
    for (const [n, c] of carts.entries()) {
      const s = await signedInClient(app, handle.db, `birim${n}@ornek.com.tr`, c.lines);
      const [cart, currencyList, store] = await Promise.all([
        s.client.get('/cart'),
        s.client.get('/settings'),
        s.client.get('/store'),
      ]);
      const page = cartSummary(cart.data.items, currencyList.data, store.data.settings);
      if (!page) throw new Error('the cart has no amounts');
      expect(page.withKdv).toBe(shopKind.withKdv);
      const cartUnits = page.lines.map((l) => l.unitPrice);
      expect(cartUnits).toEqual(c.units);

      const { documents } = await fetchAgreements(s.client, '4');
      const heads = documents.flatMap((d) => d.blocks.flatMap((b) => b.head ?? []));
      expect(heads).toContain(shopKind.withKdv ? 'Birim Fiyat (KDV Dahil)' : 'Birim Fiyat (KDV Hariç)');

      const placed = await approveAndOrder(s.client, { odemeTipi: '4', description: '' });
      expect(placed.status).toBe(200);
      const view = (await s.client.get(`/orders/${placed.data.order.orderNo}`)).data;
      expect(view.unitPricesWithKdv).toBe(shopKind.withKdv);
      const items: { unitPrice: number; quantity: number; defaultUnit: string; lineTotal: number }[] =
        view.orderItems.slice(0, view.itemCount);
      expect(items.map((i) => Math.round(i.unitPrice * 100))).toEqual(cartUnits);
      expect(items.map((i) => [i.quantity, i.defaultUnit])).toEqual(c.shown);
      // The line total as the cart showed it. With KDV it is round(unit × quantity) (rule 2): 2,5 ×
      // 14,81 = 37,025 → 37,03; without KDV round(unit × quantity) is the net: 2,5 × 12,34 = 30,85.
      expect(items.map((i) => Math.round(i.lineTotal * 100))).toEqual(page.lines.map((l) => l.gross));
      for (const [k, item] of items.entries()) {
        const product = Math.round(Math.round(item.unitPrice * 100) * item.quantity);
        expect(product).toBe(shopKind.withKdv ? page.lines[k]?.gross : page.lines[k]?.net);
      }
      // The orders list answers the same.
      const listed = (await s.client.get('/orders')).data.items[0];
      expect(listed.unitPricesWithKdv).toBe(shopKind.withKdv);
      expect(
        listed.orderItems
          .slice(0, listed.itemCount)
          .map((i: { unitPrice: number }) => Math.round(i.unitPrice * 100)),
      ).toEqual(cartUnits);
    }
  });
});
