/**
 * Stock rules (SPEC §4, §5, §8, §9): the allowance a product's stockInfoStatus gives, how the stock
 * is shown on cards/lists and on the detail page, and the add-to-cart button's state. The stock
 * number shown next to it is stock-number.ts's, whether an amount may go into the cart
 * stock-limit.ts's: what the catalog cards load holds neither.
 *
 * Stock levels, cart amounts and unit multipliers are read as exact decimals (exact.ts), never
 * added or multiplied in binary floating point: 3 × 0.5 is 1.5 and 0.1 + 0.2 is 0.3.
 *
 * "Cart stock control" is the settings switch cartStockControl: when it is on ('1') the shop
 * sells beyond its stock, so no stock limit applies and nothing is shown as sold out.
 */

import { add, cmp, type DecimalInput, decOr, toNumber } from '../exact.ts';
import { messagingEnabled } from '../messaging-link.ts';
import { flag } from '../settings.ts';

/** A settings switch as stored ('1' on) or as JSON gives it. */
type Flag = Parameters<typeof flag>[0];

// ---------------------------------------------------------------------------------------------------
// Allowance (SPEC §9)

/**
 * The offset each stockInfoStatus / stock display mode 3..14 adds to the stock (SPEC §9): positive
 * rows let the shop sell that many more than it holds, negative rows keep that many in reserve.
 */
export const STOCK_OFFSETS: Readonly<Record<number, number>> = Object.freeze({
  3: 5,
  4: 10,
  5: 50,
  6: 100,
  7: 1000,
  8: 20,
  9: -5,
  10: -10,
  11: -50,
  12: -100,
  13: -1000,
  14: -20,
});

/** Thresholds of stock display modes 15..20: above it the stock shows as '{n}+ {unit}' (SPEC §9). */
export const STOCK_THRESHOLDS: Readonly<Record<number, number>> = Object.freeze({
  15: 5,
  16: 10,
  17: 50,
  18: 100,
  19: 1000,
  20: 20,
});

/** A status or mode as a whole number, or null when it is missing or not an integer ('3' reads as 3). */
function toCode(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) ? n : null;
}

/** The stock allowance of a stockInfoStatus (SPEC §9 table); 0 for every other or missing status. */
export function stockAllowance(stockInfoStatus: number | string | null | undefined): number {
  const code = toCode(stockInfoStatus);
  return code === null ? 0 : (STOCK_OFFSETS[code] ?? 0);
}

// ---------------------------------------------------------------------------------------------------
// Stock display (SPEC §8, §9)

/** Where the stock is shown: a product card or list row, or the product detail page. */
export type StockContext = 'list' | 'detail';

/** Text keys of stock display; the texts live in src/i18n/texts/stock.ts. */
export type StockTextKey =
  | 'stock.count'
  | 'stock.countAtLeast'
  | 'stock.available'
  | 'stock.inStock'
  | 'stock.ask'
  | 'stock.detail.count'
  | 'stock.detail.countAtLeast'
  | 'stock.detail.available'
  | 'stock.detail.actual'
  | 'stock.detail.ask';

/** Parameters of the count texts: the number and the unit name (e.g. 'Adet'). */
export interface StockCountParams {
  readonly n: number;
  readonly unit: string;
}

/** A text to render with t(locale, key, params). */
export interface StockText {
  readonly key: StockTextKey;
  readonly params?: StockCountParams;
}

/**
 * What to show for the stock. `key`/`params` is the text for the context asked for; `label` is
 * the short form of the same state (the list text, or on the detail page a compact status for a
 * badge or a "Stok:" row: 'Stokta Var', '12 Adet').
 */
export type StockDisplay =
  | { readonly kind: 'hidden' }
  | {
      readonly kind: 'count' | 'atLeast';
      readonly key: StockTextKey;
      readonly params: StockCountParams;
      readonly label: StockText;
    }
  | {
      readonly kind: 'available' | 'outOfStock';
      readonly key: StockTextKey;
      readonly params?: undefined;
      readonly label: StockText;
    };

export interface StockDisplayInput {
  /** The stock display mode 0..20 (SPEC §9). Any other value shows nothing. */
  readonly mode: number | string | null | undefined;
  /** The product's stock (its `quantity`) in the default unit; missing counts as 0. */
  readonly stock: DecimalInput | null | undefined;
  /** The default unit's name shown after numbers, e.g. 'Adet', 'Kg'. */
  readonly unit: string;
  readonly context: StockContext;
}

const HIDDEN: StockDisplay = Object.freeze({ kind: 'hidden' });

function outOfStock(context: StockContext): StockDisplay {
  return context === 'detail'
    ? { kind: 'outOfStock', key: 'stock.detail.ask', label: { key: 'stock.ask' } }
    : { kind: 'outOfStock', key: 'stock.ask', label: { key: 'stock.ask' } };
}

function count(context: StockContext, n: number, unit: string, atLeast: boolean): StockDisplay {
  const params = { n, unit };
  const label: StockText = { key: atLeast ? 'stock.countAtLeast' : 'stock.count', params };
  const key: StockTextKey =
    context === 'detail' ? (atLeast ? 'stock.detail.countAtLeast' : 'stock.detail.count') : label.key;
  return { kind: atLeast ? 'atLeast' : 'count', key, params, label };
}

/**
 * How the stock shows in a context (SPEC §9 "Stock display mode", §8 stock messages).
 *
 * | mode   | stock after rule > 0                         | stock after rule ≤ 0        |
 * |--------|----------------------------------------------|-----------------------------|
 * | 0      | the stock: count                             | the stock: count (0, −3)    |
 * | 1      | nothing (hidden), whatever the stock         | nothing (hidden)            |
 * | 2      | availability only: available                 | out of stock                |
 * | 3..14  | stock + STOCK_OFFSETS[mode]: count           | out of stock                |
 * | 15..20 | > threshold: '{threshold}+' (atLeast), else the stock: count | out of stock |
 * | other  | nothing (hidden)                             | nothing (hidden)            |
 *
 * Texts by context (key → Turkish):
 * - count, list: 'stock.count' '{n} {unit}'; detail: 'stock.detail.count'
 *   'Bu ürün stoklarda {n} {unit} mevcuttur.'
 * - atLeast, list: 'stock.countAtLeast' '{n}+ {unit}'; detail: 'stock.detail.countAtLeast'
 *   'Bu ürün stoklarda {n}+ {unit} mevcuttur.'
 * - available, list: 'stock.available' 'Var'; detail: 'stock.detail.available'
 *   'Bu ürün stoklarda mevcuttur.' with the label 'stock.inStock' 'Stokta Var'
 * - outOfStock, list: 'stock.ask' 'Stok Sorunuz'; detail: 'stock.detail.ask' 'Stok sorunuz.'
 *
 * Mode 0 is "actual stock with unit" (SPEC §9) at every stock: at 0 and below too it shows the
 * count ('0 Adet', '-3 Adet'), as a B2B buyer who asked for the true figure expects; the detail
 * page then says 'Stok durumu: 0 Adet' ('stock.detail.actual'), since 'Bu ürün stoklarda 0 Adet
 * mevcuttur.' would call it available. The add-to-cart button still follows the stock (SPEC §4).
 */
export function stockDisplay(input: StockDisplayInput): StockDisplay {
  const mode = toCode(input.mode);
  if (mode === null || mode === 1 || mode < 0 || mode > 20) return HIDDEN;
  const { context, unit } = input;
  const stock = decOr(input.stock, 0);

  if (mode === 2) {
    if (cmp(stock, 0) <= 0) return outOfStock(context);
    return context === 'detail'
      ? { kind: 'available', key: 'stock.detail.available', label: { key: 'stock.inStock' } }
      : { kind: 'available', key: 'stock.available', label: { key: 'stock.available' } };
  }

  if (mode === 0 && cmp(stock, 0) <= 0) {
    const params = { n: toNumber(stock), unit };
    const label: StockText = { key: 'stock.count', params };
    return { kind: 'count', key: context === 'detail' ? 'stock.detail.actual' : label.key, params, label };
  }
  const shown = add(stock, STOCK_OFFSETS[mode] ?? 0);
  if (cmp(shown, 0) <= 0) return outOfStock(context);
  const threshold = STOCK_THRESHOLDS[mode];
  if (threshold !== undefined && cmp(shown, threshold) > 0) return count(context, threshold, unit, true);
  return count(context, toNumber(shown), unit, false);
}

// ---------------------------------------------------------------------------------------------------
// Add-to-cart button and sold-out badge (SPEC §4)

/**
 * The add-to-cart button's state:
 * - 'stockQuestion': out of stock, cart stock control off, messaging on and a usable number: ask on WhatsApp;
 * - 'outOfStock': out of stock and cart stock control off;
 * - 'askPrice': the sale price is 0;
 * - 'normal': can be added.
 */
export type AddToCartState = 'stockQuestion' | 'outOfStock' | 'askPrice' | 'normal';

export interface AddToCartStateInput {
  /** The product's stock (its `quantity`); missing counts as 0. */
  readonly stock: DecimalInput | null | undefined;
  /** The sale price (any unit: only compared with 0); missing (hidden: showPriceStatus '0') is no ask price. */
  readonly salePrice: DecimalInput | null | undefined;
  readonly cartStockControl?: Flag;
  /** Settings whatsappControl: messaging enabled. */
  readonly whatsappControl?: Flag;
  /** The shop's messaging number; usable when longer than 4 characters (trimmed). */
  readonly whatsappNumber?: string | null;
}

/** The add-to-cart button's state (SPEC §4), checked in the order of AddToCartState's list. */
export function addToCartState(input: AddToCartStateInput): AddToCartState {
  if (isSoldOut(input.stock, input.cartStockControl)) {
    const messaging = { whatsapp: input.whatsappNumber, whatsappControl: input.whatsappControl };
    return messagingEnabled(messaging) ? 'stockQuestion' : 'outOfStock';
  }
  if (input.salePrice != null && cmp(input.salePrice, 0) === 0) return 'askPrice';
  return 'normal';
}

/** Text key of the card badge 'TÜKENDİ!'. */
export const SOLD_OUT_KEY = 'stock.soldOut' as const;

/** Whether a card shows 'TÜKENDİ!': stock 0 or below and cart stock control off (SPEC §4). */
export function isSoldOut(stock: DecimalInput | null | undefined, cartStockControl?: Flag): boolean {
  return !flag(cartStockControl) && cmp(decOr(stock, 0), 0) <= 0;
}
