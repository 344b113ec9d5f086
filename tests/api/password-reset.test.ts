// 'Şifremi Unuttum' (issue 17): the same answer whether or not the e-mail is a customer's; a link by
// e-mail, single-use, for an hour, replaced by a newer one; the reset ends every other session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { resetPassword } from '../../src/server/auth/password-reset.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { mailQueue } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const NEW_PASSWORD = 'yeni-Sifre-2026';

describe.each(testDatabases)('Şifremi Unuttum on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  const mailsTo = (to: string) => handle.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));
  const tokenOf = (text: string) => /\?token=([\w-]+)/.exec(text)?.[1] ?? '';

  test('a customer gets a link by e-mail; an unknown address gets the same answer and no e-mail', async () => {
    await readyCustomer(handle.db, 'unutkan@ornek.com.tr');
    const known = await apiClient(app).post('/auth/password-reset', {
      form: { email: 'Unutkan@Ornek.com.tr' },
    });
    const unknown = await apiClient(app).post('/auth/password-reset', {
      form: { email: 'kimse@ornek.com.tr' },
    });
    expect([known.status, known.data]).toEqual([200, { ok: true }]);
    expect([unknown.status, unknown.data]).toEqual([200, { ok: true }]);
    expect(await mailsTo('kimse@ornek.com.tr')).toEqual([]);
    const [mail] = await mailsTo('unutkan@ornek.com.tr');
    expect(mail).toMatchObject({
      kind: 'passwordReset',
      subject: 'Test Mağazası şifre yenileme',
      locale: 'tr',
    });
    expect(mail?.text).toMatch(/Şifremi Yenile: http:\/\/localhost:4321\/sifre-yenile\?token=[\w-]{43}\n/);
    expect(mail?.text).toContain('Bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.');
    const english = await apiClient(app).post('/auth/password-reset', {
      form: { email: 'unutkan@ornek.com.tr', locale: 'en' },
    });
    expect(english.status).toBe(200);
    const mails = await mailsTo('unutkan@ornek.com.tr');
    expect(mails[1]?.text).toMatch(/Set a New Password: http:\/\/localhost:4321\/en\/sifre-yenile\?token=/);
    // The newer link replaced the first.
    const first = tokenOf(mails[0]?.text ?? '');
    const bad = await apiClient(app).post('/auth/password-reset/confirm', {
      form: { token: first, password: NEW_PASSWORD, passwordVerify: NEW_PASSWORD },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error.key).toBe('auth.resetLinkInvalid');
  });

  test('the reset sets the password, ends every session, signs this browser in; the link works once', async () => {
    const customer = await readyCustomer(handle.db, 'yenile@ornek.com.tr');
    const elsewhere = apiClient(app);
    elsewhere.cookie = customer.cookie;
    expect((await elsewhere.get('/auth/me')).status).toBe(200);
    await apiClient(app).post('/auth/password-reset', { form: { email: 'yenile@ornek.com.tr' } });
    const token = tokenOf((await mailsTo('yenile@ornek.com.tr'))[0]?.text ?? '');

    const browser = apiClient(app);
    const short = await browser.post('/auth/password-reset/confirm', {
      form: { token, password: 'kısa', passwordVerify: 'kısa' },
    });
    expect(short.status).toBe(400);
    expect(short.data.error.key).toBe('validation.password.length');
    const mismatch = await browser.post('/auth/password-reset/confirm', {
      form: { token, password: NEW_PASSWORD, passwordVerify: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.data.error.key).toBe('validation.password.mismatch');
    const done = await browser.post('/auth/password-reset/confirm', {
      form: { token, password: NEW_PASSWORD, passwordVerify: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(done.data.customer.email).toBe('yenile@ornek.com.tr');
    expect((await browser.get('/auth/me')).status).toBe(200);
    expect((await elsewhere.get('/auth/me')).status).toBe(401);
    const again = await apiClient(app).post('/auth/password-reset/confirm', {
      form: { token, password: NEW_PASSWORD, passwordVerify: NEW_PASSWORD },
    });
    expect(again.data.error.key).toBe('auth.resetLinkInvalid');
    const signIn = await apiClient(app).post('/auth/login', {
      form: { email: 'yenile@ornek.com.tr', password: NEW_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  test('a link expires after an hour; a fourth request within the hour is refused, known or not', async () => {
    await readyCustomer(handle.db, 'gec@ornek.com.tr');
    await apiClient(app).post('/auth/password-reset', { form: { email: 'gec@ornek.com.tr' } });
    const token = tokenOf((await mailsTo('gec@ornek.com.tr'))[0]?.text ?? '');
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await resetPassword(handle.db, token, await hashPassword(NEW_PASSWORD), later)).toBeUndefined();

    for (const email of ['gec@ornek.com.tr', 'yok@ornek.com.tr']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await apiClient(app).post('/auth/password-reset', { form: { email } })).status);
      expect(statuses).toEqual(email === 'gec@ornek.com.tr' ? [200, 200, 429, 429] : [200, 200, 200, 429]);
    }
    const refused = await apiClient(app).post('/auth/password-reset', {
      form: { email: 'yok@ornek.com.tr' },
    });
    expect(refused.data.error.key).toBe('auth.tooManyResets');
    expect(
      (await apiClient(app).post('/auth/password-reset', { form: { email: 'eposta-degil' } })).data.error.key,
    ).toBe('validation.email');
  });
});
