/**
 * The customer area's account forms (SPEC §2 "Account settings", §5 "Account"): account info, password
 * change, and the registration and sign-in forms. Errors are text keys per field; when valid, the
 * normalised value to send.
 */

import { isTrPhone } from '../address/phone-mask.ts';
import { isPersonName, normalisePersonName } from '../input-filters.ts';
import { compareDates, parseIsoDate, shopDate } from '../shop-calendar.ts';
import { charCount, type FieldErrors, settle, type Validation } from '../validation-result.ts';

/** The longest name or surname, in characters (as the address form's name, SPEC §9). */
export const PERSON_NAME_MAX = 50;
/** Password length bounds, in characters. */
export const PASSWORD_LIMITS = { min: 6, max: 30 } as const;
/** Earliest birth year accepted: older dates are typing slips. */
export const BIRTH_YEAR_MIN = 1900;
/** Text key of the green alert after a password change. */
export const PASSWORD_UPDATED_KEY = 'validation.password.updated';
/** Gender values of the account form; '' is the placeholder 'Cinsiyetinizi Seçin' (not chosen). */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

// WHATWG's rule for <input type="email">, plus at least one dot in the domain: a shop needs a
// deliverable address, and 'ali@localhost' is not one.
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An email as stored and compared: trimmed and lower-cased (locale-free, so 'I' never becomes 'ı'). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The longest email address (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX = 254;

/** Whether a (normalised) email is well formed and at most EMAIL_MAX characters. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_RE.test(value);
}

/** Whether a password has 6 to 30 characters (never trimmed: spaces are part of it). */
export function isPasswordLength(value: string): boolean {
  const n = charCount(value);
  return n >= PASSWORD_LIMITS.min && n <= PASSWORD_LIMITS.max;
}

/** Whether a name or surname is letters (Turkish included) and spaces, at most PERSON_NAME_MAX characters. */
export function isAccountName(value: string): boolean {
  return isPersonName(value) && charCount(value) <= PERSON_NAME_MAX;
}

/** The message keys of a name or a surname: missing, or holding something other than letters and spaces. */
export type PersonNameErrorKey =
  | 'validation.name'
  | 'validation.name.letters'
  | 'validation.surname'
  | 'validation.surname.letters';

/**
 * What is wrong with a (normalised) name or surname, or undefined when it passes: a blank one is
 * missing ('Lütfen adınızı girin.'); one with digits or symbols says that only letters are taken,
 * since asking to "enter your name" when one is filled in misleads (walkthrough m26).
 */
export function personNameError(value: string, field: 'name' | 'surname'): PersonNameErrorKey | undefined {
  const missing = field === 'name' ? 'validation.name' : 'validation.surname';
  if (value.trim() === '') return missing;
  if (!isPersonName(value))
    return field === 'name' ? 'validation.name.letters' : 'validation.surname.letters';
  // Longer than the field takes (only a request built outside the form can send that).
  return isAccountName(value) ? undefined : missing;
}

/** Whether a form differs from its starting values: the submit button stays disabled until it does. */
export function formChanged<T extends object>(initial: T, current: T): boolean {
  const a = initial as Record<string, unknown>;
  const b = current as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!Object.is(a[key], b[key])) return true;
  return false;
}

// ---- Account info -------------------------------------------------------------------------------

/** The account info form; email is shown read-only. */
export interface AccountFormValues {
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly phone: string;
  readonly gender: string;
  readonly birthdate: string;
}
/** What an account save sends: email is absent because it is read-only. */
export interface AccountUpdate {
  readonly name: string;
  readonly surname: string;
  readonly phone: string;
  readonly gender: Gender | '';
  readonly birthdate: string;
}
export type AccountErrorKey =
  | PersonNameErrorKey
  | 'validation.phoneInvalid'
  | 'validation.account.gender'
  | 'validation.account.birthdate';
export type AccountValidation = Validation<keyof AccountFormValues, AccountErrorKey, AccountUpdate>;

/** Validates the account info form; phone, gender and birthdate may stay empty, but not half-filled. */
export function validateAccount(values: AccountFormValues, now: Date): AccountValidation {
  const errors: FieldErrors<keyof AccountFormValues, AccountErrorKey> = {};
  const name = normalisePersonName(values.name);
  const surname = normalisePersonName(values.surname);
  const nameError = personNameError(name, 'name');
  const surnameError = personNameError(surname, 'surname');
  if (nameError) errors.name = nameError;
  if (surnameError) errors.surname = surnameError;

  const phone = values.phone.trim();
  if (phone !== '' && !isTrPhone(phone)) errors.phone = 'validation.phoneInvalid';

  const gender = values.gender;
  if (gender !== '' && gender !== 'male' && gender !== 'female') errors.gender = 'validation.account.gender';

  const birthdate = values.birthdate.trim();
  if (birthdate !== '') {
    const date = parseIsoDate(birthdate);
    if (!date || date.year < BIRTH_YEAR_MIN || compareDates(date, shopDate(now)) >= 0) {
      errors.birthdate = 'validation.account.birthdate';
    }
  }
  return settle(errors, () => ({ name, surname, phone, gender: gender as Gender | '', birthdate }));
}

// ---- Password change ----------------------------------------------------------------------------

/** The password form: the current password (asked again before a change), the new one and its repeat. */
export interface PasswordFormValues {
  readonly currentPassword: string;
  readonly password: string;
  readonly passwordVerify: string;
}
/** A new password and its repeat, as the password change and the registration take them. */
type NewPasswordValues = Pick<PasswordFormValues, 'password' | 'passwordVerify'>;
export type PasswordErrorKey =
  | 'validation.password.length'
  | 'validation.password.verifyRequired'
  | 'validation.password.mismatch';
type PasswordField = keyof NewPasswordValues;

// Shared by the password change and the registration: length on the password, then repeat and match.
function newPasswordErrors(values: NewPasswordValues): FieldErrors<PasswordField, PasswordErrorKey> {
  const errors: FieldErrors<PasswordField, PasswordErrorKey> = {};
  if (values.password !== '' && !isPasswordLength(values.password))
    errors.password = 'validation.password.length';
  if (values.password !== '' && values.passwordVerify === '') {
    errors.passwordVerify = 'validation.password.verifyRequired';
  } else if (values.password !== values.passwordVerify) {
    errors.passwordVerify = 'validation.password.mismatch';
  }
  return errors;
}

/**
 * Validates the password form. Rules apply only once the new password is filled (SPEC §5), so empty
 * fields are valid with nothing to change: the value is then null, and the API refuses it. A new
 * password needs the current one too (checked by the server).
 */
export function validatePasswordChange(
  values: PasswordFormValues,
): Validation<
  keyof PasswordFormValues,
  PasswordErrorKey | 'validation.password.currentRequired',
  { readonly currentPassword: string; readonly password: string } | null
> {
  const errors: FieldErrors<
    keyof PasswordFormValues,
    PasswordErrorKey | 'validation.password.currentRequired'
  > = {};
  if (values.password !== '' && values.currentPassword === '')
    errors.currentPassword = 'validation.password.currentRequired';
  Object.assign(errors, newPasswordErrors(values));
  return settle(errors, () =>
    values.password === '' ? null : { currentPassword: values.currentPassword, password: values.password },
  );
}

/** The new password of a 'Şifremi Unuttum' reset: a password by the rules, and its repeat. */
export interface PasswordResetValues {
  readonly password: string;
  readonly passwordVerify: string;
}

/** Validates a reset's new password (the rules of registration's). */
export function validatePasswordReset(
  values: PasswordResetValues,
): Validation<keyof PasswordResetValues, PasswordErrorKey | 'validation.password.required', string> {
  const errors: FieldErrors<keyof PasswordResetValues, PasswordErrorKey | 'validation.password.required'> = {
    ...newPasswordErrors(values),
  };
  if (values.password === '') errors.password = 'validation.password.required';
  return settle(errors, () => values.password);
}

// ---- Registration and sign-in -------------------------------------------------------------------

/** The registration form. */
export interface RegistrationFormValues {
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
  readonly passwordVerify: string;
}
export type RegistrationErrorKey =
  | PersonNameErrorKey
  | 'validation.email'
  | 'validation.password.required'
  | PasswordErrorKey;
export interface Registration {
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
}

/** Validates the registration form; the value carries the normalised email. */
export function validateRegistration(
  values: RegistrationFormValues,
): Validation<keyof RegistrationFormValues, RegistrationErrorKey, Registration> {
  const errors: FieldErrors<keyof RegistrationFormValues, RegistrationErrorKey> = {};
  const name = normalisePersonName(values.name);
  const surname = normalisePersonName(values.surname);
  const email = normaliseEmail(values.email);
  const nameError = personNameError(name, 'name');
  const surnameError = personNameError(surname, 'surname');
  if (nameError) errors.name = nameError;
  if (surnameError) errors.surname = surnameError;
  if (!isEmail(email)) errors.email = 'validation.email';
  Object.assign(errors, newPasswordErrors(values));
  if (values.password === '') errors.password = 'validation.password.required';
  return settle(errors, () => ({ name, surname, email, password: values.password }));
}

/** The sign-in form. */
export interface SignInFormValues {
  readonly email: string;
  readonly password: string;
}
export type SignInErrorKey =
  | 'validation.email'
  | 'validation.password.required'
  | 'validation.password.length';

/** Validates the sign-in form; the value carries the normalised email. */
export function validateSignIn(
  values: SignInFormValues,
): Validation<keyof SignInFormValues, SignInErrorKey, SignInFormValues> {
  const errors: FieldErrors<keyof SignInFormValues, SignInErrorKey> = {};
  const email = normaliseEmail(values.email);
  if (!isEmail(email)) errors.email = 'validation.email';
  if (values.password === '') errors.password = 'validation.password.required';
  else if (!isPasswordLength(values.password)) errors.password = 'validation.password.length';
  return settle(errors, () => ({ email, password: values.password }));
}
