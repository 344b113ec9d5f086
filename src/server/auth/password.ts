/**
 * Password hashing with scrypt at OWASP's recommended parameters (N=2^17, r=8, p=1), stored as
 * 'scrypt$N$r$p$saltB64$hashB64' so the parameters can be raised later without breaking old hashes.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** The parameters new hashes use. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Stored hashes are trusted data, but a corrupted row must not make one login eat gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

// scrypt needs 128*N*r bytes; Node's default cap (32 MiB) is below that at OWASP's parameters.
function maxmem(N: number, r: number, p: number): number {
  return 128 * N * r + 128 * r * p + 32 * 1024 * 1024;
}

function derive(
  password: string,
  salt: Buffer,
  keylen: number,
  N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmem(N, r, p) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh random salt, in the 'scrypt$N$r$p$salt$hash' format. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a password matches a stored hash; false (never a throw) for a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,8}$/.test(v ?? '') ? Number(v) : Number.NaN)) as [
    number,
    number,
    number,
  ];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(password, salt, expected.length, N, r, p);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash of no one's password, to check an unknown e-mail's password against so that the answer
 * takes as long as for a customer. Made once per process, on first need, and reused (a failed attempt
 * is tried again next time): the one hash not run through the request's PasswordGate, a single
 * cost no request can repeat. Every hash and check of a request goes through c.get('passwords').
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-for-timing').catch((err: unknown) => {
    decoy = undefined;
    throw err;
  });
  return decoy;
}
