/** What the review calls read: a review's fields (POST /comment, POST /comment/{id}), and their ids. */
import { z } from 'zod';
import type { EditReviewForm, NewReviewForm } from '../../contract/reviews.ts';
import { isOrderNo } from '../../domain/orders/order-number.ts';
import { validateReview } from '../../domain/reviews/review-validation.ts';
import { formOf } from '../http/form-fields.ts';
import { formBody, idParam } from '../http/parse.ts';
import { checkedBy } from '../http/validate.ts';

/** A path's review or product id. */
export const idOfPath = z.object({ id: idParam });

/** The review's own fields, named as both the new review's and the edit's forms name them. */
type ReviewText = 'comment_star' | 'comment_title' | 'comment_description';
type ReviewForm = {
  readonly [K in ReviewText & keyof NewReviewForm & keyof EditReviewForm]?: string | undefined;
};

const reviewValues = (form: ReviewForm) => ({
  star: form.comment_star ?? '',
  commentTitle: form.comment_title ?? '',
  commentDescription: form.comment_description ?? '',
});

/** POST /comment: the product and the order it was bought on, then the review (validateReview 'add'). */
export const newReviewForm = formBody
  .pipe(
    formOf<NewReviewForm>()({
      comment_product_controller: idParam,
      comment_order_no: z.string().trim().refine(isOrderNo),
      comment_star: z.string().optional(),
      comment_title: z.string().optional(),
      comment_description: z.string().optional(),
    }),
  )
  .transform((form, ctx) => {
    const review = checkedBy((f: ReviewForm) => validateReview(reviewValues(f), 'add'))(form, ctx);
    return { productId: form.comment_product_controller, orderNo: form.comment_order_no, review };
  });

/** POST /comment/{id}: the review's changes (validateReview 'edit': the star may stay). */
export const reviewEditForm = formBody.transform(
  checkedBy((form: ReviewForm) => validateReview(reviewValues(form), 'edit')),
);
