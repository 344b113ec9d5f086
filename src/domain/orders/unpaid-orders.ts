/**
 * Orders placed without payment (Havale-EFT, Kapıda Ödeme) take stock at once, so they are bounded:
 * a Havale-EFT order whose transfer has not arrived within the 24 hours its notice names is
 * cancelled ('Havale/EFT ile verilen siparişlerin ödemesinin 24 saat içinde ... yapılması gerekir ...
 * 24 saat içinde ödemesi yapılmayan siparişler iptal edilir.'), and a customer holds only a few
 * unpaid orders at once.
 */
import { awaitsPayment, PAYMENT_STATUS } from './payment-status.ts';

/** The hours a Havale-EFT payment has, as the payment step's notice and the agreements say. */
export const TRANSFER_PAYMENT_HOURS = 24;

/**
 * How many unpaid orders (Havale-EFT awaiting its transfer, Kapıda Ödeme not delivered) a customer
 * may hold before shipping. A shopper rarely waits on more than one or two such orders at once,
 * while each holds stock: without a limit one account could take a product's whole stock with
 * orders it never pays (SEC-13). A card order is never limited.
 */
export const UNPAID_ORDER_LIMIT = 3;

const TRANSFER_PAYMENT_MS = TRANSFER_PAYMENT_HOURS * 3_600_000;

/** When a Havale-EFT order placed at `date` must be paid by. */
export function transferDeadline(date: Date): Date {
  return new Date(date.getTime() + TRANSFER_PAYMENT_MS);
}

/**
 * The time an order must have been placed before for its deadline to be over at `now`: the inverse
 * of transferDeadline, for a query of the overdue orders (placed strictly before it).
 */
export function overdueIfPlacedBefore(now: Date): Date {
  return new Date(now.getTime() - TRANSFER_PAYMENT_MS);
}

/** What the unpaid-order rules read of an order. */
export interface UnpaidOrderFacts {
  readonly date: Date;
  readonly paymentStatus: string;
  readonly cancelled: boolean;
  /** Any product line has a tracking number. */
  readonly shipped: boolean;
}

/**
 * Whether a Havale-EFT order is cancelled for want of payment at `now`: still awaiting its transfer,
 * not cancelled, nothing shipped, and its 24 hours are over (the deadline itself still counts as in time).
 */
export function isTransferOverdue(order: UnpaidOrderFacts, now: Date): boolean {
  return (
    order.paymentStatus === PAYMENT_STATUS.awaitingTransfer &&
    !order.cancelled &&
    !order.shipped &&
    now.getTime() > transferDeadline(order.date).getTime()
  );
}

/** Whether an order counts towards UNPAID_ORDER_LIMIT: waiting for its money, not cancelled, not shipped. */
export function holdsUnpaid(order: Omit<UnpaidOrderFacts, 'date'>): boolean {
  return awaitsPayment(order.paymentStatus) && !order.cancelled && !order.shipped;
}

/** Whether a customer holding `open` unpaid orders may place one more unpaid order. */
export function mayPlaceUnpaidOrder(open: number): boolean {
  return open < UNPAID_ORDER_LIMIT;
}
