/**
 * Whether the shop itself may cancel an order now (PATCH /order/{id}, the unpaid-transfer sweep).
 * Nothing of it may have shipped and it must not be cancelled already. Money the shop holds must go
 * back with it, and only a card charge can go back on its own (through the payment provider): an
 * order paid any other way (a Havale-EFT transfer the shop marked received) is the shop's staff's to
 * cancel and pay back, and an order whose card charge is being taken back is already being cancelled.
 */
import { isPaid } from './payment-status.ts';

/** Why an order cannot be cancelled now. */
export type CancelBlock = 'cancelled' | 'shipped' | 'reversing' | 'paidOutsideCard';

/** What the rule reads of an order. */
export interface CancelState {
  readonly cancelled: boolean;
  /** Any product line has a tracking number. */
  readonly shipped: boolean;
  /** The order's payment status (orders.payment_status). */
  readonly paymentStatus: string;
  /** Its card charge: booked ('approved'), being taken back ('reversing'), or none. */
  readonly cardCharge: 'approved' | 'reversing' | null;
}

/** Why the order cannot be cancelled, or null when it can (a card charge then goes back with it). */
export function cancelBlock(order: CancelState): CancelBlock | null {
  if (order.cancelled) return 'cancelled';
  if (order.shipped) return 'shipped';
  if (order.cardCharge === 'reversing') return 'reversing';
  if (order.cardCharge === null && isPaid(order.paymentStatus)) return 'paidOutsideCard';
  return null;
}
