/**
 * The cells of a catalog import file that are not plain text (issue 16): flags, currencies, tax
 * rates, barcodes, warehouse stock, variant values and lists. Each reader gives the value, or
 * null when the cell is not one (the caller reports it).
 */
import type { ImportCurrency } from './import-product.ts';

// Plain ASCII without I and i cases the same in every locale; the Turkish rules (ICU) cost far more.
const LOCALE_FREE = /^[\x20-\x48\x4a-\x68\x6a-\x7e]*$/;

/** Lower case the Turkish way (I → ı, İ → i). */
export function trLower(text: string): string {
  return LOCALE_FREE.test(text) ? text.toLowerCase() : text.toLocaleLowerCase('tr-TR');
}

/** Upper case the Turkish way (i → İ, ı → I). */
export function trUpper(text: string): string {
  return LOCALE_FREE.test(text) ? text.toUpperCase() : text.toLocaleUpperCase('tr-TR');
}

/** `aktif`, `varsayilan_birim`: 1/0, evet/hayır, true/false (any case), e/h, x marks yes. */
export function readFlag(text: string): boolean | null {
  const t = trLower(text.trim());
  if (['1', 'evet', 'e', 'true', 'yes', 'doğru', 'x', 'var'].includes(t)) return true;
  if (['0', 'hayır', 'hayir', 'h', 'false', 'no', 'yanlış', 'yok'].includes(t)) return false;
  return null;
}

/** `para_birimi`: TRY, USD or EUR; TL (and YTL, ₺) is TRY, $ is USD and € is EUR. */
export function readCurrency(text: string): ImportCurrency | null {
  const t = trUpper(text.trim());
  if (['TRY', 'TL', 'YTL', '₺'].includes(t)) return 'TRY';
  if (t === 'USD' || t === '$') return 'USD';
  if (t === 'EUR' || t === '€') return 'EUR';
  return null;
}

/** Whether a 13-digit text carries a valid EAN-13 check digit. */
export function isEan13(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(text[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(text[12]);
}

/**
 * `barkod`: the EAN-13 in the cell, or null when it is none. A barcode that Excel kept as a number
 * lost its leading zeros (a UPC-A code is an EAN-13 starting with 0): a number cell gets them back.
 */
export function readBarcode(cell: string | number): string | null {
  const text =
    typeof cell === 'number'
      ? Number.isSafeInteger(cell) && cell > 0
        ? String(cell).padStart(13, '0')
        : ''
      : cell.trim();
  return isEan13(text) ? text : null;
}

/** A `|`-separated list, trimmed, without empty items (`gorseller`, `esdeger_kodlar`). */
export function readList(text: string): string[] {
  return text
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** `kategori`: levels separated by '>' (the template writes ' > '), top level first. */
export function readCategoryPath(text: string): string[] {
  return text
    .split('>')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * `name=value` pairs separated by '|' (`depo_stoklari`: `Merkez=120|Ankara=30`, `varyant`:
 * `Renk=Mavi|Beden=M`), or null when a pair has no '=', an empty side, or a name twice (any case).
 */
export function readPairs(text: string): { name: string; value: string }[] | null {
  const pairs: { name: string; value: string }[] = [];
  const seen = new Set<string>();
  for (const part of text.split('|')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    if (at < 0) return null;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    const key = trLower(name);
    if (name === '' || value === '' || seen.has(key)) return null;
    seen.add(key);
    pairs.push({ name, value });
  }
  return pairs.length > 0 ? pairs : null;
}

/** The most dimensions a variant may have (SPEC: 1, 2 or 3). */
export const MAX_VARIANT_DIMENSIONS = 3;

/** `birim`: upper case the Turkish way ('koli' → 'KOLİ'); ADET when empty. */
export function readUnitCode(text: string): string {
  const t = text.trim();
  return t === '' ? 'ADET' : trUpper(t);
}

/** An image file name the writer may look up in the images folder: no folder part, no '..'. */
export function isPlainFileName(name: string): boolean {
  return !/[/\\]/.test(name) && name !== '.' && name !== '..' && !hasUnreadableCharacters(name);
}

/**
 * Characters that no catalog text holds: control characters (other than tab and line breaks) and
 * the C1 range, which is what bytes of another code page (DOS Turkish CP857, UTF-16) become when
 * read as Windows-1254. Their presence means the file was saved in an encoding the reader can't read.
 */
export function hasUnreadableCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd)
      return true;
  }
  return false;
}
