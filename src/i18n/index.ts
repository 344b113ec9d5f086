import { apiTexts } from './texts/api.ts';
import { authTexts } from './texts/auth.ts';
import { cartTexts } from './texts/cart.ts';
import { catalogTexts } from './texts/catalog.ts';
import { checkoutTexts } from './texts/checkout.ts';
import { commonTexts } from './texts/common.ts';
import { layoutTexts } from './texts/layout.ts';
import { loginTexts } from './texts/login.ts';
import { miniCartTexts } from './texts/mini-cart.ts';
import { orderTexts } from './texts/orders.ts';
import { paymentTexts } from './texts/payment.ts';
import { productListTexts } from './texts/product-list.ts';
import { productPageTexts } from './texts/product-page.ts';
import { reviewTexts } from './texts/reviews.ts';
import { seoTexts } from './texts/seo.ts';
import { shippingTexts } from './texts/shipping.ts';
import { stockTexts } from './texts/stock.ts';
import { validationTexts } from './texts/validation.ts';
import { wishlistTexts } from './texts/wishlist.ts';

/** The shop's locales: Turkish first (no URL prefix), English under /en. */
export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'tr';

// Every section of texts, merged. A new section is one import and one entry here.
const sections = [
  authTexts,
  orderTexts,
  paymentTexts,
  reviewTexts,
  checkoutTexts,
  layoutTexts,
  apiTexts,
  cartTexts,
  commonTexts,
  shippingTexts,
  stockTexts,
  catalogTexts,
  validationTexts,
  productPageTexts,
  productListTexts,
  seoTexts,
  wishlistTexts,
  miniCartTexts,
  loginTexts,
] as const;

type SectionKeys<S> = S extends { tr: Readonly<Record<infer K, string>> } ? K : never;
/** Every text key the shop knows. */
export type TextKey = SectionKeys<(typeof sections)[number]>;

const dictionaries: Record<Locale, Record<string, string>> = {
  tr: Object.assign({}, ...sections.map((s) => s.tr)),
  en: Object.assign({}, ...sections.map((s) => s.en)),
};

/** Whether a string is one of the shop's locales. */
export function isLocale(value: unknown): value is Locale {
  return value === 'tr' || value === 'en';
}

/** The text for a key in a locale, with {name} placeholders filled from params. */
export function t(locale: Locale, key: TextKey, params?: object): string {
  const text = dictionaries[locale][key] ?? dictionaries.tr[key] ?? key;
  if (!params) return text;
  const values = params as Readonly<Record<string, unknown>>;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
