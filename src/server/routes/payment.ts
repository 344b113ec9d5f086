import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  CARD_CHECKS,
  cardPaymentError,
  FREE_AMOUNT_CARD_CHECKS,
  normaliseCard,
} from '../../domain/card-validation.ts';
import { cartTotals } from '../../domain/cart-totals.ts';
import { MAX_FREE_AMOUNT } from '../../domain/free-amount.ts';
import { formatAmount } from '../../domain/money.ts';
import { flag } from '../../domain/settings.ts';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import { carts, paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { cartForOrder, toCartLines } from '../orders/order-lines.ts';
import { OrderRefused, saveOrder } from '../orders/order-save.ts';
import { finishPay, payOnAccount } from '../payment/account-payment.ts';
import {
  type Attempt,
  attemptBase,
  cardValues,
  challengeAnswer,
  chargeWithPlan,
  paymentFields,
  paymentResult,
  voidAttempt,
} from '../payment/charge-steps.ts';

/** Card payment attempts allowed per customer in 10 minutes: stops card testing through the shop. */
const attemptsPerCustomer = new RateLimiter(10, 10 * 60_000);

/** Turns an approved order attempt into the order; voids the charge when the cart no longer matches it. */
async function finishOrder(c: Context<AppEnv>, attempt: Attempt, transactionId: string) {
  const db = c.var.db;
  const settings = await loadSettings(db);
  const session = c.var.session;
  if (attempt.cartId === null || attempt.cartRevision === null) {
    throw new Error(`Order payment attempt ${attempt.id} has no cart`);
  }
  try {
    const { order } = await saveOrder(
      db,
      {
        customerId: attempt.customerId,
        cartId: attempt.cartId,
        odemeTipi: 2,
        description: attempt.description,
        branchId: null,
        deliveryAddressId: session?.deliveryAddressId ?? null,
        invoiceAddressId: session?.invoiceAddressId ?? null,
        currencyCode: session?.currencyCode ?? null,
        paymentStatus: 'paid',
        expectedRevision: attempt.cartRevision,
        expectedTryTotal: attempt.tryTotal,
      },
      settings,
      await loadCurrencies(db),
    );
    await db
      .update(paymentAttempts)
      .set({ status: 'approved', transactionId, orderId: order.id })
      .where(eq(paymentAttempts.id, attempt.id));
    return paymentResult(c, attempt, order.orderNo);
  } catch (err) {
    if (!(err instanceof OrderRefused)) throw err;
    await voidAttempt(c, attempt, transactionId);
    return apiError(c, err.status, err.key, err.params);
  }
}

/** The cart payment: the amount is the server's own, the cart's total in lira with the plan's commission. */
async function payCart(c: Context<AppEnv>, customerId: number, body: Record<string, string>) {
  const db = c.var.db;
  const settings = await loadSettings(db);
  const cartId = await findCartId(db, c.var.session);
  const [cart] = cartId ? await db.select().from(carts).where(eq(carts.id, cartId)).limit(1) : [];
  const lines = cart ? await cartForOrder(db, cart.id) : [];
  if (!cart || lines.length === 0) return apiError(c, 400, 'checkout.emptyCart');
  const rates = await loadCurrencies(db);
  const currency = c.var.session?.currencyCode ?? rates.defaultCode;
  const totals = cartTotals(
    toCartLines(lines),
    { rates: rates.rates, defaultCurrency: rates.defaultCode, shopperCurrency: currency },
    settings,
  );
  const card = normaliseCard(cardValues(body));
  const reference = `cart:${cart.id}:r${cart.revision}`;
  const charge = await chargeWithPlan(c, card, body.plan ?? '0', totals.tryTotal, settings, reference);
  if (!charge) return apiError(c, 400, 'payment.planInvalid');
  const { outcome, charged } = charge;
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      ...attemptBase(customerId, card, body),
      kind: 'order',
      cartId: cart.id,
      cartRevision: cart.revision,
      ...charged,
      status: outcome.status,
      challengeId: outcome.status === 'challenge' ? outcome.challengeId : null,
      transactionId: outcome.status === 'approved' ? outcome.transactionId : null,
    })
    .returning();
  if (!attempt) throw new Error('Payment attempt insert returned nothing');
  if (outcome.status === 'declined') return apiError(c, 402, outcome.reasonKey);
  if (outcome.status === 'challenge') return challengeAnswer(c, attempt, outcome.maskedPhone);
  return finishOrder(c, attempt, outcome.transactionId);
}

/**
 * POST /payment: a card payment, of the cart as an order (paymentType 'order', the default) or of an
 * amount the customer chose, on account (paymentType 'pay'); POST /payment/3ds: its 3-D Secure code.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const body = await paymentFields(c);
    if (!body) return apiError(c, 400, 'api.badRequest');
    const paymentType = (body.paymentType ?? '').trim() || 'order';
    if (paymentType !== 'order' && paymentType !== 'pay') return apiError(c, 400, 'api.badRequest');
    const checks = paymentType === 'pay' ? FREE_AMOUNT_CARD_CHECKS : CARD_CHECKS;
    const invalid = cardPaymentError(cardValues(body), new Date(), checks);
    if (invalid) return apiError(c, 400, invalid, { max: formatAmount(MAX_FREE_AMOUNT) });
    if (!attemptsPerCustomer.hit(String(customer.id))) return apiError(c, 429, 'payment.tooManyRequests');
    const settings = await loadSettings(c.var.db);
    if (!flag(settings.b2c_kk_odeme)) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
    return paymentType === 'pay' ? payOnAccount(c, customer.id, body) : payCart(c, customer.id, body);
  })
  .post('/3ds', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const body = await paymentFields(c);
    const id = idParam.safeParse(body?.id ?? '');
    const code = (body?.code ?? '').trim();
    if (!id.success || !/^\d{4,8}$/.test(code)) return apiError(c, 400, 'payment.declined.wrongCode');
    const db = c.var.db;
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.id, id.data),
          eq(paymentAttempts.customerId, customer.id),
          eq(paymentAttempts.status, 'challenge'),
        ),
      )
      .limit(1);
    if (!attempt?.challengeId) return apiError(c, 404, 'payment.notFound');
    const result = await c.var.payment.confirmChallenge(attempt.challengeId, code);
    if (result.status === 'declined') {
      // A wrong code may be typed again; an expired or used-up challenge ends the attempt.
      if (result.reasonKey !== 'payment.declined.wrongCode') {
        await db
          .update(paymentAttempts)
          .set({ status: 'declined' })
          .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'challenge')));
      }
      return apiError(c, 402, result.reasonKey);
    }
    return attempt.kind === 'pay'
      ? finishPay(c, attempt, result.transactionId)
      : finishOrder(c, attempt, result.transactionId);
  });
