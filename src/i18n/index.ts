import type { ERROR_KEYS } from '../contract/errors.ts';
import type { Locale } from '../domain/locale.ts';
import { pageTexts } from './browser-texts.ts';
import { allTexts, type sections } from './dictionaries.ts';

// The locales are the domain's (src/domain/locale.ts); the rest of the code reads them from here.
export { defaultLocale, type Locale, locales } from '../domain/locale.ts';
export { TEXTS_ELEMENT_ID } from './browser-texts.ts';

type SectionKeys<S> = S extends { tr: Readonly<Record<infer K, string>> } ? K : never;
/** Every text key the shop knows. */
export type TextKey = SectionKeys<(typeof sections)[number]>;

/** Compiles only when true. */
type Holds<T extends true> = T;
/** Every API error key (src/contract/errors.ts) is a text key: a page shows an error by t(locale, key). */
export type ErrorKeysAreTexts = Holds<[(typeof ERROR_KEYS)[number]] extends [TextKey] ? true : false>;

// In the browser the islands read their page's texts from the page's texts file (browser-texts.ts), so
// no island bundle holds the dictionaries (both locales, every section: the largest part of the shared
// JavaScript). The build replaces import.meta.env.SSR, which drops the dictionaries from the browser
// bundles; plain Node (the API, scripts, tests) has no import.meta.env and uses them.
const onServer = import.meta.env?.SSR ?? typeof document === 'undefined';

/**
 * Where a page carries the API's own (Turkish) text of an error with {values} (textsJson): a page
 * in another language reads the values out of the API's text with it.
 */
export const API_TEXT_PREFIX = 'tr:';

/** The text of a key in a locale; undefined when there is none (an API error's key may be unknown). */
export function textOf(locale: Locale, key: string): string | undefined {
  if (onServer) {
    const all = allTexts();
    if (key.startsWith(API_TEXT_PREFIX)) return all.tr[key.slice(API_TEXT_PREFIX.length)];
    return all[locale][key] ?? all.tr[key];
  }
  // A page carries its own locale's texts only: another locale's text is the page's own.
  return pageTexts?.[key];
}

/** Whether a string is one of the shop's locales. */
export function isLocale(value: unknown): value is Locale {
  return value === 'tr' || value === 'en';
}

/** The text for a key in a locale, with {name} placeholders filled from params. */
export function t(locale: Locale, key: TextKey, params?: object): string {
  const text = textOf(locale, key) ?? key;
  if (!params) return text;
  const values = params as Readonly<Record<string, unknown>>;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
