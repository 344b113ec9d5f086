import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { orderItems, orders } from '../../../src/server/db/schema/index.ts';

/** The shop received the money of an order (a Havale-EFT transfer arrived): payment status 'paid'. */
export async function markPaid(db: Database, orderId: number): Promise<void> {
  await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, orderId));
}

/** The shop shipped an order: every line gets a carrier and a tracking number. */
export async function markShipped(db: Database, orderId: number, trackingNo = '123456789012'): Promise<void> {
  await db
    .update(orderItems)
    .set({ trackingNo, carrierName: 'Yurtiçi Kargo', carrierUrl: 'https://kargo.example/takip?no=' })
    .where(eq(orderItems.orderId, orderId));
}

/** Moves an order's date (and creation time) back by some hours, as if it had been placed then. */
export async function placedHoursAgo(db: Database, orderId: number, hours: number, now = new Date()) {
  const date = new Date(now.getTime() - hours * 3_600_000);
  await db.update(orders).set({ date, createdAt: date }).where(eq(orders.id, orderId));
}
