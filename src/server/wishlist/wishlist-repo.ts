/** A customer's favourites (wishlist_items): the list as product cards, add, remove. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { WishlistAnswer } from '../../contract/wishlist.ts';
import { cardRows, selectCards, toListItem } from '../catalog/product-list.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { products, wishlistItems } from '../db/schema/index.ts';

/** The customer's favourites, newest first, as product cards (a product gone from the shop is left out). */
export async function wishlistOf(db: Database, customerId: number): Promise<WishlistAnswer> {
  const saved = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const ids = saved.map((s) => s.productId);
  const settings = await loadSettings(db);
  const rows = ids.length ? await cardRows(db, selectCards(db).where(inArray(products.id, ids))) : [];
  const byId = new Map(rows.map((r) => [r.id, toListItem(r, settings)]));
  const items = ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [{ product }] : [];
  });
  return { items, total: items.length };
}

/** Adds an active product to the customer's favourites (again is no change); false when there is no such product. */
export async function addToWishlist(db: Database, customerId: number, productId: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) return false;
  await db.insert(wishlistItems).values({ customerId, productId: product.id }).onConflictDoNothing();
  return true;
}

/** Removes a product from the customer's favourites; false when it was not there. */
export async function removeFromWishlist(
  db: Database,
  customerId: number,
  productId: number,
): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
    .returning();
  return removed.length > 0;
}
