/**
 * The one rule every write of a cart line obeys about what may be a line: an add (also the
 * shared-cart link, which adds through the add call, with or without a unit), a unit or quantity
 * change, and the merge of a guest cart at sign-in. An order checks the same prices again
 * (checkout-quote.ts), so a line whose price became 0 after a catalog change is caught there. How
 * much a line may hold is MAX_LINE_QUANTITY (domain/cart/cart-quantity.ts), kept by each write.
 */
import { sql } from 'drizzle-orm';
import type { ErrorKey } from '../../contract/errors.ts';
import { hasSellingPrice } from '../../domain/catalog/ask-price.ts';
import { products, productUnits } from '../db/schema/index.ts';

/** What the rule reads of a product: on sale, a variant parent, and its sale price. */
export interface LineProduct {
  readonly isActive: boolean;
  readonly hasVariants: boolean;
  /** The default unit's price in minor units (productSalePrice), null without a default unit. */
  readonly salePrice: number | null;
}

/** A line that may be written (with its product and unit), or why not: the answer's status and message. */
export type LineCheck<P, U> =
  | { readonly ok: true; readonly product: P; readonly unit: U }
  | { readonly ok: false; readonly status: 400 | 404 | 409; readonly key: ErrorKey };

/**
 * Whether a product may be a cart line in a unit: refused when it is not on sale (404), a variant
 * parent (400 'Varyant Seçiniz!'), the unit is not its own (400), or it has no selling price, the
 * 'ask price' state of a sale price 0 (409).
 */
export function checkCartLine<P extends LineProduct, U extends { readonly price: number }>(
  product: P | undefined,
  unit: U | undefined,
): LineCheck<P, U> {
  if (!product?.isActive) return { ok: false, status: 404, key: 'api.productNotFound' };
  if (product.hasVariants) return { ok: false, status: 400, key: 'api.variantRequired' };
  if (!unit) return { ok: false, status: 400, key: 'api.unitNotFound' };
  if (!hasSellingPrice({ salePrice: product.salePrice, unitPrice: unit.price }))
    return { ok: false, status: 409, key: 'cart.askPrice' };
  return { ok: true, product, unit };
}

/** SQL: a product's sale price, its default unit's price in minor units (null without a default unit). */
export const productSalePrice = sql<number | null>`(select sp.price from ${productUnits} sp
  where sp.product_id = ${products.id} and sp.is_default limit 1)`.mapWith(Number);
