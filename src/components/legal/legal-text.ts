import type { Locale } from '../../i18n/index.ts';
import { type LegalTextKey, legalTexts } from '../../i18n/texts/legal-pages.ts';

/** A legal page's text in a locale, with {name} placeholders filled from params (as t() does). */
export function legalText(locale: Locale, key: LegalTextKey, params: Record<string, string> = {}): string {
  return legalTexts[locale][key].replace(/\{(\w+)\}/g, (m: string, name: string) => params[name] ?? m);
}
