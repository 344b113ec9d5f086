import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { mul, toText } from '../../domain/exact.ts';
import type { CancelReason } from '../../domain/orders/order-status.ts';
import { cancelledPaymentStatus } from '../../domain/orders/payment-status.ts';
import { reversalOf } from '../../domain/payment/reversal.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders, paymentAttempts, products } from '../db/schema/index.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { refreshRatingsOfOrder } from '../reviews/review-visibility.ts';

/**
 * How a cancellation ended: done, no such order of this customer, not cancellable (shipped,
 * cancelled), or not done because the card payment could not be taken back (the order stands).
 */
export type CancelOutcome = 'cancelled' | 'notFound' | 'refused' | 'paymentNotReversed';

/** Which order to cancel: its id, and the customer it must belong to (undefined: any customer). */
export interface CancelTarget {
  orderId: number;
  customerId?: number;
  /** Why (stored on the order and shown on its page); 'customer' unless told. */
  reason?: CancelReason;
  /** A further condition the locked order must meet (e.g. still awaiting its transfer), else 'refused'. */
  onlyIf?: (order: typeof orders.$inferSelect) => boolean;
}

/** What a cancellation may need besides the order: the payment provider a card order is refunded through. */
export interface CancelOptions {
  /** Needed only for an order a card paid; without it such an order is not cancelled. */
  payment?: PaymentProvider | null;
  now?: Date;
}

/** The card payment of the order could not be taken back: the cancellation is rolled back. */
class PaymentNotReversed extends Error {
  override name = 'PaymentNotReversed';
}

/**
 * Cancels an order while nothing of it has shipped (no tracking number), puts its stock back and
 * takes its reviews out of the products' ratings, in one transaction: the order row is locked, so a
 * cancellation happens once however often, or by however many processes, it is asked.
 * An order a card paid gets its charge taken back through the payment provider: voided on the shop
 * day it was approved, refunded after; the order's payment status and the attempt say which. The
 * provider is asked last, inside the transaction: if it refuses or cannot be reached, nothing of the
 * cancellation stays (the order and its stock as they were). Orders paid otherwise (bank transfer,
 * pay on delivery) need no provider, so a system cancel passes none.
 */
export async function cancelOrder(
  db: Database,
  target: CancelTarget,
  settings: ShopSettings,
  options: CancelOptions = {},
): Promise<CancelOutcome> {
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const owner = target.customerId === undefined ? undefined : eq(orders.customerId, target.customerId);
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, target.orderId), owner))
        .for('update');
      if (!order) return 'notFound';
      if (order.cancelledAt) return 'refused';
      const [shipped] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.trackingNo)))
        .limit(1);
      if (shipped) return 'refused';
      if (target.onlyIf && !target.onlyIf(order)) return 'refused';
      const [paid] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'approved')))
        .for('update');
      const reversal = paid ? reversalOf(paid.approvedAt ?? paid.createdAt, now) : undefined;
      const updated = await tx
        .update(orders)
        .set({
          cancelledAt: now,
          paymentStatus: cancelledPaymentStatus(reversal ?? null),
          cancelReason: target.reason ?? 'customer',
        })
        .where(and(eq(orders.id, order.id), isNull(orders.cancelledAt)))
        .returning({ id: orders.id });
      if (updated.length === 0) return 'refused';
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      for (const line of lines) {
        if (String(line.productId) === settings.urNo) continue;
        const back = toText(mul(line.quantity, line.multiplier));
        await tx
          .update(products)
          .set({
            quantity: sql`${products.quantity} + ${back}::numeric`,
            salesNumber: sql`greatest(${products.salesNumber} - ${line.quantity}, 0)`,
          })
          .where(eq(products.id, line.productId));
      }
      await refreshRatingsOfOrder(tx, order.id);
      if (paid && reversal) {
        await tx
          .update(paymentAttempts)
          .set({ status: reversal === 'void' ? 'voided' : 'refunded', reversedAt: now })
          .where(eq(paymentAttempts.id, paid.id));
        // Last, so that only the commit can fail after the money went back.
        const provider = options.payment;
        if (!provider || !paid.transactionId) throw new PaymentNotReversed('No payment provider');
        try {
          if (reversal === 'void') await provider.void(paid.transactionId);
          else await provider.refund(paid.transactionId, paid.amount);
        } catch (err) {
          console.error(`[orders] ${reversal} of order ${order.id} (attempt ${paid.id}) failed:`, err);
          throw new PaymentNotReversed(reversal);
        }
      }
      return 'cancelled';
    });
  } catch (err) {
    if (err instanceof PaymentNotReversed) return 'paymentNotReversed';
    throw err;
  }
}
