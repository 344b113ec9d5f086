/**
 * Money: one price, to the kuruş (SPEC §9: "Price conversion: value*currency rate/default rate. Price
 * with tax is price*(100+taxRate)/100").
 *
 * The price a shopper is shown is the price that gets multiplied. Every page (product page, list and
 * campaign cards, mini-cart, cart, payment step, agreements, order pages) takes its amounts from these
 * functions, in the browser and on the server alike.
 *
 * 1. Unit price in the display currency X, rounded ONCE (half up) from exact values:
 *    - prices shown with KDV (productsWithKdv '1', the B2C default):
 *      unit = round(net in its own currency × rate(own) / rate(X) × (100 + taxRate) / 100);
 *    - prices shown without KDV (productsWithKdv '0', B2B): unit = round(net × rate(own) / rate(X)).
 * 2. Line = shown unit × quantity (exact for whole quantities, rounded once for a decimal quantity).
 * 3. With KDV the line is gross: line KDV = round(gross × taxRate / (100 + taxRate)), line net =
 *    gross − KDV. Without KDV the line is net: line KDV = round(net × taxRate / 100), gross = net + KDV.
 *    Either way net + KDV = gross exactly.
 * 4. Totals in X: Σ line nets + Σ line KDV + shipping (the fee converted to X, rounded) (+ the Kapıda
 *    Ödeme fee converted and rounded, or the installment commission) = total. Each display currency's
 *    page adds up on its own.
 * 5. The charge is always in Turkish lira: the same rule with X = TRY, independent of the currency on
 *    display (tryTotal). Whether shipping is free is decided in the default currency, so it too is the
 *    same whatever is displayed.
 * 6. Installments: installment total = round(amount × (100 + commission) / 100); each installment is
 *    the total / n floored to the kuruş and the last one takes the remainder, so they add up to the total.
 */
import { add, type DecimalInput, dec } from '../exact.ts';
import { type Minor, scale } from '../money.ts';
import { flag } from '../settings.ts';

/** Whether prices are shown (and multiplied) with KDV: the productsWithKdv flag, on when not set. */
export function pricesWithKdv(productsWithKdv: string | number | boolean | null | undefined): boolean {
  if (productsWithKdv === undefined || productsWithKdv === null || productsWithKdv === '') return true;
  return flag(productsWithKdv);
}

/** What a unit price is computed from: its net price in minor units of its own currency, and the two rates. */
export interface UnitPriceInput {
  /** Net price in minor units of the price's own currency. */
  readonly net: Minor;
  readonly taxRate: DecimalInput;
  /** Exchange rate of the price's own currency (value of one unit in the base). */
  readonly fromRate: DecimalInput;
  /** Exchange rate of the display currency. */
  readonly toRate: DecimalInput;
}

/** The unit price shown with KDV in the display currency: rule 1, one rounding. */
export function unitGross(input: UnitPriceInput): Minor {
  return scale(input.net, [dec(input.fromRate), add(100, input.taxRate)], [dec(input.toRate), 100]);
}

/** The unit price shown without KDV in the display currency: rule 1, one rounding. */
export function unitNet(input: Pick<UnitPriceInput, 'net' | 'fromRate' | 'toRate'>): Minor {
  return scale(input.net, [dec(input.fromRate)], [dec(input.toRate)]);
}

/** The unit price shown: with KDV or without, as the shop's productsWithKdv says. */
export function shownUnitPrice(input: UnitPriceInput, withKdv: boolean): Minor {
  return withKdv ? unitGross(input) : unitNet(input);
}

/** A line's amounts in minor units of one currency: net + tax = gross exactly. */
export interface LineMoney {
  readonly net: Minor;
  readonly tax: Minor;
  readonly gross: Minor;
}

/**
 * A line's amounts from the shown unit price and the quantity (rules 2 and 3): the line is unit ×
 * quantity; with KDV it is the gross and its KDV is taken out of it, without KDV it is the net and
 * its KDV is added.
 */
export function lineMoney(
  shownUnit: Minor,
  quantity: DecimalInput,
  taxRate: DecimalInput,
  withKdv: boolean,
): LineMoney {
  const line = scale(shownUnit, [dec(quantity)]);
  if (withKdv) {
    const tax = scale(line, [dec(taxRate)], [add(100, taxRate)]);
    return { net: line - tax, tax, gross: line };
  }
  const tax = scale(line, [dec(taxRate)], [100]);
  return { net: line, tax, gross: line + tax };
}

/** An installment plan's amounts: the total paid, each installment and the last one (rule 6). */
export interface InstallmentSchedule {
  readonly count: number;
  readonly total: Minor;
  /** Every installment but the last. */
  readonly each: Minor;
  /** The last installment: the total minus the others; never less than `each`. */
  readonly last: Minor;
}

/** The installment total of an amount and commission percent: round(amount × (100 + c) / 100). */
export function installmentTotalOf(amount: Minor, commission: DecimalInput): Minor {
  return scale(amount, [add(100, commission)], [100]);
}

/** The schedule of n installments of an amount with a commission: floored installments, remainder last. */
export function installmentSchedule(
  amount: Minor,
  commission: DecimalInput,
  count: number,
): InstallmentSchedule {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Not an installment count: ${count}`);
  const total = installmentTotalOf(amount, commission);
  const each = Math.floor(total / count);
  return { count, total, each, last: total - each * (count - 1) };
}
