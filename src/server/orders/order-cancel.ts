/**
 * Cancelling an order: its stock back, its reviews out of the products' ratings, and a card charge
 * taken back through the payment provider (voided on the shop day it was approved, refunded after).
 * The provider is never asked inside a database transaction: the charge is claimed first
 * (`reversing`, committed), the provider asked with no row locked, and only then is the order
 * cancelled, as the charge path records before it asks the bank (order-reservation.ts).
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { mul, toText } from '../../domain/exact.ts';
import { cancelBlock } from '../../domain/orders/cancellation.ts';
import type { CancelReason } from '../../domain/orders/order-status.ts';
import {
  cancelledPaymentStatus,
  PAYMENT_STATUS,
  type PaymentStatus,
} from '../../domain/orders/payment-status.ts';
import { reversedStatus } from '../../domain/payment/attempt-status.ts';
import { type Reversal, reversalOf } from '../../domain/payment/reversal.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders, paymentAttempts, products } from '../db/schema/index.ts';
import { queueCancellationNotice } from '../mail/order-mails.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { refreshRatingsOfOrder } from '../reviews/review-visibility.ts';

/**
 * How a cancellation ended: done; no such order of this customer; not cancellable (shipped,
 * cancelled, its charge already being taken back); paid some other way than by card, which only the
 * shop's staff can pay back; not done because the card charge could not be taken back (the order
 * stands); or the charge was taken back but the cancellation could not be recorded (the attempt
 * stays `reversing` for the staff).
 */
export type CancelOutcome =
  | 'cancelled'
  | 'notFound'
  | 'refused'
  | 'paidOutsideCard'
  | 'paymentNotReversed'
  | 'reversedNotRecorded';

/** Which order to cancel: its id, and the customer it must belong to (undefined: any customer). */
export interface CancelTarget {
  orderId: number;
  customerId?: number;
  /** Why (stored on the order and shown on its page); 'customer' unless told. */
  reason?: CancelReason;
  /** A further condition the locked order must meet (e.g. still awaiting its transfer), else 'refused'. */
  onlyIf?: (order: typeof orders.$inferSelect) => boolean;
  /**
   * The shop's staff cancel it: an order whose Havale-EFT transfer arrived is cancelled too, its
   * payment status 'refund_due' (the shop pays the money back by transfer), where a customer's
   * cancellation answers 'paidOutsideCard'.
   */
  byStaff?: boolean;
}

/** What a cancellation may need besides the order: the payment provider a card order is refunded through. */
export interface CancelOptions {
  /** Needed only for an order a card paid; without it such an order is not cancelled. */
  payment?: PaymentProvider | null;
  now?: Date;
}

type Attempt = typeof paymentAttempts.$inferSelect;

/** A card charge claimed for taking back: its attempt (now `reversing`) and how. */
interface ClaimedCharge {
  readonly attempt: Attempt;
  readonly transactionId: string;
  readonly reversal: Reversal;
}

/** How often the cancellation of an order whose charge went back is tried before it is left to the staff. */
const RECORD_TRIES = 4;
const RECORD_RETRY_MS = 100;

/**
 * Cancels an order while nothing of it has shipped (no tracking number). The order row is locked
 * while it is checked, so a cancellation happens once however often, or by however many processes,
 * it is asked. An order paid by card: (1) its approved attempt is claimed as `reversing` (with the
 * reversal and its time) in a short transaction; (2) the provider voids or refunds the charge, no
 * transaction open; (3) the order is cancelled and the attempt marked `voided`/`refunded`, tried a
 * few times since the money is back already. If the provider refuses or cannot be reached, the
 * attempt returns to `approved` and nothing else changed. Orders paid on delivery or awaiting a
 * transfer need no provider (a system cancel passes none); a transfer the shop received is refused.
 */
export async function cancelOrder(
  db: Database,
  target: CancelTarget,
  settings: ShopSettings,
  options: CancelOptions = {},
): Promise<CancelOutcome> {
  const now = options.now ?? new Date();
  const claim = await checkAndClaim(db, target, settings, options.payment, now);
  if (!('charge' in claim)) return claim.outcome;
  const { charge } = claim;
  const provider = options.payment;
  try {
    if (!provider) throw new Error('No payment provider');
    if (charge.reversal === 'void') await provider.void(charge.transactionId);
    else await provider.refund(charge.transactionId, charge.attempt.amount);
  } catch (err) {
    console.error(
      `[orders] ${charge.reversal} of order ${target.orderId} (attempt ${charge.attempt.id}) failed:`,
      err,
    );
    await releaseClaim(db, charge.attempt);
    return 'paymentNotReversed';
  }
  return recordReversal(db, target, charge, settings, now);
}

/**
 * The first step, in one transaction on the locked order: checks it may be cancelled, then cancels
 * an order no card paid at once, or claims the approved card attempt of one a card paid.
 */
async function checkAndClaim(
  db: Database,
  target: CancelTarget,
  settings: ShopSettings,
  provider: PaymentProvider | null | undefined,
  now: Date,
): Promise<{ outcome: CancelOutcome } | { charge: ClaimedCharge }> {
  return db.transaction(async (tx) => {
    const owner = target.customerId === undefined ? undefined : eq(orders.customerId, target.customerId);
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, target.orderId), owner))
      .for('update');
    if (!order) return { outcome: 'notFound' };
    const [shipped] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.trackingNo)))
      .limit(1);
    const [paid] = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, order.id),
          inArray(paymentAttempts.status, ['approved', 'reversing']),
        ),
      )
      .limit(1);
    const block = cancelBlock({
      cancelled: order.cancelledAt !== null,
      shipped: shipped !== undefined,
      paymentStatus: order.paymentStatus,
      cardCharge: paid?.status === 'approved' || paid?.status === 'reversing' ? paid.status : null,
    });
    if (block === 'paidOutsideCard' && !target.byStaff) return { outcome: 'paidOutsideCard' };
    if ((block && block !== 'paidOutsideCard') || (target.onlyIf && !target.onlyIf(order)))
      return { outcome: 'refused' };
    if (!paid) {
      const status = block === 'paidOutsideCard' ? PAYMENT_STATUS.refundDue : cancelledPaymentStatus(null);
      const done = await cancelLocked(tx, order.id, status, target, settings, now);
      return { outcome: done ? 'cancelled' : 'refused' };
    }
    if (!provider || !paid.transactionId) {
      console.error(`[orders] order ${order.id} was paid by card but no payment provider can take it back`);
      return { outcome: 'paymentNotReversed' };
    }
    const reversal = reversalOf(paid.approvedAt ?? paid.createdAt, now);
    const [claimed] = await tx
      .update(paymentAttempts)
      .set({ status: 'reversing', reversal, reversalStartedAt: now })
      .where(and(eq(paymentAttempts.id, paid.id), eq(paymentAttempts.status, 'approved')))
      .returning();
    // Another cancellation claimed it first: this one has nothing to take back.
    if (!claimed) return { outcome: 'refused' };
    return { charge: { attempt: claimed, transactionId: paid.transactionId, reversal } };
  });
}

/** The provider did not take the charge back: the attempt is `approved` again, as it was. */
async function releaseClaim(db: Database, attempt: Attempt): Promise<void> {
  try {
    await db
      .update(paymentAttempts)
      .set({ status: 'approved', reversal: null, reversalStartedAt: null })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'reversing')));
  } catch (err) {
    console.error(
      `[orders] attempt ${attempt.id} stays 'reversing' though its charge was not taken back:`,
      err,
    );
  }
}

/**
 * The last step, once the provider took the charge back: the order cancelled and the attempt
 * `voided`/`refunded` in one transaction, tried a few times. If every try fails the attempt stays
 * `reversing`, which the shipping command refuses and the staff reconcile (README).
 */
async function recordReversal(
  db: Database,
  target: CancelTarget,
  charge: ClaimedCharge,
  settings: ShopSettings,
  now: Date,
): Promise<CancelOutcome> {
  for (let tries = 1; ; tries += 1) {
    try {
      await db.transaction(async (tx) => {
        await cancelLocked(
          tx,
          target.orderId,
          cancelledPaymentStatus(charge.reversal),
          target,
          settings,
          now,
        );
        const ended = await tx
          .update(paymentAttempts)
          .set({ status: reversedStatus(charge.reversal), reversedAt: new Date() })
          .where(and(eq(paymentAttempts.id, charge.attempt.id), eq(paymentAttempts.status, 'reversing')))
          .returning({ id: paymentAttempts.id });
        if (ended.length === 0) throw new Error(`Attempt ${charge.attempt.id} is no longer 'reversing'`);
      });
      return 'cancelled';
    } catch (err) {
      const what = `cancellation of order ${target.orderId} after the ${charge.reversal} of attempt ${charge.attempt.id}`;
      if (tries >= RECORD_TRIES) {
        console.error(`[orders] ${what} could not be recorded; the attempt stays 'reversing':`, err);
        return 'reversedNotRecorded';
      }
      console.error(`[orders] ${what} failed (try ${tries} of ${RECORD_TRIES}); trying again:`, err);
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS * tries));
    }
  }
}

/**
 * Cancels a not yet cancelled order inside the caller's transaction: the cancel time, reason and
 * payment status, its stock back (the shipping product has none), its reviews out of the ratings,
 * and the customer's cancellation notice queued; false when it was cancelled already.
 */
async function cancelLocked(
  tx: Database,
  orderId: number,
  paymentStatus: PaymentStatus,
  target: CancelTarget,
  settings: ShopSettings,
  now: Date,
): Promise<boolean> {
  const [updated] = await tx
    .update(orders)
    .set({ cancelledAt: now, paymentStatus, cancelReason: target.reason ?? 'customer' })
    .where(and(eq(orders.id, orderId), isNull(orders.cancelledAt)))
    .returning();
  if (!updated) return false;
  await queueCancellationNotice(tx, updated);
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    if (String(line.productId) === settings.urNo) continue;
    const back = toText(mul(line.quantity, line.multiplier));
    await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} + ${back}::numeric`,
        salesNumber: sql`greatest(${products.salesNumber} - ${Math.ceil(line.quantity)}, 0)`,
      })
      .where(eq(products.id, line.productId));
  }
  await refreshRatingsOfOrder(tx, orderId);
  return true;
}
