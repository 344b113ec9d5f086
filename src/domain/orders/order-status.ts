/**
 * An order's cargo and cancel state as the customer area shows it (SPEC §2 Order list and detail, §4
 * Order): no tracking number means 'being prepared', a tracking number means 'shipped', and once the
 * shop marks it delivered (issue 17; the spec never sets it) 'delivered'; the order can be cancelled
 * only before anything has shipped.
 */
import { trackingLink } from './carriers.ts';
import { PAYMENT_STATUS } from './payment-status.ts';

/** The fields of an order line the cargo rules read (SPEC §3 Order item). */
export interface CargoLine {
  readonly kfadi: string | null;
  readonly kargoUrl: string | null;
  readonly takipNo: string | null;
}

/** The fields of an order the rules read: its product lines (without the shipping product) and isCancel. */
export interface CargoOrder {
  readonly isCancel: boolean;
  readonly productLines: readonly CargoLine[];
  /** When the shop marked it delivered (null before). */
  readonly deliveredAt?: string | null;
}

/** The list's cargo button: 'Kargo Takip' with the first product line's tracking link, or 'Hazırlanıyor'. */
export type CargoButton =
  | { readonly kind: 'tracking'; readonly href: string }
  | { readonly kind: 'preparing' };

/** The cargo button of an order (SPEC §2: by the first product line's tracking number). */
export function cargoButton(order: Pick<CargoOrder, 'productLines'>): CargoButton {
  const first = order.productLines[0];
  const href = first ? trackingLink(first.kargoUrl, first.takipNo) : null;
  return href ? { kind: 'tracking', href } : { kind: 'preparing' };
}

/** The progress bar's steps, in order. */
export const CARGO_STEPS = ['preparing', 'shipped', 'delivered'] as const;
export type CargoStep = (typeof CARGO_STEPS)[number];

/** Whether any product line has a tracking number. */
export function isShipped(order: Pick<CargoOrder, 'productLines'>): boolean {
  return order.productLines.some((line) => (line.takipNo ?? '').trim() !== '');
}

/**
 * The progress bar's current step: 'delivered' once the shop marked it so (the spec never sets it;
 * the shop now knows), 'shipped' once a tracking number exists, else 'preparing'.
 */
export function currentCargoStep(order: Pick<CargoOrder, 'productLines' | 'deliveredAt'>): CargoStep {
  if (order.deliveredAt) return 'delivered';
  return isShipped(order) ? 'shipped' : 'preparing';
}

/** Whether the detail table needs its cargo column: the lines differ in carrier or tracking number. */
export function hasSplitShipment(lines: readonly CargoLine[]): boolean {
  const keys = new Set(lines.map((l) => `${l.kfadi ?? ''}\u0000${l.takipNo ?? ''}`));
  return keys.size > 1;
}

/** Whether the customer may cancel: not cancelled yet and nothing shipped (no tracking number). */
export function canCancel(order: CargoOrder): boolean {
  return !order.isCancel && !isShipped(order);
}

/** How a cancelled order's payment goes back, as the order shows it. */
export type PaymentReversal =
  | typeof PAYMENT_STATUS.voided
  | typeof PAYMENT_STATUS.refunded
  | typeof PAYMENT_STATUS.refundDue;

/**
 * The reversal an order's payment status names (a card's 'voided' the same day, 'refunded' later; a
 * transfer the shop owes back, 'refund_due'), else null.
 */
export function paymentReversal(paymentStatus: string): PaymentReversal | null {
  if (paymentStatus === PAYMENT_STATUS.voided) return PAYMENT_STATUS.voided;
  if (paymentStatus === PAYMENT_STATUS.refunded) return PAYMENT_STATUS.refunded;
  if (paymentStatus === PAYMENT_STATUS.refundDue) return PAYMENT_STATUS.refundDue;
  return null;
}

/**
 * Why an order was cancelled: by the customer (PATCH /order/{id}), by the shop because a Havale-EFT
 * transfer did not arrive within its 24 hours (unpaid-orders.ts), or by the shop's staff (issue 17).
 */
export const CANCEL_REASONS = ['customer', 'transferNotReceived', 'shop'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A stored cancel reason, or null when none is known (an order cancelled before reasons were kept). */
export function cancelReasonOf(value: string | null | undefined): CancelReason | null {
  return (CANCEL_REASONS as readonly string[]).includes(value ?? '') ? (value as CancelReason) : null;
}
