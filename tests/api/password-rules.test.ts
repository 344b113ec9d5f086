import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { type ApiOptions, createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { stubHasher } from './helpers/stub-hasher.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Registration throttle (SEC-04, SEC-13, SEC-14), the bound on password hashes (SEC-04), common
// passwords refused (SEC-09) and the current password asked before a change (SEC-08).

const PASSWORD = 'Gizli.123';
const MINUTE = 60_000;

describe.each(testDatabases)('password rules on %s', (kind) => {
  let handle: DbHandle;
  let clock = Date.parse('2026-11-25T10:00:00Z');
  let options: ApiOptions;
  let registered = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
    options = { now: () => clock, passwordHasher: stubHasher().hasher, trustedProxies: 0 };
  });
  afterAll(() => handle.close());

  function register(client: ReturnType<typeof apiClient>, password = PASSWORD, email?: string) {
    registered += 1;
    return client.post('/auth/register', {
      form: {
        name: 'Deniz',
        surname: 'Ak',
        email: email ?? `yeni${registered}@ornek.com.tr`,
        password,
        passwordVerify: password,
      },
    });
  }

  test('registration is throttled per address, the e-mail check included, and for the whole shop', async () => {
    const app = createApi(handle.db, options);
    const office = apiClient(app);
    const first = await register(office);
    expect(first.status).toBe(201);
    const taken = first.data.customer.email as string;
    // A taken e-mail counts too: the 409 tells who is a customer.
    expect((await register(office, PASSWORD, taken)).status).toBe(409);
    for (let i = 0; i < 8; i++) expect((await register(office)).status).toBe(201);
    const refused = await register(office);
    expect(refused.status).toBe(429);
    expect(refused.data.error.messages.type).toBe(
      'Çok fazla yeni hesap açıldı. Lütfen 60 dakika sonra tekrar deneyin.',
    );
    expect((await register(office, PASSWORD, taken)).status).toBe(429);
    // Another address is not held up.
    expect((await register(apiClient(app))).status).toBe(201);
    // An hour later the office may open accounts again.
    clock += 60 * MINUTE;
    expect((await register(office)).status).toBe(201);

    const busyShop = createApi(handle.db, {
      ...options,
      rateLimits: { 'register.global': { limit: 3, windowMs: MINUTE } },
    });
    clock += MINUTE;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await register(apiClient(busyShop))).status);
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  test('at most two password hashes run at once; beyond a short queue the answer is 503', async () => {
    const slow = stubHasher(150);
    const app = createApi(handle.db, { ...options, passwordHasher: slow.hasher });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apiClient(app).post('/auth/login', { form: { email: `kimse${i}@ornek.com.tr`, password: PASSWORD } }),
      ),
    );
    expect(slow.stats.maxRunning).toBe(2);
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(slow.stats.calls).toBe(40 - busy.length);
    expect(slow.stats.calls).toBeLessThanOrEqual(18);
    expect(busy[0]?.data.error.messages.type).toBe(
      'Şu anda çok yoğunuz. Lütfen birkaç saniye sonra tekrar deneyin.',
    );
    expect(busy[0]?.headers.get('retry-after')).toBe('5');
    expect(answers.every((r) => r.status === 401 || r.status === 503)).toBe(true);
  });

  test('a busy answer does not count as a failed attempt', async () => {
    // The hash in progress is held until the other four have been answered, however slow the machine.
    let hold = Promise.resolve();
    const slow = stubHasher(() => hold);
    const app = createApi(handle.db, {
      ...options,
      passwordHasher: slow.hasher,
      passwordGate: { concurrency: 1, queue: 0 },
    });
    clock += 60 * MINUTE;
    const owner = apiClient(app);
    await register(apiClient(app), PASSWORD, 'mesgul@ornek.com.tr');
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    let turnedAway = 0;
    // Five at once: one is checked, four are turned away busy, and none of those four count.
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const res = await owner.post('/auth/login', {
          form: { email: 'mesgul@ornek.com.tr', password: 'Yanlis.123' },
        });
        if (res.status === 503 && ++turnedAway === 4) release();
        return res;
      }),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([401, 503, 503, 503, 503]);
    hold = Promise.resolve();
    for (let i = 0; i < 4; i++) {
      const res = await owner.post('/auth/login', {
        form: { email: 'mesgul@ornek.com.tr', password: 'Yanlis.123' },
      });
      expect(res.status).toBe(401);
    }
    const sixth = await owner.post('/auth/login', {
      form: { email: 'mesgul@ornek.com.tr', password: 'Yanlis.123' },
    });
    expect(sixth.status).toBe(429);
  });

  test('the most common passwords are refused at registration and on a change, in Turkish and English', async () => {
    const app = createApi(handle.db, options);
    const message =
      'Bu şifre çok yaygın kullanıldığı için kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.';
    for (const common of [
      '123456',
      'qwerty',
      'ŞİFRE123',
      'Galatasaray1905',
      'fenerbahçe',
      'PASSWORD1',
      'aaaaaaa',
    ]) {
      const res = await register(apiClient(app), common);
      expect(res.status, common).toBe(400);
      expect(res.data.error.messages.type).toBe(message);
    }
    expect(t('en', 'validation.password.common')).toBe(
      'This password is so common that it is easy to guess. Please choose another one.',
    );
    const me = apiClient(app);
    expect((await register(me, 'Kedi.Balık.7')).status).toBe(201);
    const change = await me.post('/account/settings', {
      form: { currentPassword: 'Kedi.Balık.7', password: 'trabzonspor', passwordVerify: 'trabzonspor' },
    });
    expect(change.status).toBe(400);
    expect(change.data.error.messages.type).toBe(message);
  });

  test('a password change needs the right current password, counted like deletion', async () => {
    const app = createApi(handle.db, options);
    const me = apiClient(app);
    const email = 'degistir@ornek.com.tr';
    expect((await register(me, PASSWORD, email)).status).toBe(201);
    const change = (currentPassword: string, password = 'Yeni.Sifre.9') =>
      me.post('/account/settings', { form: { currentPassword, password, passwordVerify: password } });

    const missing = await me.post('/account/settings', {
      form: { password: 'Yeni.Sifre.9', passwordVerify: 'Yeni.Sifre.9' },
    });
    expect(missing.status).toBe(400);
    expect(missing.data.error.messages.type).toBe('Lütfen mevcut şifrenizi girin.');
    const wrong = await change('Yanlis.123');
    expect(wrong.status).toBe(403);
    expect(wrong.data.error.messages.type).toBe('Mevcut şifreniz hatalı.');
    expect(t('en', 'auth.wrongCurrentPassword')).toBe('Your current password is wrong.');

    const right = await change(PASSWORD);
    expect(right.data).toMatchObject({ success: true, message: 'Şifreniz güncellendi.' });
    const elsewhere = apiClient(app);
    expect((await elsewhere.post('/auth/login', { form: { email, password: PASSWORD } })).status).toBe(401);
    expect((await elsewhere.post('/auth/login', { form: { email, password: 'Yeni.Sifre.9' } })).status).toBe(
      200,
    );

    // Wrong current passwords on the change and on deletion share one count per customer.
    for (let i = 0; i < 3; i++) expect((await change('Yanlis.123')).status).toBe(403);
    for (let i = 0; i < 2; i++) {
      expect((await me.post('/account/delete', { form: { password: 'Yanlis.123' } })).status).toBe(403);
    }
    const blocked = await change('Yeni.Sifre.9', 'Baska.Sifre.8');
    expect(blocked.status).toBe(429);
    expect(blocked.data.error.messages.type).toBe(
      'Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    );
    expect((await me.post('/account/delete', { form: { password: 'Yeni.Sifre.9' } })).status).toBe(429);
    clock += 15 * MINUTE;
    expect((await change('Yeni.Sifre.9', 'Baska.Sifre.8')).data).toMatchObject({ success: true });
  });
});
