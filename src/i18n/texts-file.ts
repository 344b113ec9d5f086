/**
 * The file of a locale's texts that the browser reads for a page's islands (browser-texts.ts), and
 * its address: `/_texts/<locale>.<hash of its content>.json`. The build writes one per locale
 * (src/i18n/texts-route.ts); a new text makes a new name, so the file is cached for a year, like the
 * hashed assets (src/server/http/static-files.ts). Only the server and the build read this module.
 */
import { hash } from 'node:crypto';
import { ERROR_KEYS, isErrorKey } from '../contract/errors.ts';
import { allTexts } from './dictionaries.ts';
import { API_TEXT_PREFIX, type Locale } from './index.ts';

/** Where the texts files are served: a path no page or asset shares, cached as immutable. */
export const TEXTS_PATH_PREFIX = '/_texts/';

/**
 * Sections only the server reads: the legal documents it builds for the checkout and the API's own
 * messages, and the reports of the catalog import and of the staff and API key commands. The
 * browser would otherwise fetch them (the agreements alone are 10 KB of JSON).
 */
const SERVER_ONLY_PREFIXES = ['agreements.', 'api.', 'catalogImport.', 'adminCommand.', 'mail.'] as const;

/**
 * A locale's texts as the JSON its pages' islands read. An English page shows an API error by its
 * key: it reads the API's error texts too, and the API's Turkish text of each error with {values}
 * (API_TEXT_PREFIX), which it reads the values from.
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
    json = JSON.stringify(Object.fromEntries(browser));
    jsonByLocale.set(locale, json);
  }
  return json;
}
const jsonByLocale = new Map<Locale, string>();

/** The file name of a locale's texts: `tr.<12 hex digits of its content's SHA-256>.json`. */
export function textsFileName(locale: Locale): string {
  return `${locale}.${hash('sha256', textsJson(locale)).slice(0, 12)}.json`;
}

/** The address of a locale's texts file. */
export function textsPath(locale: Locale): string {
  return `${TEXTS_PATH_PREFIX}${textsFileName(locale)}`;
}
