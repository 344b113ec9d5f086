import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client.ts';
import { RateLimiter, type RateLimitSubject } from '../../src/server/http/rate-limit.ts';
import {
  type RateLimitName,
  type RateLimitPolicies,
  resolvePolicies,
} from '../../src/server/http/rate-limit-policies.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The back-off as the limiter keeps it in the database: each strike's block is the next step of the
// schedule (rate-limit-policies.ts backoffSchedule), the longest repeating, strikes forgotten after a
// quiet time.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabases)('the rate limiter’s back-off on %s', (kind) => {
  let handle: DbHandle;
  let clock = Date.parse('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  /**
   * The blocks, in minutes, one subject meets in `rounds` rounds: each round spends the policy's
   * limit, is refused once, and waits out exactly the block it was told.
   */
  async function blocks(
    policies: RateLimitPolicies,
    rounds: number,
    name: RateLimitName,
    subject: RateLimitSubject,
  ): Promise<number[]> {
    const limiter = new RateLimiter(handle.db, policies, () => clock);
    const told: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < policies[name].limit; i++)
        expect((await limiter.hit(name, subject)).allowed, `round ${round}, hit ${i}`).toBe(true);
      const refused = await limiter.hit(name, subject);
      expect(refused.allowed).toBe(false);
      // Hammering the block neither lengthens nor shortens it.
      expect((await limiter.hit(name, subject)).retryAfterMs).toBe(refused.retryAfterMs);
      told.push(refused.retryAfterMs / MINUTE);
      clock += refused.retryAfterMs;
    }
    return told;
  }

  test('doubles from the first block up to the longest, which then repeats', async () => {
    const policies = {
      ...resolvePolicies(),
      'login.address': {
        per: 'address',
        limit: 1,
        windowMs: MINUTE,
        backoff: { firstBlockMs: 5 * MINUTE, maxBlockMs: 60 * MINUTE, forgetMs: DAY },
      },
    } as const;
    expect(await blocks(policies, 8, 'login.address', '198.51.100.1')).toEqual([
      5, 10, 20, 40, 60, 60, 60, 60,
    ]);
  });

  test('a sign-in from one address waits 5, 10, 20 minutes... and never more than a day', async () => {
    const pair = ['ayse@ornek.com.tr', '198.51.100.2'] as const;
    expect(await blocks(resolvePolicies(), 12, 'login.pair', pair)).toEqual([
      5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440, 1440,
    ]);
  });

  test('strikes are forgotten after a quiet day: the next block is the first again', async () => {
    const policies = {
      ...resolvePolicies(),
      'login.address': {
        per: 'address',
        limit: 1,
        windowMs: MINUTE,
        backoff: { firstBlockMs: 5 * MINUTE, maxBlockMs: 60 * MINUTE, forgetMs: DAY },
      },
    } as const;
    const limiter = new RateLimiter(handle.db, policies, () => clock);
    const subject = '198.51.100.250';
    for (const expected of [5, 10]) {
      await limiter.hit('login.address', subject);
      const refused = await limiter.hit('login.address', subject);
      expect(refused.retryAfterMs).toBe(expected * MINUTE);
      clock += refused.retryAfterMs;
    }
    clock += DAY;
    await limiter.hit('login.address', subject);
    expect((await limiter.hit('login.address', subject)).retryAfterMs).toBe(5 * MINUTE);
  });
});
