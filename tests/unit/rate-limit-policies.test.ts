import { describe, expect, test } from 'vitest';
import {
  backoffSchedule,
  parseRateLimitOverrides,
  RATE_LIMIT_POLICIES,
  resolvePolicies,
  waitMinutes,
} from '../../src/server/http/rate-limit-policies.ts';

const MINUTE = 60_000;

describe('back-off schedule', () => {
  test('doubles from the first block up to the longest, which then repeats', () => {
    const backoff = { firstBlockMs: 5 * MINUTE, maxBlockMs: 60 * MINUTE, forgetMs: 0 };
    expect(backoffSchedule(backoff).map((ms) => ms / MINUTE)).toEqual([5, 10, 20, 40, 60]);
    // The limiter meets these blocks strike after strike: tests/api/rate-limiter.test.ts.
  });

  test('a sign-in from one address waits 5, 10, 20 minutes... and never more than a day', () => {
    const schedule = backoffSchedule(RATE_LIMIT_POLICIES['login.pair'].backoff);
    expect(schedule.slice(0, 3)).toEqual([5 * MINUTE, 10 * MINUTE, 20 * MINUTE]);
    expect(schedule.at(-1)).toBe(24 * 60 * MINUTE);
    expect(Math.max(...schedule)).toBe(24 * 60 * MINUTE);
  });

  test('a first block at or above the longest is the only step', () => {
    expect(backoffSchedule({ firstBlockMs: 60 * MINUTE, maxBlockMs: 30 * MINUTE, forgetMs: 0 })).toEqual([
      60 * MINUTE,
    ]);
  });

  test('the wait is told in whole minutes, at least one', () => {
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(5 * MINUTE)).toBe(5);
    expect(waitMinutes(5 * MINUTE + 1)).toBe(6);
  });
});

describe('RATE_LIMITS', () => {
  test('changes the limit and window of named policies, keeping their back-off', () => {
    const overrides = parseRateLimitOverrides(' register.address=200/3600 , bin.address=5/10');
    expect(overrides).toEqual({
      'register.address': { limit: 200, windowMs: 3_600_000 },
      'bin.address': { limit: 5, windowMs: 10_000 },
    });
    const policies = resolvePolicies(overrides);
    expect(policies['register.address']).toMatchObject({ limit: 200, windowMs: 3_600_000 });
    expect(policies['register.address'].backoff).toEqual(RATE_LIMIT_POLICIES['register.address'].backoff);
    expect(policies['login.pair']).toEqual(RATE_LIMIT_POLICIES['login.pair']);
    expect(parseRateLimitOverrides(undefined)).toEqual({});
    expect(parseRateLimitOverrides('')).toEqual({});
  });

  test('refuses unknown names, zero and anything else with one line', () => {
    for (const bad of [
      'login=5/60',
      'login.pair=0/60',
      'login.pair=5/0',
      'login.pair=5',
      'login.pair=-1/60',
    ]) {
      expect(() => parseRateLimitOverrides(bad), bad).toThrow(/^RATE_LIMITS: /);
    }
  });
});
