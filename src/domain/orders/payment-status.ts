/**
 * An order's payment state (orders.payment_status). The order save writes it: a card order is
 * 'paid' at once; a Havale-EFT order waits for its transfer ('awaiting_transfer') until the shop
 * marks it 'paid'; a Kapıda Ödeme order is paid on delivery ('pay_on_delivery'). A cancellation
 * writes it too: a card order's charge taken back is 'voided' (on the shop day of the payment,
 * nothing reaches the statement) or 'refunded' (later); an order the shop's staff cancelled after its
 * transfer arrived is 'refund_due' (the shop pays it back by transfer); any other is 'cancelled'.
 */
import type { Reversal } from '../payment/reversal.ts';

/** The payment states of an order. */
export const PAYMENT_STATUS = {
  paid: 'paid',
  awaitingTransfer: 'awaiting_transfer',
  payOnDelivery: 'pay_on_delivery',
  cancelled: 'cancelled',
  voided: 'voided',
  refunded: 'refunded',
  /** Cancelled by the shop after its Havale-EFT transfer arrived: the shop owes the money back. */
  refundDue: 'refund_due',
} as const;

/** A payment state the shop writes. */
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Whether the shop holds the order's money. */
export function isPaid(paymentStatus: string): boolean {
  return paymentStatus === PAYMENT_STATUS.paid;
}

/** Whether the order still waits for its money: a Havale-EFT not arrived, or a Kapıda Ödeme not delivered. */
export function awaitsPayment(paymentStatus: string): boolean {
  return paymentStatus === PAYMENT_STATUS.awaitingTransfer || paymentStatus === PAYMENT_STATUS.payOnDelivery;
}

/** The payment state of a cancelled order: how its card charge was taken back, else 'cancelled'. */
export function cancelledPaymentStatus(reversal: Reversal | null): PaymentStatus {
  if (reversal === 'void') return PAYMENT_STATUS.voided;
  if (reversal === 'refund') return PAYMENT_STATUS.refunded;
  return PAYMENT_STATUS.cancelled;
}
