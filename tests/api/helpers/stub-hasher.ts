import type { PasswordHasher } from '../../../src/server/auth/password-gate.ts';

/** How a stub hasher was used: calls, hashes running now, and the most that ever ran at once. */
export interface HasherStats {
  calls: number;
  running: number;
  maxRunning: number;
}

/**
 * A password hasher for tests: 'stub$<password>' instead of scrypt, each call taking `delayMs`, and
 * counting calls and concurrency (what the rate limits and the hashing gate must bound).
 */
export function stubHasher(delayMs = 0): { hasher: PasswordHasher; stats: HasherStats } {
  const stats: HasherStats = { calls: 0, running: 0, maxRunning: 0 };
  async function run<T>(value: T): Promise<T> {
    stats.calls += 1;
    stats.running += 1;
    stats.maxRunning = Math.max(stats.maxRunning, stats.running);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
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
