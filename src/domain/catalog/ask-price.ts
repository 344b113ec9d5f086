/**
 * 'Ask price' (SPEC §4): a product whose sale price is 0 shows 'Fiyat Sorunuz' instead of an add
 * button. This shop also never sells it (a deliberate rule beyond the spec, which only names the
 * display state): no cart line and no order may hold a product or a unit priced 0, or the goods
 * would go for the shipping fee alone. The product page's display states (stock.ts addToCartState,
 * product-price-view.ts) compare the same price with 0 themselves, so that page, at its 90 KB
 * JavaScript budget, carries no more code.
 */

import { cmp, type DecimalInput } from '../exact.ts';

/** Whether a known price asks the shopper to ask for it: 0 or below. A hidden price (null) does not. */
export function isAskPrice(price: DecimalInput | null | undefined): boolean {
  return price !== null && price !== undefined && cmp(price, 0) <= 0;
}

/** The prices that decide whether a product may be sold in a unit. */
export interface SellingPrices {
  /** The product's sale price: its default unit's price; null when it has no default unit. */
  readonly salePrice: DecimalInput | null | undefined;
  /** The price of the unit the line is in. */
  readonly unitPrice: DecimalInput | null | undefined;
}

/**
 * Whether a cart line or an order line may hold a product in a unit: both the product's sale price
 * and the unit's own price are known and above 0. An ask-price product is refused in every unit,
 * and so is a unit priced 0 of a priced product.
 */
export function hasSellingPrice(prices: SellingPrices): boolean {
  const known = (p: DecimalInput | null | undefined) => p !== null && p !== undefined && !isAskPrice(p);
  return known(prices.salePrice) && known(prices.unitPrice);
}
