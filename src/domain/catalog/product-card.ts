/**
 * What a product card shows (SPEC §2 Product list, §8, §9): the discount badge, 'TÜKENDİ!', the
 * prices (hidden unless showPriceStatus is '1'; the list price struck through only per
 * showListPrice) in the shopper's currency, the list stock text, and which buying control it
 * offers: the add-to-cart button's display state as on the product page (SPEC §4: the WhatsApp
 * stock question or 'Stokta Yok' when sold out, 'Fiyat Sorunuz' for a sale price of 0).
 */

import { pricesWithKdv } from '../cart/price-rule.ts';
import { cmp } from '../exact.ts';
import { flag, type SettingFlag } from '../settings.ts';
import { type AskMessageKey, askMessageKey } from './ask-message.ts';
import { isAskPrice } from './ask-price.ts';
import { type DiscountBadge, discountBadge } from './discount.ts';
import { listStockText } from './list-stock.ts';
import type { ListViewMode } from './list-view.ts';
import { type CurrencyRate, type PriceValue, type ShownPrice, shownPrice } from './price-display.ts';
import { addToCartState, isSoldOut, type StockText } from './stock.ts';

/** The shop settings a card reads. */
export interface CardSettings {
  readonly showPriceStatus: SettingFlag;
  readonly showListPrice: SettingFlag;
  readonly addToCartButton: SettingFlag;
  readonly cartStockControl: SettingFlag;
  /** The stock display mode 0..20 (SPEC §9). */
  readonly stockInfoStatus: string;
  /** The shop's messaging number and switch (SPEC §3 Store whatsapp, whatsappControl). */
  readonly whatsapp: string;
  readonly whatsappControl: boolean;
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
  /** The default unit's name, shown after a stock count ('ADET'). */
  readonly defaultUnit: string;
}

/** The shopper's currency and the rates to convert into it. */
export interface CardPricing {
  readonly rates: readonly CurrencyRate[];
  readonly target: string | null;
}

/** Where a card is shown: a product list, or a campaign carousel (badge '%{n} İNDİRİM'). */
export type CardContext = 'product' | 'campaign';

/**
 * The card's buying control: the add-to-cart button, a redirect to choose a variant, or one of the
 * add-to-cart button's states that never adds (SPEC §4): the WhatsApp 'Stok Sorunuz' or 'Stokta Yok'
 * of a sold-out product, 'Fiyat Sorunuz' of an ask-price product; or none.
 */
export type CardAction = 'addToCart' | 'chooseVariant' | 'askPrice' | 'stockQuestion' | 'outOfStock' | 'none';

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
  /** The WhatsApp message the buying control sends (stock or price question), or null. */
  readonly askMessage: AskMessageKey | null;
  /** The stock text of a list card (SPEC §8); null on campaign cards and when the mode shows none. */
  readonly stock: StockText | null;
}

/** The file name used when a product has no image (SPEC §2). */
export const NO_IMAGE_FILE = '404.png';

/** An image URL in one of the spec's sizes: /image/{size}/{file}, 404.png when there is none. */
export function cardImageUrl(size: '80' | '229' | '280-413', file: string | null | undefined): string {
  return `/image/${size}/${encodeURIComponent(file || NO_IMAGE_FILE)}`;
}

/**
 * Everything a card shows about a product under the shop's settings and the shopper's currency,
 * in a list's grid (the default) or its compact list view.
 */
export function productCardView(
  product: CardProduct,
  settings: CardSettings,
  pricing: CardPricing,
  context: CardContext,
  view: ListViewMode = 'grid',
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
  // The product page's rule (stock.ts): sold out comes before the variant choice and the price,
  // so a 'TÜKENDİ!' card never offers an add button that the stock would refuse.
  const messaging = { whatsapp: settings.whatsapp, whatsappControl: settings.whatsappControl };
  const state = addToCartState({
    stock: product.quantity,
    salePrice: product.salePrice?.value,
    cartStockControl: settings.cartStockControl,
    whatsappControl: messaging.whatsappControl,
    whatsappNumber: messaging.whatsapp,
  });
  let action: CardAction = 'none';
  if (flag(settings.addToCartButton)) {
    if (state === 'stockQuestion' || state === 'outOfStock') action = state;
    else action = product.hasVariants ? 'chooseVariant' : askPrice ? 'askPrice' : 'addToCart';
  }
  const stock =
    context === 'product'
      ? listStockText(
          { mode: settings.stockInfoStatus, stock: product.quantity, unit: product.defaultUnit },
          view,
        )
      : null;
  return {
    soldOut: isSoldOut(product.quantity, settings.cartStockControl),
    askPrice,
    askPriceText: askPrice && flag(settings.showPriceStatus),
    discount,
    price: sale ? shownPrice(sale, taxRate, pricing.rates, pricing.target) : null,
    listPrice: struck,
    action,
    askMessage: action === 'askPrice' || action === 'stockQuestion' ? askMessageKey(action, messaging) : null,
    stock,
  };
}
