// Staff sign-in at /api/admin (issue 17): the session, the one-time password changed before anything
// else, the roles, the rate limits, the answers' headers, and what the audit log keeps.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdminApi } from '../../src/server/admin/admin-api.ts';
import { addStaff } from '../../src/server/admin/staff-accounts.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const OPERATOR_PASSWORD = 'kargo rafı 7 sabah';

describe.each(testDatabases)('staff sign-in on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createAdminApi>;
  let oneTime = '';
  const client = (address?: string) => apiClient(app, 'http://shop.test', { base: '/api/admin', address });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createAdminApi(handle.db);
    const owner = await addStaff(
      handle.db,
      { email: 'sahip@ornek.com.tr', name: 'Ayşe Kaya', role: 'owner' },
      hashPassword,
    );
    oneTime = owner.oneTimePassword ?? '';
    await addStaff(
      handle.db,
      { email: 'depo@ornek.com.tr', name: 'Mehmet Demir', role: 'operator', password: OPERATOR_PASSWORD },
      hashPassword,
    );
  });
  afterAll(() => handle.close());

  test('a wrong password and an unknown e-mail get the same answer; no cookie, nothing but 401 after', async () => {
    const shop = client();
    for (const email of ['sahip@ornek.com.tr', 'yok@ornek.com.tr']) {
      const res = await shop.post('/auth/login', { form: { email, password: 'yanlış şifre 123' } });
      expect(res.status).toBe(401);
      expect(res.data.error.key).toBe('auth.wrongCredentials');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await shop.get('/auth/me')).status).toBe(401);
    expect((await shop.get('/staff')).data.error.key).toBe('admin.signInRequired');
  });

  test('with a one-time password, every call but the change answers 403 until it is changed', async () => {
    const owner = client();
    const signedIn = await owner.post('/auth/login', {
      form: { email: 'Sahip@Ornek.com.tr', password: oneTime },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.staff).toEqual({
      id: 1,
      email: 'sahip@ornek.com.tr',
      name: 'Ayşe Kaya',
      role: 'owner',
      passwordMustChange: true,
      totpEnabled: false,
    });
    expect(signedIn.headers.get('set-cookie')).toMatch(
      /^staff=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect((await owner.get('/staff')).data.error.key).toBe('admin.passwordChangeRequired');
    expect((await owner.get('/auth/me')).data.staff.passwordMustChange).toBe(true);

    // A second session of the same account, to see the change end it.
    const elsewhere = client();
    await elsewhere.post('/auth/login', { form: { email: 'sahip@ornek.com.tr', password: oneTime } });
    expect((await elsewhere.get('/auth/me')).status).toBe(200);

    const same = await owner.post('/auth/password', {
      form: { currentPassword: oneTime, password: oneTime },
    });
    expect(same.data.error.key).toBe('admin.passwordUnchanged');
    const short = await owner.post('/auth/password', {
      form: { currentPassword: oneTime, password: 'kısa' },
    });
    expect(short.data.error.key).toBe('staff.invalid.passwordLength');
    const wrong = await owner.post('/auth/password', {
      form: { currentPassword: 'tahmin edilen şifre', password: 'yeni uzun parola 2026' },
    });
    expect([wrong.status, wrong.data.error.key]).toEqual([403, 'auth.wrongCurrentPassword']);
    const changed = await owner.post('/auth/password', {
      form: { currentPassword: oneTime, password: 'yeni uzun parola 2026' },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.staff.passwordMustChange).toBe(false);
    expect((await elsewhere.get('/auth/me')).status).toBe(401);

    const list = await owner.get('/staff');
    expect(list.status).toBe(200);
    expect(list.data.staff.map((s: { email: string; role: string }) => [s.email, s.role])).toEqual([
      ['sahip@ornek.com.tr', 'owner'],
      ['depo@ornek.com.tr', 'operator'],
    ]);
    expect((await owner.post('/auth/logout')).status).toBe(200);
    expect((await owner.get('/auth/me')).status).toBe(401);
  });

  test('an operator may not list the staff: 403, and the attempt is in the audit log', async () => {
    const operator = client();
    const signedIn = await operator.post('/auth/login', {
      form: { email: 'depo@ornek.com.tr', password: OPERATOR_PASSWORD },
    });
    expect(signedIn.data.staff.role).toBe('operator');
    const refused = await operator.get('/staff');
    expect([refused.status, refused.data.error.key]).toEqual([403, 'admin.notAllowed']);
    const log = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(log.at(-1)).toMatchObject({
      staffId: 2,
      via: 'back-office',
      action: 'staff.access',
      target: 'GET /api/admin/staff',
      outcome: 'refused',
    });
    const signIns = log.filter((e) => e.action === 'staff.signIn');
    expect(signIns.map((e) => [e.staffId, e.outcome])).toEqual([
      [1, 'refused'],
      [null, 'refused'],
      [1, 'done'],
      [1, 'done'],
      [2, 'done'],
    ]);
    expect(JSON.stringify(log)).not.toContain(OPERATOR_PASSWORD);
    expect(JSON.stringify(log)).not.toContain(oneTime);
  });

  test('an account is blocked after 10 wrong passwords, whatever the address', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await client().post('/auth/login', {
        form: { email: 'depo@ornek.com.tr', password: `yanlış ${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await client().post('/auth/login', {
      form: { email: 'depo@ornek.com.tr', password: OPERATOR_PASSWORD },
    });
    expect([blocked.status, blocked.data.error.key]).toEqual([429, 'auth.tooManyAttempts']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('answers are never cached, indexed or framed; a foreign origin cannot sign in', async () => {
    const res = await client().get('/auth/me');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const foreign = await client().post('/auth/login', {
      form: { email: 'depo@ornek.com.tr', password: OPERATOR_PASSWORD },
      headers: { origin: 'https://kotu.example' },
    });
    expect([foreign.status, foreign.data.error.key]).toEqual([403, 'api.crossSite']);
    const json = await client().post('/auth/login', { json: { email: 'depo@ornek.com.tr' } });
    expect(json.status).toBe(415);
  });
});
