import { eq } from 'drizzle-orm';
import type { createApi } from '../../../src/server/app.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { paymentAttempts } from '../../../src/server/db/schema/index.ts';
import { payCartByCard } from './checkout.ts';
import { signedInClient } from './customers.ts';

/**
 * A new signed-in customer whose cart of `lines` was paid by card as an order (TEST_CARDS.approved):
 * the customer, the order's id and its approved payment attempt.
 */
export async function cardPaidOrder(
  app: ReturnType<typeof createApi>,
  db: Database,
  email: string,
  lines: readonly { productId: number; unitId: number; quantity: number }[],
) {
  const customer = await signedInClient(app, db, email, lines);
  const paid = await payCartByCard(customer.client);
  if (paid.status !== 200) throw new Error(`card payment: ${paid.status} ${JSON.stringify(paid.data)}`);
  const orderId = paid.data.orderId as number;
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  if (!attempt) throw new Error(`no payment attempt for order ${orderId}`);
  return { ...customer, orderId, attempt };
}

/** Moves a card payment's approval (and creation) back by some days, as if it had been paid then. */
export async function approvedDaysAgo(db: Database, attemptId: number, days: number): Promise<void> {
  const then = new Date(Date.now() - days * 86_400_000);
  await db
    .update(paymentAttempts)
    .set({ approvedAt: then, createdAt: then })
    .where(eq(paymentAttempts.id, attemptId));
}
