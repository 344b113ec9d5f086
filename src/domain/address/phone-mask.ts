/**
 * The Turkish phone mask of SPEC §5, '+90 (xxx) xxx xx xx' in 19 characters. SPEC writes '+90 (5xx)'
 * for mobiles; landlines (2xx–4xx, such as 216 or 312) and the 8xx service numbers fill the same mask,
 * so they are taken as typed rather than rewritten into a mobile number. Foreign numbers are digits,
 * with an optional leading '+', at most 30 characters.
 */

/** Length of a complete Turkish phone in its mask. */
export const TR_PHONE_LENGTH = 19;
/** The empty mask as the account form shows it. */
export const TR_PHONE_PLACEHOLDER = '+90 (5__) ___ __ __';
/** Most characters a foreign phone number may hold (its '+' included). */
export const FOREIGN_PHONE_MAX = 30;

// A Turkish national number starts with 2, 3 or 4 (landlines), 5 (mobiles) or 8 (800, 850 ...).
const AREA_FIRST_DIGIT = /^[2-58]/;
const TR_PHONE_RE = /^\+90 \([2-58]\d{2}\) \d{3} \d{2} \d{2}$/;

/** The national digits (10 at most) held by a typed, pasted or already masked value. */
export function trPhoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // No national number starts with 0 or 9: leading zeros are the trunk prefix (0532...) or the
  // international one (0090...), and a leading 90 is the country code (from the mask or pasted).
  digits = digits.replace(/^0+/, '');
  if (digits.startsWith('90')) digits = digits.slice(2).replace(/^0+/, '');
  // A first digit no Turkish number has is refused, not turned into something else: nothing is shown
  // for it, so the shopper sees at once that it was not taken.
  while (digits !== '' && !AREA_FIRST_DIGIT.test(digits)) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** Formats the input progressively as '+90 (xxx) xxx xx xx' while typing; '' when no digit is left. */
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

/** Keeps what a foreign phone field accepts while typing: one leading '+', then digits, 30 characters at most. */
export function filterForeignPhone(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  return `${plus}${input.replace(/\D/g, '')}`.slice(0, FOREIGN_PHONE_MAX);
}

/** Whether a value is a complete Turkish phone in the mask, exactly 19 characters. */
export function isTrPhone(value: string): boolean {
  return TR_PHONE_RE.test(value);
}

/** Whether a value is a foreign phone number: digits with an optional leading '+', at most 30 characters. */
export function isForeignPhone(value: string): boolean {
  return /^\+?\d+$/.test(value) && value.length <= FOREIGN_PHONE_MAX;
}

/**
 * The phone field after the country changes between Türkiye and another country. A number is kept
 * only where it still means the same line: a Turkish number becomes its international '+90…' form,
 * and a foreign one written with +90, 0090 or a trunk 0 is Turkish and takes the mask. Any other
 * foreign number cannot be a Turkish one, so the field is emptied rather than re-masked into nonsense.
 */
export function phoneForCountry(value: string, fromTurkiye: boolean, toTurkiye: boolean): string {
  if (fromTurkiye === toTurkiye || value === '') return value;
  if (!toTurkiye) {
    const digits = trPhoneDigits(value);
    return digits === '' ? '' : filterForeignPhone(`+90${digits}`);
  }
  const compact = value.replace(/[^\d+]/g, '');
  return /^(\+90|0090|0(?!0))/.test(compact) ? formatTrPhone(compact) : '';
}
