/**
 * The amount a signed-in customer types on the free-amount payment page ("serbest tutarlı ödeme",
 * a payment on account toward their balance): the one amount the shop takes from the browser, so it
 * is read strictly. Turkish lira, a decimal comma or point, at most 2 fraction digits, no thousands
 * separators (in Turkish "1.250" would mean 1250 and in English 1.25: such input is refused rather
 * than guessed), above 0 (SPEC §5: values not above 0 count as 0) and at most MAX_FREE_AMOUNT.
 */
import type { Minor } from '../money.ts';

/** The most one free-amount payment may be, in kuruş: 1.000.000,00 TL. Larger sums go by bank transfer. */
export const MAX_FREE_AMOUNT: Minor = 100_000_000;

/** Why a typed amount is refused: none (empty or not above 0), unreadable, or above the maximum. */
export type FreeAmountErrorKey =
  | 'validation.card.amount'
  | 'validation.freeAmount.format'
  | 'validation.freeAmount.max';

export type FreeAmountResult =
  | { readonly ok: true; readonly amount: Minor }
  | { readonly ok: false; readonly key: FreeAmountErrorKey };

// Sign, whole part, and the fraction after one comma or point. Fraction length is checked apart so
// that '-5,125' counts as "not above 0" before "too many decimals".
const AMOUNT_RE = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

/** Reads a typed free amount into kuruş, exactly, or names the message of SPEC §5 check 5 (or ours). */
export function parseFreeAmount(input: string): FreeAmountResult {
  const text = input.trim();
  if (text === '') return { ok: false, key: 'validation.card.amount' };
  const m = AMOUNT_RE.exec(text);
  if (!m) return { ok: false, key: 'validation.freeAmount.format' };
  const whole = m[2] ?? '';
  const fraction = m[3] ?? '';
  const positive = m[1] !== '-' && /[1-9]/.test(whole + fraction);
  if (!positive) return { ok: false, key: 'validation.card.amount' };
  if (fraction.length > 2) return { ok: false, key: 'validation.freeAmount.format' };
  // More whole digits than the maximum has is above it: a long digit string is never converted.
  const digits = whole.replace(/^0+/, '');
  if (digits.length > String(MAX_FREE_AMOUNT / 100).length)
    return { ok: false, key: 'validation.freeAmount.max' };
  // BigInt first: a typed 16-digit number must not lose digits before it is compared with the maximum.
  const kurus = BigInt(digits || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (kurus > BigInt(MAX_FREE_AMOUNT)) return { ok: false, key: 'validation.freeAmount.max' };
  return { ok: true, amount: Number(kurus) };
}

/** The message key a typed free amount fails with, or undefined when it is a payable amount. */
export function freeAmountError(input: string): FreeAmountErrorKey | undefined {
  const result = parseFreeAmount(input);
  return result.ok ? undefined : result.key;
}

// A whole part grouped by threes with the page's thousands separator, then its decimal part.
const GROUPED = {
  '.': /^([+-]?\d{1,3}(?:\.\d{3})+)(,\d+)?$/,
  ',': /^([+-]?\d{1,3}(?:,\d{3})+)(\.\d+)?$/,
} as const;

/**
 * The amount as the page prints it, read back: '1.250,75' on a Turkish page (thousands '.', decimal
 * ',') or '1,250.75' on an English one becomes '1250,75' / '1250.75'. Only a whole part grouped in
 * threes by the page's own separator is ungrouped, so nothing parseFreeAmount would read changes
 * meaning ('1.25' stays 1,25 TL); anything else is returned as typed for parseFreeAmount to judge.
 */
export function ungroupFreeAmount(input: string, thousands: '.' | ','): string {
  const text = input.trim();
  const m = GROUPED[thousands].exec(text);
  return m ? `${(m[1] ?? '').replaceAll(thousands, '')}${m[2] ?? ''}` : text;
}

/** Keeps what the amount field accepts while typing: digits, comma and point (the check reads the rest). */
export function filterFreeAmountInput(input: string): string {
  return input.replace(/[^\d.,]/g, '').slice(0, 16);
}

/** The field's value once the customer leaves it: SPEC §5, a typed value not above 0 becomes 0. */
export function freeAmountOnBlur(input: string): string {
  const result = parseFreeAmount(input);
  return input.trim() !== '' && !result.ok && result.key === 'validation.card.amount' ? '0' : input.trim();
}
