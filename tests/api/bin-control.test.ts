import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { bankPos, posPlans } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

describe.each(testDatabases)('bin-control on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
    const [bonus] = await handle.db
      .insert(bankPos)
      .values({ name: 'Garanti BBVA', cardFamily: 'Bonus', logo: 'bank-bonus.png' })
      .returning();
    await handle.db.insert(posPlans).values([
      { bankPosId: bonus?.id ?? 0, installment: 6, commissionFee: '4.50' },
      { bankPosId: bonus?.id ?? 0, installment: 3, commissionFee: '2.25' },
    ]);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  // Each client connects from its own address, so the rate limit of one does not touch the others.

  test('answers a listed card’s network, bank and its family’s plans after single payment', async () => {
    const res = await apiClient(app).post('/bin-control', {
      form: { binNumber: '554960' },
    });
    expect(res.status).toBe(200);
    expect(res.data.bank).toEqual({
      organization: 'MASTERCARD',
      name: 'Garanti BBVA',
      family: 'Bonus',
      logo: 'bank-bonus.png',
    });
    expect(
      res.data.plans.map((p: { installment: number; commisionFee: number }) => [
        p.installment,
        p.commisionFee,
      ]),
    ).toEqual([
      [1, 0],
      [3, 2.25],
      [6, 4.5],
    ]);
  });

  test('gives an unknown or debit card single payment only', async () => {
    const res = await apiClient(app).post('/bin-control', {
      form: { binNumber: '41111111' },
    });
    expect(res.data).toEqual({
      bank: { organization: 'VISA', name: null, family: null, logo: null },
      plans: [{ id: 0, installment: 1, commisionFee: 0 }],
    });
  });

  test('refuses anything but 6 or 8 digits, and too many look-ups', async () => {
    for (const binNumber of ['', '12345', 'abcdef', '1234567']) {
      const res = await apiClient(app).post('/bin-control', {
        form: { binNumber },
      });
      expect(res.status, binNumber).toBe(400);
      expect(res.data.error.messages.type).toBe('Kart numarasının ilk 6 hanesini giriniz.');
    }
    // 30 look-ups a minute per client address; a new X-Forwarded-For each time changes nothing.
    const client = apiClient(app);
    const answers = [];
    for (let i = 0; i < 31; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}` };
      answers.push((await client.post('/bin-control', { form: { binNumber: '554960' }, headers })).status);
    }
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await apiClient(app).post('/bin-control', { form: { binNumber: '554960' } })).status).toBe(200);
  });
});
