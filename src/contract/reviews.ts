/**
 * Reviews as the API answers them: a product's shown reviews (GET /product/{id}/comments), a review
 * added or edited (POST /comment, POST /comment/{id}) and the customer's own (GET /comments).
 */

/** A review as the API answers it (POST /comment, POST /comment/{id}, GET /comments, a product's list). */
export interface Review {
  id: number;
  commentTitle: string;
  commentDescription: string;
  star: number;
  /** ISO date and time. */
  date: string;
  /** The author's name as the product page shows it. */
  name: string;
  productId: number;
  orderNo?: string;
}

/** One of the customer's own reviews (GET /comments), with its product. */
export interface MyReview extends Review {
  product: { id: number; seo: string; name: string; image: string | null };
  /** Its order was cancelled: the review is not shown on the product page. */
  hidden?: boolean;
}

/** GET /product/{id}/comments: the shown reviews, newest first, with the average (one decimal) and the count. */
export interface ProductReviewsAnswer {
  items: Review[];
  average: number;
  count: number;
}

/** POST /comment (201) and POST /comment/{id}: the saved review. */
export interface ReviewSavedAnswer {
  success: true;
  comment: Review;
}

/** GET /comments: the signed-in customer's reviews, newest first. */
export interface MyReviewsAnswer {
  items: MyReview[];
}

/** POST /comment (SPEC §7): a new review's form fields (comment_product_controller is the product id, comment_date YYYY-MM-DD). */
export interface NewReviewForm {
  comment_product_controller: string;
  comment_title: string;
  comment_description: string;
  comment_order_no: string;
  comment_star: string;
  comment_date: string;
}

/** POST /comment/{id} (SPEC §7): an edit's form fields (comment_b_star is the stars before the edit). */
export interface EditReviewForm {
  comment_title: string;
  comment_description: string;
  comment_star: string;
  comment_b_star: string;
  comment_product_id: string;
  comment_date: string;
}
