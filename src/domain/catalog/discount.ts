/**
 * The discount badge (SPEC §4, §9): the percent a sale price is below the list price,
 * round(100 − sale / list × 100), computed exactly and rounded half up, e.g. list 149.90 and
 * sale 99.90 → 33.36 % → 33.
 */
import { cmp, type DecimalInput, dec } from '../exact.ts';
import { divRoundHalfUp } from '../money.ts';
import { flag } from '../settings.ts';

/** A settings switch as stored ('1' on) or as JSON gives it. */
type Flag = Parameters<typeof flag>[0];

/**
 * The discount percent of a sale price against a list price (both in the same unit and currency),
 * rounded half up to a whole percent; null when the list price is not above 0.
 */
export function discountPercent(listPrice: DecimalInput, salePrice: DecimalInput): number | null {
  const list = dec(listPrice);
  const sale = dec(salePrice);
  if (list.int <= 0n) return null;
  // (list − sale) × 100 / list, on a common scale.
  const scale = Math.max(list.scale, sale.scale);
  const l = list.int * 10n ** BigInt(scale - list.scale);
  const s = sale.int * 10n ** BigInt(scale - sale.scale);
  const n = Number(divRoundHalfUp((l - s) * 100n, l));
  return n === 0 ? 0 : n;
}

/** Where the badge shows: an ordinary product card/detail, or a campaign card. */
export type DiscountContext = 'product' | 'campaign';

/** Text keys of the badge; the texts live in src/i18n/texts/catalog.ts. */
export type DiscountTextKey = 'discount.percent' | 'discount.campaign';

/** Text key of the campaign cards' suffix alone ('İNDİRİM'), for a UI that styles it apart. */
export const DISCOUNT_SUFFIX_KEY = 'discount.suffix' as const;

export interface DiscountBadge {
  readonly percent: number;
  /** 'discount.percent' → '%{n}'; 'discount.campaign' → '%{n} İNDİRİM'. */
  readonly key: DiscountTextKey;
  readonly params: { readonly n: number };
}

export interface DiscountBadgeInput {
  readonly listPrice: DecimalInput | null | undefined;
  readonly salePrice: DecimalInput | null | undefined;
  /** Settings showListPrice: the badge shows only when it is '1'. */
  readonly showListPrice: Flag;
  readonly context: DiscountContext;
}

/**
 * The discount badge, or null when it does not show. It shows when showListPrice is '1' and the
 * list price is above the sale price; on campaign cards also only when the sale price is not 0.
 * A discount that rounds to 0 % is not shown either: a "%0" badge tells the buyer nothing.
 */
export function discountBadge(input: DiscountBadgeInput): DiscountBadge | null {
  if (!flag(input.showListPrice)) return null;
  if (input.listPrice === null || input.listPrice === undefined) return null;
  if (input.salePrice === null || input.salePrice === undefined) return null;
  if (cmp(input.listPrice, input.salePrice) <= 0) return null;
  if (input.context === 'campaign' && cmp(input.salePrice, 0) === 0) return null;
  const percent = discountPercent(input.listPrice, input.salePrice);
  if (percent === null || percent <= 0) return null;
  return {
    percent,
    key: input.context === 'campaign' ? 'discount.campaign' : 'discount.percent',
    params: { n: percent },
  };
}
