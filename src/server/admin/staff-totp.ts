/**
 * The staff's optional second factor (issue 17): a TOTP authenticator app (RFC 6238: six digits,
 * 30 seconds, SHA-1, as every authenticator app reads an otpauth:// address). A staff member turns
 * it on from their session: a new secret is made and shown once (as text and as the otpauth://
 * address a QR code carries), and is on only once a code from the app is confirmed. From then on a
 * sign-in needs the password and a current code; a code is taken once (the step it was made in is
 * kept), and a code of the step before or after is taken for a clock that is a little off.
 */
import { Secret, TOTP } from 'otpauth';

/** Steps before and after the current one a code may be from (30 seconds each). */
const WINDOW = 1;

/** A new secret: 160 random bits, base32 (32 characters), as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address of a secret, for an authenticator app (its QR code carries this). */
export function totpAddress(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The code of a secret at a time (tests and the back office's own check). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The step of a valid code: a code of the current step, or one before or after, and later than
 * `lastStep` (a code is taken once); null for anything else.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
  at: Date = new Date(),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / 30_000) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
