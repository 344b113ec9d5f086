import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { noteError } from '../../domain/checkout/order-note.ts';
import { formatAmount } from '../../domain/money.ts';
import {
  cardPaymentError,
  FREE_AMOUNT_CARD_CHECKS,
  ORDER_CARD_CHECKS,
} from '../../domain/payment/card-validation.ts';
import { MAX_FREE_AMOUNT } from '../../domain/payment/free-amount.ts';
import { isPaymentKey } from '../../domain/payment/payment-key.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitAttempt } from '../http/attempt-limits.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { finishPay, payOnAccount } from '../payment/account-payment.ts';
import { bookOrVoid } from '../payment/approval.ts';
import { takesCards } from '../payment/card-availability.ts';
import { cardValues, paymentFields } from '../payment/charge-steps.ts';
import { finishOrder, payCart } from '../payment/order-payment.ts';
import type { ChargeResult } from '../payment/provider.ts';

/**
 * POST /payment: a card payment, of the cart as an order (paymentType 'order', the default) or of an
 * amount the customer chose, on account (paymentType 'pay'); POST /payment/3ds: its 3-D Secure code.
 * Both are refused while the shop has no payment provider or its card switch is off.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const body = await paymentFields(c);
    if (!body) return apiError(c, 400, 'api.badRequest');
    const noteTooLong = noteError(body.description ?? '');
    if (noteTooLong) return apiError(c, 400, noteTooLong);
    const paymentType = (body.paymentType ?? '').trim() || 'order';
    if (paymentType !== 'order' && paymentType !== 'pay') return apiError(c, 400, 'api.badRequest');
    // An order's amount is the server's own: the one the browser sends is never read.
    const values = paymentType === 'pay' ? cardValues(body) : { ...cardValues(body), amount: '' };
    const checks = paymentType === 'pay' ? FREE_AMOUNT_CARD_CHECKS : ORDER_CARD_CHECKS;
    const invalid = cardPaymentError(values, new Date(), checks);
    if (invalid) return apiError(c, 400, invalid, { max: formatAmount(MAX_FREE_AMOUNT) });
    // A payment on account carries the page's key of this one attempt (a repeat charges once).
    if (paymentType === 'pay' && !isPaymentKey((body.paymentKey ?? '').trim())) {
      return apiError(c, 400, 'api.badRequest');
    }
    // Card testing: attempts per customer, per client address and for the whole shop.
    const limits = [
      ['payment.global', ''],
      ['payment.address', c.var.clientAddress],
      ['payment.customer', String(customer.id)],
    ] as const;
    const refused = await limitAttempt(c, limits, 'payment.tooManyRequests');
    if (refused) return refused;
    const settings = await loadSettings(c.var.db);
    if (!takesCards(settings, c.var.payment)) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
    return paymentType === 'pay' ? payOnAccount(c, customer.id, body) : payCart(c, customer.id, body);
  })
  .post('/3ds', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const provider = c.var.payment;
    if (!provider) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
    const body = await paymentFields(c);
    const id = idParam.safeParse(body?.id ?? '');
    const code = (body?.code ?? '').trim();
    if (!id.success || !/^\d{4,8}$/.test(code)) return apiError(c, 400, 'payment.declined.wrongCode');
    const db = c.var.db;
    // The attempt is claimed for this confirmation: a concurrent confirmation of the same attempt
    // finds nothing to confirm, and cannot end the attempt while the bank approves this one.
    const [attempt] = await db
      .update(paymentAttempts)
      .set({ status: 'confirming' })
      .where(
        and(
          eq(paymentAttempts.id, id.data),
          eq(paymentAttempts.customerId, customer.id),
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
      result = await provider.confirmChallenge(attempt.challengeId, code);
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
  });
