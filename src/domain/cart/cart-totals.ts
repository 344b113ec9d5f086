/**
 * Cart totals (SPEC §3 "Totals", §9 "Shipping and totals"): the one calculation behind the cart page,
 * the mini-cart, checkout and the order the server saves.
 *
 * Currencies: every exchange rate is the value of one unit in a common base (TRY = 1 in the shop's
 * data). Converting value from currency A to B is value*rate(A)/rate(B). The default currency is the one
 * the settings' amounts (kargoUcreti fees, ucretsizKargoMiktar) are written in; the shopper's currency is
 * the one the totals are shown in. Codes are read as ISO 4217 ('TL' is 'TRY'). A missing or
 * non-positive rate throws: a price is never computed with an invented rate.
 *
 * Rounding points (half up, to minor units of the shopper's currency), so that the amounts a shopper
 * reads on each line add up to the totals to the kuruş:
 * 1. unit price = the unit's price converted to the shopper's currency, rounded;
 * 2. line net = unit price × quantity (exact for whole quantities; rounded once otherwise);
 * 3. line tax = line net × taxRate / 100, rounded per line; line gross = line net + line tax;
 * 4. subTotal, tax = exact sums of the line amounts;
 * 5. shipping = the table fee (default currency) converted to the shopper's currency, rounded;
 * 6. total = subTotal + tax + shippingTotal, exact; tryTotal = total converted to TRY, rounded.
 *
 * Free shipping compares net + tax in the default currency with the threshold: the shown subTotal + tax,
 * converted (rounded) to the default currency when the shopper's currency differs.
 *
 * A line's price and measures are those of the unit the shopper chose (each unit of a product carries
 * its own price and measures); the unit's multiplier (default units per chosen unit) is for stock and
 * does not change money or weight. The line whose productId equals urNo (the shipping product) is left
 * out entirely: of the amounts, the weight and the returned lines.
 */
import { convert, fromMinor, isoCurrency, type Minor, parseDecimal, scale, taxOf } from '../money.ts';
import { flag, type ShopSettings } from '../settings.ts';
import {
  addWeights,
  itemWeight,
  qualifiesForFreeShipping,
  quoteShipping,
  remainingToFreeShipping,
  type ShippingQuote,
  type Weight,
} from './shipping.ts';

/** A cart line as the cart store and the server hold it. */
export interface CartLine {
  readonly productId: string | number;
  readonly quantity: number | string;
  readonly unit: {
    readonly multiplier: number | string;
    readonly width: number | string;
    readonly height: number | string;
    readonly length: number | string;
    readonly weight: number | string;
    /** Net unit price in minor units of `currency`. */
    readonly price: Minor;
    readonly currency: string;
  };
  /** KDV percent, e.g. 20. */
  readonly taxRate: number | string;
}

/** Exchange rates and the two currencies the totals need. */
export interface Currencies {
  /** Currency code → exchange rate as decimal text (value of one unit in the base, TRY = '1'). */
  readonly rates: Readonly<Record<string, string | number>>;
  /** The currency the settings' amounts are written in. */
  readonly defaultCurrency: string;
  /** The currency the shopper sees prices in. */
  readonly shopperCurrency: string;
}

/** The amounts of one counted line, in minor units of the shopper's currency. */
export interface LineAmounts {
  /** Position of the line in the input. */
  readonly index: number;
  readonly productId: string | number;
  /** Net unit price, converted and rounded (rounding point 1). */
  readonly unitPrice: Minor;
  readonly net: Minor;
  readonly tax: Minor;
  readonly gross: Minor;
}

/** The totals of SPEC §3, in minor units of `currency` unless named otherwise. */
export interface CartTotals {
  /** ISO code of the shopper's currency. */
  readonly currency: string;
  readonly lines: readonly LineAmounts[];
  /** Number of counted lines (the shipping product excluded). */
  readonly itemCount: number;
  /** Sum of line nets. */
  readonly subTotal: Minor;
  /** Sum of line taxes. */
  readonly tax: Minor;
  readonly shippingTotal: Minor;
  /** shippingTotal in major units (2 decimals) for forms and JSON. */
  readonly shippingTotalNumber: number;
  /** subTotal + tax + shippingTotal. */
  readonly total: Minor;
  /** total in Turkish lira, minor units (kuruş). */
  readonly tryTotal: Minor;
  /** The free-shipping option is on and net + tax reaches the threshold. */
  readonly freeShipping: boolean;
  /** The shipping line (recipient pays, free, or the fee in the shopper's currency). */
  readonly shipping: ShippingQuote;
  /** Threshold − (net + tax), converted to the shopper's currency; never negative. */
  readonly remainingToFreeShipping: Minor;
  /** Show the free-shipping hint: shipping is not zero and the free-shipping option is on. */
  readonly showFreeShippingHint: boolean;
  /** Chargeable weight of the counted lines (exact). */
  readonly weight: Weight;
}

type TotalsSettings = Pick<
  ShopSettings,
  'kargoUcreti' | 'ucretsizKargoSecenek' | 'ucretsizKargoMiktar' | 'kargoAliciyaAit' | 'urNo'
>;

/** The exchange rate of a currency; 'TRY' defaults to 1 because the rates are in lira. */
export function rateOf(rates: Currencies['rates'], code: string): string | number {
  const iso = isoCurrency(code);
  for (const [key, rate] of Object.entries(rates)) {
    if (isoCurrency(key) !== iso) continue;
    let ok = false;
    try {
      ok = parseDecimal(rate).int > 0n;
    } catch {
      // reported below
    }
    if (ok) return rate;
    throw new RangeError(`Bad exchange rate for ${iso}: ${JSON.stringify(rate)}`);
  }
  if (iso === 'TRY') return '1';
  throw new RangeError(`No exchange rate for ${iso}`);
}

/** Whether a cart line is the shipping product of the settings (urNo), which totals leave out. */
export function isShippingLine(line: Pick<CartLine, 'productId'>, urNo: string): boolean {
  const id = urNo.trim();
  return id !== '' && String(line.productId).trim() === id;
}

/** The amounts of one line in the target currency, following rounding points 1 to 3. */
export function lineAmounts(
  line: CartLine,
  index: number,
  rates: Currencies['rates'],
  target: string,
): LineAmounts {
  if (!Number.isSafeInteger(line.unit.price) || line.unit.price < 0) {
    throw new RangeError(`Bad unit price: ${line.unit.price}`);
  }
  if (parseDecimal(line.quantity).int < 0n) throw new RangeError(`Bad quantity: ${line.quantity}`);
  if (parseDecimal(line.taxRate).int < 0n) throw new RangeError(`Bad tax rate: ${line.taxRate}`);
  const sameCurrency = isoCurrency(line.unit.currency) === isoCurrency(target);
  const unitPrice = sameCurrency
    ? line.unit.price
    : convert(line.unit.price, rateOf(rates, line.unit.currency), rateOf(rates, target));
  const net = scale(unitPrice, [line.quantity]);
  const tax = taxOf(net, line.taxRate);
  return { index, productId: line.productId, unitPrice, net, tax, gross: net + tax };
}

/** An amount in minor units of one currency converted (rounded half up) to another. */
export function between(amount: Minor, from: string, to: string, rates: Currencies['rates']): Minor {
  return isoCurrency(from) === isoCurrency(to)
    ? amount
    : convert(amount, rateOf(rates, from), rateOf(rates, to));
}

/** Computes the cart's line amounts and totals (SPEC §3 Totals) with the rounding points above. */
export function cartTotals(
  cart: ReadonlyArray<CartLine>,
  currencies: Currencies,
  settings: TotalsSettings,
): CartTotals {
  const { rates, defaultCurrency, shopperCurrency } = currencies;
  const currency = isoCurrency(shopperCurrency);
  const lines: LineAmounts[] = [];
  const weights: Weight[] = [];
  cart.forEach((line, index) => {
    if (isShippingLine(line, settings.urNo)) return;
    lines.push(lineAmounts(line, index, rates, currency));
    weights.push(itemWeight(line.unit, line.quantity));
  });
  const subTotal = lines.reduce((s, l) => s + l.net, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  const weight = addWeights(weights);

  const amountInDefault = between(subTotal + tax, currency, defaultCurrency, rates);
  const shipping = quoteShipping(weight, amountInDefault, settings, {
    defaultRate: rateOf(rates, defaultCurrency),
    targetRate: rateOf(rates, currency),
  });
  const freeShipping = qualifiesForFreeShipping(amountInDefault, settings);
  const remainingInDefault = remainingToFreeShipping(amountInDefault, settings);
  let remaining = between(remainingInDefault, defaultCurrency, currency, rates);
  // A threshold not yet reached must never read as 0,00: the shopper still has to add something.
  if (remainingInDefault > 0 && remaining === 0) remaining = 1;

  const shippingTotal = shipping.fee;
  const total = subTotal + tax + shippingTotal;
  return {
    currency,
    lines,
    itemCount: lines.length,
    subTotal,
    tax,
    shippingTotal,
    shippingTotalNumber: fromMinor(shippingTotal),
    total,
    tryTotal: between(total, currency, 'TRY', rates),
    freeShipping,
    shipping,
    remainingToFreeShipping: remaining,
    showFreeShippingHint: shippingTotal !== 0 && flag(settings.ucretsizKargoSecenek),
    weight,
  };
}
