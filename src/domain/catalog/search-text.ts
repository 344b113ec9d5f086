/**
 * Turkish search folding: case-insensitive, and İ I ı i, Ç C, Ğ G, Ö O, Ş S, Ü U (and â î û) match
 * each other, so a shopper typing "canta", "ÇANTA" or "Çanta" finds "Çanta". The database stores the
 * folded name with the same mapping (a generated column using SQL translate), so both sides agree.
 */
export const FOLD_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇçĞğİIıÖöŞşÜüÂâÎîÛû';
export const FOLD_TO = 'abcdefghijklmnopqrstuvwxyzccggiiioossuuaaiiuu';

/** The longest search a shopper may send, in characters (the header's search field stops there). */
export const SEARCH_TEXT_MAX = 200;

/** The message key of a search text that is too long, or undefined when it fits. */
export function searchTextError(query: string): 'validation.searchMax' | undefined {
  return [...query].length > SEARCH_TEXT_MAX ? 'validation.searchMax' : undefined;
}

const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] ?? ch]));

/** Folds text for matching against the stored search text (see the module comment). */
export function foldSearchText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) out += FOLD.get(ch) ?? ch;
  return out;
}

/** The search words of a query: folded, split on spaces, without empties, at most 8 words of 64 chars. */
export function searchTerms(query: string): string[] {
  return foldSearchText(query)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.slice(0, 64));
}

/** Escapes LIKE wildcards so a shopper's % or _ matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** Shorter search words are not looked up among variant, equivalent and barcode codes. */
export const CODE_TERM_MIN = 3;

/** Whether a folded search word is long enough to be (part of) a code: shorter ones match too much. */
export function isCodeTerm(term: string): boolean {
  return [...term].length >= CODE_TERM_MIN;
}
