import { Hono } from 'hono';
import type { ReviewSavedAnswer } from '../../contract/reviews.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { signedIn } from '../http/require-customer.ts';
import { valid } from '../http/validate.ts';
import { idOfPath, newReviewForm, reviewEditForm } from '../reviews/review-inputs.ts';
import { addReview, customerReviews, editReview, productReviews } from '../reviews/review-repo.ts';

/** GET /product/{id}/comments: the product's shown reviews (not of a cancelled order), newest first, with their average and count. */
export const productCommentRoutes = new Hono<AppEnv>().get(
  '/:id/comments',
  valid('param', idOfPath, { status: 404, key: 'api.productNotFound' }),
  async (c) => c.json(await productReviews(c.get('db'), c.req.valid('param').id)),
);

/** POST /comment (add) and POST /comment/{id} (edit): reviews of products the customer bought. */
export const commentRoutes = new Hono<AppEnv>()
  .post('/', signedIn, valid('form', newReviewForm), async (c) => {
    const comment = await addReview(c.get('db'), c.get('customer').id, c.req.valid('form'));
    return c.json({ success: true, comment } satisfies ReviewSavedAnswer, 201);
  })
  .post(
    '/:id',
    signedIn,
    valid('param', idOfPath, { status: 404, key: 'api.notFound' }),
    valid('form', reviewEditForm),
    async (c) => {
      const comment = await editReview(
        c.get('db'),
        c.get('customer').id,
        c.req.valid('param').id,
        c.req.valid('form'),
      );
      if (!comment) return apiError(c, 404, 'api.notFound');
      return c.json({ success: true, comment } satisfies ReviewSavedAnswer);
    },
  );

/** GET /comments: the signed-in customer's own reviews (Değerlendirmelerim), newest first, hidden ones marked. */
export const myCommentRoutes = new Hono<AppEnv>().get('/', signedIn, async (c) =>
  c.json(await customerReviews(c.get('db'), c.get('customer').id)),
);
