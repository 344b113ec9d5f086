import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseTimeOfDay, type TimeOfDay } from '../domain/rebuild-time.ts';
import type { DbConfig } from './db/client.ts';
import { parseRateLimitOverrides, type RateLimitOverrides } from './http/rate-limit-policies.ts';

/** The folder for the embedded database and generated images: DATA_DIR, else ./data in the project. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR ?? 'data');
}

/** The database the shop runs on: DATABASE_URL (PostgreSQL) if set, else PGlite under DATA_DIR/pglite. */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: resolve(dataDir(env), 'pglite') };
}

/** Where generated product images are kept (served by /image/{size}/{file}). */
export function imagesDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(dataDir(env), 'images');
}

/** The largest TRUSTED_PROXIES accepted: more hops than this is a configuration mistake. */
export const MAX_TRUSTED_PROXIES = 10;

/** Reads TRUSTED_PROXIES: how many proxies in front of the shop append to X-Forwarded-For (0 by default). */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.TRUSTED_PROXIES?.trim() ?? '';
  if (text === '') return 0;
  if (!/^\d{1,2}$/.test(text) || Number(text) > MAX_TRUSTED_PROXIES) {
    throw new Error(
      `TRUSTED_PROXIES must be the number of proxies in front of the shop, 0 to ${MAX_TRUSTED_PROXIES}, not "${text}"`,
    );
  }
  return Number(text);
}

/** Reads RATE_LIMITS: changed limits and windows (`name=limit/seconds,...`), none by default. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOverrides {
  return parseRateLimitOverrides(env.RATE_LIMITS);
}

/** Reads REBUILD_AT: the nightly rebuild's time on the shop's clock (Europe/Istanbul), `03:30` by default, `off` for none. */
export function rebuildAtFromEnv(env: NodeJS.ProcessEnv = process.env): TimeOfDay | 'off' {
  const text = env.REBUILD_AT?.trim() ?? '';
  if (text === '') return { hour: 3, minute: 30 };
  if (text.toLowerCase() === 'off') return 'off';
  const at = parseTimeOfDay(text);
  if (!at) {
    throw new Error(
      `REBUILD_AT must be a time of day in Istanbul as HH:MM (e.g. 03:30), or off, not "${env.REBUILD_AT}"`,
    );
  }
  return at;
}

/** The default wait after the last rebuild request (an import) before the rebuild starts: 5 minutes. */
export const DEFAULT_REBUILD_DELAY_S = 300;

/** Reads REBUILD_DELAY: seconds from the last rebuild request (an import) to the rebuild, 300 by default. */
export function rebuildDelayMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.REBUILD_DELAY?.trim() ?? '';
  if (text === '') return DEFAULT_REBUILD_DELAY_S * 1000;
  if (!/^\d{1,6}$/.test(text)) {
    throw new Error(`REBUILD_DELAY must be a number of seconds (e.g. 300), not "${env.REBUILD_DELAY}"`);
  }
  return Number(text) * 1000;
}

/** Build processes at most by default: beyond a few, each one's own bundling and memory cost more than it gives. */
const MOST_BUILD_PROCESSES = 4;

/**
 * Reads BUILD_PROCESSES: how many processes build the site at once, each rendering a share of the
 * pages (scripts/lib/site-builds/build-parts.ts); one per core up to four by default.
 */
export function buildProcessesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cores = availableParallelism(),
): number {
  const text = env.BUILD_PROCESSES?.trim() ?? '';
  if (text === '') return Math.max(1, Math.min(cores, MOST_BUILD_PROCESSES));
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1 || Number(text) > 16) {
    throw new Error(
      `BUILD_PROCESSES must be a number of processes from 1 to 16, not "${env.BUILD_PROCESSES}"`,
    );
  }
  return Number(text);
}
