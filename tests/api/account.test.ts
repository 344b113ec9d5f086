import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { overdueDebts } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

describe.each(testDatabases)('account info and password on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let me: ReturnType<typeof apiClient>;
  const password = 'Gizli.123';

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, [], { showOverdueDebtInfo: '1', overdueDebtInfoLimit: '1250.75' });
    app = createApi(handle.db);
    me = apiClient(app);
    await me.post('/auth/register', {
      form: {
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@ornek.com.tr',
        password,
        passwordVerify: password,
      },
    });
  });
  afterAll(() => handle.close());

  test('saves name, phone, gender and birthdate; the email stays as it was', async () => {
    const res = await me.post('/accountinfo/settings', {
      form: {
        name: 'Ayşe Nur',
        surname: 'Yılmaz',
        email: 'baskasi@ornek.com.tr',
        phone: '+90 (532) 123 45 67',
        gender: 'female',
        birthdate: '1990-04-23',
      },
    });
    expect(res.status).toBe(200);
    expect(res.data.customer).toMatchObject({
      name: 'Ayşe Nur',
      email: 'ayse@ornek.com.tr',
      phone: '+90 (532) 123 45 67',
      gender: 'female',
      birthdate: '1990-04-23',
    });
    const bad = await me.post('/accountinfo/settings', { form: { name: 'Ayşe1', surname: 'Yılmaz' } });
    expect(bad.status).toBe(400);
    expect((await me.get('/accountinfo/settings')).data.name).toBe('Ayşe Nur');
  });

  test('changes the password with the spec messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: password, password: '12345', passwordVerify: '12345' },
        'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
      ],
      [
        { currentPassword: password, password: 'Yeni.1234', passwordVerify: '' },
        'Şifrenizi doğrulamalısınız.',
      ],
      [
        { currentPassword: password, password: 'Yeni.1234', passwordVerify: 'Yeni.12345' },
        'Şifreleriniz eşleşmiyor.',
      ],
    ];
    for (const [form, message] of cases) {
      const res = await me.post('/account/settings', { form });
      expect(res.status).toBe(400);
      expect(res.data.error.messages.type).toBe(message);
    }
    const elsewhere = apiClient(app);
    await elsewhere.post('/auth/login', { form: { email: 'ayse@ornek.com.tr', password } });
    expect((await elsewhere.get('/auth/me')).status).toBe(200);
    const ok = await me.post('/account/settings', {
      form: { currentPassword: password, password: 'Yeni.1234', passwordVerify: 'Yeni.1234' },
    });
    expect(ok.data).toMatchObject({ success: true, message: 'Şifreniz güncellendi.' });
    // The new password signs the customer out everywhere else, but not here.
    expect((await elsewhere.get('/auth/me')).status).toBe(401);
    expect((await me.get('/auth/me')).status).toBe(200);
    const again = apiClient(app);
    expect((await again.post('/auth/login', { form: { email: 'ayse@ornek.com.tr', password } })).status).toBe(
      401,
    );
    expect(
      (await again.post('/auth/login', { form: { email: 'ayse@ornek.com.tr', password: 'Yeni.1234' } }))
        .status,
    ).toBe(200);
  });

  test('answers 401 to guests', async () => {
    const guest = apiClient(app);
    expect((await guest.post('/accountinfo/settings', { form: { name: 'A', surname: 'B' } })).status).toBe(
      401,
    );
    expect(
      (await guest.post('/account/settings', { form: { password: 'x', passwordVerify: 'x' } })).status,
    ).toBe(401);
    expect((await guest.get('/accountinfo/settings')).status).toBe(401);
    expect((await guest.get('/accountinfo/overdue-debt')).status).toBe(401);
  });

  test('tells the overdue debt and whether its warning shows: at or above overdueDebtInfoLimit', async () => {
    const none = await me.get('/accountinfo/overdue-debt');
    expect(none.data).toEqual({
      overdueBalance: 0,
      overdueBalanceExpiryDay: 0,
      currency: 'TRY',
      show: false,
    });
    const debtor = async (email: string, overdueBalance: number) => {
      const client = apiClient(app);
      await client.post('/auth/register', {
        form: { name: 'Borçlu', surname: 'Müşteri', email, password, passwordVerify: password },
      });
      const id = (await client.get('/auth/me')).data.customer.id;
      await handle.db
        .insert(overdueDebts)
        .values({ customerId: id, overdueBalance, overdueBalanceExpiryDay: 12 });
      return (await client.get('/accountinfo/overdue-debt')).data;
    };
    expect(await debtor('esit@ornek.com.tr', 125_075)).toEqual({
      overdueBalance: 1250.75,
      overdueBalanceExpiryDay: 12,
      currency: 'TRY',
      show: true,
    });
    expect((await debtor('alti@ornek.com.tr', 125_074)).show).toBe(false);
  });
});
