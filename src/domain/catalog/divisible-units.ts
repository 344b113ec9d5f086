/**
 * Which units sell by measure and take decimal quantities (2,5 KG, 1,75 METRE), and how such a
 * quantity is read from what a shopper types and written back for them. Every other unit (ADET,
 * ÇİFT, PAKET, KOLİ, RULO ...) is counted and stays whole: a half box is not for sale.
 *
 * A unit is known by its code as the catalog stores it (product_units.unit_code; SPEC §3 units
 * value). The list holds the weight, length, area and volume units a Turkish catalog writes, in
 * the spellings Turkish ERP exports use (KG and KILOGRAM, MT and METRE, LT and LİTRE ...).
 */

import { dec, toNumber, toText } from '../exact.ts';
import type { Locale } from '../locale.ts';

/** Unit codes sold by measure, upper-cased the Turkish way ('kg' reads as 'KG', 'litre' as 'LİTRE'). */
export const DIVISIBLE_UNIT_CODES: ReadonlySet<string> = new Set([
  // weight
  'KG',
  'KGM',
  'KILOGRAM',
  'KİLOGRAM',
  'GR',
  'GRAM',
  'TON',
  // length
  'M',
  'MT',
  'MTR',
  'METRE',
  'CM',
  // area and volume
  'M2',
  'M²',
  'M3',
  'M³',
  'LT',
  'L',
  'LİTRE',
  'LITRE',
  'ML',
]);

/** Decimals a divisible quantity may have: a gram of a KG, a millimetre of a METRE (the columns' scale). */
export const QUANTITY_DECIMALS = 3;

/** Unit codes already upper-cased: a catalog has a few dozen, and each page asks for its own many times. */
const codeKeys = new Map<string, string>();
/** More distinct codes than any catalog has: beyond it, the map is not a cache but a leak. */
const CODE_KEYS_MAX = 1000;

/** The code as the list spells it: trimmed and upper-cased with Turkish letters (i → İ). */
export function unitCodeKey(code: string): string {
  let key = codeKeys.get(code);
  if (key === undefined) {
    // Upper-casing by a locale is slow in V8 (ICU), and a build asks it for every unit on every page.
    key = code.trim().toLocaleUpperCase('tr-TR');
    if (codeKeys.size >= CODE_KEYS_MAX) codeKeys.clear();
    codeKeys.set(code, key);
  }
  return key;
}

/** Whether a unit sells by measure and takes a decimal quantity (KG, METRE ...). */
export function isDivisibleUnit(code: string | null | undefined): boolean {
  return code != null && DIVISIBLE_UNIT_CODES.has(unitCodeKey(code));
}

/**
 * The number a shopper typed into a quantity box: '2,5' (the Turkish decimal comma) and '2.5' are
 * both 2.5; NaN for empty text and anything that is not a plain decimal ('1e2', '2,5,1', '0x10').
 * A sign is read, so that '-3' is a number the rules refuse rather than text they reset.
 */
export function readQuantity(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : Number.NaN;
  const t = (text ?? '').trim().replace(',', '.');
  if (!/^[-+]?(?:\d{1,6}(?:\.\d{0,9})?|\.\d{1,9})$/.test(t)) return Number.NaN;
  return toNumber(dec(t.replace(/\.$/, '')));
}

/** Whether a number has no more decimals than a quantity may (three). */
export function hasQuantityDecimals(n: number): boolean {
  if (!Number.isFinite(n)) return false;
  const [, fraction = ''] = toText(n).split('.');
  return fraction.length <= QUANTITY_DECIMALS;
}

/** Whether a quantity is one a unit sells: a whole number, or for a divisible unit up to three decimals. */
export function fitsUnit(n: number, divisible: boolean): boolean {
  return divisible ? hasQuantityDecimals(n) : Number.isInteger(n);
}

/** One formatter per locale: making an Intl.NumberFormat costs far more than formatting with it. */
const quantityFormats: Record<Locale, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat('tr-TR', { maximumFractionDigits: QUANTITY_DECIMALS, useGrouping: false }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: QUANTITY_DECIMALS, useGrouping: false }),
};

/** A quantity as a shopper reads it: '2,5' in Turkish and '2.5' in English, at most three decimals. */
export function formatQuantity(locale: Locale, n: number): string {
  return quantityFormats[locale].format(n);
}
