/**
 * How an approved card charge is taken back when its order is cancelled: on the shop day it was
 * approved, before the bank's end-of-day close, it is voided (nothing reaches the cardholder's
 * statement); from the next day on it is refunded (the money goes back as a credit).
 */
import { shopDate } from '../shop-calendar.ts';

/** The two ways a charge is taken back. */
export type Reversal = 'void' | 'refund';

/** A void on the shop day the charge was approved, a refund after it (days in Europe/Istanbul). */
export function reversalOf(approvedAt: Date, now: Date): Reversal {
  const a = shopDate(approvedAt);
  const b = shopDate(now);
  return a.year === b.year && a.month === b.month && a.day === b.day ? 'void' : 'refund';
}
