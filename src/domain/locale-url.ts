/**
 * The language switch's target (SPEC §4 "Locale"): the page the shopper is on, served in the other
 * locale. Turkish pages have no prefix, English ones live under /en (site-paths.ts).
 */
import type { Locale } from './locale.ts';
import { localePath, splitLocale } from './site-paths.ts';

/** Where a served URL is: its pathname, query string ('?…' or '') and fragment ('#…' or ''). */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash?: string;
}

/** The locale a served pathname is in. */
export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/** The same page in the target locale, keeping the query string and the fragment. */
export function localeSwitchUrl(target: Locale, page: PageLocation): string {
  const { path } = splitLocale(page.pathname);
  return `${localePath(target, path)}${page.search}${page.hash ?? ''}`;
}
