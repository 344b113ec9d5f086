/**
 * Numbers as ERP files write them. A file uses one style throughout: decimal comma with '.'
 * between thousands (Turkish Excel: `1.234,56`, `1234,5`) or decimal point with ',' between
 * thousands (`1,234.56`, `12.5`). The style is read from the first number that tells it; `1.234`
 * or `1,234` (one separator followed by three digits) could be either and tells nothing.
 */

import { MAX_DECIMAL_DIGITS } from '../money.ts';

export type DecimalStyle = 'comma' | 'point';

// Spaces (also no-break and thin) may group thousands: '1 234,56'.
const SPACES = /[\s\u00a0\u202f]/g;

/** The style a number's text proves, or null when it proves none (no separator, or ambiguous). */
export function styleOf(text: string): DecimalStyle | null {
  const t = text.replace(SPACES, '');
  if (!/^[+-]?[\d.,]+$/.test(t)) return null;
  const lastComma = t.lastIndexOf(',');
  const lastPoint = t.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) return lastComma > lastPoint ? 'comma' : 'point';
  const sep = lastComma >= 0 ? ',' : lastPoint >= 0 ? '.' : null;
  if (sep === null) return null;
  const parts = t.replace(/^[+-]/, '').split(sep);
  // The separator is met twice: it can only group thousands, so the other one is the decimal.
  if (parts.length > 2) return sep === ',' ? 'point' : 'comma';
  // One separator before exactly three digits: '1.234' is 1234 or 1.234.
  if (parts.length === 2 && (parts[1] ?? '').length === 3 && (parts[0] ?? '').length <= 3) return null;
  return sep === ',' ? 'comma' : 'point';
}

/**
 * The exact decimal text of a number written in the file's style, without needless zeros
 * ('1.234,50' → '1234.5', '-0' → '0'), or null when the text is not a number of that style (or has
 * more digits than any amount of the shop). Thousands groups, when written, must be of three.
 */
export function readDecimal(text: string, style: DecimalStyle): string | null {
  const t = text.replace(SPACES, '');
  const m = NUMBER_RE[style].exec(t);
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  const whole = (m[2] ?? '0').replace(GROUP_RE[style], '').replace(/^0+(?=\d)/, '');
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (whole.length + fraction.length > MAX_DECIMAL_DIGITS) return null;
  const sign = m[1] === '-' && (whole !== '0' || fraction !== '') ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

// Sign, whole part (plain, or grouped by three), decimal part.
const NUMBER_RE: Readonly<Record<DecimalStyle, RegExp>> = {
  comma: /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d+))?$/,
  point: /^([+-]?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/,
};
const GROUP_RE: Readonly<Record<DecimalStyle, RegExp>> = { comma: /\./g, point: /,/g };

/**
 * A file's rows on their way to a check that needs the decimal style: rows are held back until one
 * of them tells the style (`styleOfRow`), then checked in file order; after `maxWait` rows, or when
 * the file ends (`settle`), the rows still held are checked with the `fallback` style. The catalog
 * file and the stock file read their rows through one of these.
 */
export class RowsByStyle<Row> {
  private style: DecimalStyle | null = null;
  private readonly waiting: Row[] = [];
  private readonly styleOfRow: (row: Row) => DecimalStyle | null;
  private readonly check: (row: Row, style: DecimalStyle) => void;
  private readonly fallback: DecimalStyle;
  private readonly maxWait: number;

  constructor(
    styleOfRow: (row: Row) => DecimalStyle | null,
    check: (row: Row, style: DecimalStyle) => void,
    fallback: DecimalStyle,
    maxWait = 1000,
  ) {
    this.styleOfRow = styleOfRow;
    this.check = check;
    this.fallback = fallback;
    this.maxWait = maxWait;
  }

  /** Takes the next row: checked now when the style is known or this row tells it, else held back. */
  add(row: Row): void {
    if (this.style === null) {
      this.style = this.styleOfRow(row);
      if (this.style === null) {
        this.waiting.push(row);
        if (this.waiting.length >= this.maxWait) this.settle();
        return;
      }
      this.flush(this.style);
    }
    this.check(row, this.style);
  }

  /** The file's style: the one a row told, else the fallback, with every row held back checked. */
  settle(): DecimalStyle {
    this.style ??= this.fallback;
    this.flush(this.style);
    return this.style;
  }

  private flush(style: DecimalStyle): void {
    for (const row of this.waiting.splice(0)) this.check(row, style);
  }
}
