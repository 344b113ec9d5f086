/**
 * The path a gone product's request is renamed to on its way to Astro: its page path and '/410'.
 * No file answers it (Astro's handler would serve the built page otherwise), and only the on-demand
 * page reads it, answering 410 for a gone product and 404 for anything else.
 */
import type { Locale } from '../../domain/locale.ts';
import { localePath, productOfPagePath } from '../../domain/site-paths.ts';

const SUFFIX = '/410';

/** The gone path of a product page ({slug} in a locale). */
export function gonePath(locale: Locale, slug: string): string {
  return `${localePath(locale, `/${slug}`)}${SUFFIX}`;
}

/** The product a gone path names, or undefined for any other path. */
export function goneOf(pathname: string): ReturnType<typeof productOfPagePath> {
  return pathname.endsWith(SUFFIX) ? productOfPagePath(pathname.slice(0, -SUFFIX.length)) : undefined;
}
