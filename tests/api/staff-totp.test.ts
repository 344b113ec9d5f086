// The staff's optional second factor (issue 17): turned on with a code from the app, then needed at
// every sign-in, each code taken once; turned off with the password and a code; each in the audit log.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createAdminApi } from '../../src/server/admin/admin-api.ts';
import { addStaff, resetStaffTotp } from '../../src/server/admin/staff-accounts.ts';
import { totpCode } from '../../src/server/admin/staff-totp.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { auditLog, staff } from '../../src/server/db/schema/index.ts';
import { adminClient } from './helpers/admin-client.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const PASSWORD = 'depo anahtarı 42 kapı';
const EMAIL = 'depo@ornek.com.tr';

describe.each(testDatabases)('two-step verification of staff on %s', (kind) => {
  let handle: DbHandle;
  let admin: ReturnType<typeof createAdminApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    admin = createAdminApi(handle.db);
    await addStaff(
      handle.db,
      { email: EMAIL, name: 'Mehmet Demir', role: 'operator', password: PASSWORD },
      hashPassword,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => handle.close());

  test('on with a code from the app; then every sign-in needs a code, each taken once; off with password and code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:10Z'));
    const me = adminClient(admin);
    expect((await me.form('/auth/login', { email: EMAIL, password: PASSWORD })).data.staff.totpEnabled).toBe(
      false,
    );
    expect((await me.form('/auth/totp/enable', { code: '123456' })).data.error.key).toBe(
      'admin.totpNotStarted',
    );

    const setup = await me.post('/auth/totp/setup');
    expect(setup.status).toBe(200);
    const { secret, address } = setup.data as { secret: string; address: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(address).toBe(
      `otpauth://totp/Ma%C4%9Faza:depo%40ornek.com.tr?issuer=Ma%C4%9Faza&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await me.form('/auth/totp/enable', {
      code: '000000' === totpCode(secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.key).toBe('admin.totpWrongCode');
    const on = await me.form('/auth/totp/enable', { code: totpCode(secret) });
    expect(on.status).toBe(200);
    expect(on.data.staff.totpEnabled).toBe(true);
    expect((await me.post('/auth/totp/setup')).data.error.key).toBe('admin.totpAlreadyOn');

    // A sign-in: the password alone asks for the code; a wrong code or the one used already is refused.
    const other = adminClient(admin);
    const asked = await other.form('/auth/login', { email: EMAIL, password: PASSWORD });
    expect(asked.status).toBe(401);
    expect(asked.data.error.key).toBe('admin.totpRequired');
    expect(asked.headers.get('set-cookie')).toBeNull();
    const used = await other.form('/auth/login', {
      email: EMAIL,
      password: PASSWORD,
      code: totpCode(secret),
    });
    expect(used.data.error.key).toBe('admin.totpWrongCode');
    // Half a minute later the app shows the next code; the step already used is not taken again.
    vi.setSystemTime(new Date('2026-11-28T10:00:40Z'));
    const late = totpCode(secret, new Date('2026-11-28T10:00:10Z'));
    expect(
      (await other.form('/auth/login', { email: EMAIL, password: PASSWORD, code: late })).data.error.key,
    ).toBe('admin.totpWrongCode');
    const fresh = totpCode(secret);
    const signedIn = await other.form('/auth/login', {
      email: EMAIL,
      password: PASSWORD,
      code: ` ${fresh} `,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/^staff=/);
    const replay = adminClient(admin);
    expect((await replay.form('/auth/login', { email: EMAIL, password: PASSWORD, code: fresh })).status).toBe(
      401,
    );

    // Off: the password and a current code, both right.
    vi.setSystemTime(new Date('2026-11-28T10:01:40Z'));
    const code = totpCode(secret);
    expect(
      (await other.form('/auth/totp/disable', { currentPassword: 'yanlış şifre 1234', code })).status,
    ).toBe(403);
    const off = await other.form('/auth/totp/disable', { currentPassword: PASSWORD, code });
    expect(off.status).toBe(200);
    expect(off.data.staff.totpEnabled).toBe(false);
    const [row] = await handle.db.select().from(staff).where(eq(staff.email, EMAIL));
    expect(row).toMatchObject({ totpEnabled: false, totpSecret: null });
    expect((await adminClient(admin).form('/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(
      200,
    );

    const log = await handle.db
      .select({ action: auditLog.action, outcome: auditLog.outcome, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, row?.id ?? 0)))
      .orderBy(asc(auditLog.id));
    expect(log.filter((e) => e.action !== 'staff.signIn' || e.outcome === 'refused')).toEqual([
      { action: 'staff.totpOn', outcome: 'done', after: { totpEnabled: true } },
      { action: 'staff.signIn', outcome: 'refused', after: { refusedFor: 'admin.totpWrongCode' } },
      { action: 'staff.signIn', outcome: 'refused', after: { refusedFor: 'admin.totpWrongCode' } },
      { action: 'staff.signIn', outcome: 'refused', after: { refusedFor: 'admin.totpWrongCode' } },
      { action: 'staff.totpOff', outcome: 'done', after: { totpEnabled: false } },
    ]);
  });

  test('a lost phone: the reset turns the factor off and ends the sessions; the password signs in again', async () => {
    await addStaff(
      handle.db,
      { email: 'sahip@ornek.com.tr', name: 'Ayşe Kaya', role: 'owner', password: PASSWORD },
      hashPassword,
    );
    const owner = adminClient(admin);
    await owner.form('/auth/login', { email: 'sahip@ornek.com.tr', password: PASSWORD });
    const { secret } = (await owner.post('/auth/totp/setup')).data as { secret: string };
    expect((await owner.form('/auth/totp/enable', { code: totpCode(secret) })).data.staff.totpEnabled).toBe(
      true,
    );

    expect(await resetStaffTotp(handle.db, 'Sahip@Ornek.com.tr')).toMatchObject({ name: 'Ayşe Kaya' });
    expect((await owner.get('/auth/me')).status).toBe(401);
    const again = await adminClient(admin).form('/auth/login', {
      email: 'sahip@ornek.com.tr',
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
    expect(again.data.staff.totpEnabled).toBe(false);
    expect(await resetStaffTotp(handle.db, 'sahip@ornek.com.tr')).toBeUndefined();
    const resets = await handle.db
      .select({ via: auditLog.via, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.totpReset'))
      .orderBy(asc(auditLog.id));
    expect(resets).toEqual([
      { via: 'command', outcome: 'done' },
      { via: 'command', outcome: 'refused' },
    ]);
  });
});
