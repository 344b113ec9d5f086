import { ERROR_KEYS, isErrorKey } from '../contract/errors.ts';
import { defaultLocale, type Locale } from '../domain/locale.ts';
import { allTexts, type sections } from './dictionaries.ts';

// The locales are the domain's (src/domain/locale.ts); the rest of the code reads them from here.
export { defaultLocale, type Locale, locales } from '../domain/locale.ts';

type SectionKeys<S> = S extends { tr: Readonly<Record<infer K, string>> } ? K : never;
/** Every text key the shop knows. */
export type TextKey = SectionKeys<(typeof sections)[number]>;

/** Compiles only when true. */
type Holds<T extends true> = T;
/** Every API error key (src/contract/errors.ts) is a text key: a page shows an error by t(locale, key). */
export type ErrorKeysAreTexts = Holds<[(typeof ERROR_KEYS)[number]] extends [TextKey] ? true : false>;

/** The id of the script element that carries a page's texts to its islands. */
export const TEXTS_ELEMENT_ID = 'shop-texts';

// In the browser the islands read their page's texts from the JSON the page carries, so no island
// bundle holds the dictionaries (both locales, every section: the largest part of the shared
// JavaScript). The build replaces import.meta.env.SSR, which drops the dictionaries from the
// browser bundles; plain Node (the API, scripts, tests) has no import.meta.env and uses them.
const onServer = import.meta.env?.SSR ?? typeof document === 'undefined';
let pageTexts: { locale: Locale; texts: Record<string, string> } | undefined;

function browserTexts(): { locale: Locale; texts: Record<string, string> } {
  if (!pageTexts) {
    const element = document.getElementById(TEXTS_ELEMENT_ID);
    const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : defaultLocale;
    pageTexts = {
      locale,
      texts: element ? (JSON.parse(element.textContent ?? '{}') as Record<string, string>) : {},
    };
  }
  return pageTexts;
}

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
  return browserTexts().texts[key];
}

/**
 * Sections only the server reads: the legal documents it builds for the checkout and the API's own
 * messages and the catalog import's. Every page would otherwise carry them (the agreements alone
 * are 10 KB of JSON).
 */
const SERVER_ONLY_PREFIXES = ['agreements.', 'api.', 'catalogImport.'] as const;

/**
 * A locale's texts as the JSON a page carries for its islands ('<' escaped for a script element).
 * An English page shows an API error by its key: it carries the API's error texts too, and the API's
 * Turkish text of each error with {values} (API_TEXT_PREFIX), which it reads the values from.
 */
export function textsJson(locale: Locale): string {
  let json = jsonByLocale.get(locale);
  if (json === undefined) {
    const all = allTexts();
    const byKey = locale !== 'tr';
    const browser = Object.entries(all[locale]).filter(
      ([key]) => !SERVER_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix)) || (byKey && isErrorKey(key)),
    );
    for (const key of byKey ? ERROR_KEYS : []) {
      if (/\{\w+\}/.test(all.tr[key] ?? '')) browser.push([`${API_TEXT_PREFIX}${key}`, all.tr[key] ?? '']);
    }
    json = JSON.stringify(Object.fromEntries(browser)).replace(/</g, '\\u003c');
    jsonByLocale.set(locale, json);
  }
  return json;
}
const jsonByLocale = new Map<Locale, string>();

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
