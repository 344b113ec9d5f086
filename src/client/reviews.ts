/** The review dialog's calls (SPEC §7 POST /comment, POST /comment/{id}), answering src/contract/reviews.ts's types. */
import type { EditReviewForm, NewReviewForm, Review, ReviewSavedAnswer } from '../contract/reviews.ts';
import { isoDateText, shopDate } from '../domain/shop-calendar.ts';
import { api } from './http.ts';

/** The reviewed product as the dialog needs it. */
export interface ReviewProduct {
  id: number;
  name: string;
  image: string | null;
}

/** The review texts a customer sends (trimmed) with its stars. */
export interface ReviewInput {
  star: number;
  commentTitle: string;
  commentDescription: string;
}

/** Today as the form's comment_date (YYYY-MM-DD): the shop's day, not the UTC one (01:00 in Istanbul is still yesterday in UTC). */
function today(): string {
  return isoDateText(shopDate(new Date()));
}

/** POST /comment with the SPEC §7 form fields: a new review of a product bought on orderNo. */
export async function addReview(
  product: ReviewProduct,
  orderNo: string,
  input: ReviewInput,
): Promise<Review> {
  const form = new URLSearchParams({
    comment_product_controller: String(product.id),
    comment_title: input.commentTitle,
    comment_description: input.commentDescription,
    comment_order_no: orderNo,
    comment_star: String(input.star),
    comment_date: today(),
  } satisfies NewReviewForm);
  const answer = await api<ReviewSavedAnswer>('/comment', { method: 'POST', body: form });
  return answer.comment;
}

/** POST /comment/{id} with the SPEC §7 form fields (comment_b_star = the stars before the edit). */
export async function editReview(
  existing: Pick<Review, 'id' | 'star'>,
  productId: number,
  input: ReviewInput,
): Promise<Review> {
  const form = new URLSearchParams({
    comment_title: input.commentTitle,
    comment_description: input.commentDescription,
    comment_star: String(input.star),
    comment_b_star: String(existing.star),
    comment_product_id: String(productId),
    comment_date: today(),
  } satisfies EditReviewForm);
  const answer = await api<ReviewSavedAnswer>(`/comment/${existing.id}`, { method: 'POST', body: form });
  return answer.comment;
}
