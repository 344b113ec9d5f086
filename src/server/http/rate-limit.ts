/**
 * Rate limits kept in the database, so that every process of the shop counts together. One atomic
 * upsert per hit decides: it counts the hit in the row's window, and the hit past the limit blocks
 * the row (until the window ends, or for the policy's back-off that grows with each strike). A blocked
 * row is not touched, so hammering it neither extends the block nor grows the table.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import {
  backoffSchedule,
  type LimitSubject,
  RATE_LIMIT_POLICIES,
  type RateLimitName,
  type RateLimitPolicies,
} from './rate-limit-policies.ts';

/** What a hit is told: let through or not, and when to try again. */
export interface Verdict {
  readonly allowed: boolean;
  readonly retryAfterMs: number;
}

/** Marks kept beside the counters: an address that signed in to an account. */
export type MarkName = 'login.known';

/** Whose each mark is (as RATE_LIMIT_POLICIES says of each limit). */
const MARK_SUBJECTS: Readonly<Record<MarkName, LimitSubject>> = { 'login.known': 'email+address' };

/**
 * What a limit or mark counts: one value (an address, an e-mail, a customer id, '' for everyone), or
 * an e-mail and an address together ('email+address').
 */
export type RateLimitSubject = string | readonly [email: string, address: string];

const PURGE_EVERY_MS = 60_000;

function digest(value: string, length: number): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, length);
}

/**
 * The stored key of a policy's subject: the name and a hash, so that no e-mail or address is kept in
 * clear and an attacker's 16 KB header makes a key of the same short length as anyone's. A pair is
 * hashed part by part (`name:<e-mail>:<address>`), so that every row of an e-mail is found without
 * its addresses (rateLimitRowsOf).
 */
export function rateLimitKey(name: RateLimitName | MarkName, subject: RateLimitSubject): string {
  if (typeof subject === 'string') return `${name}:${digest(subject, 32)}`;
  return `${pairPrefix(name, subject[0])}${digest(subject[1], 16)}`;
}

/** The start of the keys of a name's pairs whose first part is `first`. */
function pairPrefix(name: RateLimitName | MarkName, first: string): string {
  return `${name}:${digest(first, 16)}:`;
}

/**
 * Every counter and mark of one customer, for the erasure of the account: those of its e-mail, of
 * its e-mail from any address, and of its id, whichever limits and marks count them.
 */
export function rateLimitRowsOf(email: string, customerId: number): SQL {
  const subjects: (readonly [RateLimitName | MarkName, LimitSubject])[] = [
    ...Object.entries(RATE_LIMIT_POLICIES).map(([name, p]) => [name as RateLimitName, p.per] as const),
    ...Object.entries(MARK_SUBJECTS).map(([name, per]) => [name as MarkName, per] as const),
  ];
  const keys: string[] = [];
  const prefixes: string[] = [];
  for (const [name, per] of subjects) {
    if (per === 'email') keys.push(rateLimitKey(name, email));
    if (per === 'customer') keys.push(rateLimitKey(name, String(customerId)));
    if (per === 'email+address') prefixes.push(pairPrefix(name, email));
  }
  // starts_with: the hashes' base64url holds '_', a LIKE wildcard.
  return or(
    inArray(rateLimits.key, keys),
    ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix})`),
  ) as SQL;
}

/** The shop's rate limiter on a database, with the policies in force and a clock (tests move it). */
export class RateLimiter {
  readonly #db: Database;
  readonly #policies: RateLimitPolicies;
  readonly #now: () => number;
  #lastPurge = 0;

  constructor(db: Database, policies: RateLimitPolicies, now: () => number = Date.now) {
    this.#db = db;
    this.#policies = policies;
    this.#now = now;
  }

  /** Counts one attempt of a subject under a policy; refused while the subject is over its limit. */
  async hit(name: RateLimitName, subject: RateLimitSubject): Promise<Verdict> {
    const now = this.#now();
    await this.#purgeNow(now);
    const policy = this.#policies[name];
    const key = rateLimitKey(name, subject);
    const t = rateLimits;
    const windowEnd = now + policy.windowMs;
    const forget = policy.backoff?.forgetMs ?? 0;
    // Each expression reads the row as it was before this hit (ON CONFLICT DO UPDATE semantics).
    const strikes = sql`(case when ${t.blockedUntil} > 0 and ${t.blockedUntil} + ${forget} <= ${now} then 0 else ${t.strikes} end)`;
    const fresh = sql`(${t.windowEndsAt} <= ${now})`;
    const hits = sql`(case when ${fresh} then 1 else ${t.hits} + 1 end)`;
    const over = sql`(${hits} > ${policy.limit})`;
    const newWindowEnd = sql`(case when ${fresh} then ${windowEnd}::bigint else ${t.windowEndsAt} end)`;
    let blockEnd = newWindowEnd;
    if (policy.backoff) {
      const schedule = backoffSchedule(policy.backoff);
      const blocks = sql.join(
        schedule.map((ms) => sql`${ms}::bigint`),
        sql`, `,
      );
      blockEnd = sql`(${now}::bigint + (array[${blocks}])[least(${strikes} + 1, ${schedule.length})])`;
    }
    const newBlockedUntil = sql`(case when ${over} then ${blockEnd} else ${t.blockedUntil} end)`;
    const rows = await this.#db
      .insert(rateLimits)
      .values({
        key,
        hits: 1,
        windowEndsAt: windowEnd,
        strikes: 0,
        blockedUntil: 0,
        expiresAt: windowEnd + forget,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: sql`case when ${over} then 0 else ${hits} end`,
          windowEndsAt: newWindowEnd,
          strikes: sql`case when ${over} then ${strikes} + 1 else ${strikes} end`,
          blockedUntil: newBlockedUntil,
          expiresAt: sql`greatest(${newWindowEnd}, ${newBlockedUntil}) + ${forget}::bigint`,
        },
        setWhere: lte(t.blockedUntil, now),
      })
      .returning({ blockedUntil: t.blockedUntil });
    const row = rows[0];
    if (row) return verdict(row.blockedUntil, now);
    // Blocked before this hit: nothing was written.
    const [blocked] = await this.#db.select({ blockedUntil: t.blockedUntil }).from(t).where(eq(t.key, key));
    return verdict(Math.max(blocked?.blockedUntil ?? now + 1, now + 1), now);
  }

  /** Gives one hit back (an attempt that turned out right, or was never tried). */
  async refund(name: RateLimitName, subject: RateLimitSubject): Promise<void> {
    const t = rateLimits;
    await this.#db
      .update(t)
      .set({ hits: sql`${t.hits} - 1` })
      .where(and(eq(t.key, rateLimitKey(name, subject)), gt(t.hits, 0)));
  }

  /** Forgets a subject's count and strikes (after it proved itself, such as a right password). */
  async reset(name: RateLimitName, subject: RateLimitSubject): Promise<void> {
    await this.#db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(name, subject)));
  }

  /** Keeps a mark for a subject for a time (it is never a counter: no hits, never blocked). */
  async remember(name: MarkName, subject: RateLimitSubject, ttlMs: number): Promise<void> {
    const expiresAt = this.#now() + ttlMs;
    await this.#db
      .insert(rateLimits)
      .values({ key: rateLimitKey(name, subject), windowEndsAt: 0, expiresAt })
      .onConflictDoUpdate({ target: rateLimits.key, set: { expiresAt } });
  }

  /** Whether a subject carries a live mark. */
  async remembered(name: MarkName, subject: RateLimitSubject): Promise<boolean> {
    const t = rateLimits;
    const [row] = await this.#db
      .select({ key: t.key })
      .from(t)
      .where(and(eq(t.key, rateLimitKey(name, subject)), gt(t.expiresAt, this.#now())));
    return row !== undefined;
  }

  /** Deletes the rows whose window, block and memory of strikes are all over; how many went. */
  async purgeExpired(): Promise<number> {
    const gone = await this.#db
      .delete(rateLimits)
      .where(lte(rateLimits.expiresAt, this.#now()))
      .returning({ key: rateLimits.key });
    return gone.length;
  }

  // At most once a minute per process: the purge is one indexed delete.
  async #purgeNow(now: number): Promise<void> {
    if (now - this.#lastPurge < PURGE_EVERY_MS) return;
    this.#lastPurge = now;
    await this.purgeExpired();
  }
}

function verdict(blockedUntil: number, now: number): Verdict {
  return blockedUntil > now
    ? { allowed: false, retryAfterMs: blockedUntil - now }
    : { allowed: true, retryAfterMs: 0 };
}
