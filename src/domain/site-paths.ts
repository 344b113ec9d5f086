/**
 * The storefront's URLs (SPEC §2 route patterns): Turkish pages without a prefix, English under
 * /en; a product at /{seo}-p-{id}; lists at /{url}, /{brand}/{url} and the campaign list slugs;
 * the brand search at /search?brand={code}. Paths here are locale-free ('/elektronik') unless a
 * function says otherwise.
 */
import type { Locale } from './locale.ts';

/** The product page path: /{seo}-p-{id}. */
export function productPagePath(p: { readonly seo: string; readonly id: number }): string {
  return `/${p.seo}-p-${p.id}`;
}

/** The product id in a product page slug ({seo}-p-{id}), or undefined when the slug is not one. */
export function productIdOfSlug(slug: string): number | undefined {
  const m = /^[a-z0-9-]*-p-([1-9]\d{0,9})$/.exec(slug);
  return m ? Number(m[1]) : undefined;
}

/**
 * The product a served page path names, with its locale: '/termos-p-42', '/en/termos-p-42/' and
 * '/termos-p-42/index.html' name product 42; any other path (a list, two segments, a query) names none.
 */
export function productOfPagePath(
  pathname: string,
): { locale: Locale; id: number; slug: string } | undefined {
  const { locale, path } = splitLocale(pathname);
  const slug = path
    .replace(/\/index\.html$/, '')
    .replace(/^\//, '')
    .replace(/\/$/, '');
  const id = productIdOfSlug(slug);
  return id === undefined ? undefined : { locale, id, slug };
}

/** The page path of an API list path ('' is the search page; 'elektronik' is /elektronik). */
export function listPagePath(apiPath: string): string {
  return apiPath === '' || apiPath === 'search' ? '/search' : `/${apiPath}`;
}

/** The brand link of SPEC §2: search?brand={brandCode}. */
export function brandSearchPath(brandCode: string): string {
  return `/search?brand=${encodeURIComponent(brandCode)}`;
}

/** The cart page (SPEC §2: /sepet). */
export const CART_PATH = '/sepet';

/** The three checkout steps, in order: addresses, payment, the order's summary. */
export const CHECKOUT_PATHS = {
  addresses: '/siparis/adres',
  payment: '/siparis/odeme',
  summary: '/siparis/ozet',
} as const;
export type CheckoutStep = keyof typeof CHECKOUT_PATHS;

/** The customer's orders list (SPEC §2: /siparis/liste/). */
export const ORDERS_PATH = '/siparis/liste/';

/**
 * The customer area's pages (SPEC §2 Customer area), in the order the account menu lists them.
 * The order list and the reviews keep SPEC §2's paths; an order's detail is addressed by its number
 * (?siparis=SP…), the free-amount payment on account is the overdue-debt banner's target.
 */
export const CUSTOMER_PATHS = {
  account: '/account',
  orders: ORDERS_PATH,
  reviews: '/degerlendirmelerim',
  favourites: '/favorilerim',
  addresses: '/adreslerim',
  pay: '/cari-odeme',
} as const;
export type CustomerPage = keyof typeof CUSTOMER_PATHS;

/** 'Şifremi Unuttum': the page that asks for the e-mail, and the one the e-mail's link opens (?token=…). */
export const PASSWORD_RESET_PATHS = {
  request: '/sifremi-unuttum',
  reset: '/sifre-yenile',
} as const;

/** An order's detail page: /siparis/detay?siparis={orderNo}. */
export function orderDetailPath(orderNo: string): string {
  return `/siparis/detay?siparis=${encodeURIComponent(orderNo)}`;
}

/** The KVKK aydınlatma metni (the personal-data notice), linked wherever personal data is collected. */
export const KVKK_PATH = '/kvkk-aydinlatma-metni';

/**
 * The legal pages a Turkish shop links from its footer, in the footer's order: the two documents of
 * every order as templates, the KVKK notice, the cookie policy, returns and contact.
 */
export const LEGAL_PATHS = {
  distanceSales: '/mesafeli-satis-sozlesmesi',
  preInformation: '/on-bilgilendirme-formu',
  kvkk: KVKK_PATH,
  cookies: '/cerez-politikasi',
  returns: '/iade-ve-degisim',
  contact: '/iletisim',
} as const;
export type LegalPage = keyof typeof LEGAL_PATHS;

/** A locale-free path as the given locale serves it: '/x' stays '/x' in Turkish, is '/en/x' in English. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'tr') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Splits a served pathname into its locale and the locale-free path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname === '/en/') return { locale: 'en', path: '/' };
  if (pathname.startsWith('/en/')) return { locale: 'en', path: pathname.slice(3) };
  return { locale: 'tr', path: pathname };
}

/**
 * The one canonical form of a served path: no trailing slash (but '/'), no doubled slashes, no
 * query; a product under a brand prefix (/{brand}/{seo}-p-{id}) is the product's own page.
 */
export function canonicalPath(pathname: string): string {
  const { locale, path } = splitLocale(pathname.replace(/\/{2,}/g, '/'));
  let clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const segments = clean.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (segments.length > 1 && last && productIdOfSlug(last) !== undefined) clean = `/${last}`;
  return localePath(locale, clean || '/');
}
