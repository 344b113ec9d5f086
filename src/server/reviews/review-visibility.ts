/**
 * Which reviews the shop shows: a review stays stored (its author still sees it under
 * Değerlendirmelerim and in the data export), but once its order is cancelled it is left out of the
 * product's review list, its comment count and star rate, and so of 'En Çok Beğenilen Ürünler'. The
 * order's cancellation is the one fact this reads: there is no second flag to keep in step.
 */
import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { comments, orders, products } from '../db/schema/index.ts';

/** SQL condition on comments: the review's order is not cancelled. */
export const reviewShown = sql`not exists (select 1 from ${orders} ro
  where ro.id = ${comments.orderId} and ro.cancelled_at is not null)`;

/** Sets a product's comment count and star rate (two decimals) from its shown reviews. */
export async function refreshRating(db: Database, productId: number): Promise<void> {
  const [stats] = await db
    .select({ n: count(), mean: avg(comments.star) })
    .from(comments)
    .where(and(eq(comments.productId, productId), reviewShown));
  await db
    .update(products)
    .set({
      commentCount: stats?.n ?? 0,
      starRate: sql`round(coalesce(${stats?.mean ?? null}::numeric, 0), 2)`,
    })
    .where(eq(products.id, productId));
}

/** Refreshes the ratings of the products reviewed on an order (after it was cancelled). */
export async function refreshRatingsOfOrder(db: Database, orderId: number): Promise<void> {
  const reviewed = await db
    .selectDistinct({ productId: comments.productId })
    .from(comments)
    .where(eq(comments.orderId, orderId));
  for (const { productId } of reviewed) await refreshRating(db, productId);
}
