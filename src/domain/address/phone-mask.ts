/**
 * The Turkish mobile phone mask of SPEC §5: '+90 (5xx) xxx xx xx', 19 characters, the '5' being part
 * of the mask. Foreign numbers are digits only, 1 to 30 of them.
 */

/** Length of a complete Turkish phone in its mask. */
export const TR_PHONE_LENGTH = 19;
/** The empty mask as the account form shows it. */
export const TR_PHONE_PLACEHOLDER = '+90 (5__) ___ __ __';
/** Most digits a foreign phone number may hold. */
export const FOREIGN_PHONE_MAX = 30;

const TR_PHONE_RE = /^\+90 \(5\d{2}\) \d{3} \d{2} \d{2}$/;

/** The national digits (10, starting with 5) held by a typed, pasted or already masked value. */
export function trPhoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A national number always starts with 5, so a leading 90 is the country code (from the mask itself
  // or pasted) and a leading 0 is the trunk prefix people type out of habit (0532...).
  if (digits.startsWith('90')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  // The 5 is fixed by the mask: another first digit is typed after it, as an input mask does.
  if (digits !== '' && !digits.startsWith('5')) digits = `5${digits}`;
  return digits.slice(0, 10);
}

/** Formats the input progressively as '+90 (5xx) xxx xx xx' while typing; '' when no digit is left. */
export function formatTrPhone(input: string): string {
  const d = trPhoneDigits(input);
  if (d === '') return '';
  // Separators appear only once a digit follows them, so backspace over ') ' is never undone.
  let out = `+90 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += ` ${d.slice(6, 8)}`;
  if (d.length > 8) out += ` ${d.slice(8, 10)}`;
  return out;
}

/** Whether a value is a complete Turkish phone in the mask, exactly 19 characters. */
export function isTrPhone(value: string): boolean {
  return TR_PHONE_RE.test(value);
}

/** Whether a value is a foreign phone number: digits only, 1 to 30 of them. */
export function isForeignPhone(value: string): boolean {
  return /^\d+$/.test(value) && value.length <= FOREIGN_PHONE_MAX;
}
