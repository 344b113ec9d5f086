import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The shop's staff (src/domain/admin/staff-rules.ts), apart from the customers. Email is stored
 * lower-cased; the password only as a scrypt hash. A one-time password (made when none was given)
 * must be changed at the first sign-in.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    /**
     * The TOTP second factor's secret (base32): made when the staff member starts turning it on, on
     * once `totp_enabled` (a code from the app confirmed it). Never shown again after it is made.
     */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The 30-second step of the last code taken: a code is taken once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [check('staff_role_check', sql`${t.role} in ('owner', 'operator')`)],
);

/**
 * Staff sessions, apart from the shoppers' (sessions): the token's SHA-256, never the token. A staff
 * session lasts a working day at most; a password change ends the others.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The integration API's keys (src/domain/admin/api-key-rules.ts). The key itself is shown once, when
 * it is made; the table keeps its SHA-256 (a key is 256 random bits: a slow hash would add nothing)
 * and its first characters, by which the owner tells keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters ("tk_AbC12"), shown in lists; not enough to use it. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [check('api_keys_scope_check', sql`${t.scope} in ('read', 'write')`)],
);

/**
 * What staff changed, and what they tried and were refused: who (a staff member, or a command on the
 * shop's machine), when, what, on what, and the values before and after. Rows are only added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who acted; null for a command run on the shop's machine. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The integration API's key that acted (via 'api-key'); null otherwise. */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** Where the action came from: 'command' (npm run …), 'back-office' (a staff session) or 'api-key'. */
    via: text('via').notNull(),
    /** What was done, as `<subject>.<verb>`: 'staff.add'. */
    action: text('action').notNull(),
    /** What it was done to, as `<kind>:<id>`: 'staff:3'. */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    /** 'done', or 'refused' for an attempt the shop turned down. */
    outcome: text('outcome').notNull().default('done'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    check('audit_log_outcome_check', sql`${t.outcome} in ('done', 'refused')`),
  ],
);
