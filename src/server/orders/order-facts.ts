/**
 * An order's facts as the staff's actions check them (domain/orders/staff-order-actions.ts), read on
 * the order row locked for the change, with its product lines in order (the shipping charge's line
 * is not a parcel).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ActionFacts } from '../../domain/orders/staff-order-actions.ts';
import { ActionRefused } from '../admin/audit-log.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders, paymentAttempts } from '../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** A locked order, its product lines in order, and the facts the rules read. */
export interface LockedOrder {
  readonly order: OrderRow;
  readonly lines: readonly ItemRow[];
  readonly facts: ActionFacts;
}

/** The product lines of an order (every line but the shipping product's, `urNo`), in their order. */
export async function productLinesOf(db: Database, orderId: number, urNo: string): Promise<ItemRow[]> {
  const shipping = Number(urNo);
  return db
    .select()
    .from(orderItems)
    .where(
      Number.isSafeInteger(shipping) && shipping > 0
        ? and(eq(orderItems.orderId, orderId), ne(orderItems.productId, shipping))
        : eq(orderItems.orderId, orderId),
    )
    .orderBy(asc(orderItems.id));
}

/**
 * Locks the order numbered `orderNo` for a change (in the caller's transaction) and reads its facts;
 * 404 when there is none. `lock: false` only reads them.
 */
export async function lockOrder(
  tx: Database,
  orderNo: string,
  urNo: string,
  options: { lock: boolean } = { lock: true },
): Promise<LockedOrder> {
  const query = tx.select().from(orders).where(eq(orders.orderNo, orderNo));
  const [order] = options.lock ? await query.for('update') : await query;
  if (!order) throw new ActionRefused('adminOrder.notFound', 404, { orderNo });
  const lines = await productLinesOf(tx, order.id, urNo);
  const [charge] = await tx
    .select({ status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(
      and(eq(paymentAttempts.orderId, order.id), inArray(paymentAttempts.status, ['approved', 'reversing'])),
    )
    .limit(1);
  return {
    order,
    lines,
    facts: {
      cancelled: order.cancelledAt !== null,
      delivered: order.deliveredAt !== null,
      paymentStatus: order.paymentStatus,
      productLines: lines.length,
      shippedLines: lines.filter((l) => l.trackingNo !== null).length,
      cardCharge: charge?.status === 'approved' || charge?.status === 'reversing' ? charge.status : null,
    },
  };
}
