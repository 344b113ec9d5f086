import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orders, overdueDebts, paymentAttempts } from '../../src/server/db/schema/index.ts';
import { TEST_3DS_CODE, TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog, insertPosPlans } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

/** A free-amount payment call: the customer's own amount, paymentType 'pay'. */
const pay = (ccno: string, amount: string, extra: Record<string, string> = {}) => ({
  json: {
    paymentType: 'pay',
    ccno,
    ccv: '000',
    expiry: '12/30',
    holder: 'AYŞE YILMAZ',
    plan: '0',
    amount,
    description: 'Mart ayı cari hesap ödemesi',
    paymentKey: randomUUID(),
    ...extra,
  },
});

describe.each(testDatabases)('free-amount payment on account on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const pos = new TestVirtualPos();
  const plans: Record<string, number> = {};
  let n = 0;

  /** A signed-in customer with an overdue balance (kuruş or cents of `currency`) and one cart line. */
  async function customer(balance: number | null, currency = 'TRY') {
    n += 1;
    const ready = await readyCustomer(handle.db, `cari${n}@ornek.com.tr`, [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 1 },
    ]);
    if (balance !== null) {
      await handle.db
        .insert(overdueDebts)
        .values({ customerId: ready.id, overdueBalance: balance, currencyCode: currency });
    }
    const client = apiClient(app);
    client.cookie = ready.cookie;
    return { ...ready, client };
  }

  async function balanceOf(customerId: number) {
    const [row] = await handle.db.select().from(overdueDebts).where(eq(overdueDebts.customerId, customerId));
    return row?.overdueBalance;
  }

  async function attemptsOf(customerId: number) {
    return handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.customerId, customerId));
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [{ code: 'KLM-1', name: 'Dolma Kalem', price: 100000, quantity: '100' }],
      {
        b2c_kk_odeme: '1',
        installmentLimit: '500',
      },
    );
    Object.assign(plans, await insertPosPlans(handle.db));
    app = createApi(handle.db, { payment: pos });
  });
  afterAll(() => handle.close());

  test('an approved card pays the typed amount, lowers the overdue balance by it and keeps only BIN and last four', async () => {
    const s = await customer(125_075);
    const res = await s.client.post('/payment', pay(TEST_CARDS.approved, '250,75'));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      succeed: true,
      paymentType: 'pay',
      order: null,
      orderId: null,
      amount: 250.75,
      installment: 1,
      description: 'Mart ayı cari hesap ödemesi',
    });
    expect(await balanceOf(s.id)).toBe(125_075 - 25_075);
    const [attempt, ...others] = await attemptsOf(s.id);
    expect(others).toHaveLength(0);
    expect(attempt).toMatchObject({
      kind: 'pay',
      status: 'approved',
      orderId: null,
      cartId: null,
      amount: 25_075,
      tryTotal: 25_075,
      debtSettled: 25_075,
      debtCurrency: 'TRY',
      bin: '554960',
      last4: '0012',
    });
    expect(attempt?.transactionId).toBeTruthy();
    // Paying on account is not an order: no order, and the cart is left as it was.
    expect(await handle.db.select().from(orders).where(eq(orders.customerId, s.id))).toHaveLength(0);
    expect((await s.client.get('/cart')).data.items).toHaveLength(1);
    const stored = (await handle.db.execute(
      sql`select t::text as row from payment_attempts t where customer_id = ${s.id}`,
    )) as { rows: { row: string }[] };
    const everything = stored.rows.map((r) => r.row).join('\n');
    expect(everything).not.toContain(TEST_CARDS.approved);
    expect(everything).not.toContain('000,12/30');
  });

  test('reads a form post with a decimal point, and a whole amount', async () => {
    const s = await customer(500_000);
    const dot = await s.client.post('/payment', { form: pay(TEST_CARDS.approved, '1250.5').json });
    expect(dot.data).toMatchObject({ succeed: true, paymentType: 'pay', amount: 1250.5 });
    const whole = await s.client.post('/payment', pay(TEST_CARDS.approvedWorld, '99'));
    expect(whole.data).toMatchObject({ succeed: true, amount: 99 });
    expect(await balanceOf(s.id)).toBe(500_000 - 125_050 - 9_900);
  });

  test('installments of the card’s own family add the commission to the charge, not to what the debt goes down by', async () => {
    const s = await customer(1_000_000);
    const wrongFamily = await s.client.post(
      '/payment',
      pay(TEST_CARDS.approved, '1234,57', { plan: String(plans.maximum2) }),
    );
    expect(wrongFamily.status).toBe(400);
    expect(wrongFamily.data.error.messages.type).toBe(
      'Seçilen taksit seçeneği bu kart ve tutar için kullanılamıyor.',
    );
    // 500,00 TL is not above installmentLimit: no installment table, so no plan.
    const atLimit = await s.client.post(
      '/payment',
      pay(TEST_CARDS.approved, '500', { plan: String(plans.bonus3) }),
    );
    expect(atLimit.status).toBe(400);
    expect(await balanceOf(s.id)).toBe(1_000_000);
    const res = await s.client.post(
      '/payment',
      pay(TEST_CARDS.approved, '1234,57', { plan: String(plans.bonus3) }),
    );
    // 1234,57 × 102,25 / 100 = 1262,347825 → 1262,35 TL over 3 installments.
    expect(res.data).toMatchObject({ succeed: true, paymentType: 'pay', amount: 1262.35, installment: 3 });
    expect(await balanceOf(s.id)).toBe(1_000_000 - 123_457);
    const approved = (await attemptsOf(s.id)).filter((a) => a.status === 'approved');
    expect(approved).toMatchObject([
      { amount: 126_235, tryTotal: 123_457, debtSettled: 123_457, installment: 3 },
    ]);
  });

  test('3-D Secure: nothing is booked until the right code; another customer’s attempt is not found; no second booking', async () => {
    const s = await customer(300_000);
    const start = await s.client.post('/payment', pay(TEST_CARDS.threeDSecure, '1000'));
    expect(start.status).toBe(200);
    expect(start.data.threeDS).toMatchObject({ amount: 1000 });
    expect(await balanceOf(s.id)).toBe(300_000);
    const id = start.data.threeDS.id;
    const wrong = await s.client.post('/payment/3ds', { json: { id, code: '000000' } });
    expect(wrong.status).toBe(402);
    expect(await balanceOf(s.id)).toBe(300_000);
    const other = await customer(300_000);
    expect((await other.client.post('/payment/3ds', { json: { id, code: TEST_3DS_CODE } })).status).toBe(404);
    const ok = await s.client.post('/payment/3ds', { json: { id, code: TEST_3DS_CODE } });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({
      succeed: true,
      paymentType: 'pay',
      order: null,
      orderId: null,
      amount: 1000,
      installment: 1,
      description: 'Mart ayı cari hesap ödemesi',
    });
    expect(await balanceOf(s.id)).toBe(200_000);
    expect(await balanceOf(other.id)).toBe(300_000);
    expect((await s.client.post('/payment/3ds', { json: { id, code: TEST_3DS_CODE } })).status).toBe(404);
    expect(await balanceOf(s.id)).toBe(200_000);
    const [attempt] = await attemptsOf(s.id);
    expect(attempt).toMatchObject({ kind: 'pay', status: 'approved', orderId: null, debtSettled: 100_000 });
    expect(await handle.db.select().from(orders).where(eq(orders.customerId, s.id))).toHaveLength(0);
    expect((await s.client.get('/cart')).data.items).toHaveLength(1);
  });

  test('a declined card leaves the balance as it was', async () => {
    const s = await customer(125_075);
    const res = await s.client.post('/payment', pay(TEST_CARDS.declined, '100'));
    expect(res.status).toBe(402);
    expect(res.data.error.messages.type).toBe('Ödeme onaylanmadı: kartınızın limiti yetersiz.');
    expect(await balanceOf(s.id)).toBe(125_075);
    expect(await attemptsOf(s.id)).toMatchObject([{ kind: 'pay', status: 'declined', debtSettled: null }]);
  });

  test('paying more than the overdue balance takes it to 0, not below', async () => {
    const s = await customer(5_000);
    const res = await s.client.post('/payment', pay(TEST_CARDS.approved, '80'));
    expect(res.data).toMatchObject({ succeed: true, amount: 80 });
    expect(await balanceOf(s.id)).toBe(0);
    expect(await attemptsOf(s.id)).toMatchObject([{ tryTotal: 8_000, debtSettled: 5_000 }]);
  });

  test('a debt in another currency goes down by the amount converted with the currencies table', async () => {
    // 100,00 TL at 34,5 TL per dollar = 2,898… → 2,90 USD (half up).
    const s = await customer(100_000, 'USD');
    const res = await s.client.post('/payment', pay(TEST_CARDS.approved, '100'));
    expect(res.data).toMatchObject({ succeed: true, amount: 100 });
    expect(await balanceOf(s.id)).toBe(100_000 - 290);
    expect(await attemptsOf(s.id)).toMatchObject([{ debtSettled: 290, debtCurrency: 'USD' }]);
  });

  test('a debt in a currency with no exchange rate is refused with 409 before anything is charged', async () => {
    // The currencies table has TRY and USD only: a euro debt cannot be lowered by a lira payment.
    const s = await customer(100_000, 'EUR');
    const charge = vi.spyOn(pos, 'charge');
    try {
      const res = await s.client.post('/payment', pay(TEST_CARDS.approved, '100'));
      expect(res.status).toBe(409);
      expect(res.data.error.messages.type).toBe(
        'Cari hesabınızın para birimi için güncel kur bilgisi bulunamadığından ödemeniz şu anda alınamıyor; kartınızdan tutar çekilmedi. Lütfen daha sonra tekrar deneyin ya da bizimle iletişime geçiniz.',
      );
      expect(charge).not.toHaveBeenCalled();
    } finally {
      charge.mockRestore();
    }
    expect(await attemptsOf(s.id)).toEqual([]);
    expect(await balanceOf(s.id)).toBe(100_000);
  });

  test('a customer with no overdue debt may still pay on account', async () => {
    const s = await customer(null);
    const res = await s.client.post('/payment', pay(TEST_CARDS.approved, '10'));
    expect(res.data).toMatchObject({ succeed: true, paymentType: 'pay', amount: 10 });
    expect(await attemptsOf(s.id)).toMatchObject([
      { status: 'approved', debtSettled: 0, debtCurrency: null },
    ]);
  });

  test('bad amounts are refused with the Turkish message and change nothing', async () => {
    const s = await customer(125_075);
    const none = 'Tutar girmediniz!';
    const format =
      'Tutarı en fazla 2 ondalık haneyle ve binlik ayırıcı kullanmadan giriniz (örneğin 1250,50).';
    const max = 'Tek seferde en fazla 1.000.000,00 TL ödeme yapabilirsiniz.';
    const cases: [string, string][] = [
      ['', none],
      ['0', none],
      ['0,00', none],
      ['-5', none],
      ['1,234', format],
      ['12.345', format],
      ['1.234,56', format],
      ['abc', format],
      ['1e5', format],
      ['Infinity', format],
      ['1000000,01', max],
      ['99999999999999999999999', max],
    ];
    for (const [amount, message] of cases) {
      const res = await s.client.post('/payment', pay(TEST_CARDS.approved, amount));
      expect(res.status, amount).toBe(400);
      expect(res.data.error.messages.type, amount).toBe(message);
    }
    // The card checks keep SPEC §5's order: a short card number is reported before the amount.
    const order = await s.client.post('/payment', pay('5549 6000', '0'));
    expect(order.data.error.messages.type).toBe('Kart bilgilerini eksiksiz doldurunuz!');
    const expiry = await s.client.post('/payment', pay(TEST_CARDS.approved, '0', { expiry: '1' }));
    expect(expiry.data.error.messages.type).toBe('Tutar girmediniz!');
    expect(await balanceOf(s.id)).toBe(125_075);
    expect(await attemptsOf(s.id)).toHaveLength(0);
    // The most one payment may be is accepted.
    const top = await s.client.post('/payment', pay(TEST_CARDS.approved, '1000000,00'));
    expect(top.data).toMatchObject({ succeed: true, amount: 1_000_000 });
    expect(await balanceOf(s.id)).toBe(0);
  });

  test('guests get 401 and an unknown paymentType is refused', async () => {
    const guest = await apiClient(app).post('/payment', pay(TEST_CARDS.approved, '100'));
    expect(guest.status).toBe(401);
    const s = await customer(125_075);
    const odd = await s.client.post('/payment', pay(TEST_CARDS.approved, '100', { paymentType: 'gift' }));
    expect(odd.status).toBe(400);
    expect(await balanceOf(s.id)).toBe(125_075);
    expect(await attemptsOf(s.id)).toHaveLength(0);
  });
});
