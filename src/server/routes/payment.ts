import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { formatAmount } from '../../domain/money.ts';
import { MAX_FREE_AMOUNT } from '../../domain/payment/free-amount.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { limited } from '../http/limit-middleware.ts';
import { signedIn } from '../http/require-customer.ts';
import { valid } from '../http/validate.ts';
import { payOnAccount } from '../payment/account-payment.ts';
import { takesCards } from '../payment/card-availability.ts';
import { confirmChallenge } from '../payment/challenge-confirm.ts';
import { paymentFields } from '../payment/charge-steps.ts';
import { payCart } from '../payment/order-payment.ts';
import { challengeForm, paymentForm } from '../payment/payment-inputs.ts';

/** Card testing: attempts per customer, per client address and for the whole shop. */
const paymentLimits = limited(
  (c) => [
    ['payment.global', ''],
    ['payment.address', c.get('clientAddress')],
    ['payment.customer', String(c.get('customer').id)],
  ],
  'payment.tooManyRequests',
);

/** Refuses a confirmation while the shop has no payment provider. */
const withProvider = createMiddleware<AppEnv>(async (c, next) =>
  c.get('payment') ? next() : apiError(c, 400, 'checkout.paymentMethodUnavailable'),
);

/**
 * POST /payment: a card payment, of the cart as an order (paymentType 'order', the default) or of an
 * amount the customer chose, on account (paymentType 'pay'); POST /payment/3ds: its 3-D Secure code.
 * Both are refused while the shop has no payment provider or its card switch is off.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post(
    '/',
    signedIn,
    valid('form', paymentForm, { read: paymentFields, params: { max: formatAmount(MAX_FREE_AMOUNT) } }),
    paymentLimits,
    async (c) => {
      const settings = await loadSettings(c.get('db'));
      if (!takesCards(settings, c.get('payment')))
        return apiError(c, 400, 'checkout.paymentMethodUnavailable');
      const { paymentType, body } = c.req.valid('form');
      const customerId = c.get('customer').id;
      return paymentType === 'pay' ? payOnAccount(c, customerId, body) : payCart(c, customerId, body);
    },
  )
  .post(
    '/3ds',
    signedIn,
    withProvider,
    valid('form', challengeForm, { read: paymentFields, key: 'payment.declined.wrongCode' }),
    async (c) => {
      const provider = c.get('payment');
      if (!provider) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
      return confirmChallenge(c, provider, c.get('customer').id, c.req.valid('form'));
    },
  );
