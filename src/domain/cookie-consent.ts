/**
 * The shopper's cookie choice (KVKK Çerez Uygulamaları Hakkında Rehber): 'Kabul Et' allows every
 * category, 'Reddet' only the strictly necessary one, and before an answer nothing but the strictly
 * necessary is allowed. Also the list of every cookie and browser-storage key the shop writes, by
 * category: the cookie policy page prints it and a test holds the code to it.
 */

/** The categories of the KVKK guide, in the order a policy lists them. */
export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** The shopper's answer: every category, or the strictly necessary ones only. */
export type CookieConsent = 'all' | 'necessary';

/** The session's cookie record as the database keeps it. */
export interface CookieRecord {
  /** SPEC §4's "first-cookie record": the notice was answered (either way). */
  readonly cookiesAccepted: boolean;
  /** Which answer: 'necessary' after 'Reddet'; 'all' or null (a record older than the choice) after 'Kabul Et'. */
  readonly cookieConsent: string | null;
}

/** The shopper's answer read from the session's record; null while the notice is unanswered. */
export function consentOfRecord(record: CookieRecord | null | undefined): CookieConsent | null {
  if (!record?.cookiesAccepted) return null;
  return record.cookieConsent === 'necessary' ? 'necessary' : 'all';
}

/** The answer a POST /cookies body gives: no body is SPEC §7's accept; otherwise { consent }. */
export function consentOfAnswer(body: unknown): CookieConsent | null {
  if (body === undefined) return 'all';
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (entries.length !== 1 || entries[0]?.[0] !== 'consent') return null;
  const value = entries[0][1];
  return value === 'all' || value === 'necessary' ? value : null;
}

/** Whether a category may be written: the strictly necessary always, any other only after 'Kabul Et'. */
export function consentAllows(consent: CookieConsent | null, category: CookieCategory): boolean {
  return category === 'necessary' || consent === 'all';
}

/** Where a key lives in the browser. */
export type StorageKind = 'cookie' | 'sessionStorage' | 'localStorage';

/** One cookie or storage key the shop writes. */
export interface StorageItem {
  /** The name as the browser shows it (alternatives joined by ' / '). */
  readonly name: string;
  /** Every exact name the browser may hold it under (the session cookie is `__Host-sid` on https). */
  readonly names: readonly string[];
  readonly kind: StorageKind;
  readonly category: CookieCategory;
  /** What it is for and how long it lives, as a key of the cookie policy's texts. */
  readonly purpose: 'session' | 'orderNote' | 'listView';
  readonly lifetime: 'days30' | 'tab' | 'untilDeleted';
}

/**
 * Everything the shop keeps in a shopper's browser. The session cookie (the cart, the sign-in, the
 * language and currency choice and the cookie answer itself) and the order note typed on the cart
 * page, for the checkout of this tab, are strictly necessary. The product lists' grid/list choice is
 * a convenience kept for later visits: functional, so written only after 'Kabul Et' (without it the
 * choice lasts while the page is open). Nothing is written for analytics or marketing, and no third
 * party sets anything.
 */
export const BROWSER_STORAGE: readonly StorageItem[] = [
  {
    name: 'sid / __Host-sid',
    names: ['sid', '__Host-sid'],
    kind: 'cookie',
    category: 'necessary',
    purpose: 'session',
    lifetime: 'days30',
  },
  {
    name: 'shop.orderDescription',
    names: ['shop.orderDescription'],
    kind: 'sessionStorage',
    category: 'necessary',
    purpose: 'orderNote',
    lifetime: 'tab',
  },
  {
    name: 'shop.listView',
    names: ['shop.listView'],
    kind: 'localStorage',
    category: 'functional',
    purpose: 'listView',
    lifetime: 'untilDeleted',
  },
];

/** The categories the shop actually uses, in the policy's order. */
export function categoriesInUse(items: readonly StorageItem[] = BROWSER_STORAGE): CookieCategory[] {
  return COOKIE_CATEGORIES.filter((c) => items.some((i) => i.category === c));
}

/** The names a consent lets the shop write: what a browser may hold after that answer. */
export function namesAllowed(
  consent: CookieConsent | null,
  items: readonly StorageItem[] = BROWSER_STORAGE,
): string[] {
  return items.filter((i) => consentAllows(consent, i.category)).flatMap((i) => i.names);
}
