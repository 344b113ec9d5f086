/**
 * The quantity box on the product detail page (SPEC §4, §5, §9): the + and − buttons and typing a
 * number. Quantities run from 1 to 100 of the selected unit: whole numbers, or for a unit sold by
 * measure (KG, METRE; divisible-units.ts) any amount above 0 with up to three decimals ('2,5').
 */
import { add, sub, toNumber } from '../exact.ts';
import { fitsUnit, readQuantity } from './divisible-units.ts';

/** The smallest and largest quantity the box holds (a divisible unit may go below 1, never to 0). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;

/**
 * The quantity after +: one more, if that stays within 100 and within `max`. `max` is the most
 * the stock allows (stock-limit.ts's maxAddableQuantity); pass null or leave it out when cart stock
 * control is on and stock sets no limit. When one more is not allowed the quantity stays as it is.
 */
export function increaseQuantity(current: number, max?: number | null): number {
  const next = toNumber(add(current, 1));
  const cap = max === null || max === undefined ? MAX_QUANTITY : Math.min(MAX_QUANTITY, max);
  return next <= cap ? next : current;
}

/**
 * The quantity after −: one less while it is above 1, but never below 1 (SPEC §5), so 1,5 KG goes
 * to 1; at 1 or below (0,5 KG) it stays.
 */
export function decreaseQuantity(current: number): number {
  return current > MIN_QUANTITY ? Math.max(MIN_QUANTITY, toNumber(sub(current, 1))) : current;
}

/**
 * Why a typed quantity was refused: above 100, below 0, a fraction of a counted unit, or more than
 * three decimals of a divisible one.
 */
export type QuantityHint = 'quantity.tooMany' | 'quantity.tooFew' | 'quantity.whole' | 'quantity.decimals';

/** What typing into the box gives: the amount it then holds, and the hint to show when it refused. */
export interface QuantityEntry {
  readonly amount: number;
  readonly hint: QuantityHint | null;
}

/**
 * Typing `input` into the box (SPEC §4 detail quantity):
 * - a number above 0 and at most 100 is taken; whole for a counted unit, up to three decimals for
 *   a divisible one ('2,5' with the Turkish decimal comma, or '2.5');
 * - empty text, text that is not a number, and 0 reset the box to 1;
 * - any other number (negative, above 100, a fraction of a counted unit) is refused: the box keeps
 *   `current` and the hint says why, so the shopper is not left wondering.
 */
export function quantityEntry(
  input: string | number | null | undefined,
  current: number,
  divisible = false,
): QuantityEntry {
  const n = readQuantity(input);
  if (Number.isNaN(n) || n === 0) return { amount: MIN_QUANTITY, hint: null };
  if (n > MAX_QUANTITY) return { amount: current, hint: 'quantity.tooMany' };
  if (n < 0) return { amount: current, hint: 'quantity.tooFew' };
  if (!fitsUnit(n, divisible))
    return { amount: current, hint: divisible ? 'quantity.decimals' : 'quantity.whole' };
  return { amount: n, hint: null };
}

/** The amount after typing `input` (quantityEntry without the hint). */
export function enterQuantity(
  input: string | number | null | undefined,
  current: number,
  divisible = false,
): number {
  return quantityEntry(input, current, divisible).amount;
}
