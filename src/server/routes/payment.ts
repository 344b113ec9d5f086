import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { cartTotals } from '../../domain/cart/cart-totals.ts';
import { isAgreementKey } from '../../domain/checkout/agreements.ts';
import { noteError } from '../../domain/checkout/order-note.ts';
import { formatAmount } from '../../domain/money.ts';
import {
  CARD_CHECKS,
  cardPaymentError,
  FREE_AMOUNT_CARD_CHECKS,
  normaliseCard,
} from '../../domain/payment/card-validation.ts';
import { MAX_FREE_AMOUNT } from '../../domain/payment/free-amount.ts';
import { isPaymentKey } from '../../domain/payment/payment-key.ts';
import { flag } from '../../domain/settings.ts';
import { isLocale } from '../../i18n/index.ts';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import { carts, orders, paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { readLocale } from '../orders/checkout-choice.ts';
import { prepareCheckout } from '../orders/checkout-quote.ts';
import { cartForOrder, toCartLines } from '../orders/order-lines.ts';
import { OrderRefused, saveOrder } from '../orders/order-save.ts';
import { finishPay, payOnAccount } from '../payment/account-payment.ts';
import {
  type Attempt,
  attemptBase,
  cardValues,
  challengeAnswer,
  chargePlan,
  choosePlan,
  paymentFields,
  paymentResult,
  voidAttempt,
} from '../payment/charge-steps.ts';

/** Card payment attempts allowed per customer in 10 minutes: stops card testing through the shop. */
const attemptsPerCustomer = new RateLimiter(10, 10 * 60_000);

/**
 * Turns an approved order attempt into the order; voids the charge when the cart or the approved
 * agreements no longer match it, or when this cart already became an order (a double submit): the
 * repeat answers that same order, and only one charge stands.
 */
async function finishOrder(c: Context<AppEnv>, attempt: Attempt, transactionId: string) {
  const db = c.var.db;
  const settings = await loadSettings(db);
  const session = c.var.session;
  if (attempt.cartId === null || attempt.cartRevision === null) {
    throw new Error(`Order payment attempt ${attempt.id} has no cart`);
  }
  const locale = isLocale(attempt.agreementLocale) ? attempt.agreementLocale : 'tr';
  try {
    const { order, repeated } = await saveOrder(
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
        agreementKey: attempt.agreementKey ?? '',
        locale,
        plan:
          attempt.planId > 0 ? { installment: attempt.installment, commission: attempt.commissionFee } : null,
        expectedRevision: attempt.cartRevision,
        expectedTryTotal: attempt.tryTotal,
      },
      settings,
      await loadCurrencies(db),
    );
    if (repeated) {
      await voidAttempt(c, attempt, transactionId);
      return paymentResult(c, attempt, order.orderNo, order.id);
    }
    await db
      .update(paymentAttempts)
      .set({ status: 'approved', transactionId, orderId: order.id })
      .where(eq(paymentAttempts.id, attempt.id));
    return paymentResult(c, attempt, order.orderNo, order.id);
  } catch (err) {
    if (!(err instanceof OrderRefused)) throw err;
    await voidAttempt(c, attempt, transactionId);
    return apiError(c, err.status, err.key, err.params);
  }
}

/** The answer to a repeat of a cart payment that already became an order: that order, nothing charged. */
async function paidAlready(c: Context<AppEnv>, customerId: number, cartId: number, revision: number) {
  const db = c.var.db;
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.submissionKey, `cart:${cartId}:r${revision}`), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) return undefined;
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'approved')))
    .limit(1);
  return attempt ? paymentResult(c, attempt, order.orderNo, order.id) : undefined;
}

/**
 * The cart payment: the amount is the server's own, the cart's total in lira with the plan's
 * commission. The approved agreements are checked before anything is charged.
 */
async function payCart(c: Context<AppEnv>, customerId: number, body: Record<string, string>) {
  const db = c.var.db;
  const settings = await loadSettings(db);
  const session = c.var.session;
  const cartId = await findCartId(db, session);
  const [cart] = cartId ? await db.select().from(carts).where(eq(carts.id, cartId)).limit(1) : [];
  if (cart) {
    const repeat = await paidAlready(c, customerId, cart.id, cart.revision);
    if (repeat) return repeat;
  }
  const lines = cart ? await cartForOrder(db, cart.id) : [];
  if (!cart || lines.length === 0) return apiError(c, 400, 'checkout.emptyCart');
  const agreementKey = (body.agreementKey ?? '').trim();
  if (!isAgreementKey(agreementKey)) return apiError(c, 400, 'checkout.agreementsRequired');
  const locale = readLocale(body.locale, session);
  if (!locale) return apiError(c, 400, 'api.badRequest');
  const rates = await loadCurrencies(db);
  const currency = session?.currencyCode ?? rates.defaultCode;
  const totals = cartTotals(
    toCartLines(lines),
    { rates: rates.rates, defaultCurrency: rates.defaultCode, shopperCurrency: currency },
    settings,
  );
  const card = normaliseCard(cardValues(body));
  const plan = await choosePlan(c, body.plan ?? '0', card.cardNumber, totals.tryTotal, settings);
  if (!plan) return apiError(c, 400, 'payment.planInvalid');
  try {
    const prepared = await prepareCheckout(
      db,
      {
        customerId,
        cartId: cart.id,
        deliveryAddressId: session?.deliveryAddressId ?? null,
        invoiceAddressId: session?.invoiceAddressId ?? null,
        currencyCode: session?.currencyCode ?? null,
        odemeTipi: 2,
        plan: plan.planId > 0 ? plan : null,
        locale,
      },
      settings,
      rates,
    );
    if (prepared.key !== agreementKey) return apiError(c, 409, 'checkout.agreementsChanged');
  } catch (err) {
    if (err instanceof OrderRefused) return apiError(c, err.status, err.key, err.params);
    throw err;
  }
  const reference = `cart:${cart.id}:r${cart.revision}`;
  const { outcome, charged } = await chargePlan(c, card, plan, totals.tryTotal, reference);
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      ...attemptBase(customerId, card, body),
      kind: 'order',
      cartId: cart.id,
      cartRevision: cart.revision,
      ...charged,
      commissionFee: plan.commission,
      agreementKey,
      agreementLocale: locale,
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
    const noteTooLong = noteError(body.description ?? '');
    if (noteTooLong) return apiError(c, 400, noteTooLong);
    const paymentType = (body.paymentType ?? '').trim() || 'order';
    if (paymentType !== 'order' && paymentType !== 'pay') return apiError(c, 400, 'api.badRequest');
    const checks = paymentType === 'pay' ? FREE_AMOUNT_CARD_CHECKS : CARD_CHECKS;
    const invalid = cardPaymentError(cardValues(body), new Date(), checks);
    if (invalid) return apiError(c, 400, invalid, { max: formatAmount(MAX_FREE_AMOUNT) });
    // A payment on account carries the page's key of this one attempt (a repeat charges once).
    if (paymentType === 'pay' && !isPaymentKey((body.paymentKey ?? '').trim())) {
      return apiError(c, 400, 'api.badRequest');
    }
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
    let result: Awaited<ReturnType<typeof c.var.payment.confirmChallenge>>;
    try {
      if (!attempt.challengeId) throw new Error(`Payment attempt ${attempt.id} has no challenge`);
      result = await c.var.payment.confirmChallenge(attempt.challengeId, code);
    } catch (err) {
      await release('challenge');
      throw err;
    }
    if (result.status === 'declined') {
      // A wrong code may be typed again; an expired or used-up challenge ends the attempt.
      if (result.reasonKey === 'payment.declined.wrongCode') await release('challenge');
      else await release('declined', result.reasonKey);
      return apiError(c, 402, result.reasonKey);
    }
    return attempt.kind === 'pay'
      ? finishPay(c, attempt, result.transactionId)
      : finishOrder(c, attempt, result.transactionId);
  });
