/**
 * One card payment per cart revision at a time. An order attempt is stored as `pending` before the
 * bank is asked, under a unique index over the live attempts of a cart revision: a second
 * submission of the same cart (a double click, a second tab) finds the first and gets its answer,
 * never a second charge. A live attempt no request will finish (a left 3-D Secure challenge, a
 * request that died mid-way) is ended so the shopper can pay again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { TextKey } from '../../i18n/index.ts';
import { type AttemptStatus, LIVE_ATTEMPT_STATUSES, orders, paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { providerOf } from './approval.ts';
import { type Attempt, challengeAnswer, paymentResult } from './charge-steps.ts';

/** An order attempt to reserve: everything but its status. */
export type NewOrderAttempt = Omit<typeof paymentAttempts.$inferInsert, 'status'> & {
  cartId: number;
  cartRevision: number;
};

/** The reserved pending attempt, or the answer to a repeat of a live one. */
export type Reservation = { readonly attempt: Attempt } | { readonly answer: Response };

/** How long the bank keeps a 3-D Secure challenge open; a challenge older than this is left. */
const CHALLENGE_MS = 5 * 60_000;
/** An attempt still in flight after this long belongs to a request that died. */
const STALE_MS = 10 * 60_000;
/** How long a repeat waits for the first submission to hear from the bank. */
const REPEAT_WAIT_MS = 15_000;
const REPEAT_POLL_MS = 100;
const IN_FLIGHT: ReadonlySet<AttemptStatus> = new Set(['pending', 'confirming', 'authorized']);

async function liveAttempt(c: Context<AppEnv>, cartId: number, revision: number) {
  const [live] = await c.var.db
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

async function attemptById(c: Context<AppEnv>, id: number) {
  const [attempt] = await c.var.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
  return attempt;
}

/** Whether a live attempt was made with the same card and plan as a new submission. */
function sameCard(live: Attempt, next: NewOrderAttempt): boolean {
  return live.bin === next.bin && live.last4 === next.last4 && live.planId === (next.planId ?? 0);
}

/** Whether no request will finish a live attempt any more. */
function stale(live: Attempt, now: number): boolean {
  const age = now - live.createdAt.getTime();
  if (live.status === 'challenge') return age > CHALLENGE_MS;
  return live.status !== 'approved' && age > STALE_MS;
}

/** Claims a live attempt from the status it was read in; false when another request changed it first. */
async function claim(c: Context<AppEnv>, live: Attempt, status: AttemptStatus): Promise<boolean> {
  const claimed = await c.var.db
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
    await c.var.db
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
    ? await c.var.db
        .select({ id: orders.id, orderNo: orders.orderNo })
        .from(orders)
        .where(eq(orders.id, approved.orderId))
        .limit(1)
    : [];
  if (!order) return apiError(c, 409, 'payment.notFound');
  return paymentResult(c, approved, order.orderNo, order.id);
}

/** The answer to a repeat of a submission: the first one's outcome, as far as it has come. */
async function repeatAnswer(c: Context<AppEnv>, first: Attempt) {
  let attempt: Attempt | undefined = first;
  const until = Date.now() + REPEAT_WAIT_MS;
  while (attempt && IN_FLIGHT.has(attempt.status) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    attempt = await attemptById(c, first.id);
  }
  switch (attempt?.status) {
    case 'approved':
      return orderResult(c, attempt);
    case 'challenge':
      return challengeAnswer(c, attempt, attempt.challengePhone ?? '');
    case 'declined':
      // The key was one of the bank's TextKey reasons when it was stored.
      return apiError(c, 402, (attempt.failureKey ?? 'payment.declined.card') as TextKey);
    case 'pending':
    case 'confirming':
    case 'authorized':
      return apiError(c, 409, 'payment.inProgress');
    default:
      return apiError(c, 409, 'payment.notFound');
  }
}

/**
 * Stores a pending order attempt for its cart revision before the bank is asked, or answers a
 * repeat: the same card again gets the first submission's outcome (its order, its challenge, its
 * decline); another card while the first is with the bank is asked to wait; a 3-D Secure challenge
 * left open gives way to a new submission with another card.
 */
export async function reserveOrderAttempt(c: Context<AppEnv>, values: NewOrderAttempt): Promise<Reservation> {
  for (let tries = 0; tries < 3; tries += 1) {
    const [attempt] = await c.var.db
      .insert(paymentAttempts)
      .values({ ...values, status: 'pending' })
      .onConflictDoNothing()
      .returning();
    if (attempt) return { attempt };
    const live = await liveAttempt(c, values.cartId, values.cartRevision);
    // It ended between the insert and the read: try again.
    if (!live) continue;
    if (live.status === 'approved') return { answer: await orderResult(c, live) };
    if (stale(live, Date.now()) || (live.status === 'challenge' && !sameCard(live, values))) {
      await release(c, live);
      continue;
    }
    if (!sameCard(live, values)) return { answer: apiError(c, 409, 'payment.inProgress') };
    return { answer: await repeatAnswer(c, live) };
  }
  return { answer: apiError(c, 409, 'payment.inProgress') };
}
