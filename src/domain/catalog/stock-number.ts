/** The stock number shown next to the stock on the product page (SPEC §9): the stock code or barcode. */
import { flag, type StockNumberType } from '../settings.ts';

/** A settings switch as stored ('1' on) or as JSON gives it. */
type Flag = Parameters<typeof flag>[0];

/** Longest stock number shown whole when truncation is on; longer ones end in '...'. */
export const STOCK_NUMBER_MAX_LENGTH = 20;

/** Cuts text to 20 characters (code points) plus '...' when it is longer; shorter text is unchanged. */
export function truncateStockNumber(text: string): string {
  const chars = Array.from(text);
  return chars.length > STOCK_NUMBER_MAX_LENGTH
    ? `${chars.slice(0, STOCK_NUMBER_MAX_LENGTH).join('')}...`
    : text;
}

export interface StockNumberInput {
  /** Settings stockNumberType: 'StockCode' or 'Barcode' (any other value shows nothing). */
  readonly stockNumberType: StockNumberType | (string & {}) | null | undefined;
  readonly productCode?: string | null;
  /** The barcode of the product's default unit. */
  readonly defaultUnitBarcode?: string | null;
  /** Truncate to 20 characters + '...'. */
  readonly truncate?: Flag;
}

/** The stock number to show, trimmed; '' when the type is unknown or the value is missing. */
export function stockNumber(input: StockNumberInput): string {
  const type = input.stockNumberType?.trim().toLowerCase();
  const raw =
    type === 'stockcode' ? input.productCode : type === 'barcode' ? input.defaultUnitBarcode : undefined;
  const text = (raw ?? '').trim();
  return flag(input.truncate) ? truncateStockNumber(text) : text;
}
