/** The 3-D Secure step of a card payment: the code the shopper typed, sent to the bank for the attempt. */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { finishPay } from './account-payment.ts';
import { bookOrVoid } from './approval.ts';
import { finishOrder } from './order-payment.ts';
import type { ChargeResult, PaymentProvider } from './provider.ts';

/**
 * Confirms the customer's attempt waiting for its code, then books it (the order, or the payment on
 * account) or voids the charge. A wrong code may be typed again; an expired or used-up challenge ends
 * the attempt; no answer from the bank leaves it waiting. The answer of the call.
 */
export async function confirmChallenge(
  c: Context<AppEnv>,
  provider: PaymentProvider,
  customerId: number,
  challenge: { readonly id: number; readonly code: string },
): Promise<Response> {
  const db = c.get('db');
  // The attempt is claimed for this confirmation: a concurrent confirmation of the same attempt
  // finds nothing to confirm, and cannot end the attempt while the bank approves this one.
  const [attempt] = await db
    .update(paymentAttempts)
    .set({ status: 'confirming' })
    .where(
      and(
        eq(paymentAttempts.id, challenge.id),
        eq(paymentAttempts.customerId, customerId),
        eq(paymentAttempts.status, 'challenge'),
      ),
    )
    .returning();
  if (!attempt) return apiError(c, 404, 'payment.notFound');
  const release = (status: 'challenge' | 'declined', failureKey: string | null = null) =>
    db
      .update(paymentAttempts)
      .set({ status, failureKey })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'confirming')));
  let result: ChargeResult;
  try {
    if (!attempt.challengeId) throw new Error(`Payment attempt ${attempt.id} has no challenge`);
    result = await provider.confirmChallenge(attempt.challengeId, challenge.code);
  } catch (err) {
    // No answer from the bank: the code may be sent again.
    console.error(`[payment] 3-D Secure confirmation of attempt ${attempt.id} failed:`, err);
    await release('challenge');
    return apiError(c, 502, 'payment.providerUnavailable');
  }
  if (result.status === 'declined') {
    // A wrong code may be typed again; an expired or used-up challenge ends the attempt.
    if (result.reasonKey === 'payment.declined.wrongCode') await release('challenge');
    else await release('declined', result.reasonKey);
    return apiError(c, 402, result.reasonKey);
  }
  const { transactionId } = result;
  return bookOrVoid(c, attempt, 'confirming', transactionId, (authorized) =>
    authorized.kind === 'pay' ? finishPay(c, authorized) : finishOrder(c, authorized, transactionId),
  );
}
