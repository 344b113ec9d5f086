import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orderItems, orders, products, settings } from '../../src/server/db/schema/index.ts';
import { approveAndOrder, fetchAgreements } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { markPaid } from './helpers/order-states.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const shopSettings = {
  kargoUcreti: '0/5/49.90_5/10/69.90_10/30/99.90',
  ucretsizKargoSecenek: '1',
  ucretsizKargoMiktar: '1500',
  kargoAliciyaAit: '0',
  b2c_kk_odeme: '1',
  b2c_heft_odeme: '1',
  b2c_ko_odeme: '0',
  stockInfoStatus: '0',
};

describe.each(testDatabases)('order save on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  let n = 0;
  const unit = (code: string) => ids.units[`${code}:ADET`] ?? 0;
  const product = (code: string) => ids.products[code] ?? 0;
  async function stockOf(code: string) {
    const [row] = await handle.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, product(code)));
    return Number(row?.q);
  }
  async function shopper(lines: [string, number][]) {
    n += 1;
    const ready = await readyCustomer(
      handle.db,
      `musteri${n}@ornek.com.tr`,
      lines.map(([code, quantity]) => ({ productId: product(code), unitId: unit(code), quantity })),
    );
    const client = apiClient(app);
    client.cookie = ready.cookie;
    return { ...ready, client };
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100', weight: '1' },
        { code: 'CAY-1', name: 'Çaydanlık', price: 45000, quantity: '100', weight: '2', taxRate: '10' },
        { code: 'AZ-1', name: 'Son On Adet', price: 1000, quantity: '10', weight: '1' },
        { code: 'TEK-1', name: 'Tek Sipariş', price: 1000, quantity: '5', weight: '1' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      shopSettings,
    );
    await handle.db.insert(settings).values({ key: 'urNo', value: String(product('KARGO')) });
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('recomputes the amounts on the server, whatever shippingTotal the browser sent', async () => {
    const s = await shopper([['KLM-1', 3]]);
    const res = await approveAndOrder(s.client, {
      description: 'Kapıya bırakın',
      shippingTotal: '0',
      odemeTipi: '4',
    });
    expect(res.status).toBe(200);
    // 3 × 5,00 net = 15,00 + 20% tax 3,00; 3 kg ships for 49,90: 67,90.
    expect(res.data.order).toMatchObject({
      subTotal: 15,
      tax: 3,
      shippingTotal: 49.9,
      total: 67.9,
      tryTotal: 67.9,
      currency: 'TRY',
      odemeTipi: 4,
      description: 'Kapıya bırakın',
    });
    expect(res.data.order.orderNo).toMatch(/^SP\d{6}\d{6}$/);
    expect(await stockOf('KLM-1')).toBe(97);
    expect((await s.client.get('/cart')).data.items).toEqual([]);
    const items = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, res.data.order.id));
    const shipping = items.find((i) => i.productId === product('KARGO'));
    expect(shipping).toMatchObject({ unitPrice: 4990, quantity: 1 });
    const [saved] = await handle.db.select().from(orders).where(eq(orders.id, res.data.order.id));
    expect(saved?.teslimatAdresi).toContain('İl:İSTANBUL');
    expect(saved?.teslimatAdresi).toContain('İlçe:Kadıköy');
  });

  test('ships free from 1500 TL of net plus tax', async () => {
    // 4 × 450,00 = 1800,00 net + 10% = 1980,00 ≥ 1500: no shipping.
    const s = await shopper([['CAY-1', 4]]);
    const res = await approveAndOrder(s.client, { odemeTipi: '4', shippingTotal: '999' });
    expect(res.data.order).toMatchObject({ subTotal: 1800, tax: 180, shippingTotal: 0, total: 1980 });
  });

  test('one cart gives one order: repeats, sequential or concurrent, get the same answer', async () => {
    const s = await shopper([['TEK-1', 2]]);
    const { key } = await fetchAgreements(s.client, '4');
    const first = await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: key } });
    const again = await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: key } });
    expect(again.data).toEqual(first.data);
    expect(await stockOf('TEK-1')).toBe(3);

    const t = await shopper([['TEK-1', 1]]);
    const tKey = (await fetchAgreements(t.client, '4')).key;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.client.post('/cart', { form: { odemeTipi: '4', agreementKey: tKey } }),
      ),
    );
    const numbers = new Set(answers.map((a) => a.data.order?.orderNo));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(numbers.size).toBe(1);
    expect(await stockOf('TEK-1')).toBe(2);
    const mine = await handle.db.select().from(orders).where(eq(orders.customerId, t.id));
    expect(mine).toHaveLength(1);
  });

  test('never oversells: 200 concurrent orders for 10 in stock sell exactly 10', async () => {
    const shoppers = [];
    for (let i = 0; i < 200; i++) shoppers.push(await shopper([['AZ-1', 1]]));
    const keys: string[] = [];
    for (const s of shoppers) keys.push((await fetchAgreements(s.client, '4')).key);
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: keys[i] ?? '' } }),
      ),
    );
    const sold = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(refused[0]?.data.error.messages.type).toBe('Bu üründen 1 adet bulunmamaktadır!');
    expect(await stockOf('AZ-1')).toBe(0);
    // Every refused shopper still has the line in the cart; every buyer's cart is empty.
    const carts = await Promise.all(shoppers.map((s) => s.client.get('/cart')));
    const kept = carts.filter((c) => c.data.items.length === 1).length;
    expect(kept).toBe(190);
  }, 120_000);

  test('refuses disabled payment methods, card without the payment frame, missing addresses and guests', async () => {
    const s = await shopper([['KLM-1', 1]]);
    const cod = await s.client.post('/cart', { form: { odemeTipi: '3' } });
    expect(cod.status).toBe(400);
    expect(cod.data.error.messages.type).toBe('Seçtiğiniz ödeme yöntemi şu anda kullanılamıyor.');
    const card = await s.client.post('/cart', { form: { odemeTipi: '2' } });
    expect(card.data.error.messages.type).toBe('Kartla ödeme için lütfen ödeme formunu kullanın.');
    for (const odemeTipi of ['', '5', 'x', '4.0']) {
      expect((await s.client.post('/cart', { form: { odemeTipi } })).status).toBe(400);
    }
    const { key } = await fetchAgreements(s.client, '4');
    await s.client.post('/address/reset');
    const noAddress = await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: key } });
    expect(noAddress.data.error.messages.type).toBe('Lütfen adres seçiniz!');
    expect(await stockOf('KLM-1')).toBeGreaterThan(0);
    expect((await apiClient(app).post('/cart', { form: { odemeTipi: '4' } })).status).toBe(401);
    const empty = await shopper([]);
    expect(
      (await empty.client.post('/cart', { form: { odemeTipi: '4', agreementKey: key } })).data.error.messages
        .type,
    ).toBe('Sepetinizde ürün bulunmamaktadır.');
  });
});

describe.each(testDatabases)('order list, detail and cancel on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const product = (code: string) => ids.products[code] ?? 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100', weight: '1' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      {
        ...shopSettings,
        b2cHavaleEftHesapBilgisi: 'Ziraat Bankası_Anadolu Ticaret A.Ş._12345678_TR330006100519786457841326',
      },
    );
    await handle.db.insert(settings).values({ key: 'urNo', value: String(product('KARGO')) });
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  /** A customer with `count` Havale-EFT orders, their transfers received unless `paid` is false. */
  async function customerWithOrders(email: string, count: number, { paid = true } = {}) {
    const ready = await readyCustomer(handle.db, email);
    const client = apiClient(app);
    client.cookie = ready.cookie;
    const placed = [];
    for (let i = 0; i < count; i++) {
      await client.post(`/cart/${product('KLM-1')}`, { form: { quantity: '1' } });
      const order = (await approveAndOrder(client, { odemeTipi: '4' })).data.order;
      // The transfer arrived: a customer holds only a few unpaid orders at once.
      if (paid) await markPaid(handle.db, order.id);
      placed.push(order);
    }
    return { ...ready, client, placed };
  }

  test('lists the customer’s orders newest first, 10 a page, with page, pages and total', async () => {
    const me = await customerWithOrders('liste@ornek.com.tr', 12);
    const first = await me.client.get('/orders');
    expect(first.data).toMatchObject({ page: 1, pages: 2, total: 12 });
    expect(first.data.items).toHaveLength(10);
    expect(first.data.items[0].orderNo).toBe(me.placed[11].orderNo);
    expect(first.data.items[0]).toMatchObject({ recipient: 'Deneme Müşteri', isCancel: false, itemCount: 1 });
    expect(first.data.items[0].date.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const second = await me.client.get('/orders?page=2');
    expect(second.data.items.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      me.placed[1].orderNo,
      me.placed[0].orderNo,
    ]);
    const stranger = await customerWithOrders('yabanci@ornek.com.tr', 0);
    expect((await stranger.client.get('/orders')).data).toMatchObject({ items: [], total: 0 });
    expect((await apiClient(app).get('/orders')).status).toBe(401);
  });

  test('shows one order with its lines, shipping line and the bank accounts of a transfer', async () => {
    const me = await customerWithOrders('detay@ornek.com.tr', 1);
    const order = me.placed[0];
    const detail = await me.client.get(`/orders/${order.id}`);
    expect(detail.data).toMatchObject({
      orderNo: order.orderNo,
      odemeTipi: 4,
      shippingTotal: 49.9,
      itemCount: 1,
    });
    expect(detail.data.orderItems.map((i: { code: string }) => i.code)).toEqual(['KLM-1', 'KARGO']);
    expect(detail.data.bankAccounts).toEqual([
      {
        bankName: 'Ziraat Bankası',
        accountName: 'Anadolu Ticaret A.Ş.',
        accountNo: '12345678',
        iban: 'TR330006100519786457841326',
      },
    ]);
    const other = await customerWithOrders('baska@ornek.com.tr', 0);
    expect((await other.client.get(`/orders/${order.id}`)).status).toBe(404);
  });

  test('cancels only the customer’s own unshipped order and puts the stock back', async () => {
    // Still awaiting their transfers: a received transfer is the shop's to pay back (order-refund.test.ts).
    const me = await customerWithOrders('iptal@ornek.com.tr', 2, { paid: false });
    const [stockBefore] = await handle.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, product('KLM-1')));
    const [open, shipped] = me.placed;
    await handle.db
      .update(orderItems)
      .set({ trackingNo: '1234567890', carrierName: 'Yurtiçi Kargo' })
      .where(eq(orderItems.orderId, shipped.id));
    const other = await customerWithOrders('el@ornek.com.tr', 0);
    expect((await other.client.patch(`/order/${open.id}`, { json: { cancel: true } })).status).toBe(404);
    const ok = await me.client.patch(`/order/${open.id}`, { json: { cancel: true } });
    expect(ok.data).toEqual({ id: open.id, isCancel: true, paymentStatus: 'cancelled' });
    const [stockAfter] = await handle.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, product('KLM-1')));
    expect(Number(stockAfter?.q)).toBe(Number(stockBefore?.q) + 1);
    for (const id of [open.id, shipped.id]) {
      const refused = await me.client.patch(`/order/${id}`, { json: { cancel: true } });
      expect(refused.status).toBe(409);
      expect(refused.data.error.messages.type).toBe(
        'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.',
      );
    }
    expect((await me.client.patch(`/order/${shipped.id}`, { json: { cancel: 'true' } })).status).toBe(400);
    expect((await me.client.get(`/orders/${open.id}`)).data.isCancel).toBe(true);
  });
});
