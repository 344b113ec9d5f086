/**
 * Exact money. Amounts are integers of minor units (kuruş, cent): never binary floating point.
 * Rates, tax rates and quantities that may carry decimals are parsed from their decimal text into
 * scaled BigInts, so every product, conversion and tax is computed exactly and rounded once.
 *
 * The one rounding rule: half up (away from zero at exactly .5) to whole minor units, applied where
 * a computed amount becomes a money amount: a converted price, a tax amount, a price with tax,
 * a converted shipping fee, an installment price. Sums of rounded amounts are exact.
 */

/** A decimal as an exact fraction: value = int / 10^scale. */
export interface Decimal {
  readonly int: bigint;
  readonly scale: number;
}

/** Integer minor units (kuruş for TRY). Always a safe integer. */
export type Minor = number;

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * The most digits (whole and fraction together) a decimal text may carry. The widest column is
 * numeric(18,6); anything longer is not an amount, rate or quantity of this shop.
 */
export const MAX_DECIMAL_DIGITS = 40;

/**
 * The largest exponent a decimal text may carry ("1e30", "1e-30"). A number's own text (a double)
 * is bounded by its type; text from a request is not, and 10^(10^7) costs seconds to build, so a
 * larger exponent is refused before anything is computed.
 */
export const MAX_DECIMAL_EXPONENT = 30;

/** Longer text is refused before the pattern is even tried. */
const MAX_DECIMAL_TEXT = MAX_DECIMAL_DIGITS + 8;

/**
 * Parses a decimal number or its text ("12.5", "1e-3", 19.99) into an exact Decimal; throws a
 * RangeError on NaN, garbage, more than MAX_DECIMAL_DIGITS digits or a text exponent beyond
 * ±MAX_DECIMAL_EXPONENT.
 */
export function parseDecimal(value: number | string | bigint | Decimal): Decimal {
  if (typeof value === 'object') return value;
  if (typeof value === 'bigint') return { int: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`Not a finite number: ${value}`);
  // String(number) gives the shortest text that reads back as the same double: 0.1 -> "0.1".
  const text = String(value).trim().replace(',', '.');
  if (text.length > MAX_DECIMAL_TEXT) throw new RangeError('Not a decimal: too long');
  const m = DECIMAL_RE.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === ''))
    throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  const sign = m[1] === '-' ? -1n : 1n;
  const whole = m[2] ?? '';
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? 0);
  if (whole.length + frac.length > MAX_DECIMAL_DIGITS) throw new RangeError('Not a decimal: too many digits');
  // A double's own exponent is at most ±324, so only text exponents need the bound.
  if (typeof value === 'string' && Math.abs(exp) > MAX_DECIMAL_EXPONENT)
    throw new RangeError('Not a decimal: exponent out of range');
  let int = BigInt(whole + frac || '0') * sign;
  let scale = frac.length - exp;
  if (scale < 0) {
    int *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { int, scale };
}

/** Divides n by d (d > 0) rounding half away from zero: the house rounding rule. */
export function divRoundHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('Divisor must be positive');
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs * 2n + d) / (2n * d);
  return negative ? -q : q;
}

function pow10(scale: number): bigint {
  return 10n ** BigInt(scale);
}

function toSafeNumber(v: bigint): Minor {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of range: ${v}`);
  return n === 0 ? 0 : n; // never -0
}

/** Converts a major-unit amount (19.99, "19.995") to minor units, rounding half up. */
export function toMinor(major: number | string | Decimal): Minor {
  const d = parseDecimal(major);
  return toSafeNumber(divRoundHalfUp(d.int * 100n, pow10(d.scale)));
}

/** Converts minor units back to a major-unit number for JSON answers and display (1999 -> 19.99). */
export function fromMinor(minor: Minor): number {
  const v = minor / 100;
  return v === 0 ? 0 : v;
}

/** Multiplies an amount by a product of decimal factors divided by decimal divisors, rounding once. */
export function scale(
  minor: Minor,
  factors: ReadonlyArray<number | string | Decimal>,
  divisors: ReadonlyArray<number | string | Decimal> = [],
): Minor {
  let num = BigInt(minor);
  let den = 1n;
  for (const f of factors) {
    const d = parseDecimal(f);
    num *= d.int;
    den *= pow10(d.scale);
  }
  for (const f of divisors) {
    const d = parseDecimal(f);
    if (d.int === 0n) throw new RangeError('Division by zero');
    num *= pow10(d.scale);
    den *= d.int;
  }
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  return toSafeNumber(divRoundHalfUp(num, den));
}

/** Converts an amount between currencies: value * rate / targetRate (SPEC §9), rounded half up. */
export function convert(
  minor: Minor,
  rate: number | string | Decimal,
  targetRate: number | string | Decimal,
): Minor {
  return scale(minor, [rate], [targetRate]);
}

/** Tax on a net amount: net * taxRate / 100, rounded half up. */
export function taxOf(net: Minor, taxRate: number | string | Decimal): Minor {
  return scale(net, [taxRate], [100]);
}

/** Price with tax (SPEC §9: price*(100+taxRate)/100) as net plus its rounded tax, so the parts add up. */
export function withTax(net: Minor, taxRate: number | string | Decimal): Minor {
  return net + taxOf(net, taxRate);
}

/** Currency codes as ISO 4217 for Intl: the old product's "TL" means TRY. */
export function isoCurrency(code: string): string {
  const c = code.trim().toUpperCase();
  return c === 'TL' || c === 'YTL' ? 'TRY' : c;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats minor units for display in tr-TR (or the given locale) with exactly 2 decimals: 1234,50 ₺. */
export function formatMoney(minor: Minor, currency: string, locale = 'tr-TR'): string {
  const iso = isoCurrency(currency);
  const key = `${locale}|${iso}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: iso,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f.format(fromMinor(minor === 0 ? 0 : minor));
}

const amountFormatters = new Map<string, Intl.NumberFormat>();

/** Formats a plain 2-decimal number in tr-TR without a currency sign: 1.234,50 */
export function formatAmount(minor: Minor, locale = 'tr-TR'): string {
  let f = amountFormatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormatters.set(locale, f);
  }
  return f.format(fromMinor(minor === 0 ? 0 : minor));
}
