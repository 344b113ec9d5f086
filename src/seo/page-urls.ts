/** Absolute URLs of the pages and images, for canonical links, sitemaps and JSON-LD. */

import { localePath } from '../domain/site-paths.ts';
import type { Locale } from '../i18n/index.ts';
import type { LinkedCrumb } from './structured-data.ts';

/** The absolute URL of a locale-free path in a locale. */
export function pageUrl(site: URL, locale: Locale, path: string): string {
  return new URL(localePath(locale, path), site).href;
}

/** The absolute URL of a product image in one of the spec's sizes (404.png when there is none). */
export function imageUrl(site: URL, size: string, file: string | null | undefined): string {
  return new URL(`/image/${size}/${file ?? '404.png'}`, site).href;
}

/** A trail of named paths as absolute links, starting at the home page. */
export function linkedTrail(
  site: URL,
  locale: Locale,
  home: string,
  crumbs: readonly { name: string; path: string }[],
): LinkedCrumb[] {
  return [{ name: home, path: '/' }, ...crumbs].map((c) => ({
    name: c.name,
    url: pageUrl(site, locale, c.path),
  }));
}
