// GET /api/admin/audit-log (issue 17): the owners read who did what, newest first, filtered and paged;
// an operator and an API key may not.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdminApi } from '../../src/server/admin/admin-api.ts';
import { addApiKey } from '../../src/server/admin/api-keys.ts';
import { addStaff } from '../../src/server/admin/staff-accounts.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { adminClient } from './helpers/admin-client.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const PASSWORD = 'kasa defteri 9 akşam';

describe.each(testDatabases)('the audit log of the owner side on %s', (kind) => {
  let handle: DbHandle;
  let admin: ReturnType<typeof createAdminApi>;
  let key = '';

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    admin = createAdminApi(handle.db);
    await addStaff(
      handle.db,
      { email: 'sahip@ornek.com.tr', name: 'Ayşe Kaya', role: 'owner', password: PASSWORD },
      hashPassword,
    );
    await addStaff(
      handle.db,
      { email: 'depo@ornek.com.tr', name: 'Mehmet Demir', role: 'operator', password: PASSWORD },
      hashPassword,
    );
    const made = await addApiKey(handle.db, { name: 'Logo Tiger', scope: 'write' });
    if (!('added' in made)) throw new Error('key not added');
    key = made.added.key;
  });
  afterAll(() => handle.close());

  test('owners read every entry, newest first, with who did it; filters and pages', async () => {
    const owner = adminClient(admin);
    await adminClient(admin).form('/auth/login', {
      email: 'sahip@ornek.com.tr',
      password: 'yanlış şifre 123',
    });
    expect(
      (await owner.form('/auth/login', { email: 'sahip@ornek.com.tr', password: PASSWORD })).status,
    ).toBe(200);
    await adminClient(admin, key).get('/staff');
    await adminClient(admin, key).get('/audit-log');

    const all = await owner.get('/audit-log');
    expect(all.status).toBe(200);
    const entries = all.data.entries as {
      action: string;
      via: string;
      outcome: string;
      staff: unknown;
      apiKey: unknown;
    }[];
    expect(entries.map((e) => [e.action, e.via, e.outcome])).toEqual([
      ['staff.access', 'api-key', 'refused'],
      ['staff.access', 'api-key', 'refused'],
      ['staff.signIn', 'back-office', 'done'],
      ['staff.signIn', 'back-office', 'refused'],
      ['apiKey.add', 'command', 'done'],
      ['staff.add', 'command', 'done'],
      ['staff.add', 'command', 'done'],
    ]);
    expect(entries[0]?.apiKey).toEqual({ id: 1, name: 'Logo Tiger' });
    expect(entries[2]?.staff).toEqual({ id: 1, name: 'Ayşe Kaya' });

    const refused = await owner.get('/audit-log?outcome=refused');
    expect(refused.data.entries.map((e: { action: string }) => e.action)).toEqual([
      'staff.access',
      'staff.access',
      'staff.signIn',
    ]);
    const signIns = await owner.get('/audit-log?action=staff.signIn&limit=1');
    expect(signIns.data.entries).toHaveLength(1);
    expect(signIns.data.entries[0].outcome).toBe('done');
    const next = await owner.get(`/audit-log?action=staff.signIn&limit=1&cursor=${signIns.data.next}`);
    expect(next.data.entries[0].outcome).toBe('refused');
    expect(next.data.next).toBeNull();
    expect(
      (await owner.get('/audit-log?target=staff:2')).data.entries.map((e: { action: string }) => e.action),
    ).toEqual(['staff.add']);
    for (const bad of ['limit=500', 'cursor=abc', 'outcome=maybe', 'action=staff%20add']) {
      const res = await owner.get(`/audit-log?${bad}`);
      expect(res.status).toBe(400);
      expect(res.data.error.key).toBe('admin.invalid.filter');
    }
  });

  test('an operator and an API key may not read it', async () => {
    const operator = adminClient(admin);
    await operator.form('/auth/login', { email: 'depo@ornek.com.tr', password: PASSWORD });
    expect((await operator.get('/audit-log')).data.error.key).toBe('admin.notAllowed');
    expect((await adminClient(admin, key).get('/audit-log')).data.error.key).toBe('admin.notAllowed');
    expect((await adminClient(admin).get('/audit-log')).status).toBe(401);
  });
});
