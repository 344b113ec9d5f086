/**
 * The dictionaries: every section of texts, merged per locale. Only the server and the build import
 * this module; a page hands its locale's texts to the islands as JSON (see src/i18n/index.ts).
 */

import type { Locale } from './index.ts';
import { accountPageTexts } from './texts/account-page.ts';
import { addressBookTexts } from './texts/address-book.ts';
import { adminCommandTexts, staffTexts } from './texts/admin.ts';
import { adminOrderTexts } from './texts/admin-orders.ts';
import { agreementsTexts } from './texts/agreements.ts';
import { apiTexts } from './texts/api.ts';
import { authTexts } from './texts/auth.ts';
import { cartTexts } from './texts/cart.ts';
import { cartPageTexts } from './texts/cart-page.ts';
import { catalogTexts } from './texts/catalog.ts';
import { catalogImportTexts } from './texts/catalog-import.ts';
import { catalogImportRunTexts } from './texts/catalog-import-run.ts';
import { checkoutTexts } from './texts/checkout.ts';
import { checkoutAddressTexts } from './texts/checkout-address.ts';
import { checkoutPageTexts } from './texts/checkout-page.ts';
import { checkoutPaymentTexts } from './texts/checkout-payment.ts';
import { commonTexts } from './texts/common.ts';
import { customerAreaTexts } from './texts/customer-area.ts';
import { customerPayTexts } from './texts/customer-pay.ts';
import { inputLimitTexts } from './texts/input-limits.ts';
import { kvkkTexts } from './texts/kvkk.ts';
import { layoutTexts } from './texts/layout.ts';
import { loginTexts } from './texts/login.ts';
import { mailTexts } from './texts/mail.ts';
import { miniCartTexts } from './texts/mini-cart.ts';
import { orderPagesTexts } from './texts/order-pages.ts';
import { orderTexts } from './texts/orders.ts';
import { paymentTexts } from './texts/payment.ts';
import { productListTexts } from './texts/product-list.ts';
import { productPageTexts } from './texts/product-page.ts';
import { reviewTexts } from './texts/reviews.ts';
import { searchTexts } from './texts/search.ts';
import { seoTexts } from './texts/seo.ts';
import { shippingTexts } from './texts/shipping.ts';
import { stockTexts } from './texts/stock.ts';
import { validationTexts } from './texts/validation.ts';
import { wishlistTexts } from './texts/wishlist.ts';

// Every section of texts, merged. A new section is one import and one entry here.
export const sections = [
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
  cartPageTexts,
  addressBookTexts,
  checkoutPageTexts,
  checkoutAddressTexts,
  checkoutPaymentTexts,
  agreementsTexts,
  customerAreaTexts,
  accountPageTexts,
  orderPagesTexts,
  customerPayTexts,
  kvkkTexts,
  inputLimitTexts,
  searchTexts,
  catalogImportTexts,
  catalogImportRunTexts,
  staffTexts,
  adminCommandTexts,
  adminOrderTexts,
  mailTexts,
] as const;

let merged: Record<Locale, Record<string, string>> | undefined;

/** Every text of every section, per locale (the server's and the build's dictionaries). */
export function allTexts(): Record<Locale, Record<string, string>> {
  merged ??= {
    tr: Object.assign({}, ...sections.map((s) => s.tr)),
    en: Object.assign({}, ...sections.map((s) => s.en)),
  };
  return merged;
}
