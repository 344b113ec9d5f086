/**
 * The quantity editor of a cart line (SPEC §5 Cart and quantity): non-numeric or zero becomes 1,
 * decrease never below 1, increase only if stock allows (unless cart stock control is on). A line
 * holds whole numbers of its unit, or up to three decimals of a unit sold by measure (2,5 KG;
 * divisible-units.ts), up to the server's line limit.
 */
import { fitsUnit, readQuantity } from '../catalog/divisible-units.ts';
import { decreaseQuantity, MIN_QUANTITY } from '../catalog/quantity.ts';
import { add, toNumber } from '../exact.ts';

/**
 * The most a cart line holds, in its unit, whatever writes it: an add is refused past it (in its
 * statement), so is a change (PATCH /cart answers 400), and a guest cart's merge stops at it.
 */
export const MAX_LINE_QUANTITY = 10_000;

/**
 * A line's quantity after a guest cart's line of the same product merges into it at sign-in
 * (`current` 0 when the customer's cart has none in the guest's unit): the guest's quantity added
 * within what stock still allows (`room`, null when stock does not limit it) and within
 * MAX_LINE_QUANTITY. Never below `current`: what cannot be added is dropped.
 */
export function mergedLineQuantity(current: number, guest: number, room: number | null): number {
  const more = Math.max(0, room === null ? guest : Math.min(guest, room));
  return Math.max(current, Math.min(toNumber(add(current, more)), MAX_LINE_QUANTITY));
}

/**
 * The quantity after +: one more, if that stays within the line limit and within `max` (the most the
 * stock allows for the whole line, stock-limit.ts's maxAddableQuantity with nothing else in the cart; null
 * when cart stock control is on). Otherwise the quantity stays as it is.
 */
export function increaseLineQuantity(current: number, max: number | null): number {
  const cap = max === null ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, max);
  const next = toNumber(add(current, 1));
  return next <= cap ? next : current;
}

/** The quantity after −: one less while above 1 (SPEC §5: never below 1). */
export function decreaseLineQuantity(current: number): number {
  return decreaseQuantity(current);
}

/** Whether + may add one more (the button is offered as usable). */
export function canIncreaseLine(current: number, max: number | null): boolean {
  return increaseLineQuantity(current, max) !== current;
}

/**
 * The quantity after typing `input`: empty, not a number or 0 becomes 1 (SPEC §5); a number above 0
 * up to the line limit is taken (the server then checks the stock) when the unit sells it: whole,
 * or with up to three decimals for a divisible unit ('2,5'); a negative, too large number, or a
 * fraction the unit does not sell, is refused and the line keeps `current`.
 */
export function enterLineQuantity(
  input: string | null | undefined,
  current: number,
  divisible = false,
): number {
  const n = readQuantity(input);
  if (Number.isNaN(n) || n === 0) return MIN_QUANTITY;
  if (n > 0 && n <= MAX_LINE_QUANTITY && fitsUnit(n, divisible)) return n;
  return current;
}
