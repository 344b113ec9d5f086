import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A time as milliseconds since 1970: the limiter's arithmetic stays plain integers on both drivers. */
const epochMs = (name: string) => bigint(name, { mode: 'number' });

/**
 * Rate-limit counters shared by every process on the database (src/server/http/rate-limit.ts). The key
 * is the policy name and a hash of its subject (an address, an account, both), never the subject itself.
 * A row counts hits in a fixed window; past the policy's limit it is blocked until `blockedUntil`, for
 * a longer time with each strike. Rows past `expiresAt` are purged.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowEndsAt: epochMs('window_ends_at').notNull(),
    strikes: integer('strikes').notNull().default(0),
    blockedUntil: epochMs('blocked_until').notNull().default(0),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
