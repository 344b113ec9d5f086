import type { PasswordHasher } from '../../../src/server/auth/password-gate.ts';

/** How a stub hasher was used: calls, hashes running now, and the most that ever ran at once. */
export interface HasherStats {
  calls: number;
  running: number;
  maxRunning: number;
}

/**
 * A password hasher for tests: 'stub$<password>' instead of scrypt, each call taking `delay` ms (or
 * until the promise `delay()` gives settles), and
 * counting calls and concurrency (what the rate limits and the hashing gate must bound).
 */
export function stubHasher(delay: number | (() => Promise<void>) = 0): {
  hasher: PasswordHasher;
  stats: HasherStats;
} {
  const stats: HasherStats = { calls: 0, running: 0, maxRunning: 0 };
  async function run<T>(value: T): Promise<T> {
    stats.calls += 1;
    stats.running += 1;
    stats.maxRunning = Math.max(stats.maxRunning, stats.running);
    await (typeof delay === 'number' ? new Promise((resolve) => setTimeout(resolve, delay)) : delay());
    stats.running -= 1;
    return value;
  }
  return {
    stats,
    hasher: {
      hash: (password) => run(`stub$${password}`),
      verify: (password, stored) => run(stored === `stub$${password}`),
    },
  };
}
