import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
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
    await insertCatalog(handle.db, []);
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
        { password: '12345', passwordVerify: '12345' },
        'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
      ],
      [{ password: 'Yeni.1234', passwordVerify: '' }, 'Şifrenizi doğrulamalısınız.'],
      [{ password: 'Yeni.1234', passwordVerify: 'Yeni.12345' }, 'Şifreleriniz eşleşmiyor.'],
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
      form: { password: 'Yeni.1234', passwordVerify: 'Yeni.1234' },
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
  });
});
