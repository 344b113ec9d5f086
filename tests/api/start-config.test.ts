import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// npm start with bad configuration: one clear line on stderr, exit code 1, no stack trace.
function start(env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'scripts/start.ts'],
    { env: { ...process.env, DIST_DIR: '.cache/no-such-dist', ...env }, encoding: 'utf8', timeout: 60_000 },
  );
  const lines = run.stderr.trim().split('\n').filter(Boolean);
  return { status: run.status, lines };
}

describe('npm start with bad configuration', () => {
  test('an unreachable DATABASE_URL', () => {
    const { status, lines } = start({ DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/shop' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Error: Cannot connect to DATABASE_URL \(postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop\)/,
    );
    expect(lines[0]).not.toContain('secret');
  });

  test('a data folder that cannot be written', () => {
    // A folder under a plain file cannot be made, even by root.
    const file = join(mkdtempSync(join(tmpdir(), 'shop-start-')), 'a-file');
    writeFileSync(file, '');
    const { status, lines } = start({ DATABASE_URL: '', DATA_DIR: join(file, 'data') });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Error: Cannot create the data folder ${join(file, 'data', 'pglite')}`);
  });

  test('a TRUSTED_PROXIES or RATE_LIMITS that cannot be read', () => {
    const proxies = start({ TRUSTED_PROXIES: 'yes' });
    expect(proxies.status).toBe(1);
    expect(proxies.lines).toEqual([
      'Error: TRUSTED_PROXIES must be the number of proxies in front of the shop, 0 to 10, not "yes"',
    ]);
    const limits = start({ RATE_LIMITS: 'login.pair=0/60' });
    expect(limits.status).toBe(1);
    expect(limits.lines).toHaveLength(1);
    expect(limits.lines[0]).toMatch(/^Error: RATE_LIMITS: "login\.pair=0\/60" is not name=limit\/seconds/);
  });

  test('an unknown PAYMENT_PROVIDER', () => {
    const { status, lines } = start({ PAYMENT_PROVIDER: 'iyzico' });
    expect(status).toBe(1);
    expect(lines).toEqual(['Error: PAYMENT_PROVIDER must be one of test, none, not "iyzico"']);
  });

  test('a SITE_URL that is not the shop’s http(s) address', () => {
    const { status, lines } = start({ SITE_URL: 'www.anadoluticaret.com.tr' });
    expect(status).toBe(1);
    expect(lines).toEqual([
      `Error: SITE_URL must be the shop's address such as https://shop.example.com, not "www.anadoluticaret.com.tr"`,
    ]);
  });

  test('a PORT that is not a number', () => {
    const { status, lines } = start({ PORT: 'http' });
    expect(status).toBe(1);
    expect(lines).toEqual(['Error: PORT must be a positive whole number, not "http"']);
  });
});
