/**
 * Sharing a cart (SPEC §1, §9 "The cart share message includes item names, codes, quantities,
 * shipping and order total"), and a link that rebuilds the same cart for whoever opens it: the
 * /sepet URL carries each line's product id, unit id and quantity (?paylas=12.34.2_56.78.2,5: a
 * quantity of a unit sold by measure has a decimal comma, the point separating the fields). Opening
 * it adds those lines to the visitor's own cart through the normal add-to-cart call, so stock is
 * checked again and nothing of the sender's account travels in the link. Pure text building and
 * parsing; the texts come from the dictionaries.
 */

import { hasQuantityDecimals } from '../catalog/divisible-units.ts';
import { toText } from '../exact.ts';

/** The query parameter of the rebuild link. */
export const CART_SHARE_PARAM = 'paylas';

/** The most lines a link carries; a longer list is cut here (and a tampered one cannot grow). */
export const MAX_SHARED_LINES = 50;

/** The largest quantity a shared line may ask for (the cart's own line limit). */
export const MAX_SHARED_QUANTITY = 10_000;

/** Links longer than this are not read at all. */
const MAX_PARAM_LENGTH = 2_000;

/** One line of a shared cart. */
export interface SharedLine {
  readonly productId: number;
  readonly unitId: number;
  readonly quantity: number;
}

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function positiveInt(text: string | undefined, max: number): number | undefined {
  if (text === undefined || !ID.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}

// A shared quantity: whole, or with up to three decimals after a comma ('2,5').
const QUANTITY = /^(?:[1-9]\d{0,4}|0)(?:,\d{1,3})?$/;

function quantityOf(text: string | undefined): number | undefined {
  if (text === undefined || !QUANTITY.test(text)) return undefined;
  const n = Number(text.replace(',', '.'));
  return n > 0 && n <= MAX_SHARED_QUANTITY ? n : undefined;
}

/** The parameter value for some lines: 'product.unit.quantity' joined by '_' (first MAX_SHARED_LINES). */
export function encodeCartShare(lines: readonly SharedLine[]): string {
  return lines
    .filter(
      (l) =>
        Number.isSafeInteger(l.productId) &&
        Number.isSafeInteger(l.unitId) &&
        hasQuantityDecimals(l.quantity) &&
        l.productId > 0 &&
        l.productId <= MAX_ID &&
        l.unitId > 0 &&
        l.unitId <= MAX_ID &&
        l.quantity > 0 &&
        l.quantity <= MAX_SHARED_QUANTITY,
    )
    .slice(0, MAX_SHARED_LINES)
    .map((l) => `${l.productId}.${l.unitId}.${toText(l.quantity).replace('.', ',')}`)
    .join('_');
}

/**
 * The lines of a parameter value, never throwing: a part that is not three whole numbers in range
 * is skipped, a product named twice counts once (its first line), at most MAX_SHARED_LINES lines.
 */
export function decodeCartShare(value: string | null | undefined): SharedLine[] {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PARAM_LENGTH) return [];
  const lines: SharedLine[] = [];
  const seen = new Set<number>();
  for (const part of value.split('_')) {
    if (lines.length >= MAX_SHARED_LINES) break;
    const [p, u, q, extra] = part.split('.');
    if (extra !== undefined) continue;
    const productId = positiveInt(p, MAX_ID);
    const unitId = positiveInt(u, MAX_ID);
    const quantity = quantityOf(q);
    if (productId === undefined || unitId === undefined || quantity === undefined) continue;
    if (seen.has(productId)) continue;
    seen.add(productId);
    lines.push({ productId, unitId, quantity });
  }
  return lines;
}

/** The rebuild link: the cart page's absolute URL with the lines in ?paylas=. */
export function cartShareUrl(origin: string, cartPath: string, lines: readonly SharedLine[]): string {
  return `${origin}${cartPath}?${CART_SHARE_PARAM}=${encodeCartShare(lines)}`;
}

/** A query string ('?paylas=…&x=1') without the share parameter ('?x=1', or '' when nothing is left). */
export function withoutCartShare(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_SHARE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The text keys the share message is made of. */
export type ShareMessageKey =
  | 'cartPage.shareMessageHeading'
  | 'cartPage.shareMessageLine'
  | 'cartPage.shareMessageShipping'
  | 'cartPage.shareMessageTotal';

/** What the share message says: each line's name, code, quantity and unit; shipping and total as shown. */
export interface ShareMessageInput {
  /** Each line's quantity as the shopper reads it ('2,5'). */
  readonly lines: readonly { name: string; code: string; quantity: number | string; unit: string }[];
  readonly shipping: string;
  readonly total: string;
}

/** The cart share message (SPEC §9): a heading, one line per item, the shipping and the order total. */
export function cartShareMessage(
  input: ShareMessageInput,
  text: (key: ShareMessageKey, params?: Record<string, string | number>) => string,
): string {
  return [
    text('cartPage.shareMessageHeading'),
    ...input.lines.map((l, i) =>
      text('cartPage.shareMessageLine', {
        n: i + 1,
        name: l.name,
        code: l.code,
        quantity: l.quantity,
        unit: l.unit,
      }),
    ),
    text('cartPage.shareMessageShipping', { amount: input.shipping }),
    text('cartPage.shareMessageTotal', { amount: input.total }),
  ].join('\n');
}
