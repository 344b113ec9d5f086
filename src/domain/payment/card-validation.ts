/**
 * The card payment checks of SPEC §5, in their exact order (the first failure is the one reported),
 * and the extra checks the server's virtual POS makes before charging: Luhn and expiry.
 *
 * 'Empty' means blank after trimming, so check 1 catches untouched fields and the later checks catch
 * fields filled only partly (15 digits, a name without letters, 2 CCV digits, a 0 amount, '12/2').
 * Where the page has a preset amount and shows no amount field, pass the preset amount as `amount`.
 * The free-amount payment page, where the customer types the amount, uses FREE_AMOUNT_CARD_CHECKS.
 */

import { type Minor, toMinor } from '../money.ts';
import { shopDate } from '../shop-calendar.ts';
import { type FreeAmountErrorKey, freeAmountError } from './free-amount.ts';

/** The card form as typed (masked or not). */
export interface CardFormValues {
  readonly cardNumber: string;
  readonly cardHolder: string;
  readonly ccv: string;
  readonly amount: string;
  readonly expiry: string;
}
/** The card as the virtual POS needs it: digits only, trimmed name, amount in minor units. */
export interface CardData {
  readonly cardNumber: string;
  readonly cardHolder: string;
  readonly ccv: string;
  readonly amount: Minor;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}
export type CardErrorKey =
  | 'validation.card.form'
  | 'validation.card.number'
  | 'validation.card.holder'
  | 'validation.card.ccv'
  | 'validation.card.amount'
  | 'validation.card.expiry';
/** A card form check's message key: the six of SPEC §5, and the free amount's own two. */
export type CardFormErrorKey = CardErrorKey | FreeAmountErrorKey;
export type CardPaymentErrorKey =
  | CardFormErrorKey
  | 'validation.card.invalidNumber'
  | 'validation.card.expired';

/** One check of the card form: the message key and whether the form fails it. */
export interface CardCheck {
  readonly key: CardFormErrorKey;
  readonly fails: (v: CardFormValues) => boolean;
}

const digitCount = (value: string): number => value.replace(/\D/g, '').length;

/** The longest name on a card the form takes (embossed names are 26 characters at most; room for more). */
export const CARD_HOLDER_MAX = 60;

/** The free amount as minor units: an amount not above 0, or no amount at all, becomes 0. */
export function freeAmount(input: string): Minor {
  let amount: Minor;
  try {
    amount = toMinor(input);
  } catch {
    return 0;
  }
  return amount > 0 ? amount : 0;
}

/** Check 1 where the amount is not the shopper's to fill: every card field filled. */
const CARD_FIELDS_FILLED: CardCheck = {
  key: 'validation.card.form',
  fails: (v) => [v.cardNumber, v.cardHolder, v.ccv, v.expiry].some((f) => f.trim() === ''),
};

/** The six checks of SPEC §5 in their order; the first that fails names the message. */
export const CARD_CHECKS: ReadonlyArray<CardCheck> = [
  {
    key: 'validation.card.form',
    fails: (v) => [v.cardNumber, v.cardHolder, v.ccv, v.amount, v.expiry].some((f) => f.trim() === ''),
  },
  { key: 'validation.card.number', fails: (v) => digitCount(v.cardNumber) < 16 },
  {
    key: 'validation.card.holder',
    fails: (v) => !/\p{L}/u.test(v.cardHolder) || [...v.cardHolder.trim()].length > CARD_HOLDER_MAX,
  },
  { key: 'validation.card.ccv', fails: (v) => digitCount(v.ccv) < 3 },
  { key: 'validation.card.amount', fails: (v) => freeAmount(v.amount) === 0 },
  // Under 5 characters (SPEC), or a month outside 01–12: '13/20' is no month and year in full either.
  { key: 'validation.card.expiry', fails: (v) => v.expiry.trim().length < 5 || !parseExpiry(v.expiry) },
];

/**
 * The checks on the free-amount payment page, in SPEC §5's order. The amount is the customer's own
 * entry, so check 1 covers the card fields only and an empty or 0 amount is check 5 ('Tutar
 * girmediniz!'); check 5 reads the amount strictly (src/domain/free-amount.ts): an unreadable amount
 * or one above the maximum fails there too, with its own message.
 */
export const FREE_AMOUNT_CARD_CHECKS: ReadonlyArray<CardCheck> = [
  CARD_FIELDS_FILLED,
  ...CARD_CHECKS.slice(1, 4),
  { key: 'validation.card.amount', fails: (v) => freeAmountError(v.amount) === 'validation.card.amount' },
  {
    key: 'validation.freeAmount.format',
    fails: (v) => freeAmountError(v.amount) === 'validation.freeAmount.format',
  },
  {
    key: 'validation.freeAmount.max',
    fails: (v) => freeAmountError(v.amount) === 'validation.freeAmount.max',
  },
  ...CARD_CHECKS.slice(5),
];

/**
 * The server's checks of an order's card payment: the amount is the server's own (the cart's total),
 * so the amount the browser sends is never read; the card checks keep SPEC §5's order.
 */
export const ORDER_CARD_CHECKS: ReadonlyArray<CardCheck> = [
  CARD_FIELDS_FILLED,
  ...CARD_CHECKS.slice(1, 4),
  ...CARD_CHECKS.slice(5),
];

/** The message key of the first failing card check of SPEC §5, or undefined when the form passes. */
export function cardFormError(
  values: CardFormValues,
  checks: ReadonlyArray<CardCheck> = CARD_CHECKS,
): CardFormErrorKey | undefined {
  return checks.find((check) => check.fails(values))?.key;
}

/** Whether a card number (spaces allowed) of 12 to 19 digits passes the Luhn checksum. */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    // Every second digit from the right is doubled, and a two-digit result counts as its digit sum.
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Month (1 to 12) and full year of an 'MM/YY' expiry; undefined when malformed. */
export function parseExpiry(expiry: string): { readonly month: number; readonly year: number } | undefined {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m) return undefined;
  const month = Number(m[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(m[2]) } : undefined;
}

/** Whether an 'MM/YY' expiry is well formed and not past at `now`: a card is valid through its month. */
export function isExpiryValid(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  const today = shopDate(now);
  return parsed.year > today.year || (parsed.year === today.year && parsed.month >= today.month);
}

/** Server-side: the form checks, a 3-digit CCV, a 16-digit Luhn-valid number, an unexpired date. */
export function cardPaymentError(
  values: CardFormValues,
  now: Date,
  checks: ReadonlyArray<CardCheck> = CARD_CHECKS,
): CardPaymentErrorKey | undefined {
  const formError = cardFormError(values, checks);
  if (formError) return formError;
  // The form only checks "under 3"; a request built outside the form can send more.
  if (!/^\d{3}$/.test(values.ccv.trim())) return 'validation.card.ccv';
  const digits = values.cardNumber.replace(/ /g, '');
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) return 'validation.card.invalidNumber';
  if (!isExpiryValid(values.expiry, now)) return 'validation.card.expired';
  return undefined;
}

/** The card as the virtual POS needs it; call only after cardPaymentError found nothing. */
export function normaliseCard(values: CardFormValues): CardData {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new RangeError('normaliseCard needs a validated card');
  return {
    cardNumber: values.cardNumber.replace(/\D/g, ''),
    cardHolder: values.cardHolder.trim().replace(/\s+/g, ' '),
    ccv: values.ccv.trim(),
    amount: freeAmount(values.amount),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
  };
}
