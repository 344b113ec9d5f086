import { eq, sql } from 'drizzle-orm';
import type { CartLine } from '../../domain/cart/cart-totals.ts';
import { productSalePrice } from '../cart/cart-line-rules.ts';
import type { Database } from '../db/client.ts';
import { cartItems, productImages, products, productUnits } from '../db/schema/index.ts';

/** A cart's lines with everything an order needs: product, unit, prices (the sale price too), stock flags. */
export async function cartForOrder(db: Database, cartId: number) {
  return db
    .select({
      productId: products.id,
      code: products.code,
      name: products.name,
      isActive: products.isActive,
      taxRate: products.taxRate,
      currency: products.currencyCode,
      hasVariants: products.hasVariants,
      salePrice: productSalePrice,
      image: sql<string | null>`(select ${productImages.file} from ${productImages}
        where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
      quantity: cartItems.quantity,
      unit: productUnits,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productUnits, eq(productUnits.id, cartItems.unitId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
}

/** The lines as the totals calculation takes them. */
export function toCartLines(lines: Awaited<ReturnType<typeof cartForOrder>>): CartLine[] {
  return lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    taxRate: l.taxRate,
    unit: {
      multiplier: l.unit.multiplier,
      width: l.unit.width,
      height: l.unit.height,
      length: l.unit.length,
      weight: l.unit.weight,
      price: l.unit.price,
      currency: l.currency,
    },
  }));
}

/** The order line that carries the shipping charge: the urNo product, once, tax-free, urunSira '0'. */
export function shippingOrderItem(
  orderId: number,
  product: { id: number; code: string; name: string; image?: string },
  amount: number,
) {
  return {
    orderId,
    productId: product.id,
    code: product.code,
    name: product.name,
    image: product.image ?? '',
    quantity: 1,
    unitCode: 'ADET',
    multiplier: '1',
    unitPrice: amount,
    // Tax-free: the same shown with KDV or without.
    shownUnitPrice: amount,
    taxRate: '0',
    lineNet: amount,
    lineTax: 0,
    urunSira: '0',
  };
}
