import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { forgetCachedSettings } from '../../src/server/catalog/settings-repo.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import {
  currencies,
  orders,
  overdueDebts,
  paymentAttempts,
  products,
} from '../../src/server/db/schema/index.ts';
import { TEST_3DS_CODE, TEST_CARDS } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder, cardPaymentOf, fetchAgreements, TEST_CARD } from './helpers/checkout.ts';
import type { apiClient } from './helpers/client.ts';
import { signedInClient } from './helpers/customers.ts';
import { type CatalogIds, insertShippingShop } from './helpers/fixtures.ts';
import { ProbePos } from './helpers/probe-pos.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const CANCELLED =
  'Ödemeniz kaydedilemedi ve iptal edildi; kartınızdan tutar çekilmeyecek. Lütfen tekrar deneyin.';
const NOT_CANCELLED =
  'Ödemeniz kaydedilemedi ve bankanızca henüz iptal edilemedi. Lütfen bizimle iletişime geçiniz; çekilen tutar size iade edilecektir.';

const FIELDS = { plan: '0', amount: '1', description: 'Kapıya bırakın' };
const card = (ccno: string, extra: Record<string, string> = {}) => ({
  json: { ...TEST_CARD, ccno, ...FIELDS, ...extra },
});

// Card money never moves without a record: the attempt is stored before the bank is asked, an
// approval that cannot be booked is voided, and one cart revision is charged once.
describe.each(testDatabases)('card payment records on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  let pos: ProbePos;
  let n = 0;

  async function shopper() {
    n += 1;
    return signedInClient(app, handle.db, `kayit${n}@ornek.com.tr`, [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 1 },
    ]);
  }
  const approvedCard = (client: ReturnType<typeof apiClient>, ccno: string, extra = {}) =>
    cardPaymentOf(client, { ccno, ...FIELDS, ...extra });
  const attemptsOf = (customerId: number) =>
    handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.customerId, customerId));
  const ordersOf = (customerId: number) =>
    handle.db.select().from(orders).where(eq(orders.customerId, customerId));
  async function stock() {
    const [row] = await handle.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, ids.products['KLM-1'] ?? 0));
    return row?.q;
  }
  /** Makes every order insert fail inside the database until the returned function is called. */
  async function breakOrderInserts() {
    await handle.db.execute(
      sql.raw(`create or replace function refuse_orders() returns trigger language plpgsql as
        $$ begin raise exception 'injected fault'; end $$`),
    );
    await handle.db.execute(
      sql.raw(
        'create trigger refuse_orders before insert on orders for each row execute function refuse_orders()',
      ),
    );
    return () => handle.db.execute(sql.raw('drop trigger refuse_orders on orders'));
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertShippingShop(handle.db, [
      // 1000,00 net + 20% = 1200,00; 1 kg ships for 49,90: 1249,90 TL.
      { code: 'KLM-1', name: 'Dolma Kalem', price: 100000, quantity: '100', weight: '1' },
    ]);
  });
  afterAll(() => handle.close());

  function freshApp() {
    pos = new ProbePos();
    app = createApi(handle.db, { payment: pos });
  }

  test('the attempt is stored as pending, with its amount and cart, before the bank is asked', async () => {
    freshApp();
    const s = await shopper();
    let seen: (typeof paymentAttempts.$inferSelect)[] = [];
    pos.duringCharge = async () => {
      seen = await attemptsOf(s.id);
    };
    const res = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.approved));
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ status: 'pending', amount: 124990, kind: 'order', transactionId: null });
    const [after] = await attemptsOf(s.id);
    expect(after).toMatchObject({ status: 'approved', orderId: res.data.orderId });
    expect(after?.approvedAt).toBeInstanceOf(Date);
  });

  test('an input the database refuses stops the payment before any charge', async () => {
    freshApp();
    const s = await shopper();
    // PostgreSQL text cannot hold NUL: the attempt insert fails, and the bank is never asked.
    const res = await s.client.post(
      '/payment',
      await approvedCard(s.client, TEST_CARDS.approved, { description: 'a\u0000b' }),
    );
    expect(res.status).not.toBe(200);
    expect(pos.charges).toBe(0);
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  test('a fault after the approval voids the charge and says so: no 500, no order, the cart kept', async () => {
    freshApp();
    const s = await shopper();
    const before = await stock();
    const repair = await breakOrderInserts();
    let res: Awaited<ReturnType<typeof s.client.post>>;
    try {
      res = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.approved));
    } finally {
      await repair();
    }
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(CANCELLED);
    const [attempt] = await attemptsOf(s.id);
    expect(attempt).toMatchObject({ status: 'voided', orderId: null });
    expect(attempt?.reversedAt).toBeInstanceOf(Date);
    expect(pos.bank.wasVoided(attempt?.transactionId ?? '')).toBe(true);
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await stock()).toBe(before);
    expect((await s.client.get('/cart')).data.items).toHaveLength(1);
    // The shopper pays again once the fault is gone: the voided attempt no longer holds the cart.
    const again = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.approved));
    expect(again.data).toMatchObject({ succeed: true, amount: 1249.9 });
  });

  test('a fault after a 3-D Secure approval voids the charge too', async () => {
    freshApp();
    const s = await shopper();
    const start = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.threeDSecure));
    expect(start.data.threeDS).toMatchObject({ amount: 1249.9 });
    const repair = await breakOrderInserts();
    let res: Awaited<ReturnType<typeof s.client.post>>;
    try {
      res = await s.client.post('/payment/3ds', { json: { id: start.data.threeDS.id, code: TEST_3DS_CODE } });
    } finally {
      await repair();
    }
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(CANCELLED);
    const [attempt] = await attemptsOf(s.id);
    expect(attempt?.status).toBe('voided');
    expect(pos.bank.wasVoided(attempt?.transactionId ?? '')).toBe(true);
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  test('when the bank refuses the void as well, the attempt is left for the staff and the shopper told', async () => {
    freshApp();
    const s = await shopper();
    pos.refuseVoid = true;
    const repair = await breakOrderInserts();
    let res: Awaited<ReturnType<typeof s.client.post>>;
    try {
      res = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.approved));
    } finally {
      await repair();
    }
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(NOT_CANCELLED);
    const [attempt] = await attemptsOf(s.id);
    expect(attempt?.status).toBe('void_failed');
    expect(attempt?.transactionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a payment on account that cannot be booked after 3-D Secure is voided, not a 500', async () => {
    freshApp();
    const s = await shopper();
    await handle.db
      .insert(overdueDebts)
      .values({ customerId: s.id, overdueBalance: 50_000, currencyCode: 'USD' });
    const start = await s.client.post('/payment', {
      json: {
        ...card(TEST_CARDS.threeDSecure).json,
        amount: '100',
        paymentType: 'pay',
        paymentKey: randomUUID(),
      },
    });
    expect(start.data.threeDS).toMatchObject({ amount: 100 });
    // The debt's currency loses its rate while the shopper reads the code.
    await handle.db.delete(currencies).where(eq(currencies.code, 'USD'));
    forgetCachedSettings(handle.db);
    let res: Awaited<ReturnType<typeof s.client.post>>;
    try {
      res = await s.client.post('/payment/3ds', { json: { id: start.data.threeDS.id, code: TEST_3DS_CODE } });
    } finally {
      await handle.db
        .insert(currencies)
        .values({ code: 'USD', name: 'Amerikan Doları', exchangeRate: '34.5' });
      forgetCachedSettings(handle.db);
    }
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(CANCELLED);
    const [attempt] = await attemptsOf(s.id);
    expect(attempt?.status).toBe('voided');
    expect(pos.bank.wasVoided(attempt?.transactionId ?? '')).toBe(true);
    const [debt] = await handle.db.select().from(overdueDebts).where(eq(overdueDebts.customerId, s.id));
    expect(debt?.overdueBalance).toBe(50_000);
  });

  test('parallel submissions of one cart are charged once and all answered with the one order', async () => {
    freshApp();
    const s = await shopper();
    const message = await approvedCard(s.client, TEST_CARDS.approved);
    const answers = await Promise.all([1, 2, 3].map(() => s.client.post('/payment', message)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ succeed: true, order: answers[0]?.data.order });
    }
    expect(pos.charges).toBe(1);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await attemptsOf(s.id)).toHaveLength(1);
  });

  test('a repeat while the first submission waits for 3-D Secure gets the same challenge, not a second charge', async () => {
    freshApp();
    const s = await shopper();
    const message = await approvedCard(s.client, TEST_CARDS.threeDSecure);
    const first = await s.client.post('/payment', message);
    const second = await s.client.post('/payment', message);
    expect(second.data.threeDS.id).toBe(first.data.threeDS.id);
    expect(pos.charges).toBe(1);
    // Another card instead leaves the challenge: the first dialog's code no longer pays.
    const other = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.approved));
    expect(other.data).toMatchObject({ succeed: true });
    const late = await s.client.post('/payment/3ds', {
      json: { id: first.data.threeDS.id, code: TEST_3DS_CODE },
    });
    expect(late.status).toBe(404);
    const statuses = (await attemptsOf(s.id)).map((a) => a.status).sort();
    expect(statuses).toEqual(['abandoned', 'approved']);
    expect(await ordersOf(s.id)).toHaveLength(1);
  });

  test('a bank transfer order saved while the card is charged: the card is voided and never reported paid', async () => {
    freshApp();
    const s = await shopper();
    const message = await approvedCard(s.client, TEST_CARDS.approved);
    let transfer: Awaited<ReturnType<typeof s.client.post>> | undefined;
    pos.duringCharge = async () => {
      transfer = await approveAndOrder(s.client, { odemeTipi: '4' });
    };
    const res = await s.client.post('/payment', message);
    expect(transfer?.status).toBe(200);
    const orderNo = transfer?.data.order.orderNo;
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(
      `Bu sepet için ${orderNo} numaralı sipariş başka bir ödeme yöntemiyle verildi. Kart ödemeniz iptal edildi.`,
    );
    const [order, ...more] = await ordersOf(s.id);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({ orderNo, odemeTipi: 4, paymentStatus: 'awaiting_transfer' });
    const [attempt] = await attemptsOf(s.id);
    expect(attempt).toMatchObject({ status: 'voided', orderId: null });
    expect(pos.bank.wasVoided(attempt?.transactionId ?? '')).toBe(true);
    // Paying again finds the cart ordered: nothing is charged.
    const again = await s.client.post('/payment', message);
    expect(again.status).toBe(400);
    expect(pos.charges).toBe(1);
  });

  test('a card payment and a bank transfer sent at once: "paid" only ever names a card-paid order', async () => {
    freshApp();
    for (let round = 0; round < 4; round += 1) {
      const s = await shopper();
      const message = await approvedCard(s.client, TEST_CARDS.approved);
      const { key } = await fetchAgreements(s.client, '4');
      const [paid, transfer] = await Promise.all([
        s.client.post('/payment', message),
        s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: key } }),
      ]);
      const all = await ordersOf(s.id);
      expect(all).toHaveLength(1);
      expect(transfer.status).toBe(200);
      if (paid.data.succeed) {
        expect(all[0]).toMatchObject({ orderNo: paid.data.order, odemeTipi: 2, paymentStatus: 'paid' });
      } else {
        // Refused before the charge (the cart already ordered: 400) or voided after it (409).
        expect([400, 409]).toContain(paid.status);
        expect(all[0]).toMatchObject({ odemeTipi: 4, paymentStatus: 'awaiting_transfer' });
        const standing = (await attemptsOf(s.id)).filter((a) => a.status === 'approved');
        expect(standing).toHaveLength(0);
      }
    }
  });

  test('a number with a huge exponent is refused at once; an order payment ignores the browser’s amount', async () => {
    freshApp();
    const s = await shopper();
    for (const amount of ['1e10000000', '1e-10000000', '9'.repeat(5000)]) {
      const res = await s.client.post('/payment', {
        json: { ...card(TEST_CARDS.approved).json, amount, paymentType: 'pay', paymentKey: 'a'.repeat(32) },
      });
      expect(res.status, amount.slice(0, 12)).toBe(400);
    }
    for (const quantity of ['1e10000000', '1e-10000000']) {
      const add = await s.client.post(`/cart/${ids.products['KLM-1']}`, { form: { quantity } });
      expect(add.status).toBe(400);
    }
    const patch = await s.client.request('PATCH', `/cart/${ids.products['KLM-1']}`, {
      raw: '{"quantity":1e10000000}',
      headers: { 'content-type': 'application/json' },
    });
    expect(patch.status).toBe(400);
    expect(pos.charges).toBe(0);
    // The order's amount is the server's: a huge one sent along is not even read.
    const res = await s.client.post(
      '/payment',
      await approvedCard(s.client, TEST_CARDS.approved, { amount: '1e10000000' }),
    );
    expect(res.data).toMatchObject({ succeed: true, amount: 1249.9 });
  });
});
