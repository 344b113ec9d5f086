/** Reviews (comments) as the API reads and writes them: a product's, a customer's own, add and edit. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MyReviewsAnswer, ProductReviewsAnswer, Review } from '../../contract/reviews.ts';
import { averageRating } from '../../domain/catalog/rating.ts';
import { isReviewable } from '../../domain/reviews/review-eligibility.ts';
import type { ReviewData } from '../../domain/reviews/review-validation.ts';
import { customerById } from '../auth/customer-repo.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { comments, orderItems, orders, productImages, products } from '../db/schema/index.ts';
import { Refused } from '../http/refusal.ts';
import { refreshRating, reviewShown } from './review-visibility.ts';

const COMMENTS_LIMIT = 200;

type CommentRow = typeof comments.$inferSelect;

/** A review as the comment list shows it: the author's name and the product's id, never the customer's. */
function commentView(row: CommentRow, orderNo: string | null = null): Review {
  return {
    id: row.id,
    commentTitle: row.title,
    commentDescription: row.description,
    star: row.star,
    date: row.createdAt.toISOString(),
    name: row.authorName,
    productId: row.productId,
    ...(orderNo ? { orderNo } : {}),
  };
}

/** The author name shown on a review: first name and the initial of the surname. */
function authorName(name: string, surname: string): string {
  const initial = surname.trim().charAt(0).toLocaleUpperCase('tr-TR');
  return initial ? `${name.trim()} ${initial}.` : name.trim();
}

/** A product's shown reviews (not of a cancelled order), newest first, with their average and count. */
export async function productReviews(db: Database, productId: number): Promise<ProductReviewsAnswer> {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.productId, productId), reviewShown))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_LIMIT);
  const rating = averageRating(rows.map((r) => r.star));
  return { items: rows.map((r) => commentView(r)), average: rating.average, count: rows.length };
}

/** A new review: of a product the customer bought on an order. */
export interface NewReview {
  readonly productId: number;
  readonly orderNo: string;
  readonly review: ReviewData;
}

/**
 * Saves a review of a product the customer bought on that order: not cancelled, never the shipping
 * charge, and paid for or shipped (review-eligibility.ts). Refused (403, 409) otherwise, or when the
 * customer reviewed it on that order already.
 */
export async function addReview(db: Database, customerId: number, input: NewReview): Promise<Review> {
  const { productId, orderNo, review } = input;
  const [bought] = await db
    .select({ orderId: orders.id, paymentStatus: orders.paymentStatus, trackingNo: orderItems.trackingNo })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.orderNo, orderNo),
        eq(orders.customerId, customerId),
        isNull(orders.cancelledAt),
        eq(orderItems.productId, productId),
      ),
    )
    .orderBy(orderItems.id)
    .limit(1);
  const shippingLine = String(productId) === (await loadSettings(db)).urNo;
  if (!bought || shippingLine) throw new Refused('reviews.notBought', 403);
  // Bought but neither paid nor shipped yet (an open Havale-EFT or Kapıda Ödeme order): later.
  if (!isReviewable({ ...bought, orderCancelled: false, shippingLine }))
    throw new Refused('reviews.notYetReviewable', 409);
  const me = await customerById(db, customerId);
  const [row] = await db
    .insert(comments)
    .values({
      customerId,
      productId,
      orderId: bought.orderId,
      title: review.commentTitle,
      description: review.commentDescription,
      star: review.star ?? 0,
      authorName: me ? authorName(me.name, me.surname) : '',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Refused('reviews.alreadyReviewed', 409);
  await refreshRating(db, productId);
  return commentView(row, orderNo);
}

/** Changes the customer's own review (the star stays when none is given); undefined when it is not theirs. */
export async function editReview(
  db: Database,
  customerId: number,
  id: number,
  review: ReviewData,
): Promise<Review | undefined> {
  const changes = {
    title: review.commentTitle,
    description: review.commentDescription,
    ...(review.star === undefined ? {} : { star: review.star }),
  };
  const [row] = await db
    .update(comments)
    .set(changes)
    .where(and(eq(comments.id, id), eq(comments.customerId, customerId)))
    .returning();
  if (!row) return undefined;
  await refreshRating(db, row.productId);
  return commentView(row);
}

/** The customer's own reviews (Değerlendirmelerim), newest first, those of a cancelled order marked hidden. */
export async function customerReviews(db: Database, customerId: number): Promise<MyReviewsAnswer> {
  const rows = await db
    .select({
      comment: comments,
      orderNo: orders.orderNo,
      orderCancelled: sql<boolean>`${orders.cancelledAt} is not null`,
      product: { id: products.id, seo: products.seo, name: products.name },
      image: sql<string | null>`(select ${productImages.file} from ${productImages}
        where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
    })
    .from(comments)
    .innerJoin(products, eq(products.id, comments.productId))
    .innerJoin(orders, eq(orders.id, comments.orderId))
    .where(eq(comments.customerId, customerId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_LIMIT);
  return {
    items: rows.map((r) => ({
      ...commentView(r.comment, r.orderNo),
      product: { ...r.product, image: r.image },
      // Its order was cancelled: kept for its author, not shown on the product page.
      hidden: r.orderCancelled,
    })),
  };
}
