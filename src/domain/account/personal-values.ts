/**
 * The texts that identify an erased customer (name, e-mail, phone, street, T.C. Kimlik No, tax number,
 * company name), and how to find and remove them inside free text the shop keeps after the erasure
 * (review texts, the approved agreements). Matching ignores case, in Turkish (İ/i, I/ı), and runs of
 * white space.
 */
import { FILLER_ID_NUMBER, FILLER_TAX_NUMBER, SELECT_PLACEHOLDER } from '../address/address-validation.ts';
import type { OrderAddress } from '../orders/order-address.ts';

// What an address form stores where a field does not apply: no one's data.
const NOT_PERSONAL = new Set([FILLER_ID_NUMBER, FILLER_TAX_NUMBER, SELECT_PLACEHOLDER]);

/**
 * Values shorter than this are not searched for inside other texts: a two-letter first name or a
 * three-digit door number would match ordinary words and amounts.
 */
export const MIN_PERSONAL_VALUE_LENGTH = 5;

function normalise(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function fold(value: string): string {
  return value.toLocaleLowerCase('tr-TR');
}

/**
 * The identifying parts of an address: recipient, street, phone, T.C. Kimlik No, company and tax
 * number; never the fillers a foreign or corporate address carries in the identity fields.
 */
export function addressValues(
  address: Pick<OrderAddress, 'name' | 'address' | 'number' | 'idNumber' | 'companyName' | 'taxNumber'>,
): string[] {
  return [
    address.name,
    address.address,
    address.number,
    address.idNumber,
    address.companyName,
    address.taxNumber,
  ].filter((v): v is string => typeof v === 'string' && !NOT_PERSONAL.has(v.trim()));
}

/**
 * The distinct values worth searching for, white space normalised, the longest first (so that a
 * street is removed whole before a shorter value inside it), without those too short to be safe.
 */
export function personalValues(values: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>();
  for (const raw of values) {
    const value = normalise(raw ?? '');
    if (value.length < MIN_PERSONAL_VALUE_LENGTH) continue;
    const key = fold(value);
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()].sort((a, b) => b.length - a.length);
}

// Searches folded text; a character whose lower case has another length (rare outside Turkish)
// would shift the positions, so such a text is searched as it is written.
function searchable(text: string): string {
  const folded = fold(text);
  return folded.length === text.length ? folded : text;
}

/** Whether a text holds any of the values (see personalValues), ignoring case and white space runs. */
export function holdsPersonalValue(text: string, values: readonly string[]): boolean {
  const haystack = searchable(normalise(text));
  return values.some((v) => haystack.includes(fold(v)));
}

/**
 * The text with every occurrence of each value replaced by the mark; runs of white space are
 * normalised only when something was replaced. The same text back when it holds none.
 */
export function removePersonalValues(text: string, values: readonly string[], mark: string): string {
  if (!holdsPersonalValue(text, values)) return text;
  let out = normalise(text);
  for (const value of values) {
    const needle = fold(value);
    let haystack = searchable(out);
    let at = haystack.indexOf(needle);
    while (at >= 0) {
      out = out.slice(0, at) + mark + out.slice(at + needle.length);
      haystack = searchable(out);
      at = haystack.indexOf(needle, at + mark.length);
    }
  }
  return out;
}
