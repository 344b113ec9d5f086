/**
 * The life of a card payment attempt (payment_attempts.status). `pending`: stored, the bank is being
 * asked; `challenge`: waiting for the 3-D Secure code; `confirming`: the code is with the bank;
 * `authorized`: the bank approved and the shop is booking it; `approved`: booked (the order saved,
 * the debt lowered); `reversing`: the order is being cancelled and the provider asked to take the
 * charge back (a void or a refund, recorded on the attempt). Ended: `declined`, `failed` (the bank
 * could not be asked, or gave no answer in time), `abandoned` (a challenge left for a new
 * submission), `voided` (cancelled the same day), `refunded`, and `void_failed` (the shop could not
 * book an approval and the bank refused to cancel it: a case for the shop's staff).
 */
import type { Reversal } from './reversal.ts';

/** Every status an attempt can have. */
export const ATTEMPT_STATUSES = [
  'pending',
  'challenge',
  'confirming',
  'authorized',
  'approved',
  'reversing',
  'declined',
  'failed',
  'abandoned',
  'voided',
  'refunded',
  'void_failed',
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * The statuses that hold a cart revision: one such order attempt per cart and revision at a time.
 * An attempt whose charge is being taken back keeps it, so a failed reversal can return to `approved`.
 */
export const LIVE_ATTEMPT_STATUSES = [
  'pending',
  'challenge',
  'confirming',
  'authorized',
  'approved',
  'reversing',
] as const satisfies readonly AttemptStatus[];

/** The statuses of an attempt some request is still taking to the bank: a repeat waits for it. */
export const IN_FLIGHT_STATUSES: ReadonlySet<AttemptStatus> = new Set([
  'pending',
  'confirming',
  'authorized',
]);

/** How long the bank keeps a 3-D Secure challenge open; a challenge older than this is left. */
export const CHALLENGE_MS = 5 * 60_000;
/** An attempt still with the bank after this long belongs to a request that died. */
export const STALE_MS = 10 * 60_000;

/**
 * Whether no request will finish a live attempt any more, so it may be ended to free its cart: a
 * challenge left over 5 minutes, or an attempt in flight over 10. Never an approved one (booked
 * money) nor one being reversed: the provider may have paid it back already, and only the shop's
 * staff can tell (the README's reconciliation).
 */
export function isAbandoned(attempt: { status: string; createdAt: Date }, now: Date): boolean {
  const age = now.getTime() - attempt.createdAt.getTime();
  if (attempt.status === 'challenge') return age > CHALLENGE_MS;
  return IN_FLIGHT_STATUSES.has(attempt.status as AttemptStatus) && age > STALE_MS;
}

/** The ended status of an attempt whose charge was taken back by a void or a refund. */
export function reversedStatus(reversal: Reversal): Extract<AttemptStatus, 'voided' | 'refunded'> {
  return reversal === 'void' ? 'voided' : 'refunded';
}
