// Staff accounts (issue 17): `npm run staff:add`, on the configured database or through the running
// shop, and what the audit log keeps of each account made or refused.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { askShop, serveShopControl } from '../../scripts/lib/shop-control.ts';
import { addStaff, StaffRefused } from '../../src/server/admin/staff-accounts.ts';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { auditLog, staff } from '../../src/server/db/schema/index.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const scratch = mkdtempSync(join(tmpdir(), 'staff-accounts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(testDatabases)('staff accounts on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const entries = () => handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const account = async (email: string) =>
    (await handle.db.select().from(staff).where(eq(staff.email, email)))[0];

  test('without a password, a one-time password is made, stored hashed and to be changed', async () => {
    const added = await addStaff(
      handle.db,
      {
        email: 'Sahip@Ornek.com.tr',
        name: 'Ayşe Kaya',
        role: 'owner',
      },
      hashPassword,
    );
    expect(added).toMatchObject({ email: 'sahip@ornek.com.tr', name: 'Ayşe Kaya', role: 'owner' });
    expect(added.oneTimePassword).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    const row = await account('sahip@ornek.com.tr');
    expect(row?.passwordMustChange).toBe(true);
    expect(row?.passwordHash).not.toContain(added.oneTimePassword);
    expect(await verifyPassword(added.oneTimePassword ?? '', row?.passwordHash ?? '')).toBe(true);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      staffId: null,
      via: 'command',
      action: 'staff.add',
      target: `staff:${added.id}`,
      outcome: 'done',
      after: { email: 'sahip@ornek.com.tr', name: 'Ayşe Kaya', role: 'owner', oneTimePassword: true },
    });
    expect(JSON.stringify(entry)).not.toContain(added.oneTimePassword);
  });

  test('with a password, the account keeps it', async () => {
    const added = await addStaff(
      handle.db,
      {
        email: 'depo@ornek.com.tr',
        name: 'Mehmet Demir',
        role: 'operator',
        password: 'kargo rafı 7 sabah',
      },
      hashPassword,
    );
    expect(added.oneTimePassword).toBeUndefined();
    const row = await account('depo@ornek.com.tr');
    expect(row?.passwordMustChange).toBe(false);
    expect(await verifyPassword('kargo rafı 7 sabah', row?.passwordHash ?? '')).toBe(true);
  });

  test('a taken e-mail, in any case, a common or short password, a bad role: refused, and logged', async () => {
    const refusal = (input: Parameters<typeof addStaff>[1]) =>
      addStaff(handle.db, input, hashPassword).then(
        () => undefined,
        (err: unknown) => (err instanceof StaffRefused ? err.errors : err),
      );
    expect(await refusal({ email: 'SAHIP@ornek.com.tr', name: 'Başka', role: 'operator' })).toEqual({
      email: 'staff.emailTaken',
    });
    expect(
      await refusal({ email: 'yeni@ornek.com.tr', name: 'Yeni', role: 'operator', password: 'qwertyuiop12' }),
    ).toEqual({ password: 'staff.invalid.passwordCommon' });
    expect(
      await refusal({ email: 'yeni@ornek.com.tr', name: 'Yeni', role: 'yönetici', password: 'kısa' }),
    ).toEqual({
      role: 'staff.invalid.role',
      password: 'staff.invalid.passwordLength',
    });
    expect(await handle.db.select({ email: staff.email }).from(staff).orderBy(asc(staff.id))).toEqual([
      { email: 'sahip@ornek.com.tr' },
      { email: 'depo@ornek.com.tr' },
    ]);
    const refused = (await entries()).filter((e) => e.outcome === 'refused');
    expect(refused.map((e) => e.after)).toEqual([
      {
        email: 'SAHIP@ornek.com.tr',
        name: 'Başka',
        role: 'operator',
        refusedFor: { email: 'staff.emailTaken' },
      },
      {
        email: 'yeni@ornek.com.tr',
        name: 'Yeni',
        role: 'operator',
        refusedFor: { password: 'staff.invalid.passwordCommon' },
      },
      {
        email: 'yeni@ornek.com.tr',
        name: 'Yeni',
        role: 'yönetici',
        refusedFor: { role: 'staff.invalid.role', password: 'staff.invalid.passwordLength' },
      },
    ]);
    expect(JSON.stringify(refused)).not.toContain('qwertyuiop12');
  });

  test.runIf(kind === 'pglite')(
    'the running shop makes the account sent through its control socket',
    async () => {
      const dataDir = join(scratch, 'pglite');
      const server = await serveShopControl(dataDir, handle.db);
      try {
        const input = { email: 'kasa@ornek.com.tr', name: 'Zeynep Ak', role: 'operator' };
        const answer = (await askShop(dataDir, 'staff-add', input)) as { added: { email: string } };
        expect(answer.added.email).toBe('kasa@ornek.com.tr');
        expect(await askShop(dataDir, 'staff-add', input)).toEqual({
          refused: { email: 'staff.emailTaken' },
        });
      } finally {
        server?.close();
      }
    },
  );
});

describe('npm run staff:add', () => {
  const run = (dataDir: string, args: string[]) =>
    spawnSync(
      process.execPath,
      [
        '--experimental-strip-types',
        '--disable-warning=ExperimentalWarning',
        'scripts/staff-add.ts',
        ...args,
      ],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, encoding: 'utf8', timeout: 120_000 },
    );

  test('prints the new account and its one-time password once; a second time refuses in Turkish', () => {
    const dataDir = join(scratch, 'command');
    const args = ['--email', 'sahip@ornek.com.tr', '--name', 'Ayşe Kaya', '--role', 'owner'];
    const first = run(dataDir, args);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Personel hesabı açıldı: Ayşe Kaya <sahip@ornek.com.tr>, Sahip (no. 1).');
    expect(first.stdout).toMatch(/Tek kullanımlık şifre: [a-km-zA-HJ-NP-Z2-9]{20}\n/);
    const again = run(dataDir, args);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      'Personel hesabı açılmadı:\n  Bu e-posta adresiyle bir personel hesabı zaten var.',
    );
    const english = run(dataDir, [...args.slice(0, 4), '--role', 'admin', '--lang', 'en']);
    expect(english.status).toBe(1);
    expect(english.stderr).toContain('The role must be "owner" or "operator".');
  });

  test('staff:totp-reset turns a lost second factor off; an account without one is refused', () => {
    const dataDir = join(scratch, 'command');
    const script = (name: string, args: string[]) =>
      spawnSync(
        process.execPath,
        ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', `scripts/${name}`, ...args],
        { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, encoding: 'utf8', timeout: 120_000 },
      );
    const off = script('staff-totp-reset.ts', ['--email', 'sahip@ornek.com.tr', '--lang', 'en']);
    expect(off.status).toBe(1);
    expect(off.stderr).toContain(
      'There is no staff account sahip@ornek.com.tr with two-step verification on.',
    );
  });
});
