// The integration API's keys (issue 17): `npm run apikey:add` and `apikey:revoke`, on the configured
// database or through the running shop, and what the table and the audit log keep of them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { askShop, serveShopControl } from '../../scripts/lib/shop-control.ts';
import { addApiKey, apiKeyHash, revokeApiKey } from '../../src/server/admin/api-keys.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { apiKeys, auditLog } from '../../src/server/db/schema/index.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const scratch = mkdtempSync(join(tmpdir(), 'api-keys-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(testDatabases)('API keys on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const keys = () => handle.db.select().from(apiKeys).orderBy(asc(apiKeys.id));
  const entries = () => handle.db.select().from(auditLog).orderBy(asc(auditLog.id));

  test('a key is 256 random bits, shown once; the table keeps its hash and first characters', async () => {
    const first = await addApiKey(handle.db, { name: 'Logo Tiger ERP', scope: 'write' });
    const second = await addApiKey(handle.db, { name: 'Muhasebe', scope: 'read' });
    if (!('added' in first) || !('added' in second)) throw new Error('refused');
    expect(first.added.key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    expect(second.added.key).not.toBe(first.added.key);
    const rows = await keys();
    expect(
      rows.map(({ name, scope, prefix, keyHash, revokedAt }) => ({
        name,
        scope,
        prefix,
        keyHash,
        revokedAt,
      })),
    ).toEqual([
      {
        name: 'Logo Tiger ERP',
        scope: 'write',
        prefix: first.added.key.slice(0, 8),
        keyHash: apiKeyHash(first.added.key),
        revokedAt: null,
      },
      {
        name: 'Muhasebe',
        scope: 'read',
        prefix: second.added.key.slice(0, 8),
        keyHash: apiKeyHash(second.added.key),
        revokedAt: null,
      },
    ]);
    const log = await entries();
    expect(log.map((e) => [e.action, e.target, e.outcome, e.after])).toEqual([
      [
        'apiKey.add',
        `apiKey:${first.added.id}`,
        'done',
        { name: 'Logo Tiger ERP', scope: 'write', prefix: first.added.key.slice(0, 8) },
      ],
      [
        'apiKey.add',
        `apiKey:${second.added.id}`,
        'done',
        { name: 'Muhasebe', scope: 'read', prefix: second.added.key.slice(0, 8) },
      ],
    ]);
    expect(JSON.stringify(log)).not.toContain(first.added.key);
  });

  test('a bad name or scope is refused and logged; a revoked key stays revoked', async () => {
    expect(await addApiKey(handle.db, { name: '', scope: 'admin' })).toEqual({
      refused: { name: 'apiKey.invalid.name', scope: 'apiKey.invalid.scope' },
    });
    const [first] = await keys();
    expect(await revokeApiKey(handle.db, first?.id ?? 0)).toEqual({
      id: first?.id,
      name: 'Logo Tiger ERP',
      prefix: first?.prefix,
    });
    expect(await revokeApiKey(handle.db, first?.id ?? 0)).toBeUndefined();
    expect((await keys())[0]?.revokedAt).toBeInstanceOf(Date);
    const log = (await entries()).slice(2);
    expect(log.map((e) => [e.action, e.outcome])).toEqual([
      ['apiKey.add', 'refused'],
      ['apiKey.revoke', 'done'],
      ['apiKey.revoke', 'refused'],
    ]);
  });

  test.runIf(kind === 'pglite')(
    'the running shop makes and revokes keys sent through its control socket',
    async () => {
      const dataDir = join(scratch, 'pglite');
      const server = await serveShopControl(dataDir, handle.db);
      try {
        const answer = (await askShop(dataDir, 'apikey-add', { name: 'Depo', scope: 'read' })) as {
          added: { id: number; key: string };
        };
        expect(answer.added.key).toMatch(/^tk_/);
        expect(await askShop(dataDir, 'apikey-revoke', { id: answer.added.id })).toMatchObject({
          name: 'Depo',
        });
        expect(await askShop(dataDir, 'apikey-revoke', { id: answer.added.id })).toBeNull();
      } finally {
        server?.close();
      }
    },
  );
});

describe('npm run apikey:add and apikey:revoke', () => {
  const run = (dataDir: string, script: string, args: string[]) =>
    spawnSync(
      process.execPath,
      [
        '--experimental-strip-types',
        '--disable-warning=ExperimentalWarning',
        `scripts/${script}.ts`,
        ...args,
      ],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, encoding: 'utf8', timeout: 120_000 },
    );

  test('print the key once with how to send it, and revoke it by its number', () => {
    const dataDir = join(scratch, 'command');
    const added = run(dataDir, 'apikey-add', ['--name', 'Logo Tiger ERP', '--scope', 'write']);
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('API anahtarı oluşturuldu: Logo Tiger ERP, okuma ve yazma (no. 1).');
    const key = /Anahtar: (tk_\S+)/.exec(added.stdout)?.[1] ?? '';
    expect(added.stdout).toContain(`Authorization: Bearer ${key}`);
    const revoked = run(dataDir, 'apikey-revoke', ['--id', '1', '--lang', 'en']);
    expect(revoked.status).toBe(0);
    expect(revoked.stdout).toContain(`API key revoked: no. 1, Logo Tiger ERP (${key.slice(0, 8)}…).`);
    const again = run(dataDir, 'apikey-revoke', ['--id', '1']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('No. 1 ile geçerli bir API anahtarı yok');
  });
});
