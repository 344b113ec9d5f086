import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { mul, toText } from '../../domain/exact.ts';
import type { CancelReason } from '../../domain/orders/order-status.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders, products } from '../db/schema/index.ts';
import { refreshRatingsOfOrder } from '../reviews/review-visibility.ts';

/** How a cancellation ended: done, no such order of this customer, or not cancellable (shipped, cancelled). */
export type CancelOutcome = 'cancelled' | 'notFound' | 'refused';

/** Which order to cancel: its id, and the customer it must belong to (undefined: any customer). */
export interface CancelTarget {
  orderId: number;
  customerId?: number;
  /** Why (stored on the order and shown on its page); 'customer' unless told. */
  reason?: CancelReason;
  /** A further condition the locked order must meet (e.g. still awaiting its transfer), else 'refused'. */
  onlyIf?: (order: typeof orders.$inferSelect) => boolean;
}

/**
 * Cancels an order while nothing of it has shipped (no tracking number), puts its stock back and
 * takes its reviews out of the products' ratings, in one transaction: the order row is locked, so a
 * cancellation happens once however often, or by however many processes, it is asked.
 */
export async function cancelOrder(
  db: Database,
  target: CancelTarget,
  settings: ShopSettings,
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
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
    const updated = await tx
      .update(orders)
      .set({ cancelledAt: new Date(), paymentStatus: 'cancelled', cancelReason: target.reason ?? 'customer' })
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
    return 'cancelled';
  });
}
