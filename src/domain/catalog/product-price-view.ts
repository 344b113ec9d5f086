/**
 * The price block of the product page (SPEC §2 Product detail, §5 display rules, §9): the sale price
 * (with tax unless productsWithKdv is '0'), the struck-through list price with its discount percent,
 * the tax rate and the price on the other side of tax, all in the shopper's currency and rounded by
 * the rule of cart/price-rule.ts; hidden unless showPriceStatus is '1'; 'ask price' when the sale
 * price is 0. And the shipping line of the chosen unit and quantity, as the cart will compute it.
 */

import { cartTotals } from '../cart/cart-totals.ts';
import { pricesWithKdv } from '../cart/price-rule.ts';
import type { Measures, ShippingSettings } from '../cart/shipping.ts';
import { cmp } from '../exact.ts';
import { toMinor } from '../money.ts';
import { flag, type ShopSettings } from '../settings.ts';
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
      /** The sale price as shown and multiplied: with tax when `withKdv`, else without. */
      readonly sale: ShownPrice;
      /** Prices are shown with KDV (productsWithKdv); the other figure is then the price without it. */
      readonly withKdv: boolean;
      /** The sale price without tax. */
      readonly net: ShownPrice;
      /** The sale price with tax. */
      readonly gross: ShownPrice;
      /** The list price as the sale price is shown, only when it is shown struck through. */
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
  /** Prices shown with KDV ('1', the default when absent) or without ('0'). */
  readonly productsWithKdv?: Flag;
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
  const withKdv = pricesWithKdv(input.productsWithKdv);
  const shownRate = withKdv ? taxRate : 0;
  const gross = shownPrice(sale, taxRate, rates, currency);
  const net = shownPrice(sale, 0, rates, currency);
  return {
    kind: 'price',
    sale: withKdv ? gross : net,
    withKdv,
    net,
    gross,
    list: listShown && list ? shownPrice(list, shownRate, rates, currency) : null,
    discount: badge?.percent ?? null,
    taxRate: Number(taxRate),
  };
}

/** The shipping line of the product page. */
export type ProductShipping =
  | { readonly kind: 'recipientPays' | 'free' }
  | { readonly kind: 'fee'; readonly fee: ShownPrice };

export interface ProductShippingInput {
  /** The chosen unit: its measures, multiplier and sale price (null when prices are hidden). */
  readonly unit:
    | (Measures & { readonly multiplier?: number | string; readonly defaultPrice: PriceValue | null })
    | undefined;
  /** The chosen quantity of that unit (1 when not given). */
  readonly quantity?: number | string;
  readonly taxRate: number | string;
  readonly settings: ShippingSettings & Partial<Pick<ShopSettings, 'productsWithKdv'>>;
  readonly rates: readonly CurrencyRate[];
  /** The shop's default currency: the one the fee table and the free-shipping amount are written in. */
  readonly defaultCurrency: string;
  /** The shopper's currency, for the fee. */
  readonly currency?: string | null;
}

/**
 * The shipping of the chosen unit and quantity (SPEC §9), computed by cart-totals.ts as a cart of
 * that one line (M3: a KOLİ above the free-shipping amount ships free here as in the cart):
 * 'Alıcı Ödemeli' when the recipient pays, 'Ücretsiz' when the free-shipping amount is reached or
 * nothing is charged, else the fee of the chargeable weight, converted to the shopper's currency.
 * Without a usable rate for the shopper's currency the fee stays in the default currency.
 */
export function productShipping(input: ProductShippingInput): ProductShipping {
  const { unit, rates, defaultCurrency } = input;
  const price = unit?.defaultPrice;
  const line = {
    productId: 0,
    quantity: input.quantity ?? 1,
    taxRate: input.taxRate,
    unit: {
      multiplier: unit?.multiplier ?? 1,
      width: unit?.width ?? 0,
      height: unit?.height ?? 0,
      length: unit?.length ?? 0,
      weight: unit?.weight ?? 0,
      price: price ? toMinor(price.value) : 0,
      currency: price?.currency ?? defaultCurrency,
    },
  };
  const rateTable = Object.fromEntries(rates.map((r) => [r.code, r.exchangeRate]));
  const settings = { ...input.settings, urNo: '' };
  const attempts = [
    { line, rates: rateTable, currency: input.currency || defaultCurrency },
    // Without a usable rate for the shopper's currency: the fee in the default currency.
    { line, rates: rateTable, currency: defaultCurrency },
    // Without a rate for the product's own currency: its price counts as nothing toward free shipping.
    {
      line: { ...line, unit: { ...line.unit, price: 0, currency: defaultCurrency } },
      rates: { [defaultCurrency]: '1' },
      currency: defaultCurrency,
    },
  ];
  for (const a of attempts) {
    try {
      const totals = cartTotals(
        [a.line],
        { rates: a.rates, defaultCurrency, shopperCurrency: a.currency },
        settings,
      );
      const quote = totals.shipping;
      if (quote.kind !== 'fee') return { kind: quote.kind };
      return { kind: 'fee', fee: { minor: quote.fee, currency: totals.currency } };
    } catch (err) {
      if (!(err instanceof RangeError)) throw err;
    }
  }
  return { kind: 'free' };
}
