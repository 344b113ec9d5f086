/**
 * The card payment of the cart as an order (paymentType 'order'): the amount is the server's own,
 * the cart's total in lira with the plan's commission. The attempt is stored before the bank is
 * asked (one per cart revision: order-reservation.ts); an approval is booked as the order in the
 * order's own transaction, or voided (approval.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { cartTotals } from '../../domain/cart/cart-totals.ts';
import { isAgreementKey } from '../../domain/checkout/agreement-key.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import { normaliseCard } from '../../domain/payment/card-validation.ts';
import { installmentTotal } from '../../domain/payment/installment.ts';
import { isLocale } from '../../i18n/index.ts';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import { carts, orders, paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { readLocale } from '../orders/checkout-choice.ts';
import { prepareCheckout } from '../orders/checkout-quote.ts';
import { cartForOrder, toCartLines } from '../orders/order-lines.ts';
import { OrderRefused, saveOrder } from '../orders/order-save.ts';
import { voidAndRefuse, voidCharge } from './approval.ts';
import { chargeAndRecord } from './charge-record.ts';
import { type Attempt, attemptBase, cardValues, choosePlan, paymentResult } from './charge-steps.ts';
import { orderResult, reserveOrderAttempt } from './order-reservation.ts';

/** The approved card attempt that paid an order, if a card paid it. */
async function cardPaymentOf(c: Context<AppEnv>, orderId: number) {
  const [attempt] = await c
    .get('db')
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'approved')))
    .limit(1);
  return attempt;
}

/**
 * Books an authorized order attempt as the order: the order and the attempt's `approved` are
 * written in one transaction. The charge is voided when the cart or the approved agreements no
 * longer match it, and when this cart revision already became an order: a card order (a double
 * submit) is answered as that order, any other (a bank transfer sent at the same time) is refused,
 * so an unpaid order is never reported as paid.
 */
export async function finishOrder(c: Context<AppEnv>, attempt: Attempt, transactionId: string) {
  const db = c.get('db');
  const settings = await loadSettings(db);
  const session = c.get('session');
  if (attempt.cartId === null || attempt.cartRevision === null) {
    throw new Error(`Order payment attempt ${attempt.id} has no cart`);
  }
  const locale = isLocale(attempt.agreementLocale) ? attempt.agreementLocale : 'tr';
  let saved: Awaited<ReturnType<typeof saveOrder>>;
  try {
    saved = await saveOrder(
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
        paymentStatus: PAYMENT_STATUS.paid,
        agreementKey: attempt.agreementKey ?? '',
        locale,
        plan:
          attempt.planId > 0 ? { installment: attempt.installment, commission: attempt.commissionFee } : null,
        expectedRevision: attempt.cartRevision,
        expectedTryTotal: attempt.tryTotal,
      },
      settings,
      await loadCurrencies(db),
      async (tx, order) => {
        const booked = await tx
          .update(paymentAttempts)
          .set({ status: 'approved', orderId: order.id })
          .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'authorized')))
          .returning({ id: paymentAttempts.id });
        if (booked.length === 0) throw new Error(`Payment attempt ${attempt.id} was no longer authorized`);
      },
    );
  } catch (err) {
    if (!(err instanceof OrderRefused)) throw err;
    return voidAndRefuse(c, attempt, transactionId, { key: err.key, status: err.status, params: err.params });
  }
  const { order, repeated } = saved;
  // Booked: nothing after this may throw, or the booked charge would be voided.
  if (!repeated) return paymentResult(c, attempt, order.orderNo, order.id);
  const paidBy = await cardPaymentOf(c, order.id);
  if (!paidBy) {
    return voidAndRefuse(c, attempt, transactionId, {
      key: 'payment.orderedOtherwise',
      status: 409,
      params: { order: order.orderNo },
    });
  }
  if (!(await voidCharge(c, attempt, transactionId))) return apiError(c, 409, 'payment.voidFailed');
  return orderResult(c, paidBy);
}

/** The answer to a repeat of a cart payment that already became a card-paid order: that order. */
async function paidAlready(c: Context<AppEnv>, customerId: number, cartId: number, revision: number) {
  const [order] = await c
    .get('db')
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.submissionKey, `cart:${cartId}:r${revision}`), eq(orders.customerId, customerId)))
    .limit(1);
  const paidBy = order ? await cardPaymentOf(c, order.id) : undefined;
  return paidBy ? orderResult(c, paidBy) : undefined;
}

/**
 * POST /payment with paymentType 'order', after the card checks passed: the approved agreements
 * are checked, the attempt is reserved for the cart revision, and only then is the card charged.
 */
export async function payCart(c: Context<AppEnv>, customerId: number, body: Record<string, string>) {
  const db = c.get('db');
  const settings = await loadSettings(db);
  const session = c.get('session');
  const cartId = await findCartId(db, session);
  const [cart] = cartId ? await db.select().from(carts).where(eq(carts.id, cartId)).limit(1) : [];
  if (cart) {
    const repeat = await paidAlready(c, customerId, cart.id, cart.revision);
    if (repeat) return repeat;
  }
  // A twin submission of the same cart (a double click, a retried request) may turn the cart into
  // its order and empty it while this one reads it: this one then answers with that order, not with
  // 'Sepetinizde ürün bulunmamaktadır.'
  const paidMeanwhile = async () => (cart ? paidAlready(c, customerId, cart.id, cart.revision) : undefined);
  const lines = cart ? await cartForOrder(db, cart.id) : [];
  if (!cart || lines.length === 0) return (await paidMeanwhile()) ?? apiError(c, 400, 'checkout.emptyCart');
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
  // The amount the browser sends is not read: the server charges its own total.
  const card = normaliseCard({ ...cardValues(body), amount: '' });
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
    if (err instanceof OrderRefused) {
      const earlier = err.key === 'checkout.emptyCart' ? await paidMeanwhile() : undefined;
      return earlier ?? apiError(c, err.status, err.key, err.params);
    }
    throw err;
  }
  const reservation = await reserveOrderAttempt(c, {
    ...attemptBase(customerId, card, body),
    kind: 'order',
    cartId: cart.id,
    cartRevision: cart.revision,
    planId: plan.planId,
    installment: plan.installment,
    amount: installmentTotal(totals.tryTotal, plan.commission),
    tryTotal: totals.tryTotal,
    commissionFee: plan.commission,
    agreementKey,
    agreementLocale: locale,
  });
  if ('answer' in reservation) return reservation.answer;
  return chargeAndRecord(
    c,
    reservation.attempt,
    card,
    plan,
    totals.tryTotal,
    `cart:${cart.id}:r${cart.revision}:a${reservation.attempt.id}`,
    (authorized, transactionId) => finishOrder(c, authorized, transactionId),
  );
}
