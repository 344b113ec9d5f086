/**
 * What a field accepts while the shopper types. Each filter takes the raw input (typed or pasted)
 * and returns what the field should hold; the validators check the same rules again on blur,
 * on submit and on the server, because a filter in the browser is no guarantee.
 */

// SPEC §5: ASCII letters, the Turkish letters çÇğĞıİöÖşŞüÜ and space; nothing else.
const NAME_CHARS = /[^A-Za-zçÇğĞıİöÖşŞüÜ ]/g;
const NAME_RE = /^[A-Za-zçÇğĞıİöÖşŞüÜ ]+$/;

/** Keeps only the letters and spaces a person's name may hold, optionally cut to max characters. */
export function filterPersonName(input: string, max?: number): string {
  // A pasted 'ç' can arrive decomposed (c + combining cedilla); compose it so it is kept, not split.
  const kept = input.normalize('NFC').replace(NAME_CHARS, '');
  return max === undefined ? kept : kept.slice(0, max);
}

/** Whether a value is a non-blank person's name of letters (Turkish included) and spaces only. */
export function isPersonName(value: string): boolean {
  return NAME_RE.test(value) && value.trim() !== '';
}

/** A name as saved: composed, trimmed, inner runs of spaces collapsed to one. */
export function normalisePersonName(value: string): string {
  return value.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** Keeps only the digits of the input, cut to max digits (national ID, tax number, CCV, foreign phone). */
export function filterDigits(input: string, max: number): string {
  return input.replace(/\D/g, '').slice(0, max);
}
