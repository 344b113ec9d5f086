import { eq } from 'drizzle-orm';
import { mergedLineQuantity } from '../../domain/cart/cart-quantity.ts';
import { isDivisibleUnit } from '../../domain/catalog/divisible-units.ts';
import { maxAddableQuantity } from '../../domain/catalog/stock-limit.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import { cartItems, carts, products, productUnits } from '../db/schema/index.ts';
import { checkCartLine, productSalePrice } from './cart-line-rules.ts';
import { setLine, touchCart } from './cart-line-writes.ts';
import { currentLine } from './cart-repo.ts';

/**
 * Moves a guest cart's lines into a customer's cart at sign-in: a product already there in the same
 * unit adds up, within stock and the line limit (mergedLineQuantity); a product in another unit takes the guest's (newer) choice; what stock
 * cannot cover is dropped, and so is a line the cart-line rule refuses now (not on sale, 'ask
 * price'). The guest cart is deleted.
 */
export async function mergeIntoCustomerCart(
  db: Database,
  guestCartId: number,
  customerCartId: number,
  settings: ShopSettings,
): Promise<void> {
  const lines = await db
    .select({
      productId: cartItems.productId,
      unitId: cartItems.unitId,
      quantity: cartItems.quantity,
      multiplier: productUnits.multiplier,
      unitCode: productUnits.unitCode,
      unitPrice: productUnits.price,
      stock: products.quantity,
      isActive: products.isActive,
      hasVariants: products.hasVariants,
      salePrice: productSalePrice,
    })
    .from(cartItems)
    .innerJoin(productUnits, eq(productUnits.id, cartItems.unitId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, guestCartId))
    .orderBy(cartItems.id);
  for (const line of lines) {
    // A line the cart could not take now (no longer on sale, or 'ask price' since) stays behind.
    if (!checkCartLine(line, { price: line.unitPrice }).ok) continue;
    const existing = await currentLine(db, customerCartId, line.productId);
    const sameUnit = existing?.unitId === line.unitId;
    const room = maxAddableQuantity({
      multiplier: line.multiplier,
      stock: line.stock,
      stockInfoStatus: settings.stockInfoStatus,
      inCart: sameUnit ? existing.baseUnits : 0,
      cartStockControl: settings.cartStockControl,
      divisible: isDivisibleUnit(line.unitCode),
    });
    const current = sameUnit ? existing.quantity : 0;
    const quantity = mergedLineQuantity(current, line.quantity, room);
    if (quantity === current) continue;
    if (existing) await setLine(db, customerCartId, line.productId, line.unitId, quantity);
    else
      await db
        .insert(cartItems)
        .values({ cartId: customerCartId, productId: line.productId, unitId: line.unitId, quantity });
  }
  await touchCart(db, customerCartId);
  await db.delete(carts).where(eq(carts.id, guestCartId));
}
