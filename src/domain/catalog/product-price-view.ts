/**
 * The price block of the product page (SPEC §2 Product detail, §5 display rules, §9): the sale price
 * with tax, the struck-through list price with its discount percent, the tax rate and the price
 * without tax, all in the shopper's currency; hidden unless showPriceStatus is '1'; 'ask price'
 * when the sale price is 0. And the shipping line for one piece of the default unit.
 */

import { itemWeight, type Measures, quoteShipping, type ShippingSettings } from '../cart/shipping.ts';
import { cmp } from '../exact.ts';
import { flag } from '../settings.ts';
import { discountBadge } from './discount.ts';
import { type CurrencyRate, type PriceValue, type ShownPrice, shownPrice } from './price-display.ts';

/** A settings switch as stored ('1' on) or as JSON gives it. */
type Flag = Parameters<typeof flag>[0];

/** What the price block shows. */
export type PriceView =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'askPrice' }
  | {
      readonly kind: 'price';
      /** The sale price with tax. */
      readonly sale: ShownPrice;
      /** The sale price without tax. */
      readonly net: ShownPrice;
      /** The list price with tax, only when it is shown struck through. */
      readonly list: ShownPrice | null;
      /** The discount percent, only when the badge shows. */
      readonly discount: number | null;
      readonly taxRate: number;
    };

export interface PriceViewInput {
  /** The selected unit's sale price (null when the API hides prices). */
  readonly sale: PriceValue | null | undefined;
  readonly list: PriceValue | null | undefined;
  readonly taxRate: number | string;
  readonly showPriceStatus: Flag;
  readonly showListPrice: Flag;
  /** Rates to convert with, and the shopper's currency (left unconverted when either is missing). */
  readonly rates?: readonly CurrencyRate[];
  readonly currency?: string | null;
}

/**
 * The price block. The list price shows when showListPrice is '1' and it is above the sale price;
 * its percent is discount.ts's badge (round(100 − sale / list × 100), never "%0").
 */
export function priceView(input: PriceViewInput): PriceView {
  const { sale, list, taxRate, rates = [], currency } = input;
  if (!flag(input.showPriceStatus) || !sale) return { kind: 'hidden' };
  if (cmp(sale.value, 0) <= 0) return { kind: 'askPrice' };
  const listShown = flag(input.showListPrice) && !!list && cmp(list.value, sale.value) > 0;
  const badge = discountBadge({
    listPrice: list?.value,
    salePrice: sale.value,
    showListPrice: input.showListPrice,
    context: 'product',
  });
  return {
    kind: 'price',
    sale: shownPrice(sale, taxRate, rates, currency),
    net: shownPrice(sale, 0, rates, currency),
    list: listShown && list ? shownPrice(list, taxRate, rates, currency) : null,
    discount: badge?.percent ?? null,
    taxRate: Number(taxRate),
  };
}

/** The shipping line of the product page. */
export type ProductShipping =
  | { readonly kind: 'recipientPays' | 'free' }
  | { readonly kind: 'fee'; readonly fee: ShownPrice };

export interface ProductShippingInput {
  /** The product's default unit: its measures and its sale price (null when prices are hidden). */
  readonly unit: (Measures & { readonly defaultPrice: PriceValue | null }) | undefined;
  readonly taxRate: number | string;
  readonly settings: ShippingSettings;
  readonly rates: readonly CurrencyRate[];
  /** The shop's default currency: the one the fee table and the free-shipping amount are written in. */
  readonly defaultCurrency: string;
  /** The shopper's currency, for the fee. */
  readonly currency?: string | null;
}

/**
 * The shipping of one piece of the default unit (SPEC §9): 'Alıcı Ödemeli' when the recipient
 * pays, 'Ücretsiz' when the free-shipping amount is reached or nothing is charged, else the fee
 * of the unit's chargeable weight, converted to the shopper's currency.
 */
export function productShipping(input: ProductShippingInput): ProductShipping {
  const { unit, rates, defaultCurrency } = input;
  const currency = input.currency || defaultCurrency;
  const weight = unit ? itemWeight(unit, 1) : { num: 0n, den: 1n };
  const amount = unit?.defaultPrice
    ? shownPrice(unit.defaultPrice, input.taxRate, rates, defaultCurrency).minor
    : 0;
  const from = rates.find((r) => r.code === defaultCurrency);
  const to = rates.find((r) => r.code === currency);
  const convertible = currency !== defaultCurrency && from && to && Number(to.exchangeRate) !== 0;
  const quote = quoteShipping(
    weight,
    amount,
    input.settings,
    convertible ? { defaultRate: from.exchangeRate, targetRate: to.exchangeRate } : undefined,
  );
  if (quote.kind !== 'fee') return { kind: quote.kind };
  return { kind: 'fee', fee: { minor: quote.fee, currency: convertible ? currency : defaultCurrency } };
}
