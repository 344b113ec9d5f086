/**
 * Staff accounts (issue 17): `npm run staff:add` makes one, with the password given or a one-time
 * password printed once and to be changed at the first sign-in; `npm run staff:totp-reset` turns a
 * lost second factor off. Each account made, and each refused, and each reset is in the audit log.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { normaliseEmail } from '../../domain/account/account-validation.ts';
import { isCommonPassword } from '../../domain/account/common-passwords.ts';
import {
  type NewStaff,
  type StaffErrorKey,
  type StaffInput,
  validateStaff,
} from '../../domain/admin/staff-rules.ts';
import type { Database } from '../db/client.ts';
import { staff, staffSessions } from '../db/schema/index.ts';
import { recordAudit } from './audit-log.ts';

/** Why a staff account was not made: the message keys per field, or the e-mail already in use. */
export class StaffRefused extends Error {
  override name = 'StaffRefused';
  readonly errors: Partial<Record<keyof StaffInput, StaffErrorKey | 'staff.emailTaken'>>;
  constructor(errors: StaffRefused['errors']) {
    super(Object.values(errors).join(', '));
    this.errors = errors;
  }
}

// No look-alikes (0 O 1 l I), so a password read off a screen is typed right the first time.
const ONE_TIME_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 20 characters of 56: about 116 bits. */
const ONE_TIME_LENGTH = 20;

/** A random one-time password, from the operating system's random source. */
export function oneTimePassword(): string {
  let out = '';
  for (let i = 0; i < ONE_TIME_LENGTH; i++) out += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
  return out;
}

/** The staff member made, and the one-time password when none was given (shown once, never stored). */
export interface StaffAdded {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: NewStaff['role'];
  readonly oneTimePassword: string | undefined;
}

/**
 * How a password is hashed: a command (npm run staff:add) passes auth/password.ts's scrypt itself; a
 * request goes through its gate (c.get('passwords').hash), as every request's hashing does
 * (tests/unit/server-source-rules.test.ts).
 */
export type HashPassword = (password: string) => Promise<string>;

/** Makes a staff account, refusing (StaffRefused, and an audit entry) what the rules do not take. */
export async function addStaff(db: Database, input: StaffInput, hash: HashPassword): Promise<StaffAdded> {
  const checked = validateStaff(input);
  const errors: StaffRefused['errors'] = { ...checked.errors };
  if (input.password !== undefined && !errors.password && isCommonPassword(input.password))
    errors.password = 'staff.invalid.passwordCommon';
  if (!checked.ok || Object.keys(errors).length > 0) return refuse(db, input, errors);
  const { email, name, role } = checked.value;
  const generated = checked.value.password === undefined ? oneTimePassword() : undefined;
  const passwordHash = await hash(checked.value.password ?? (generated as string));
  const added = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(staff)
      .values({ email, name, role, passwordHash, passwordMustChange: generated !== undefined })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!row) return undefined;
    await recordAudit(t, {
      staffId: null,
      via: 'command',
      action: 'staff.add',
      target: `staff:${row.id}`,
      after: { email, name, role, oneTimePassword: generated !== undefined },
    });
    return row;
  });
  if (!added) return refuse(db, input, { email: 'staff.emailTaken' });
  return { id: added.id, email, name, role, oneTimePassword: generated };
}

async function refuse(db: Database, input: StaffInput, errors: StaffRefused['errors']): Promise<never> {
  // What was asked, never the password.
  await recordAudit(db, {
    staffId: null,
    via: 'command',
    action: 'staff.add',
    after: { email: input.email, name: input.name, role: input.role, refusedFor: errors },
    outcome: 'refused',
  });
  throw new StaffRefused(errors);
}

/** What the command reports: the account made, or the message keys of the refusal. */
export type StaffAddOutcome = { added: StaffAdded } | { refused: StaffRefused['errors'] };

/** addStaff, with a refusal as an outcome (the command prints either; the running shop sends either). */
export async function addStaffOutcome(
  db: Database,
  input: StaffInput,
  hash: HashPassword,
): Promise<StaffAddOutcome> {
  try {
    return { added: await addStaff(db, input, hash) };
  } catch (err) {
    if (err instanceof StaffRefused) return { refused: err.errors };
    throw err;
  }
}

/** A staff account's input as the shop's control socket received it; undefined for anything else. */
export function staffInputOf(value: unknown): StaffInput | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { email, name, role, password } = value as Record<string, unknown>;
  if (typeof email !== 'string' || typeof name !== 'string' || typeof role !== 'string') return undefined;
  if (password !== undefined && typeof password !== 'string') return undefined;
  return { email, name, role, password };
}

/**
 * Turns a staff member's second factor off (a lost phone), from the shop's machine: their next
 * sign-in needs the password alone, and they may turn it on again with a new secret. Their sessions
 * end. Undefined when there is no such account or the factor was off.
 */
export async function resetStaffTotp(
  db: Database,
  email: string,
): Promise<{ id: number; name: string } | undefined> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .update(staff)
      .set({ totpEnabled: false, totpSecret: null, totpLastStep: null })
      .where(and(eq(staff.email, address), eq(staff.totpEnabled, true)))
      .returning({ id: staff.id, name: staff.name });
    if (row) await t.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    await recordAudit(t, {
      staffId: null,
      via: 'command',
      action: 'staff.totpReset',
      target: row ? `staff:${row.id}` : undefined,
      before: row ? { totpEnabled: true } : undefined,
      after: row ? { totpEnabled: false } : { email: address },
      outcome: row ? 'done' : 'refused',
    });
    return row;
  });
}
