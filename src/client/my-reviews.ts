/** The 'Değerlendirmelerim' page's calls: the customer's reviews and the orders that wait for one. */
import type { OrderListPage } from '../contract/orders.ts';
import type { MyReview, MyReviewsAnswer } from '../contract/reviews.ts';
import { api } from './http.ts';

/** GET /comments: the signed-in customer's reviews, newest first. */
export async function loadMyReviews(): Promise<MyReview[]> {
  return (await api<MyReviewsAnswer>('/comments')).items;
}

/** GET /orders (the first page): the customer's newest orders. */
export function readRecentOrders(): Promise<OrderListPage> {
  return api<OrderListPage>('/orders');
}
