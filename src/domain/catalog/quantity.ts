/**
 * The quantity box on the product detail page (SPEC §4, §5, §9): the + and − buttons and typing a
 * number. Quantities are whole numbers of the selected unit, from 1 to 100.
 */

/** The smallest and largest quantity the box holds. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;

/**
 * The quantity after +: one more, if that stays within 100 and within `max`. `max` is the most
 * the stock allows (stock.ts's maxAddableQuantity); pass null or leave it out when cart stock
 * control is on and stock sets no limit. When one more is not allowed the quantity stays as it is.
 */
export function increaseQuantity(current: number, max?: number | null): number {
  const next = current + 1;
  const cap = max === null || max === undefined ? MAX_QUANTITY : Math.min(MAX_QUANTITY, max);
  return next <= cap ? next : current;
}

/** The quantity after −: one less while it is above 1; at 1 (or below) it stays. */
export function decreaseQuantity(current: number): number {
  return current > MIN_QUANTITY ? current - 1 : current;
}

/**
 * The quantity after typing `input` into the box:
 * - a whole number from 1 to 100 is taken;
 * - empty text, text that is not a number, and 0 reset the box to 1;
 * - anything else a number but out of range (negative, above 100, or with decimals) is refused,
 *   and the box keeps `current`.
 */
export function enterQuantity(input: string | number | null | undefined, current: number): number {
  const text = typeof input === 'number' ? String(input) : (input ?? '').trim().replace(',', '.');
  const n = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(n) || n === 0) return MIN_QUANTITY;
  if (Number.isInteger(n) && n >= MIN_QUANTITY && n <= MAX_QUANTITY) return n;
  return current;
}
