/**
 * The free-text note a shopper sends with an order (the cart page's description) or with a payment
 * on account. The spec gives it no limit; a note is a line or two for the shop, and it is copied into
 * the order, its payment attempt and the shop's records.
 */
import { charCount } from '../validation-result.ts';

/** The most characters a note holds (the cart page's and the payment page's field stop there). */
export const NOTE_MAX = 500;

/** The message key of a note that is too long (trimmed, in characters), or undefined when it fits. */
export function noteError(note: string): 'validation.noteMax' | undefined {
  return charCount(note.trim()) > NOTE_MAX ? 'validation.noteMax' : undefined;
}
