/**
 * What happens to a charge the bank approved: the approval is put on record at once, then booked
 * (an order saved, a debt lowered). Anything that fails after the approval cancels the charge at the
 * bank, and the shopper is told that the payment was cancelled: money never stays taken without a
 * booking, and a charge never ends in a 500.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorKey } from '../../contract/errors.ts';
import type { AttemptStatus } from '../../domain/payment/attempt-status.ts';
import { paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import type { Attempt } from './charge-steps.ts';
import type { PaymentProvider } from './provider.ts';

/** The provider of a call that reached the bank; card calls are refused before this without one. */
export function providerOf(c: Context<AppEnv>): PaymentProvider {
  const provider = c.get('payment');
  if (!provider) throw new Error('No payment provider is configured');
  return provider;
}

/** Sets fields of an attempt where the database may be what failed: a failure is logged, not thrown. */
async function recordQuietly(c: Context<AppEnv>, attemptId: number, values: Partial<Attempt>) {
  try {
    await c.get('db').update(paymentAttempts).set(values).where(eq(paymentAttempts.id, attemptId));
  } catch (err) {
    console.error(`[payment] attempt ${attemptId} could not be marked ${values.status}:`, err);
  }
}

/**
 * Cancels an approved charge the shop does not book, and records it on its attempt: `voided`, or
 * `void_failed` (for the shop's staff) when the bank refuses; whether the void went through.
 */
export async function voidCharge(
  c: Context<AppEnv>,
  attempt: Attempt,
  transactionId: string,
): Promise<boolean> {
  try {
    await providerOf(c).void(transactionId);
  } catch (err) {
    console.error(`[payment] void of attempt ${attempt.id} failed:`, err);
    await recordQuietly(c, attempt.id, { status: 'void_failed', transactionId });
    return false;
  }
  await recordQuietly(c, attempt.id, { status: 'voided', transactionId, reversedAt: new Date() });
  return true;
}

/**
 * Voids an approved charge the shop does not book and answers why: the given refusal (the cart
 * changed, another order came first, ...) or, by default, that the payment was cancelled. When the
 * bank refuses the void too, the shopper is asked to contact the shop.
 */
export async function voidAndRefuse(
  c: Context<AppEnv>,
  attempt: Attempt,
  transactionId: string,
  refusal: { key: ErrorKey; status: ContentfulStatusCode; params?: object } = {
    key: 'payment.cancelledAfterError',
    status: 409,
  },
) {
  if (!(await voidCharge(c, attempt, transactionId))) return apiError(c, 409, 'payment.voidFailed');
  return apiError(c, refusal.status, refusal.key, refusal.params);
}

/**
 * Books a charge the bank approved. The attempt, still in `from` (pending, or confirming after
 * 3-D Secure), is first marked `authorized` with the bank's transaction id and time; then `book`
 * runs, which must turn `authorized` into `approved` together with what it books. If the attempt
 * was no longer in `from`, or anything throws on the way, the charge is voided.
 */
export async function bookOrVoid(
  c: Context<AppEnv>,
  attempt: Attempt,
  from: AttemptStatus,
  transactionId: string,
  book: (authorized: Attempt) => Promise<Response>,
): Promise<Response> {
  let authorized: Attempt | undefined;
  try {
    [authorized] = await c
      .get('db')
      .update(paymentAttempts)
      .set({ status: 'authorized', transactionId, approvedAt: new Date() })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, from)))
      .returning();
  } catch (err) {
    console.error(`[payment] approval of attempt ${attempt.id} could not be recorded:`, err);
    return voidAndRefuse(c, attempt, transactionId);
  }
  // Another request ended this attempt meanwhile: the same payment is never booked twice.
  if (!authorized) return voidAndRefuse(c, attempt, transactionId, { key: 'payment.notFound', status: 404 });
  try {
    return await book(authorized);
  } catch (err) {
    console.error(`[payment] attempt ${attempt.id} approved but not booked; voiding:`, err);
    return voidAndRefuse(c, authorized, transactionId);
  }
}
