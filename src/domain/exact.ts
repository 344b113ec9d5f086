/**
 * Exact decimal arithmetic for quantities, stock levels, multipliers and settings thresholds.
 * Built on money.ts's parseDecimal: values are read from their decimal text into scaled BigInts,
 * so 0.1 + 0.2 is 0.3 and 3 × 0.5 is 1.5 exactly. No rounding happens here; callers round where
 * a rule says so (money.ts's divRoundHalfUp).
 */
import { type Decimal, parseDecimal } from './money.ts';

/** Anything parseDecimal reads: a number, its text ("2,5" too), a bigint or a Decimal. */
export type DecimalInput = number | string | bigint | Decimal;

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const s = Math.max(a.scale, b.scale);
  return [a.int * 10n ** BigInt(s - a.scale), b.int * 10n ** BigInt(s - b.scale), s];
}

/** Reads a value exactly; throws a RangeError on NaN, Infinity or text that is not a decimal. */
export function dec(value: DecimalInput): Decimal {
  return parseDecimal(value);
}

/** Reads a value exactly, or gives the fallback for null, undefined, '' and anything unreadable. */
export function decOr(value: DecimalInput | null | undefined, fallback: DecimalInput = 0): Decimal {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return parseDecimal(fallback);
  }
  try {
    return parseDecimal(value);
  } catch {
    return parseDecimal(fallback);
  }
}

/** a + b, exactly. */
export function add(a: DecimalInput, b: DecimalInput): Decimal {
  const [x, y, scale] = align(dec(a), dec(b));
  return { int: x + y, scale };
}

/** a − b, exactly. */
export function sub(a: DecimalInput, b: DecimalInput): Decimal {
  const [x, y, scale] = align(dec(a), dec(b));
  return { int: x - y, scale };
}

/** a × b, exactly. */
export function mul(a: DecimalInput, b: DecimalInput): Decimal {
  const x = dec(a);
  const y = dec(b);
  return { int: x.int * y.int, scale: x.scale + y.scale };
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function cmp(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const [x, y] = align(dec(a), dec(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The larger of a and b. */
export function max(a: DecimalInput, b: DecimalInput): Decimal {
  return cmp(a, b) >= 0 ? dec(a) : dec(b);
}

/** The whole number of times `divisor` (> 0) fits into `value`, rounded toward −∞ (floor). */
export function floorDiv(value: DecimalInput, divisor: DecimalInput): bigint {
  const [x, y] = align(dec(value), dec(divisor));
  if (y <= 0n) throw new RangeError('Divisor must be positive');
  const q = x / y;
  return x < 0n && q * y !== x ? q - 1n : q;
}

/** Canonical decimal text without trailing zeros: { int: 1500n, scale: 3 } → "1.5"; never "-0". */
export function toText(value: DecimalInput): string {
  const d = dec(value);
  if (d.int === 0n) return '0';
  const negative = d.int < 0n;
  const digits = (negative ? -d.int : d.int).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const frac = digits.slice(digits.length - d.scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** The value as a JavaScript number for display and JSON (the closest double to the exact value). */
export function toNumber(value: DecimalInput): number {
  const n = Number(toText(value));
  return n === 0 ? 0 : n;
}
