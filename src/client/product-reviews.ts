/** The product page's reviews call (GET /product/{id}/comments), apart from product.ts as another island makes it. */
import type { ProductReviewsAnswer } from '../contract/reviews.ts';
import { api } from './http.ts';

/** GET /product/{id}/comments: a product's published reviews, their average and count. */
export function readProductReviews(productId: number): Promise<ProductReviewsAnswer> {
  return api<ProductReviewsAnswer>(`/product/${productId}/comments`);
}
