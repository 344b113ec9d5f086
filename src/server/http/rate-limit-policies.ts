/**
 * The rate limits of the shop: how many attempts each policy lets through in its window, and how it
 * backs off after that (a block that doubles with each strike, forgotten after a quiet time). Pure
 * values and arithmetic; src/server/http/rate-limit.ts keeps the counters in the database.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A growing block after the limit is reached: the first block, doubled per strike up to the longest. */
export interface Backoff {
  readonly firstBlockMs: number;
  readonly maxBlockMs: number;
  /** Strikes are forgotten once the last block has been over this long. */
  readonly forgetMs: number;
}

/**
 * Whose attempts a limit counts: everyone's together, a client address's, an account's (by its
 * e-mail, whether or not it exists), an account's from one address, a signed-in customer's (by id).
 * The erasure of an account deletes the rows of its e-mail and id (rate-limit.ts rateLimitRowsOf).
 */
export type LimitSubject = 'everyone' | 'address' | 'email' | 'email+address' | 'customer';

/** A limit: `limit` attempts per `windowMs`; beyond it, blocked until the window ends or per the backoff. */
export interface RateLimitPolicy {
  readonly per: LimitSubject;
  readonly limit: number;
  readonly windowMs: number;
  readonly backoff?: Backoff;
}

/**
 * Every limit in the shop. Sign-in counts attempts before the password is checked (a success gives
 * its hit back) from the widest limit to the narrowest: all sign-ins, the client address, the account,
 * and the account from that address. An address that signed in to an account before is "known" and
 * meets only the last one, so failures an attacker causes elsewhere never lock the owner out.
 */
export const RATE_LIMIT_POLICIES = {
  'login.global': { per: 'everyone', limit: 300, windowMs: MINUTE },
  'login.address': {
    per: 'address',
    limit: 30,
    windowMs: 15 * MINUTE,
    backoff: { firstBlockMs: 5 * MINUTE, maxBlockMs: DAY, forgetMs: DAY },
  },
  'login.account': {
    per: 'email',
    limit: 20,
    windowMs: 15 * MINUTE,
    backoff: { firstBlockMs: 5 * MINUTE, maxBlockMs: HOUR, forgetMs: DAY },
  },
  'login.pair': {
    per: 'email+address',
    limit: 5,
    windowMs: 15 * MINUTE,
    backoff: { firstBlockMs: 5 * MINUTE, maxBlockMs: DAY, forgetMs: DAY },
  },
  // Staff sign-in (/api/admin/auth/login) counts apart from the shoppers': a flood of shoppers'
  // sign-ins must not lock the staff out. Stricter per account: a staff account reaches everyone.
  'staff.address': {
    per: 'address',
    limit: 20,
    windowMs: 15 * MINUTE,
    backoff: { firstBlockMs: 15 * MINUTE, maxBlockMs: DAY, forgetMs: DAY },
  },
  'staff.account': {
    per: 'email',
    limit: 10,
    windowMs: 15 * MINUTE,
    backoff: { firstBlockMs: 15 * MINUTE, maxBlockMs: DAY, forgetMs: DAY },
  },
  'register.global': { per: 'everyone', limit: 30, windowMs: MINUTE },
  'register.address': {
    per: 'address',
    limit: 10,
    windowMs: HOUR,
    backoff: { firstBlockMs: HOUR, maxBlockMs: DAY, forgetMs: DAY },
  },
  // 'Şifremi Unuttum': links asked for, from one address and for one e-mail (each is an e-mail
  // sent); links used, from one address.
  'reset.address': {
    per: 'address',
    limit: 10,
    windowMs: HOUR,
    backoff: { firstBlockMs: HOUR, maxBlockMs: DAY, forgetMs: DAY },
  },
  'reset.account': { per: 'email', limit: 3, windowMs: HOUR },
  'reset.confirm': { per: 'address', limit: 20, windowMs: HOUR },
  // The current password asked again (account deletion, password change), per customer.
  'password.confirm': {
    per: 'customer',
    limit: 5,
    windowMs: 15 * MINUTE,
    backoff: { firstBlockMs: 15 * MINUTE, maxBlockMs: DAY, forgetMs: DAY },
  },
  'bin.address': { per: 'address', limit: 30, windowMs: MINUTE },
  'payment.customer': { per: 'customer', limit: 10, windowMs: 10 * MINUTE },
  'payment.address': { per: 'address', limit: 20, windowMs: 10 * MINUTE },
  'payment.global': { per: 'everyone', limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;

/** The name of a limit. */
export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES;
/** Every limit with the values in force. */
export type RateLimitPolicies = Readonly<Record<RateLimitName, RateLimitPolicy>>;
/** Limits changed by configuration: a new limit and window for some names. */
export type RateLimitOverrides = Partial<Record<RateLimitName, { limit: number; windowMs: number }>>;

/** How long an address that signed in to an account stays known to it. */
export const KNOWN_SIGN_IN_MS = 90 * DAY;

/** Whether a string names a limit. */
export function isRateLimitName(name: string): name is RateLimitName {
  return Object.hasOwn(RATE_LIMIT_POLICIES, name);
}

/**
 * The block lengths in order of strikes: doubling from the first, the last one the longest (repeated).
 * The one statement of the schedule: the limiter's SQL picks the block of a strike from it.
 */
export function backoffSchedule(backoff: Backoff): number[] {
  const schedule: number[] = [];
  let block = Math.max(1, backoff.firstBlockMs);
  while (block < backoff.maxBlockMs && schedule.length < 40) {
    schedule.push(block);
    block *= 2;
  }
  schedule.push(Math.max(backoff.maxBlockMs, backoff.firstBlockMs));
  return schedule;
}

/** Whole minutes to tell a shopper to wait, at least 1. */
export function waitMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}

/**
 * Reads RATE_LIMITS: comma-separated `name=limit/seconds` entries, for example
 * `register.address=100/3600`. Throws a one-line message for anything else.
 */
export function parseRateLimitOverrides(text: string | undefined): RateLimitOverrides {
  const overrides: RateLimitOverrides = {};
  for (const entry of (text ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const match = /^([a-z.]+)=(\d{1,9})\/(\d{1,9})$/.exec(trimmed);
    const name = match?.[1] ?? '';
    if (!match || !isRateLimitName(name) || Number(match[2]) < 1 || Number(match[3]) < 1) {
      const names = Object.keys(RATE_LIMIT_POLICIES).join(', ');
      throw new Error(
        `RATE_LIMITS: "${trimmed}" is not name=limit/seconds with a limit and seconds of at least 1 (names: ${names})`,
      );
    }
    overrides[name] = { limit: Number(match[2]), windowMs: Number(match[3]) * 1000 };
  }
  return overrides;
}

/** The limits in force: the defaults with the configured limits and windows over them. */
export function resolvePolicies(overrides: RateLimitOverrides = {}): RateLimitPolicies {
  const policies: Record<string, RateLimitPolicy> = {};
  for (const [name, policy] of Object.entries(RATE_LIMIT_POLICIES)) {
    policies[name] = { ...policy, ...overrides[name as RateLimitName] };
  }
  return policies as RateLimitPolicies;
}
