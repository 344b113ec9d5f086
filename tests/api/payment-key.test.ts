import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { overdueDebts, paymentAttempts } from '../../src/server/db/schema/index.ts';
import type { CardCharge, ChargeOutcome } from '../../src/server/payment/provider.ts';
import { TEST_3DS_CODE, TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

/** The test bank, counting the charges it is asked for, slowly enough for submissions to overlap. */
class CountingPos extends TestVirtualPos {
  readonly charges: CardCharge[] = [];
  override async charge(request: CardCharge): Promise<ChargeOutcome> {
    this.charges.push(request);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return super.charge(request);
  }
}

/** A free-amount payment call of one payment attempt (its key). */
const pay = (ccno: string, amount: string, paymentKey: string, extra: Record<string, string> = {}) => ({
  json: {
    paymentType: 'pay',
    ccno,
    ccv: '000',
    expiry: '12/30',
    holder: 'AYŞE YILMAZ',
    plan: '0',
    amount,
    description: 'Cari hesap ödemesi',
    paymentKey,
    ...extra,
  },
});

describe.each(testDatabases)('the client payment key on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const pos = new CountingPos();
  let n = 0;

  async function customer(balance: number) {
    n += 1;
    const ready = await readyCustomer(handle.db, `anahtar${n}@ornek.com.tr`, [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 1 },
    ]);
    await handle.db
      .insert(overdueDebts)
      .values({ customerId: ready.id, overdueBalance: balance, currencyCode: 'TRY' });
    const client = apiClient(app);
    client.cookie = ready.cookie;
    return { ...ready, client };
  }

  const balanceOf = async (customerId: number) =>
    (await handle.db.select().from(overdueDebts).where(eq(overdueDebts.customerId, customerId)))[0]
      ?.overdueBalance;
  const attemptsOf = (customerId: number) =>
    handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.customerId, customerId));
  /** The charges the bank was asked for with this payment key. */
  const chargesOf = (key: string) => pos.charges.filter((c) => c.reference.endsWith(`:${key}`));

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [{ code: 'KLM-1', name: 'Dolma Kalem', price: 100000, quantity: '100' }],
      { b2c_kk_odeme: '1', installmentLimit: '500' },
    );
    app = createApi(handle.db, { payment: pos });
  });
  afterAll(() => handle.close());

  test('a repeated submission answers the first one’s result and charges once', async () => {
    const s = await customer(100_000);
    const key = randomUUID();
    const first = await s.client.post('/payment', pay(TEST_CARDS.approved, '150,25', key));
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ succeed: true, paymentType: 'pay', amount: 150.25 });
    const again = await s.client.post('/payment', pay(TEST_CARDS.approved, '150,25', key));
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(chargesOf(key)).toHaveLength(1);
    expect(await balanceOf(s.id)).toBe(100_000 - 15_025);
    expect(await attemptsOf(s.id)).toMatchObject([
      { status: 'approved', paymentKey: key, debtSettled: 15_025 },
    ]);
    // A new attempt (a new key) is a new payment.
    const next = await s.client.post('/payment', pay(TEST_CARDS.approved, '10', randomUUID()));
    expect(next.data).toMatchObject({ succeed: true, amount: 10 });
    expect(await balanceOf(s.id)).toBe(100_000 - 15_025 - 1_000);
  });

  test('concurrent identical submissions charge once and lower the balance once', async () => {
    const s = await customer(100_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.client.post('/payment', pay(TEST_CARDS.approved, '200', key))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ succeed: true, paymentType: 'pay', amount: 200 });
    }
    expect(chargesOf(key)).toHaveLength(1);
    expect(await balanceOf(s.id)).toBe(100_000 - 20_000);
    expect(await attemptsOf(s.id)).toHaveLength(1);
  });

  test('concurrent submissions of a 3-D Secure card open one challenge, booked once', async () => {
    const s = await customer(100_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => s.client.post('/payment', pay(TEST_CARDS.threeDSecure, '300', key))),
    );
    const challenges = new Set(answers.map((a) => a.data.threeDS?.id));
    expect(challenges.size).toBe(1);
    for (const answer of answers) {
      expect(answer.data.threeDS).toMatchObject({ amount: 300, maskedPhone: '+90 (5**) *** ** 67' });
    }
    expect(chargesOf(key)).toHaveLength(1);
    expect(await balanceOf(s.id)).toBe(100_000);
    const id = answers[0]?.data.threeDS.id;
    const confirmed = await Promise.all([
      s.client.post('/payment/3ds', { json: { id, code: TEST_3DS_CODE } }),
      s.client.post('/payment/3ds', { json: { id, code: TEST_3DS_CODE } }),
    ]);
    expect(confirmed.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await balanceOf(s.id)).toBe(100_000 - 30_000);
    // After the code, a repeat of the same submission answers the payment made.
    const repeat = await s.client.post('/payment', pay(TEST_CARDS.threeDSecure, '300', key));
    expect(repeat.data).toMatchObject({ succeed: true, paymentType: 'pay', amount: 300 });
    expect(chargesOf(key)).toHaveLength(1);
    expect(await balanceOf(s.id)).toBe(100_000 - 30_000);
  });

  test('a declined submission repeated is declined again without asking the bank', async () => {
    const s = await customer(100_000);
    const key = randomUUID();
    const first = await s.client.post('/payment', pay(TEST_CARDS.declined, '50', key));
    const again = await s.client.post('/payment', pay(TEST_CARDS.declined, '50', key));
    expect(first.status).toBe(402);
    expect(again.status).toBe(402);
    expect(again.data.error.messages.type).toBe('Ödeme onaylanmadı: kartınızın limiti yetersiz.');
    expect(chargesOf(key)).toHaveLength(1);
    expect(await balanceOf(s.id)).toBe(100_000);
  });

  test('another customer’s key is theirs: the same key pays separately and shows nothing of the first', async () => {
    const a = await customer(100_000);
    const b = await customer(100_000);
    const key = randomUUID();
    const first = await a.client.post('/payment', pay(TEST_CARDS.approved, '70', key));
    expect(first.data).toMatchObject({ succeed: true, amount: 70 });
    const other = await b.client.post('/payment', pay(TEST_CARDS.approved, '20', key));
    expect(other.data).toMatchObject({ succeed: true, amount: 20 });
    expect(await balanceOf(a.id)).toBe(100_000 - 7_000);
    expect(await balanceOf(b.id)).toBe(100_000 - 2_000);
  });

  test('a missing or garbage key is refused before anything is charged', async () => {
    const s = await customer(100_000);
    const before = pos.charges.length;
    const garbage = [
      undefined,
      '',
      '   ',
      'short',
      'x'.repeat(65),
      'a'.repeat(300),
      "' or 1=1 --aaaaaaaaaaaa",
      'ödeme-anahtarı-0123456789',
      'key with spaces 0123456789',
      '../../../../etc/passwd0000',
    ];
    for (const key of garbage) {
      const body = pay(TEST_CARDS.approved, '10', key ?? '');
      if (key === undefined) delete (body.json as Partial<typeof body.json>).paymentKey;
      const res = await s.client.post('/payment', body);
      expect(res.status, String(key)).toBe(400);
      expect(res.data.error.messages.type).toBe(
        'Geçersiz istek. Lütfen bilgileri kontrol edip tekrar deneyin.',
      );
    }
    const list = await s.client.post('/payment', {
      json: { ...pay(TEST_CARDS.approved, '10', '').json, paymentKey: [randomUUID()] },
    });
    expect(list.status).toBe(400);
    expect(pos.charges.length).toBe(before);
    expect(await attemptsOf(s.id)).toHaveLength(0);
    expect(await balanceOf(s.id)).toBe(100_000);
  });
});
