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
 * Rounding: the rule of price-rule.ts ("Money: one price, to the kuruş"). In short, the unit price
 * shown (with KDV unless productsWithKdv is '0') is computed from exact values and rounded once; the
 * line is that unit × quantity; the line's KDV is taken out of (or added to) the line, so net + KDV =
 * gross; the totals are exact sums plus the rounded, converted shipping fee. tryTotal, the lira amount
 * a card is charged, is the same calculation with TRY as the display currency: it does not depend on
 * the currency the shopper displays.
 *
 * Free shipping compares the lines' gross total, computed in the default currency, with the threshold,
 * so the decision is the same whatever currency is displayed.
 *
 * A line's price and measures are those of the unit the shopper chose (each unit of a product carries
 * its own price and measures); the unit's multiplier (default units per chosen unit) is for stock and
 * does not change money or weight. The line whose productId equals urNo (the shipping product) is left
 * out entirely: of the amounts, the weight and the returned lines.
 */
import { convert, fromMinor, isoCurrency, type Minor, parseDecimal } from '../money.ts';
import { flag, type ShopSettings } from '../settings.ts';
import { lineMoney, pricesWithKdv, shownUnitPrice, unitNet } from './price-rule.ts';
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
  /** The unit price as shown: with KDV when `withKdv`, else without; converted and rounded once. */
  readonly unitPrice: Minor;
  /** The unit price without KDV, converted and rounded once (what an order line stores). */
  readonly unitNet: Minor;
  readonly net: Minor;
  readonly tax: Minor;
  readonly gross: Minor;
}

/** The totals of SPEC §3, in minor units of `currency` unless named otherwise. */
export interface CartTotals {
  /** ISO code of the shopper's currency. */
  readonly currency: string;
  /** Unit prices and lines are shown with KDV (productsWithKdv), so a line's gross is unit × quantity. */
  readonly withKdv: boolean;
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
  /** The same cart's total computed in Turkish lira (kuruş), whatever the display currency: the charge. */
  readonly tryTotal: Minor;
  /** The free-shipping option is on and net + tax, in the default currency, reaches the threshold. */
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
> &
  Partial<Pick<ShopSettings, 'productsWithKdv'>>;

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

/** The amounts of one line in the target currency, by the rule of price-rule.ts (with KDV unless told). */
export function lineAmounts(
  line: CartLine,
  index: number,
  rates: Currencies['rates'],
  target: string,
  withKdv = true,
): LineAmounts {
  if (!Number.isSafeInteger(line.unit.price) || line.unit.price < 0) {
    throw new RangeError(`Bad unit price: ${line.unit.price}`);
  }
  if (parseDecimal(line.quantity).int < 0n) throw new RangeError(`Bad quantity: ${line.quantity}`);
  if (parseDecimal(line.taxRate).int < 0n) throw new RangeError(`Bad tax rate: ${line.taxRate}`);
  const sameCurrency = isoCurrency(line.unit.currency) === isoCurrency(target);
  const price = {
    net: line.unit.price,
    taxRate: line.taxRate,
    fromRate: sameCurrency ? 1 : rateOf(rates, line.unit.currency),
    toRate: sameCurrency ? 1 : rateOf(rates, target),
  };
  const unitPrice = shownUnitPrice(price, withKdv);
  const { net, tax, gross } = lineMoney(unitPrice, line.quantity, line.taxRate, withKdv);
  return { index, productId: line.productId, unitPrice, unitNet: unitNet(price), net, tax, gross };
}

/** An amount in minor units of one currency converted (rounded half up) to another. */
export function between(amount: Minor, from: string, to: string, rates: Currencies['rates']): Minor {
  return isoCurrency(from) === isoCurrency(to)
    ? amount
    : convert(amount, rateOf(rates, from), rateOf(rates, to));
}

/** The counted lines (the shipping product left out) with their positions in the cart. */
function countedLines(cart: ReadonlyArray<CartLine>, urNo: string) {
  return cart.flatMap((line, index) => (isShippingLine(line, urNo) ? [] : [{ line, index }]));
}

/** Computes the cart's line amounts and totals (SPEC §3 Totals) by the rule of price-rule.ts. */
export function cartTotals(
  cart: ReadonlyArray<CartLine>,
  currencies: Currencies,
  settings: TotalsSettings,
): CartTotals {
  const { rates, defaultCurrency, shopperCurrency } = currencies;
  const currency = isoCurrency(shopperCurrency);
  const withKdv = pricesWithKdv(settings.productsWithKdv);
  const counted = countedLines(cart, settings.urNo);
  const priced = (code: string) =>
    counted.map(({ line, index }) => lineAmounts(line, index, rates, code, withKdv));
  const grossOf = (ls: readonly LineAmounts[]) => ls.reduce((s, l) => s + l.gross, 0);

  const lines = priced(currency);
  const subTotal = lines.reduce((s, l) => s + l.net, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  const weight = addWeights(counted.map(({ line }) => itemWeight(line.unit, line.quantity)));

  // Free shipping is decided on the default currency's own lines: the same for every display currency.
  const sameAsShown = (code: string) => isoCurrency(code) === currency;
  const amountInDefault = sameAsShown(defaultCurrency) ? subTotal + tax : grossOf(priced(defaultCurrency));
  const quoteIn = (code: string) =>
    quoteShipping(weight, amountInDefault, settings, {
      defaultRate: rateOf(rates, defaultCurrency),
      targetRate: rateOf(rates, code),
    });
  const shipping = quoteIn(currency);
  const freeShipping = qualifiesForFreeShipping(amountInDefault, settings);
  const remainingInDefault = remainingToFreeShipping(amountInDefault, settings);
  let remaining = between(remainingInDefault, defaultCurrency, currency, rates);
  // A threshold not yet reached must never read as 0,00: the shopper still has to add something.
  if (remainingInDefault > 0 && remaining === 0) remaining = 1;

  const shippingTotal = shipping.fee;
  const total = subTotal + tax + shippingTotal;
  const tryTotal = sameAsShown('TRY') ? total : grossOf(priced('TRY')) + quoteIn('TRY').fee;
  return {
    currency,
    withKdv,
    lines,
    itemCount: lines.length,
    subTotal,
    tax,
    shippingTotal,
    shippingTotalNumber: fromMinor(shippingTotal),
    total,
    tryTotal,
    freeShipping,
    shipping,
    remainingToFreeShipping: remaining,
    showFreeShippingHint: shippingTotal !== 0 && flag(settings.ucretsizKargoSecenek),
    weight,
  };
}
