/**
 * The bank's first answer to a reserved attempt, put on record, for every card payment whatever it
 * pays for: no answer is `failed` (502), a refusal `declined` (402), a 3-D Secure step `challenge`
 * (the code is asked for), an approval booked or voided (approval.ts). Each update needs the attempt
 * still `pending`, so an attempt another request ended meanwhile is never overwritten.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Minor } from '../../domain/money.ts';
import type { CardData } from '../../domain/payment/card-validation.ts';
import { paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { bookOrVoid } from './approval.ts';
import { type Attempt, type ChosenPlan, challengeAnswer, chargePlan } from './charge-steps.ts';
import type { ChargeOutcome } from './provider.ts';

/** What a payment books once the bank approved its attempt (marked `authorized`): its answer. */
export type Booking = (authorized: Attempt, transactionId: string) => Promise<Response>;

/**
 * Charges a reserved `pending` attempt on its plan (`reference` is the shop's reference for the
 * bank) and records the answer on the attempt; an approval is handed to `book`.
 */
export async function chargeAndRecord(
  c: Context<AppEnv>,
  reserved: Attempt,
  card: CardData,
  plan: ChosenPlan,
  tryTotal: Minor,
  reference: string,
  book: Booking,
): Promise<Response> {
  const db = c.get('db');
  const stillPending = and(eq(paymentAttempts.id, reserved.id), eq(paymentAttempts.status, 'pending'));
  let outcome: ChargeOutcome;
  try {
    ({ outcome } = await chargePlan(c, card, plan, tryTotal, reference));
  } catch (err) {
    // No answer from the bank: the attempt stays on record as failed, for the shop to reconcile.
    console.error(`[payment] charge of attempt ${reserved.id} failed:`, err);
    await db.update(paymentAttempts).set({ status: 'failed' }).where(stillPending);
    return apiError(c, 502, 'payment.providerUnavailable');
  }
  if (outcome.status === 'declined') {
    await db
      .update(paymentAttempts)
      .set({ status: 'declined', failureKey: outcome.reasonKey })
      .where(stillPending);
    return apiError(c, 402, outcome.reasonKey);
  }
  if (outcome.status === 'challenge') {
    const [waiting] = await db
      .update(paymentAttempts)
      .set({ status: 'challenge', challengeId: outcome.challengeId, challengePhone: outcome.maskedPhone })
      .where(stillPending)
      .returning();
    return challengeAnswer(c, waiting ?? reserved, outcome.maskedPhone);
  }
  const { transactionId } = outcome;
  return bookOrVoid(c, reserved, 'pending', transactionId, (authorized) => book(authorized, transactionId));
}
