import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { cartItems, carts, orders, paymentAttempts, products } from '../../src/server/db/schema/index.ts';
import { setOrderTracking } from '../../src/server/orders/order-tracking.ts';
import { approvedDaysAgo, cardPaidOrder } from './helpers/card-orders.ts';
import { payCartByCard } from './helpers/checkout.ts';
import { type CatalogIds, insertShippingShop, stockOf } from './helpers/fixtures.ts';
import { ProbePos } from './helpers/probe-pos.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const CANCEL_FAILED = 'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.';
const REFUND_FAILED =
  'Ödemeniz şu anda iade edilemediği için sipariş iptal edilmedi. Lütfen daha sonra tekrar deneyin ya da bizimle iletişime geçiniz.';
const NOT_RECORDED =
  'Kart ödemeniz geri alındı, ancak siparişinizin iptali kaydedilemedi. Siparişiniz gönderilmeyecek; lütfen bizimle iletişime geçiniz.';

/** What the database looked like while the provider was asked to take a charge back. */
interface Seen {
  kind: 'void' | 'refund';
  order: typeof orders.$inferSelect | undefined;
  attempt: typeof paymentAttempts.$inferSelect | undefined;
}

/** The promise's value, or a rejection when it takes longer than `ms` (a lock held elsewhere). */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('blocked: a transaction holds the database')), ms),
    ),
  ]);
}

// The provider is asked to take a card charge back with no database transaction open: the attempt
// is claimed ('reversing') first, and the order is cancelled only once the money is back, tried
// again when that fails; a charge is taken back once however many cancellations come.
describe.each(testDatabases)('taking back a card charge outside any transaction on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  const pos = new ProbePos();
  let app: ReturnType<typeof createApi>;
  let n = 0;

  const stock = () => stockOf(handle.db, ids.products['KLM-1'] ?? 0);
  async function cardOrder(daysAgo = 0) {
    n += 1;
    const s = await cardPaidOrder(app, handle.db, `geri${n}.${kind}@ornek.com.tr`, [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 3 },
    ]);
    if (daysAgo > 0) await approvedDaysAgo(handle.db, s.attempt.id, daysAgo);
    return s;
  }
  const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0];
  const attemptRow = async (id: number) =>
    (await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0];

  /**
   * While the provider is asked: another transaction writes an unrelated row and locks the order
   * without waiting (on PostgreSQL a second connection; on PGlite, whose one connection a
   * transaction holds to itself, the same handle). Either blocks if the cancellation still holds a
   * transaction open around the provider.
   */
  function inspectDuringReversal(orderId: number, attemptId: number) {
    const found: { seen?: Seen; blocked?: unknown } = {};
    pos.duringReversal = async (reversal) => {
      try {
        found.seen = await within(
          5_000,
          handle.db.transaction(async (tx) => {
            await tx
              .update(products)
              .set({ name: sql`${products.name}` })
              .where(eq(products.id, ids.products.KARGO ?? 0));
            const [order] = await tx
              .select()
              .from(orders)
              .where(eq(orders.id, orderId))
              .for('update', { noWait: true });
            const [attempt] = await tx
              .select()
              .from(paymentAttempts)
              .where(eq(paymentAttempts.id, attemptId));
            return { kind: reversal, order, attempt };
          }),
        );
      } catch (err) {
        found.blocked = err;
      }
    };
    return found;
  }

  /** Makes the cancellation of any order fail inside the database the next `times` times it is written. */
  async function failCancellations(times: number) {
    await handle.db.execute(sql.raw('create sequence cancel_fault_seq'));
    await handle.db.execute(
      sql.raw(`create function cancel_fault() returns trigger language plpgsql as $$
        begin
          if nextval('cancel_fault_seq') <= ${times} then raise exception 'injected fault'; end if;
          return new;
        end $$`),
    );
    await handle.db.execute(
      sql.raw(`create trigger cancel_fault before update on orders for each row
        when (old.cancelled_at is null and new.cancelled_at is not null) execute function cancel_fault()`),
    );
    return async () => {
      await handle.db.execute(sql.raw('drop trigger cancel_fault on orders'));
      await handle.db.execute(sql.raw('drop function cancel_fault()'));
      await handle.db.execute(sql.raw('drop sequence cancel_fault_seq'));
    };
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertShippingShop(handle.db, [
      // 3 × (100,00 + 20%) = 360,00, 3 kg ship for 49,90: 409,90 TL.
      { code: 'KLM-1', name: 'Dolma Kalem', price: 10000, quantity: '100', weight: '1' },
    ]);
    app = createApi(handle.db, { payment: pos });
  });
  afterAll(() => handle.close());

  test('while the provider voids or refunds, no transaction holds the order: the attempt already says which', async () => {
    for (const daysAgo of [0, 2]) {
      const s = await cardOrder(daysAgo);
      const stockBefore = await stock();
      const found = inspectDuringReversal(s.orderId, s.attempt.id);
      let res: Awaited<ReturnType<typeof s.client.patch>>;
      try {
        res = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
      } finally {
        pos.duringReversal = undefined;
      }
      expect(found.blocked).toBeUndefined();
      const reversal = daysAgo === 0 ? 'void' : 'refund';
      expect(found.seen?.kind).toBe(reversal);
      // Claimed, not yet cancelled: the order stands until the money is back.
      expect(found.seen?.order).toMatchObject({ cancelledAt: null, paymentStatus: 'paid' });
      expect(found.seen?.attempt).toMatchObject({ status: 'reversing', reversal, reversedAt: null });
      expect(found.seen?.attempt?.reversalStartedAt).toBeInstanceOf(Date);

      const status = daysAgo === 0 ? 'voided' : 'refunded';
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ id: s.orderId, isCancel: true, paymentStatus: status });
      expect(await attemptRow(s.attempt.id)).toMatchObject({ status, reversal });
      expect((await attemptRow(s.attempt.id))?.reversedAt).toBeInstanceOf(Date);
      expect(await orderRow(s.orderId)).toMatchObject({ paymentStatus: status, cancelReason: 'customer' });
      expect(await stock()).toBe(stockBefore + 3);
    }
  });

  test('a provider that refuses leaves the order, its stock and its attempt exactly as they were', async () => {
    const s = await cardOrder(3);
    const orderBefore = await orderRow(s.orderId);
    const attemptBefore = await attemptRow(s.attempt.id);
    const stockBefore = await stock();
    const found = inspectDuringReversal(s.orderId, s.attempt.id);
    pos.refuseRefund = true;
    let res: Awaited<ReturnType<typeof s.client.patch>>;
    try {
      res = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    } finally {
      pos.refuseRefund = false;
      pos.duringReversal = undefined;
    }
    expect(found.blocked).toBeUndefined();
    expect(res.status).toBe(502);
    expect(res.data.error.messages.type).toBe(REFUND_FAILED);
    expect(await orderRow(s.orderId)).toEqual(orderBefore);
    expect(await attemptRow(s.attempt.id)).toEqual(attemptBefore);
    expect(attemptBefore).toMatchObject({ status: 'approved', reversal: null, reversalStartedAt: null });
    expect(await stock()).toBe(stockBefore);
    expect(pos.bank.refundOf(s.attempt.transactionId ?? '')).toBeUndefined();
  });

  test('a failure recording the cancellation is tried again: the money goes back once and the order is cancelled', async () => {
    const s = await cardOrder();
    const stockBefore = await stock();
    const voids = pos.voids;
    const repair = await failCancellations(1);
    let res: Awaited<ReturnType<typeof s.client.patch>>;
    try {
      res = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    } finally {
      await repair();
    }
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: s.orderId, isCancel: true, paymentStatus: 'voided' });
    expect(pos.voids).toBe(voids + 1);
    expect(pos.bank.wasVoided(s.attempt.transactionId ?? '')).toBe(true);
    expect(await attemptRow(s.attempt.id)).toMatchObject({ status: 'voided', reversal: 'void' });
    expect((await orderRow(s.orderId))?.cancelledAt).toBeInstanceOf(Date);
    expect(await stock()).toBe(stockBefore + 3);
  });

  test('when the cancellation cannot be recorded at all, the attempt stays reversing: told, never shipped, never reversed twice', async () => {
    const s = await cardOrder();
    const orderBefore = await orderRow(s.orderId);
    const stockBefore = await stock();
    const voids = pos.voids;
    const repair = await failCancellations(1_000);
    let res: Awaited<ReturnType<typeof s.client.patch>>;
    try {
      res = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    } finally {
      await repair();
    }
    expect(res.status).toBe(503);
    expect(res.data.error.messages.type).toBe(NOT_RECORDED);
    expect(pos.voids).toBe(voids + 1);
    expect(await attemptRow(s.attempt.id)).toMatchObject({ status: 'reversing', reversal: 'void' });
    expect(await orderRow(s.orderId)).toEqual(orderBefore);
    expect(await stock()).toBe(stockBefore);

    // The shipping command refuses it, and another cancel has nothing to take back.
    expect(
      await setOrderTracking(handle.db, {
        orderNo: orderBefore?.orderNo ?? '',
        carrier: 'yurtici',
        number: '123456789',
      }),
    ).toEqual({ refused: { key: 'adminOrder.reversing', params: { orderNo: orderBefore?.orderNo } } });
    const again = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    expect(again.status).toBe(409);
    expect(again.data.error.messages.type).toBe(CANCEL_FAILED);
    expect(pos.voids).toBe(voids + 1);

    // Nor does the 10-minute clean-up of stuck attempts take it for abandoned: the same cart
    // revision paid again an hour later is not charged, and the attempt stays for the staff.
    await handle.db
      .update(paymentAttempts)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(paymentAttempts.id, s.attempt.id));
    const [cart] = await handle.db.select().from(carts).where(eq(carts.customerId, s.id));
    await handle.db.insert(cartItems).values({
      cartId: cart?.id ?? 0,
      productId: ids.products['KLM-1'] ?? 0,
      unitId: ids.units['KLM-1:ADET'] ?? 0,
      quantity: 1,
    });
    const charges = pos.charges;
    const repeat = await payCartByCard(s.client);
    expect(repeat.status).toBe(409);
    expect(pos.charges).toBe(charges);
    expect((await attemptRow(s.attempt.id))?.status).toBe('reversing');
  });

  test('two cancellations at once take the charge back once', async () => {
    // One arrives while the provider is voiding the first's charge.
    const s = await cardOrder();
    const voids = pos.voids;
    let second: Awaited<ReturnType<typeof s.client.patch>> | undefined;
    pos.duringReversal = async () => {
      pos.duringReversal = undefined;
      second = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    };
    const first = await s.client.patch(`/order/${s.orderId}`, { json: { cancel: true } });
    expect(first.data).toEqual({ id: s.orderId, isCancel: true, paymentStatus: 'voided' });
    expect(second?.status).toBe(409);
    expect(second?.data.error.messages.type).toBe(CANCEL_FAILED);
    expect(pos.voids).toBe(voids + 1);

    // Three sent together: one cancels, the others are refused.
    const t = await cardOrder(1);
    const stockBefore = await stock();
    const refunds = pos.refunds;
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.client.patch(`/order/${t.orderId}`, { json: { cancel: true } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(pos.refunds).toBe(refunds + 1);
    expect(pos.bank.refundOf(t.attempt.transactionId ?? '')).toBe(40990);
    expect(await stock()).toBe(stockBefore + 3);
    const attempts = await handle.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, t.orderId), eq(paymentAttempts.status, 'refunded')));
    expect(attempts).toHaveLength(1);
  });
});
