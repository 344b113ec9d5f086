import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../src/server/auth/password.ts';

// Each hash at the OWASP parameters is 128 MB of memory-hard work (about 0.3 s when the machine is
// quiet); a test makes up to three, so on a loaded machine they outrun Vitest's default 5 s.
describe('password hashing', { timeout: 30_000 }, () => {
  it('stores scrypt$N$r$p$salt$hash at the OWASP parameters', async () => {
    const stored = await hashPassword('Demo.2026');
    const [alg, N, r, p, salt, hash] = stored.split('$');
    expect(alg).toBe('scrypt');
    expect([Number(N), Number(r), Number(p)]).toEqual([2 ** 17, 8, 1]);
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
    expect(stored).not.toContain('Demo.2026');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Şifre.123');
    expect(await verifyPassword('Şifre.123', stored)).toBe(true);
    expect(await verifyPassword('şifre.123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with other (cheaper) parameters', async () => {
    // A hash made with cheaper parameters must still verify: the stored parameters are the ones used.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('saltsaltsaltsalt');
    const key = scryptSync('abc', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('abc', stored)).toBe(true);
    expect(await verifyPassword('abd', stored)).toBe(false);
  });

  it('returns false for malformed or abusive stored values instead of throwing', async () => {
    const good = await hashPassword('x');
    const [, , , , salt, hash] = good.split('$');
    for (const bad of [
      '',
      'plain-text',
      `bcrypt$131072$8$1$${salt}$${hash}`,
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${hash}`,
      `scrypt$131072$0$1$${salt}$${hash}`,
      `scrypt$131072$8$1$$${hash}`,
      `scrypt$131072$8$1$${salt}$`,
      `scrypt$131072$8$1$${salt}`,
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});

describe('the decoy hash an unknown e-mail is checked against', () => {
  it('is made once per process: every sign-in gets the same hash, however many ask at once', async () => {
    const first = decoyHash();
    expect(decoyHash()).toBe(first);
    const all = await Promise.all([first, decoyHash(), decoyHash()]);
    expect(new Set(all).size).toBe(1);
    expect(all[0]).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Gizli.123', all[0] as string)).toBe(false);
  });
});
