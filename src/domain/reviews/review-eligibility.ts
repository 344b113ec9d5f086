/**
 * Which order lines a customer may review (SPEC §6: "Reviews are offered per purchased order item").
 * Purchased means the shop has the money or the goods are on their way: the order is paid (a card
 * order, or a Havale-EFT whose transfer arrived), or the line has a tracking number (a Kapıda Ödeme
 * or unpaid Havale-EFT order once shipped). A cancelled order is never reviewed, and its earlier
 * reviews are hidden from the product pages and ratings. The shipping product (settings urNo) is no
 * purchase at all.
 */
import { isPaid } from '../orders/payment-status.ts';

/** What the rule reads of an order line and its order. */
export interface ReviewableLine {
  readonly paymentStatus: string;
  readonly orderCancelled: boolean;
  readonly trackingNo: string | null;
  /** The line is the shipping charge (the urNo product). */
  readonly shippingLine: boolean;
}

/** Whether an order line may be reviewed: bought (paid, or shipped), not cancelled, not the shipping charge. */
export function isReviewable(line: ReviewableLine): boolean {
  if (line.shippingLine || line.orderCancelled) return false;
  return isPaid(line.paymentStatus) || (line.trackingNo ?? '').trim() !== '';
}
