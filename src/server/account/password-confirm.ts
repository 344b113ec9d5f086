/** The current password asked again before a deletion or a password change. */
import type { Context } from 'hono';
import { customerById } from '../auth/customer-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type LimitCheck, limitAttempt, refundAttempt } from '../http/attempt-limits.ts';
import { Refused } from '../http/refusal.ts';

/** The refusal of a wrong password: the deletion's or the password change's text. */
export type WrongPasswordKey = 'accountPage.delete.wrongPassword' | 'auth.wrongCurrentPassword';

/**
 * Checks the customer's current password, counted per customer before the hash (a deletion and a
 * password change share one count, so alternating them gains nothing); a right password clears the
 * count. Returns the 429 answer when the count is full; throws Refused for a wrong password (403
 * with `wrongKey`) or a customer gone (401).
 */
export async function confirmPassword(
  c: Context<AppEnv>,
  customerId: number,
  password: string,
  wrongKey: WrongPasswordKey,
): Promise<Response | undefined> {
  const checks: LimitCheck[] = [['password.confirm', String(customerId)]];
  const refused = await limitAttempt(c, checks, 'auth.tooManyAttempts');
  if (refused) return refused;
  const row = await customerById(c.get('db'), customerId);
  if (!row) throw new Refused('auth.signInRequired', 401);
  const ok = await c
    .get('passwords')
    .verify(password, row.passwordHash)
    .catch(async (err: unknown) => {
      await refundAttempt(c, checks);
      throw err;
    });
  if (!ok) throw new Refused(wrongKey, 403);
  await c.get('rateLimiter').reset('password.confirm', String(customerId));
  return undefined;
}
