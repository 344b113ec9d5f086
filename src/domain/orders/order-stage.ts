/**
 * Where an order stands as the shop's staff and its ERP see it (issue 17): waiting for its Havale-EFT
 * transfer, to be shipped, shipped in part or whole, delivered, or cancelled. The customer's pages
 * read the same facts through order-status.ts.
 */
import { PAYMENT_STATUS } from './payment-status.ts';

/** The stages of an order, in the order an order moves through them (cancelled from any before shipping). */
export const ORDER_STAGES = [
  'awaitingPayment',
  'toShip',
  'partlyShipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** What the stage is read from. */
export interface OrderFacts {
  readonly cancelled: boolean;
  readonly delivered: boolean;
  /** The order's payment status (orders.payment_status). */
  readonly paymentStatus: string;
  /** Its product lines (the shipping charge's line is not a parcel). */
  readonly productLines: number;
  /** Its product lines with a tracking number. */
  readonly shippedLines: number;
}

/** The stage of an order. An order shipped on trust before its transfer arrived counts as shipped. */
export function orderStage(order: OrderFacts): OrderStage {
  if (order.cancelled) return 'cancelled';
  if (order.delivered) return 'delivered';
  if (order.shippedLines > 0) return order.shippedLines >= order.productLines ? 'shipped' : 'partlyShipped';
  if (order.paymentStatus === PAYMENT_STATUS.awaitingTransfer) return 'awaitingPayment';
  return 'toShip';
}

/** Whether a text names a stage. */
export function isOrderStage(value: string): value is OrderStage {
  return (ORDER_STAGES as readonly string[]).includes(value);
}
