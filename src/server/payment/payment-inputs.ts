/** What the card payment calls read: POST /payment's fields, POST /payment/3ds's attempt and code. */
import { z } from 'zod';
import type { ErrorKey } from '../../contract/errors.ts';
import { noteError } from '../../domain/checkout/order-note.ts';
import {
  cardPaymentError,
  FREE_AMOUNT_CARD_CHECKS,
  ORDER_CARD_CHECKS,
} from '../../domain/payment/card-validation.ts';
import { isPaymentKey } from '../../domain/payment/payment-key.ts';
import { formBody, idParam } from '../http/parse.ts';
import { cardValues } from './charge-steps.ts';

/** A card payment's call: of the cart as an order, or of an amount on account; its fields as text. */
export interface PaymentCall {
  readonly paymentType: 'order' | 'pay';
  readonly body: Record<string, string>;
}

/**
 * POST /payment (a form, or JSON read as text: paymentFields), checked in this order: the note, the
 * payment type ('order' when none), the card (and for 'pay' the amount), the key of a payment on
 * account. The refusals carry {max}, the most a payment on account takes.
 */
export const paymentForm = formBody.transform((body, ctx): PaymentCall => {
  const refuse = (key: ErrorKey) => {
    ctx.addIssue({ code: 'custom', message: key });
    return z.NEVER;
  };
  const noteTooLong = noteError(body.description ?? '');
  if (noteTooLong) return refuse(noteTooLong);
  const paymentType = (body.paymentType ?? '').trim() || 'order';
  if (paymentType !== 'order' && paymentType !== 'pay') return refuse('api.badRequest');
  // An order's amount is the server's own: the one the browser sends is never read.
  const values = paymentType === 'pay' ? cardValues(body) : { ...cardValues(body), amount: '' };
  const checks = paymentType === 'pay' ? FREE_AMOUNT_CARD_CHECKS : ORDER_CARD_CHECKS;
  const invalid = cardPaymentError(values, new Date(), checks);
  if (invalid) return refuse(invalid);
  // A payment on account carries the page's key of this one attempt (a repeat charges once).
  if (paymentType === 'pay' && !isPaymentKey((body.paymentKey ?? '').trim())) return refuse('api.badRequest');
  return { paymentType, body };
});

/** POST /payment/3ds: the attempt's id and the 3-D Secure code (4 to 8 digits); none reads as wrong. */
export const challengeForm = z.preprocess(
  (body) => body ?? {},
  z.object({
    id: z.string().prefault('').pipe(idParam),
    code: z
      .string()
      .prefault('')
      .transform((code) => code.trim())
      .pipe(z.string().regex(/^\d{4,8}$/)),
  }),
);
