import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';
import { type RATE_LIMIT_POLICIES, type RateLimitName, waitMinutes } from './rate-limit-policies.ts';

/** The subject a limit takes: an e-mail and an address for 'email+address', else one value. */
type SubjectOf<N extends RateLimitName> = (typeof RATE_LIMIT_POLICIES)[N]['per'] extends 'email+address'
  ? readonly [email: string, address: string]
  : string;

/** One limit to count an attempt against: the policy and its subject (an address, an account...). */
export type LimitCheck = { [N in RateLimitName]: readonly [name: N, subject: SubjectOf<N>] }[RateLimitName];

/** The messages a refused attempt can get; each takes the minutes to wait as {minutes} (or ignores it). */
export type LimitMessage =
  | 'auth.tooManyAttempts'
  | 'auth.tooManyRegistrations'
  | 'auth.tooManyResets'
  | 'payment.tooManyRequests';

/**
 * Counts an attempt against each limit in order, widest first, before any expensive work. At the first
 * refusal the hits already counted are given back (a refused attempt counts nowhere, so it cannot push
 * a wider limit over for others) and the 429 answer, with Retry-After, is returned; undefined when
 * every limit let it through.
 */
export async function limitAttempt(
  c: Context<AppEnv>,
  checks: readonly LimitCheck[],
  message: LimitMessage,
): Promise<Response | undefined> {
  const limiter = c.get('rateLimiter');
  for (const [i, [name, subject]] of checks.entries()) {
    const verdict = await limiter.hit(name, subject);
    if (verdict.allowed) continue;
    await refundAttempt(c, checks.slice(0, i));
    const minutes = waitMinutes(verdict.retryAfterMs);
    c.header('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
    return apiError(c, 429, message, { minutes });
  }
  return undefined;
}

/** Gives back an attempt's hits: it proved right, or it was never tried (the server was busy). */
export async function refundAttempt(c: Context<AppEnv>, checks: readonly LimitCheck[]): Promise<void> {
  for (const [name, subject] of checks) await c.get('rateLimiter').refund(name, subject);
}
