/**
 * The unpaid-transfer sweep: cancels every Havale-EFT order whose transfer has not arrived within the
 * 24 hours its notice names, with its stock back (order-cancel.ts), and records why, so the order's
 * page tells the customer. Safe when several processes sweep at once: each order is cancelled in a
 * transaction of its own that locks its row and checks it again (still awaiting the transfer, overdue,
 * nothing shipped, not cancelled), so an order is cancelled once and a paid one never.
 */
import { and, asc, eq, gt, isNotNull, isNull, lt, notExists } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import { isTransferOverdue, overdueIfPlacedBefore } from '../../domain/orders/unpaid-orders.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/index.ts';
import { cancelOrder } from './order-cancel.ts';

/** Orders read per round of the sweep. */
const BATCH = 100;

/** What a sweep did: the numbers of the orders it cancelled. */
export interface SweepResult {
  cancelled: string[];
}

/** Cancels the Havale-EFT orders overdue at `now` (default: the current time), as cancelled at `now`. */
export async function sweepUnpaidTransfers(db: Database, now: Date = new Date()): Promise<SweepResult> {
  const settings = await loadSettings(db);
  const placedBefore = overdueIfPlacedBefore(now);
  const cancelled: string[] = [];
  let after = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, PAYMENT_STATUS.awaitingTransfer),
          isNull(orders.cancelledAt),
          lt(orders.date, placedBefore),
          gt(orders.id, after),
          // An order shipped on trust is the shop's to settle, not the sweep's.
          notExists(
            db
              .select({ id: orderItems.id })
              .from(orderItems)
              .where(and(eq(orderItems.orderId, orders.id), isNotNull(orderItems.trackingNo))),
          ),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const order of due) {
      const outcome = await cancelOrder(
        db,
        {
          orderId: order.id,
          reason: 'transferNotReceived',
          // Checked again on the locked row (cancelOrder has refused a shipped or cancelled one
          // already): another process, or the transfer, may have come first.
          onlyIf: (row) =>
            isTransferOverdue({ ...row, cancelled: row.cancelledAt !== null, shipped: false }, now),
        },
        settings,
        { now },
      );
      if (outcome === 'cancelled') cancelled.push(order.orderNo);
    }
    if (due.length < BATCH) return { cancelled };
    after = due[due.length - 1]?.id ?? after;
  }
}
