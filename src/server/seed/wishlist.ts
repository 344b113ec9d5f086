/**
 * Seeds the demo customer's favourites: a few sellable products it has not ordered, a discounted
 * one first so Favorilerim shows a struck-through list price when the shop shows list prices.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orderItems, orders, wishlistItems } from '../db/schema/index.ts';
import type { FamilySummary } from './catalog-rows.ts';

/** How many favourites the demo customer gets. */
export const DEMO_FAVOURITES = 4;

/** Adds DEMO_FAVOURITES of the orderable products (none already ordered) to the customer's wishlist. */
export async function seedWishlist(
  db: Database,
  customerId: number,
  orderable: readonly FamilySummary[],
): Promise<Record<string, number>> {
  const bought = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.customerId, customerId));
  const ordered = new Set(bought.map((b) => b.productId));
  const free = orderable.filter((p) => !ordered.has(p.id));
  const picked = [...free.filter((p) => p.discounted), ...free.filter((p) => !p.discounted)].slice(
    0,
    DEMO_FAVOURITES,
  );
  if (picked.length === 0) return { wishlistItems: 0 };
  const rows = await db
    .insert(wishlistItems)
    .values(picked.map((p) => ({ customerId, productId: p.id })))
    .onConflictDoNothing()
    .returning({ productId: wishlistItems.productId });
  return { wishlistItems: rows.length };
}
