/**
 * SEO slugs from Turkish text: 'Paslanmaz Çelik Çaydanlık 2 L' → 'paslanmaz-celik-caydanlik-2-l'.
 * Turkish letters map to their ASCII base letters (ç→c ğ→g ı→i İ→i ö→o ş→s ü→u, circumflexes dropped),
 * other accented Latin letters lose their accents, and every run of anything else becomes one hyphen.
 */

const TURKISH_TO_ASCII: Readonly<Record<string, string>> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  i: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
  â: 'a',
  Â: 'a',
  î: 'i',
  Î: 'i',
  û: 'u',
  Û: 'u',
};

/** Longest slug produced; longer text is cut at a word boundary. */
export const SLUG_MAX_LENGTH = 80;

/** The URL slug of a Turkish text: lower-case ASCII letters and digits joined by single hyphens. */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const ascii = text
    .replace(/[çÇğĞıIİiöÖşŞüÜâÂîÎûÛ]/g, (ch) => TURKISH_TO_ASCII[ch] ?? ch)
    // Accents of other languages ('é', 'ñ') are combining marks after NFD; dropping them keeps the letter.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/g, '');
}
