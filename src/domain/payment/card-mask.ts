/** The card form's input masks (SPEC §5): 16 digits as '#### #### #### ####', MM/YY, a 3-digit CCV. */

/** Digits of a card number (16 at most). */
export const CARD_NUMBER_DIGITS = 16;
/** Digits of a CCV. */
export const CCV_DIGITS = 3;

/** Formats a typed or pasted card number as groups of four digits, at most 16 digits. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_NUMBER_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Formats a typed expiry as MM/YY progressively; the slash appears once a year digit follows it.
 * The month must be 01 to 12: a second month digit that makes 00 or 13–19 is refused (the box keeps
 * the first) with every digit after it, so '13/20' can never be typed or pasted.
 */
export function formatExpiry(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A first digit above 1 can only be a one-digit month: '4' is April, shown as '04'.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) return digits.slice(0, 1);
  }
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Keeps the first 3 digits typed into the CCV field. */
export function formatCcv(input: string): string {
  return input.replace(/\D/g, '').slice(0, CCV_DIGITS);
}
