import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type {
  MyReviewsAnswer,
  ProductReviewsAnswer,
  Review,
  ReviewSavedAnswer,
} from '../../contract/reviews.ts';
import { averageRating } from '../../domain/catalog/rating.ts';
import { isOrderNo } from '../../domain/orders/order-number.ts';
import { isReviewable } from '../../domain/reviews/review-eligibility.ts';
import { validateReview } from '../../domain/reviews/review-validation.ts';
import { customerById } from '../auth/customer-repo.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { comments, orderItems, orders, productImages, products } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields, idParam } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { refreshRating, reviewShown } from '../reviews/review-visibility.ts';

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

/** GET /product/{id}/comments: the product's shown reviews (not of a cancelled order), newest first, with their average and count. */
export const productCommentRoutes = new Hono<AppEnv>().get('/:id/comments', async (c) => {
  const id = idParam.safeParse(c.req.param('id'));
  if (!id.success) return apiError(c, 404, 'api.productNotFound');
  const rows = await c.var.db
    .select()
    .from(comments)
    .where(and(eq(comments.productId, id.data), reviewShown))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_LIMIT);
  const rating = averageRating(rows.map((r) => r.star));
  return c.json({
    items: rows.map((r) => commentView(r)),
    average: rating.average,
    count: rows.length,
  } satisfies ProductReviewsAnswer);
});

/** POST /comment (add) and POST /comment/{id} (edit): reviews of products the customer bought. */
export const commentRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const form = await formFields(c);
    if (!form) return apiError(c, 400, 'api.badRequest');
    const productId = idParam.safeParse(form.comment_product_controller ?? '');
    const orderNo = (form.comment_order_no ?? '').trim();
    if (!productId.success || !isOrderNo(orderNo)) return apiError(c, 400, 'api.badRequest');
    const review = validateReview(
      {
        star: form.comment_star ?? '',
        commentTitle: form.comment_title ?? '',
        commentDescription: form.comment_description ?? '',
      },
      'add',
    );
    if (!review.ok) return apiError(c, 400, Object.values(review.errors)[0] ?? 'api.badRequest');
    const db = c.var.db;
    // Only a product the customer bought on that order: not cancelled, never the shipping charge,
    // and paid for or shipped (review-eligibility.ts).
    const [bought] = await db
      .select({ orderId: orders.id, paymentStatus: orders.paymentStatus, trackingNo: orderItems.trackingNo })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.orderNo, orderNo),
          eq(orders.customerId, customer.id),
          isNull(orders.cancelledAt),
          eq(orderItems.productId, productId.data),
        ),
      )
      .orderBy(orderItems.id)
      .limit(1);
    const shippingLine = String(productId.data) === (await loadSettings(db)).urNo;
    if (!bought || shippingLine) return apiError(c, 403, 'reviews.notBought');
    // Bought but neither paid nor shipped yet (an open Havale-EFT or Kapıda Ödeme order): later.
    if (!isReviewable({ ...bought, orderCancelled: false, shippingLine }))
      return apiError(c, 409, 'reviews.notYetReviewable');
    const me = await customerById(db, customer.id);
    const [row] = await db
      .insert(comments)
      .values({
        customerId: customer.id,
        productId: productId.data,
        orderId: bought.orderId,
        title: review.value.commentTitle,
        description: review.value.commentDescription,
        star: review.value.star ?? 0,
        authorName: me ? authorName(me.name, me.surname) : '',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return apiError(c, 409, 'reviews.alreadyReviewed');
    await refreshRating(db, productId.data);
    return c.json({ success: true, comment: commentView(row, orderNo) } satisfies ReviewSavedAnswer, 201);
  })
  .post('/:id', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const id = idParam.safeParse(c.req.param('id'));
    const form = await formFields(c);
    if (!id.success) return apiError(c, 404, 'api.notFound');
    if (!form) return apiError(c, 400, 'api.badRequest');
    const review = validateReview(
      {
        star: form.comment_star ?? '',
        commentTitle: form.comment_title ?? '',
        commentDescription: form.comment_description ?? '',
      },
      'edit',
    );
    if (!review.ok) return apiError(c, 400, Object.values(review.errors)[0] ?? 'api.badRequest');
    const db = c.var.db;
    const changes = {
      title: review.value.commentTitle,
      description: review.value.commentDescription,
      ...(review.value.star === undefined ? {} : { star: review.value.star }),
    };
    const [row] = await db
      .update(comments)
      .set(changes)
      .where(and(eq(comments.id, id.data), eq(comments.customerId, customer.id)))
      .returning();
    if (!row) return apiError(c, 404, 'api.notFound');
    await refreshRating(db, row.productId);
    return c.json({ success: true, comment: commentView(row) } satisfies ReviewSavedAnswer);
  });

/** GET /comments: the signed-in customer's own reviews (Değerlendirmelerim), newest first, hidden ones marked. */
export const myCommentRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const customer = requireCustomer(c);
  if ('response' in customer) return customer.response;
  const rows = await c.var.db
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
    .where(eq(comments.customerId, customer.id))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_LIMIT);
  return c.json({
    items: rows.map((r) => ({
      ...commentView(r.comment, r.orderNo),
      product: { ...r.product, image: r.image },
      // Its order was cancelled: kept for its author, not shown on the product page.
      hidden: r.orderCancelled,
    })),
  } satisfies MyReviewsAnswer);
});
