/**
 * The customer's unpaid orders as the order save counts them (domain/orders/unpaid-orders.ts): the
 * fourth Havale-EFT or Kapıda Ödeme order while three are unpaid and unshipped is refused.
 */
import { and, eq, exists, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import { holdsUnpaid, mayPlaceUnpaidOrder } from '../../domain/orders/unpaid-orders.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { OrderRefused } from './order-refused.ts';

/** How many unpaid, unshipped, not cancelled orders a customer holds. */
export async function countUnpaidOrders(db: Database, customerId: number): Promise<number> {
  const rows = await db
    .select({
      paymentStatus: orders.paymentStatus,
      shipped: exists(
        db
          .select({ id: orderItems.id })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orders.id), isNotNull(orderItems.trackingNo))),
      ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        isNull(orders.cancelledAt),
        inArray(orders.paymentStatus, [PAYMENT_STATUS.awaitingTransfer, PAYMENT_STATUS.payOnDelivery]),
      ),
    );
  return rows.filter((r) => holdsUnpaid({ ...r, shipped: Boolean(r.shipped), cancelled: false })).length;
}

/**
 * Refuses (409, OrderRefused) one more unpaid order of a customer who holds the limit already. Call
 * it inside the order save's transaction, after the cart row is locked: one customer's orders are
 * then saved one at a time, so two at once cannot both pass.
 */
export async function refuseOverUnpaidLimit(db: Database, customerId: number): Promise<void> {
  const open = await countUnpaidOrders(db, customerId);
  if (!mayPlaceUnpaidOrder(open)) throw new OrderRefused('checkout.tooManyUnpaid', 409, { n: open });
}
