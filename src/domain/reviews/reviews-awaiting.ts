/**
 * The products a customer bought and has not reviewed yet (SPEC §6: reviews are offered per
 * purchased order item), from their orders (GET /orders) and their own reviews (GET /comments).
 */

/** An order as GET /orders answers it: its product lines come first, itemCount of them, then shipping. */
export interface OrderForReview {
  readonly orderNo: string;
  readonly isCancel: boolean;
  readonly itemCount: number;
  readonly orderItems: readonly {
    readonly id: number;
    readonly name: string;
    readonly image: string | null;
    /** The line may be reviewed (bought: paid or shipped; review-eligibility.ts). */
    readonly reviewable: boolean;
  }[];
}

/** A product of an order that waits for a review. */
export interface AwaitingReview {
  readonly orderNo: string;
  readonly product: { readonly id: number; readonly name: string; readonly image: string | null };
}

/**
 * Each reviewable product line of the non-cancelled orders without a review of that product on that
 * order, once per order and product (two units of one product are one review), in the orders' order.
 */
export function awaitingReview(
  orders: readonly OrderForReview[],
  reviews: readonly { readonly orderNo?: string | undefined; readonly productId: number }[],
): AwaitingReview[] {
  const done = new Set(reviews.map((r) => `${r.orderNo ?? ''}|${r.productId}`));
  const out: AwaitingReview[] = [];
  for (const order of orders) {
    if (order.isCancel) continue;
    for (const item of order.orderItems.slice(0, order.itemCount)) {
      const key = `${order.orderNo}|${item.id}`;
      if (!item.reviewable || done.has(key)) continue;
      done.add(key);
      out.push({ orderNo: order.orderNo, product: { id: item.id, name: item.name, image: item.image } });
    }
  }
  return out;
}
