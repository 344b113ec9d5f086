import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { loadSettings } from '../../src/server/catalog/settings-repo.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orders, paymentAttempts } from '../../src/server/db/schema/index.ts';
import { cancelOrder } from '../../src/server/orders/order-cancel.ts';
import { approvedDaysAgo, cardPaidOrder } from './helpers/card-orders.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { signedInClient } from './helpers/customers.ts';
import { type CatalogIds, insertShippingShop, stockOf } from './helpers/fixtures.ts';
import { markPaid } from './helpers/order-states.ts';
import { ProbePos } from './helpers/probe-pos.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const REFUND_FAILED =
  'Ödemeniz şu anda iade edilemediği için sipariş iptal edilmedi. Lütfen daha sonra tekrar deneyin ya da bizimle iletişime geçiniz.';
const PAYMENT_RECEIVED =
  'Bu siparişin ödemesi tarafımıza ulaştığı için sipariş buradan iptal edilemiyor. Siparişin iptali ve ödemenizin iadesi için lütfen bizimle iletişime geçiniz.';

// Cancelling a card-paid order takes the money back through the provider: voided the same day,
// refunded later; if the provider cannot, the order stands and the shopper is told.
describe.each(testDatabases)('cancelling a card-paid order on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  const pos = new ProbePos();
  let app: ReturnType<typeof createApi>;
  let n = 0;

  const stock = () => stockOf(handle.db, ids.products['KLM-1'] ?? 0);

  /** A customer with one order paid by card (approved `daysAgo` days before now). */
  async function cardOrder(daysAgo = 0) {
    n += 1;
    const s = await cardPaidOrder(app, handle.db, `iade${n}@ornek.com.tr`, [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 2 },
    ]);
    if (daysAgo > 0) await approvedDaysAgo(handle.db, s.attempt.id, daysAgo);
    return s;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertShippingShop(handle.db, [
      // 2 × (100,00 + 20%) = 240,00, 2 kg ship for 49,90: 289,90 TL.
      { code: 'KLM-1', name: 'Dolma Kalem', price: 10000, quantity: '100', weight: '1' },
    ]);
    app = createApi(handle.db, { payment: pos });
  });
  afterAll(() => handle.close());

  test('on the day of the payment the charge is voided, and the order shows it', async () => {
    const s = await cardOrder();
    const before = await stock();
    const res = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: s.orderId, isCancel: true, paymentStatus: 'voided' });
    expect(pos.bank.wasVoided(s.attempt.transactionId ?? '')).toBe(true);
    expect(pos.bank.refundOf(s.attempt.transactionId ?? '')).toBeUndefined();
    const [attempt] = await handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, s.attempt.id));
    expect(attempt?.status).toBe('voided');
    expect(attempt?.reversedAt).toBeInstanceOf(Date);
    expect(await stock()).toBe(before + 2);
    const detail = await s.client.get(`/orders/${s.orderId}`);
    expect(detail.data).toMatchObject({ isCancel: true, paymentStatus: 'voided' });
    expect((await s.client.get('/orders')).data.items[0]).toMatchObject({ paymentStatus: 'voided' });
  });

  test('a later day refunds the amount charged', async () => {
    const s = await cardOrder(2);
    const res = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    expect(res.data).toMatchObject({ isCancel: true, paymentStatus: 'refunded' });
    expect(pos.bank.refundOf(s.attempt.transactionId ?? '')).toBe(28990);
    expect(pos.bank.wasVoided(s.attempt.transactionId ?? '')).toBe(false);
    const [attempt] = await handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, s.attempt.id));
    expect(attempt?.status).toBe('refunded');
    // Cancelled once: a repeat neither refunds again nor changes anything.
    const again = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    expect(again.status).toBe(409);
  });

  test('a provider that cannot refund leaves the order, its stock and its payment as they were', async () => {
    for (const daysAgo of [0, 3]) {
      const s = await cardOrder(daysAgo);
      const before = await stock();
      pos.refuseVoid = true;
      pos.refuseRefund = true;
      let res: Awaited<ReturnType<typeof s.client.patch>>;
      try {
        res = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
      } finally {
        pos.refuseVoid = false;
        pos.refuseRefund = false;
      }
      expect(res.status).toBe(502);
      expect(res.data.error.messages.type).toBe(REFUND_FAILED);
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, s.orderId));
      expect(order).toMatchObject({ cancelledAt: null, paymentStatus: 'paid' });
      const [attempt] = await handle.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, s.attempt.id));
      expect(attempt).toMatchObject({ status: 'approved', reversedAt: null });
      expect(await stock()).toBe(before);
      // Once the provider answers again, the cancellation goes through.
      const later = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
      expect(later.data.paymentStatus).toBe(daysAgo === 0 ? 'voided' : 'refunded');
    }
  });

  test('without a payment provider a card-paid order is not cancelled; an order paid otherwise is', async () => {
    const s = await cardOrder();
    const noProvider = apiClient(createApi(handle.db));
    noProvider.cookie = s.cookie;
    const res = await noProvider.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    expect(res.status).toBe(502);
    expect(res.data.error.messages.type).toBe(REFUND_FAILED);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, s.orderId));
    expect(order?.cancelledAt).toBeNull();
    // A bank-transfer order needs no provider: a system cancel (no customer, no provider) works.
    await noProvider.post(`/cart/${ids.products['KLM-1']}`, { form: { quantity: '1' } });
    const transfer = await approveAndOrder(noProvider, { odemeTipi: '4' });
    expect(transfer.status).toBe(200);
    const outcome = await cancelOrder(
      handle.db,
      { orderId: transfer.data.order.id },
      await loadSettings(handle.db),
    );
    expect(outcome).toBe('cancelled');
    const [cancelled] = await handle.db.select().from(orders).where(eq(orders.id, transfer.data.order.id));
    expect(cancelled).toMatchObject({ paymentStatus: 'cancelled' });
    expect(cancelled?.cancelledAt).toBeInstanceOf(Date);
  });

  test('a bank transfer the shop received is not cancelled by the customer: 409 with the reason, nothing changed', async () => {
    n += 1;
    const s = await signedInClient(app, handle.db, `havale${n}@ornek.com.tr`);
    await s.client.post(`/cart/${ids.products['KLM-1']}`, { form: { quantity: '2' } });
    const placed = await approveAndOrder(s.client, { odemeTipi: '4' });
    expect(placed.status).toBe(200);
    const orderId = placed.data.order.id as number;
    await markPaid(handle.db, orderId);
    const [before] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    const stockBefore = await stock();
    const res = await s.client.patch(`/order/${orderId}`, { json: { cancel: true } });
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(PAYMENT_RECEIVED);
    const [after] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toEqual(before);
    expect(after).toMatchObject({ cancelledAt: null, paymentStatus: 'paid', cancelReason: null });
    expect(await stock()).toBe(stockBefore);
    expect((await s.client.get(`/orders/${orderId}`)).data).toMatchObject({ isCancel: false });
    // No system cancel takes the received money either (the unpaid-transfer sweep cancels only unpaid ones).
    expect(await cancelOrder(handle.db, { orderId }, await loadSettings(handle.db))).toBe('paidOutsideCard');
    expect((await handle.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toEqual(before);
  });
});
