/**
 * One card payment per cart revision at a time. An order attempt is stored as `pending` before the
 * bank is asked, under a unique index over the live attempts of a cart revision: a second
 * submission of the same cart (a double click, a second tab) finds the first and gets its answer,
 * never a second charge. A live attempt no request will finish (a left 3-D Secure challenge, a
 * request that died mid-way) is ended so the shopper can pay again; an approved attempt, or one whose
 * charge is being taken back (`reversing`), never is (domain/payment/attempt-status.ts isAbandoned).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  type AttemptStatus,
  IN_FLIGHT_STATUSES,
  isAbandoned,
  LIVE_ATTEMPT_STATUSES,
} from '../../domain/payment/attempt-status.ts';
import { orders, paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { providerOf } from './approval.ts';
import { repeatAnswer } from './attempt-repeat.ts';
import { type Attempt, paymentResult } from './charge-steps.ts';

/** An order attempt to reserve: everything but its status. */
export type NewOrderAttempt = Omit<typeof paymentAttempts.$inferInsert, 'status'> & {
  cartId: number;
  cartRevision: number;
};

/** The reserved pending attempt, or the answer to a repeat of a live one. */
export type Reservation = { readonly attempt: Attempt } | { readonly answer: Response };

async function liveAttempt(c: Context<AppEnv>, cartId: number, revision: number) {
  const [live] = await c
    .get('db')
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.kind, 'order'),
        eq(paymentAttempts.cartId, cartId),
        eq(paymentAttempts.cartRevision, revision),
        inArray(paymentAttempts.status, [...LIVE_ATTEMPT_STATUSES]),
      ),
    )
    .limit(1);
  return live;
}

/** Whether a live attempt was made with the same card and plan as a new submission. */
function sameCard(live: Attempt, next: NewOrderAttempt): boolean {
  return live.bin === next.bin && live.last4 === next.last4 && live.planId === (next.planId ?? 0);
}

/** Claims a live attempt from the status it was read in; false when another request changed it first. */
async function claim(c: Context<AppEnv>, live: Attempt, status: AttemptStatus): Promise<boolean> {
  const claimed = await c
    .get('db')
    .update(paymentAttempts)
    .set({ status })
    .where(and(eq(paymentAttempts.id, live.id), eq(paymentAttempts.status, live.status)))
    .returning({ id: paymentAttempts.id });
  return claimed.length > 0;
}

/**
 * Ends a live attempt that holds the cart revision for nothing: a challenge is abandoned, a pending
 * or confirming attempt failed (the bank's answer never came back), an approval never booked is
 * voided at the bank.
 */
async function release(c: Context<AppEnv>, live: Attempt): Promise<void> {
  if (live.status !== 'authorized') {
    await claim(c, live, live.status === 'challenge' ? 'abandoned' : 'failed');
    return;
  }
  // Claimed as void_failed first: if the bank refuses the void, that is what stays on record.
  if (!(await claim(c, live, 'void_failed')) || !live.transactionId) return;
  try {
    await providerOf(c).void(live.transactionId);
    await c
      .get('db')
      .update(paymentAttempts)
      .set({ status: 'voided', reversedAt: new Date() })
      .where(eq(paymentAttempts.id, live.id));
  } catch (err) {
    console.error(`[payment] void of stale attempt ${live.id} failed:`, err);
  }
}

/** The Payment result of the order an approved order attempt made. */
export async function orderResult(c: Context<AppEnv>, approved: Attempt) {
  const [order] = approved.orderId
    ? await c
        .get('db')
        .select({ id: orders.id, orderNo: orders.orderNo })
        .from(orders)
        .where(eq(orders.id, approved.orderId))
        .limit(1)
    : [];
  if (!order) return apiError(c, 409, 'payment.notFound');
  return paymentResult(c, approved, order.orderNo, order.id);
}

/** The answer to a repeat of an order submission: the first one's order, challenge or decline. */
function repeatOfOrder(c: Context<AppEnv>, first: Attempt) {
  return repeatAnswer(c, first, {
    approved: (approved) => orderResult(c, approved),
    otherwise: (attempt) =>
      attempt && IN_FLIGHT_STATUSES.has(attempt.status)
        ? apiError(c, 409, 'payment.inProgress')
        : apiError(c, 409, 'payment.notFound'),
  });
}

/**
 * Stores a pending order attempt for its cart revision before the bank is asked, or answers a
 * repeat: the same card again gets the first submission's outcome (its order, its challenge, its
 * decline); another card while the first is with the bank is asked to wait; a 3-D Secure challenge
 * left open gives way to a new submission with another card.
 */
export async function reserveOrderAttempt(c: Context<AppEnv>, values: NewOrderAttempt): Promise<Reservation> {
  for (let tries = 0; tries < 3; tries += 1) {
    const [attempt] = await c
      .get('db')
      .insert(paymentAttempts)
      .values({ ...values, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    if (attempt) return { attempt };
    const live = await liveAttempt(c, values.cartId, values.cartRevision);
    // It ended between the insert and the read: try again.
    if (!live) continue;
    if (live.status === 'approved') return { answer: await orderResult(c, live) };
    if (isAbandoned(live, new Date()) || (live.status === 'challenge' && !sameCard(live, values))) {
      await release(c, live);
      continue;
    }
    if (!sameCard(live, values)) return { answer: apiError(c, 409, 'payment.inProgress') };
    return { answer: await repeatOfOrder(c, live) };
  }
  return { answer: apiError(c, 409, 'payment.inProgress') };
}
