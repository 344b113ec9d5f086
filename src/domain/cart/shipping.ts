/**
 * Shipping fee (SPEC §9 "Shipping and totals").
 *
 * Chargeable weight of one item is its volumetric weight width*height*length/3000 (centimetres give
 * desi), or the unit's own weight when the volume is 0; items count once per piece of quantity. Because
 * /3000 has no finite decimal expansion, weights are exact fractions of BigInts (`Weight`), never
 * floats and never rounded: a weight exactly on a range bound is on the bound.
 *
 * kargoUcreti is 'min/max/fee' entries joined by '_', read as the range min < weight ≤ max:
 * - weight 0 (or no table) costs nothing;
 * - the first entry, in written order, whose range holds the weight gives the fee;
 * - above the top range (the highest max) the top range's fee applies, the spec's "last fee";
 * - a weight in a gap between ranges, or below the first min, takes the fee of the next range up.
 * Entries that are not three plain non-negative decimals with min ≤ max are skipped; reading the
 * table never throws. Fees are minor units of the default currency (the currency the settings are
 * written in), rounded half up when written with more decimals.
 */
import { convert, type Decimal, type Minor, parseDecimal, toMinor } from '../money.ts';
import { flag, type ShopSettings } from '../settings.ts';

/** An exact non-negative weight: num / den with den > 0 (in the unit of the fee table, kg/desi). */
export interface Weight {
  readonly num: bigint;
  readonly den: bigint;
}

/** The volumetric divisor: cm³ per chargeable weight unit. */
export const VOLUMETRIC_DIVISOR = 3000n;

/** A unit's measures as the catalog stores them (numbers or decimal texts). */
export interface Measures {
  readonly width: number | string;
  readonly height: number | string;
  readonly length: number | string;
  readonly weight: number | string;
}

/** One range of the shipping fee table. */
export interface ShippingRange {
  readonly min: Decimal;
  readonly max: Decimal;
  /** Fee in minor units of the default currency. */
  readonly fee: Minor;
}

/** The shipping line: who pays and the fee (minor units of the requested currency; 0 unless 'fee'). */
export interface ShippingQuote {
  readonly kind: 'recipientPays' | 'free' | 'fee';
  readonly fee: Minor;
}

/** The settings shipping reads. */
export type ShippingSettings = Pick<
  ShopSettings,
  'kargoUcreti' | 'ucretsizKargoSecenek' | 'ucretsizKargoMiktar' | 'kargoAliciyaAit'
>;

const PLAIN_DECIMAL = /^\d{1,15}(?:[.,]\d{1,15})?$/;

const ZERO: Weight = { num: 0n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function fraction(num: bigint, den: bigint): Weight {
  if (num === 0n) return ZERO;
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

// Product data with a missing, garbled or negative measure counts that measure as 0.
function measure(value: number | string | Decimal): Decimal {
  try {
    const d = parseDecimal(value);
    return d.int > 0n ? d : { int: 0n, scale: 0 };
  } catch {
    return { int: 0n, scale: 0 };
  }
}

/** Chargeable weight of one piece: width*height*length/3000, or its weight when the volume is 0. */
export function unitWeight(m: Measures): Weight {
  const w = measure(m.width);
  const h = measure(m.height);
  const l = measure(m.length);
  const volume = w.int * h.int * l.int;
  if (volume !== 0n) return fraction(volume, VOLUMETRIC_DIVISOR * 10n ** BigInt(w.scale + h.scale + l.scale));
  const own = measure(m.weight);
  return fraction(own.int, 10n ** BigInt(own.scale));
}

/** Chargeable weight of an item line: the unit's chargeable weight times the quantity. */
export function itemWeight(m: Measures, quantity: number | string): Weight {
  const q = measure(quantity);
  const u = unitWeight(m);
  return fraction(u.num * q.int, u.den * 10n ** BigInt(q.scale));
}

/** Sum of exact weights. */
export function addWeights(weights: Iterable<Weight>): Weight {
  let num = 0n;
  let den = 1n;
  for (const w of weights) {
    num = num * w.den + w.num * den;
    den *= w.den;
    const g = gcd(num, den);
    if (g > 1n) {
      num /= g;
      den /= g;
    }
  }
  return fraction(num, den);
}

/** Compares a weight with a decimal: negative, 0 or positive like a sort comparator. */
export function compareWeight(w: Weight, d: Decimal): number {
  const left = w.num * 10n ** BigInt(d.scale);
  const right = d.int * w.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareDecimal(a: Decimal, b: Decimal): number {
  const left = a.int * 10n ** BigInt(b.scale);
  const right = b.int * 10n ** BigInt(a.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A weight as decimal text rounded half up to the given digits, for display and logs (1/3 → "0.333"). */
export function weightToString(w: Weight, digits = 3): string {
  const p = 10n ** BigInt(digits);
  const scaled = (w.num * p * 2n + w.den) / (2n * w.den);
  if (digits === 0) return scaled.toString();
  const text = scaled.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Reads kargoUcreti into fee ranges in written order, skipping malformed entries; never throws. */
export function parseShippingTable(text: string | null | undefined): ShippingRange[] {
  if (typeof text !== 'string') return [];
  const ranges: ShippingRange[] = [];
  for (const entry of text.split('_')) {
    const parts = entry.split('/');
    if (parts.length !== 3) continue;
    const [minText, maxText, feeText] = parts.map((p) => p.trim()) as [string, string, string];
    // Plain decimals only: signs and exponents are typos here, and '1e9999999' would cost seconds.
    if (![minText, maxText, feeText].every((p) => PLAIN_DECIMAL.test(p))) continue;
    try {
      const min = parseDecimal(minText);
      const max = parseDecimal(maxText);
      const fee = toMinor(feeText);
      if (compareDecimal(min, max) > 0) continue;
      ranges.push({ min, max, fee });
    } catch {
      // A garbled entry is ignored: bad settings text must not break the cart.
    }
  }
  return ranges;
}

/** The table fee for a chargeable weight, in minor units of the default currency (rules above). */
export function tableFee(ranges: ReadonlyArray<ShippingRange>, weight: Weight): Minor {
  if (weight.num <= 0n || ranges.length === 0) return 0;
  const holding = ranges.find((r) => compareWeight(weight, r.min) > 0 && compareWeight(weight, r.max) <= 0);
  if (holding) return holding.fee;
  let top: ShippingRange | undefined;
  let nextUp: ShippingRange | undefined;
  for (const r of ranges) {
    // '>=' so that of equal tops the later entry wins: the spec's "last fee".
    if (!top || compareDecimal(r.max, top.max) >= 0) top = r;
    if (compareWeight(weight, r.max) <= 0 && (!nextUp || compareDecimal(r.max, nextUp.max) < 0)) nextUp = r;
  }
  return (nextUp ?? top)?.fee ?? 0;
}

/** The free-shipping threshold in minor units of the default currency, or null when unset or unreadable. */
export function freeShippingThreshold(settings: ShippingSettings): Minor | null {
  try {
    const t = toMinor(settings.ucretsizKargoMiktar);
    return t >= 0 ? t : null;
  } catch {
    return null;
  }
}

/** Whether the free-shipping option is on and the amount (net + tax, default currency) reaches the threshold. */
export function qualifiesForFreeShipping(amount: Minor, settings: ShippingSettings): boolean {
  if (!flag(settings.ucretsizKargoSecenek)) return false;
  const threshold = freeShippingThreshold(settings);
  return threshold !== null && amount >= threshold;
}

/** What is still missing to free shipping: threshold − amount (default currency), never negative. */
export function remainingToFreeShipping(amount: Minor, settings: ShippingSettings): Minor {
  const threshold = freeShippingThreshold(settings);
  if (threshold === null) return 0;
  return Math.max(0, threshold - amount);
}

/** Exchange rates for the fee: the default currency's rate and the rate of the currency wanted. */
export interface FeeConversion {
  readonly defaultRate: number | string | Decimal;
  readonly targetRate: number | string | Decimal;
}

/**
 * The shipping line for a chargeable weight and an order amount (net + tax in the default currency):
 * recipient pays, free (weight 0, no fee, or free-shipping threshold reached) or the table fee,
 * converted to the target currency (fee*defaultRate/targetRate, half up) when a conversion is given.
 */
export function quoteShipping(
  weight: Weight,
  amount: Minor,
  settings: ShippingSettings,
  conversion?: FeeConversion,
): ShippingQuote {
  if (flag(settings.kargoAliciyaAit)) return { kind: 'recipientPays', fee: 0 };
  if (qualifiesForFreeShipping(amount, settings)) return { kind: 'free', fee: 0 };
  const base = tableFee(parseShippingTable(settings.kargoUcreti), weight);
  const fee = conversion ? convert(base, conversion.defaultRate, conversion.targetRate) : base;
  return fee === 0 ? { kind: 'free', fee: 0 } : { kind: 'fee', fee };
}

/** The text key of a shipping line, or null when the line shows the formatted fee. */
export function shippingTextKey(quote: ShippingQuote): 'shipping.recipientPays' | 'shipping.free' | null {
  if (quote.kind === 'recipientPays') return 'shipping.recipientPays';
  return quote.kind === 'free' ? 'shipping.free' : null;
}
