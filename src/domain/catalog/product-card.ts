/**
 * What a product card shows (SPEC §2 Product list, §9): the discount badge, 'TÜKENDİ!', the prices
 * (hidden unless showPriceStatus is '1'; the list price struck through only per showListPrice) in
 * the shopper's currency, and which buying control it offers: 'Fiyat Sorunuz' instead of a price
 * and an add button for an ask-price product (sale price 0, SPEC §4).
 */

import { pricesWithKdv } from '../cart/price-rule.ts';
import { cmp } from '../exact.ts';
import { flag, type SettingFlag } from '../settings.ts';
import { isAskPrice } from './ask-price.ts';
import { type DiscountBadge, discountBadge } from './discount.ts';
import { type CurrencyRate, type PriceValue, type ShownPrice, shownPrice } from './price-display.ts';
import { isSoldOut } from './stock.ts';

/** The shop settings a card reads. */
export interface CardSettings {
  readonly showPriceStatus: SettingFlag;
  readonly showListPrice: SettingFlag;
  readonly addToCartButton: SettingFlag;
  readonly cartStockControl: SettingFlag;
  /** Prices shown with KDV ('1', the default when absent) or without ('0'). */
  readonly productsWithKdv?: SettingFlag;
}

/** The product fields a card reads (a list item of GET /products). */
export interface CardProduct {
  readonly image: string | null;
  readonly salePrice: PriceValue | null;
  readonly listPrice: PriceValue | null;
  readonly taxRate: number;
  readonly quantity: number;
  readonly hasVariants: boolean;
}

/** The shopper's currency and the rates to convert into it. */
export interface CardPricing {
  readonly rates: readonly CurrencyRate[];
  readonly target: string | null;
}

/** Where a card is shown: a product list, or a campaign carousel (badge '%{n} İNDİRİM'). */
export type CardContext = 'product' | 'campaign';

/**
 * The card's buying control: the add-to-cart button, a redirect to choose a variant, the 'Fiyat
 * Sorunuz' state of an ask-price product (never an add button), or none.
 */
export type CardAction = 'addToCart' | 'chooseVariant' | 'askPrice' | 'none';

export interface ProductCardView {
  readonly soldOut: boolean;
  /** The sale price is 0 ('Fiyat Sorunuz'): no price is shown and the product cannot be added. */
  readonly askPrice: boolean;
  /** 'Fiyat Sorunuz' stands in the price's place (as on the product page), when prices are shown. */
  readonly askPriceText: boolean;
  readonly discount: DiscountBadge | null;
  /** The sale price (with KDV unless productsWithKdv is '0'); null when prices are hidden. */
  readonly price: ShownPrice | null;
  /** The list price, struck through; null unless showListPrice is '1' and it is above the sale price. */
  readonly listPrice: ShownPrice | null;
  readonly action: CardAction;
}

/** The file name used when a product has no image (SPEC §2). */
export const NO_IMAGE_FILE = '404.png';

/** An image URL in one of the spec's sizes: /image/{size}/{file}, 404.png when there is none. */
export function cardImageUrl(size: '229' | '280-413', file: string | null | undefined): string {
  return `/image/${size}/${encodeURIComponent(file || NO_IMAGE_FILE)}`;
}

/** Everything a card shows about a product under the shop's settings and the shopper's currency. */
export function productCardView(
  product: CardProduct,
  settings: CardSettings,
  pricing: CardPricing,
  context: CardContext,
): ProductCardView {
  // A hidden price (null) is not an ask price: the server refuses an add of one anyway.
  const askPrice = isAskPrice(product.salePrice?.value);
  const showPrices = flag(settings.showPriceStatus) && product.salePrice !== null && !askPrice;
  const sale = showPrices && product.salePrice ? product.salePrice : null;
  const discount = showPrices
    ? discountBadge({
        listPrice: product.listPrice?.value,
        salePrice: sale?.value,
        showListPrice: settings.showListPrice,
        context,
      })
    : null;
  const taxRate = pricesWithKdv(settings.productsWithKdv) ? product.taxRate : 0;
  const struck =
    sale && product.listPrice && flag(settings.showListPrice) && cmp(product.listPrice.value, sale.value) > 0
      ? shownPrice(product.listPrice, taxRate, pricing.rates, pricing.target)
      : null;
  let action: CardAction = 'none';
  if (flag(settings.addToCartButton))
    action = product.hasVariants ? 'chooseVariant' : askPrice ? 'askPrice' : 'addToCart';
  return {
    soldOut: isSoldOut(product.quantity, settings.cartStockControl),
    askPrice,
    askPriceText: askPrice && flag(settings.showPriceStatus),
    discount,
    price: sale ? shownPrice(sale, taxRate, pricing.rates, pricing.target) : null,
    listPrice: struck,
    action,
  };
}
