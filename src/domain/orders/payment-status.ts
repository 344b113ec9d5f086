/**
 * An order's payment state as the order save records it (orders.payment_status): a card order is
 * 'paid' at once; a Havale-EFT order waits for the transfer ('awaiting_transfer') until the shop
 * marks it 'paid'; a Kapıda Ödeme order is paid on delivery ('pay_on_delivery'); a cancelled order
 * is 'cancelled' (or 'refunded', for a card order paid back).
 */

/** The payment states of an order. */
export const PAYMENT_STATUS = {
  paid: 'paid',
  awaitingTransfer: 'awaiting_transfer',
  payOnDelivery: 'pay_on_delivery',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const;

/** Whether the shop holds the order's money. */
export function isPaid(paymentStatus: string): boolean {
  return paymentStatus === PAYMENT_STATUS.paid;
}

/** Whether the order still waits for its money: a Havale-EFT not arrived, or a Kapıda Ödeme not delivered. */
export function awaitsPayment(paymentStatus: string): boolean {
  return paymentStatus === PAYMENT_STATUS.awaitingTransfer || paymentStatus === PAYMENT_STATUS.payOnDelivery;
}
