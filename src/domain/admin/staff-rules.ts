/**
 * The shop's staff (issue 17): who may do what, and what a staff account must be. Staff accounts are
 * apart from customers: an owner does everything; an operator works on orders, products and
 * customers, but not on the settings, the staff or the API keys.
 */

import { isEmail, normaliseEmail } from '../account/account-validation.ts';
import { charCount, type FieldErrors, settle, type Validation } from '../validation-result.ts';

/** The staff roles. */
export const STAFF_ROLES = ['owner', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the back office and the integration API guard, each call by one of these. */
export const STAFF_RIGHTS = ['orders', 'products', 'customers', 'settings', 'staff', 'apiKeys'] as const;
export type StaffRight = (typeof STAFF_RIGHTS)[number];

const OPERATOR_RIGHTS: ReadonlySet<StaffRight> = new Set(['orders', 'products', 'customers']);

/** Whether a role holds a right. */
export function roleCan(role: StaffRole, right: StaffRight): boolean {
  return role === 'owner' || OPERATOR_RIGHTS.has(right);
}

/** Whether a text names a role. */
export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * A staff password's length, in characters: longer than a customer's (6–30, the spec's), as a staff
 * account reaches every customer's orders and addresses; long enough for a passphrase.
 */
export const STAFF_PASSWORD_LIMITS = { min: 12, max: 128 } as const;
/** The longest staff name, in characters. */
export const STAFF_NAME_MAX = 100;

/** The message keys of a new staff account's fields. */
export type StaffErrorKey =
  | 'staff.invalid.email'
  | 'staff.invalid.name'
  | 'staff.invalid.role'
  | 'staff.invalid.passwordLength'
  | 'staff.invalid.passwordCommon';

/** A new staff account as given (by the command, later the back office). */
export interface StaffInput {
  readonly email: string;
  readonly name: string;
  readonly role: string;
  /** None: a one-time password is made, to be changed at the first sign-in. */
  readonly password?: string | undefined;
}

/** A new staff account as stored. */
export interface NewStaff {
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly password: string | undefined;
}

/**
 * Whether a staff password has an allowed length (never trimmed). The server also refuses the
 * common passwords (their lists are server-only: src/domain/account/common-passwords.ts).
 */
export function isStaffPasswordLength(password: string): boolean {
  const n = charCount(password);
  return n >= STAFF_PASSWORD_LIMITS.min && n <= STAFF_PASSWORD_LIMITS.max;
}

/** Checks a new staff account: a well-formed e-mail, a name, a role, and a password if one is given. */
export function validateStaff(input: StaffInput): Validation<keyof StaffInput, StaffErrorKey, NewStaff> {
  const errors: FieldErrors<keyof StaffInput, StaffErrorKey> = {};
  const email = normaliseEmail(input.email);
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!isEmail(email)) errors.email = 'staff.invalid.email';
  if (name === '' || charCount(name) > STAFF_NAME_MAX || /\p{Cc}/u.test(name))
    errors.name = 'staff.invalid.name';
  if (!isStaffRole(input.role)) errors.role = 'staff.invalid.role';
  if (input.password !== undefined && !isStaffPasswordLength(input.password))
    errors.password = 'staff.invalid.passwordLength';
  return settle(errors, () => ({ email, name, role: input.role as StaffRole, password: input.password }));
}
