/**
 * The sitemap's language links (each page's `xhtml:link hreflang` alternates), found by one lookup
 * per page. @astrojs/sitemap's own (its `i18n` option) compares each page's path with every other
 * page's: at 241,512 pages about six minutes of a nightly build's one CPU-bound thread (bench:build,
 * 200,000 products). These are the same links: the pages whose paths are equal once the locale's
 * prefix is taken off, in the sitemap's order, for every page that has more than one.
 */

/** The sitemap's order of pages: `localeCompare(b, 'en', { numeric: true })`, one collator for all. */
const SITEMAP_ORDER = new Intl.Collator('en', { numeric: true });

export interface LanguageLink {
  url: string;
  lang: string;
}

export interface SitemapLanguages {
  /** Takes note of a page the sitemap lists (call it for each, from the sitemap's `filter`). */
  note(url: string): void;
  /** The page's language links; undefined when it has no other language. */
  links(url: string): LanguageLink[] | undefined;
}

/**
 * The language links of a site at `base` (the site's address with its trailing '/'): a page is in
 * the default locale unless its first path segment names another of `locales` (locale → hreflang).
 */
export function sitemapLanguages(
  base: string,
  defaultLocale: string,
  locales: Readonly<Record<string, string>>,
): SitemapLanguages {
  const byPath = new Map<string, { url: string; locale: string }[]>();
  const sorted = new Set<string>();

  // As @astrojs/sitemap's parseI18nUrl reads a page's address.
  const parse = (url: string): { locale: string; path: string } | undefined => {
    if (!url.startsWith(base)) return undefined;
    let s = url.slice(base.length);
    if (!s || s === '/') return { locale: defaultLocale, path: '/' };
    if (s[0] !== '/') s = `/${s}`;
    const first = s.split('/')[1] ?? '';
    if (Object.hasOwn(locales, first)) return { locale: first, path: s.slice(1 + first.length) || '/' };
    return { locale: defaultLocale, path: s };
  };

  return {
    note(url) {
      const parsed = parse(url);
      if (!parsed) return;
      const same = byPath.get(parsed.path);
      if (same) same.push({ url, locale: parsed.locale });
      else byPath.set(parsed.path, [{ url, locale: parsed.locale }]);
    },
    links(url) {
      const parsed = parse(url);
      const same = parsed && byPath.get(parsed.path);
      if (!parsed || !same || same.length <= 1) return undefined;
      // The sitemap's own order of pages (its sort), as its links had them.
      if (!sorted.has(parsed.path)) {
        same.sort((a, b) => SITEMAP_ORDER.compare(a.url, b.url));
        sorted.add(parsed.path);
      }
      return same.map((p) => ({ url: p.url, lang: locales[p.locale] ?? p.locale }));
    },
  };
}
