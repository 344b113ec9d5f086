/**
 * A repeated submission of a payment (a double click, a second tab, the same payment key again) is
 * answered from the attempt the first one stored, never charged again: once the first submission
 * has heard from the bank (a bounded wait), its approval, its 3-D Secure step or its decline.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isErrorKey } from '../../contract/errors.ts';
import { IN_FLIGHT_STATUSES } from '../../domain/payment/attempt-status.ts';
import type { Database } from '../db/client.ts';
import { paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { type Attempt, challengeAnswer } from './charge-steps.ts';

/** How long a repeat waits for the first submission to hear from the bank. */
const REPEAT_WAIT_MS = 15_000;
const REPEAT_POLL_MS = 100;

/** An attempt as it is now; undefined once it is gone. */
async function attemptById(db: Database, id: number): Promise<Attempt | undefined> {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).limit(1);
  return attempt;
}

/** Waits (at most 15 seconds) while a request is taking the attempt to the bank; the attempt as it then is. */
export async function awaitAttempt(db: Database, first: Attempt): Promise<Attempt | undefined> {
  let attempt: Attempt | undefined = first;
  const until = Date.now() + REPEAT_WAIT_MS;
  while (attempt && IN_FLIGHT_STATUSES.has(attempt.status) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    attempt = await attemptById(db, first.id);
  }
  return attempt;
}

/** How a payment answers the outcomes of its first attempt that differ by what it pays for. */
export interface RepeatAnswers {
  /** The first attempt was approved (booked): its Payment result. */
  approved: (attempt: Attempt) => Promise<Response> | Response;
  /** Anything else (still with the bank after the wait, failed, voided, gone). */
  otherwise: (attempt: Attempt | undefined) => Response;
}

/** The answer to a repeat of a submission: the first one's outcome, as far as it has come. */
export async function repeatAnswer(
  c: Context<AppEnv>,
  first: Attempt,
  answers: RepeatAnswers,
): Promise<Response> {
  const attempt = await awaitAttempt(c.get('db'), first);
  switch (attempt?.status) {
    case 'approved':
      return answers.approved(attempt);
    case 'challenge':
      return challengeAnswer(c, attempt, attempt.challengePhone ?? '');
    case 'declined':
      // The key was one of the bank's reasons when it was stored.
      return apiError(c, 402, isErrorKey(attempt.failureKey) ? attempt.failureKey : 'payment.declined.card');
    default:
      return answers.otherwise(attempt);
  }
}
