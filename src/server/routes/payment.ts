import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { lookupBin } from '../../domain/bin-table.ts';
import { cardPaymentError, normaliseCard } from '../../domain/card-validation.ts';
import { cartTotals } from '../../domain/cart-totals.ts';
import { installmentTotal, showInstallmentTable } from '../../domain/installment.ts';
import { fromMinor } from '../../domain/money.ts';
import { flag, type ShopSettings } from '../../domain/settings.ts';
import { findCartId } from '../cart/cart-repo.ts';
import { loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import { bankPos, carts, paymentAttempts, posPlans } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields, idParam } from '../http/parse.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { cartForOrder, toCartLines } from '../orders/order-lines.ts';
import { OrderRefused, saveOrder } from '../orders/order-save.ts';

/** Card payment attempts allowed per customer in 10 minutes: stops card testing through the shop. */
const attemptsPerCustomer = new RateLimiter(10, 10 * 60_000);

type Attempt = typeof paymentAttempts.$inferSelect;

/** The body of a payment call: form fields or a JSON object, read as text. */
async function fields(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  if ((c.req.header('content-type') ?? '').startsWith('application/json')) {
    const body = await c.req.json().catch(() => null);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    return Object.fromEntries(
      Object.entries(body as Record<string, unknown>)
        .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
        .map(([k, v]) => [k, String(v).slice(0, 200)]),
    );
  }
  return formFields(c);
}

/** The plan a shopper chose: 0 is single payment; another must be of the card's family and amount. */
async function choosePlan(
  c: Context<AppEnv>,
  planText: string,
  cardNumber: string,
  tryTotal: number,
  settings: ShopSettings,
) {
  const planId = /^\d{1,9}$/.test(planText.trim()) ? Number(planText) : Number.NaN;
  if (planId === 0 || planText.trim() === '') return { planId: 0, installment: 1, commission: '0' };
  if (!Number.isSafeInteger(planId)) return undefined;
  const family = lookupBin(cardNumber).family;
  if (!family || !showInstallmentTable(tryTotal, settings.installmentLimit)) return undefined;
  const [plan] = await c.var.db
    .select({ installment: posPlans.installment, commission: posPlans.commissionFee })
    .from(posPlans)
    .innerJoin(bankPos, eq(bankPos.id, posPlans.bankPosId))
    .where(and(eq(posPlans.id, planId), eq(bankPos.cardFamily, family)))
    .limit(1);
  return plan ? { planId, installment: plan.installment, commission: plan.commission } : undefined;
}

/** Turns an approved attempt into the order; voids the charge when the cart no longer matches it. */
async function finish(c: Context<AppEnv>, attempt: Attempt, transactionId: string) {
  const db = c.var.db;
  const settings = await loadSettings(db);
  const session = c.var.session;
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
    return c.json({
      succeed: true,
      paymentType: 'order',
      order: order.orderNo,
      amount: fromMinor(attempt.amount),
      installment: attempt.installment,
      description: attempt.description,
    });
  } catch (err) {
    if (!(err instanceof OrderRefused)) throw err;
    await c.var.payment.void(transactionId);
    await db
      .update(paymentAttempts)
      .set({ status: 'voided', transactionId })
      .where(eq(paymentAttempts.id, attempt.id));
    return apiError(c, err.status, err.key, err.params);
  }
}

/** POST /payment (card payment of the cart) and POST /payment/3ds (its 3-D Secure confirmation). */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const body = await fields(c);
    if (!body) return apiError(c, 400, 'api.badRequest');
    const card = {
      cardNumber: body.ccno ?? '',
      cardHolder: body.holder ?? '',
      ccv: body.ccv ?? '',
      amount: body.amount ?? '',
      expiry: body.expiry ?? '',
    };
    const invalid = cardPaymentError(card, new Date());
    if (invalid) return apiError(c, 400, invalid);
    if (!attemptsPerCustomer.hit(String(customer.id))) return apiError(c, 429, 'payment.tooManyRequests');
    const db = c.var.db;
    const settings = await loadSettings(db);
    if (!flag(settings.b2c_kk_odeme)) return apiError(c, 400, 'checkout.paymentMethodUnavailable');
    const cartId = await findCartId(db, c.var.session);
    const [cart] = cartId ? await db.select().from(carts).where(eq(carts.id, cartId)).limit(1) : [];
    const lines = cart ? await cartForOrder(db, cart.id) : [];
    if (!cart || lines.length === 0) return apiError(c, 400, 'checkout.emptyCart');
    const rates = await loadCurrencies(db);
    const currency = c.var.session?.currencyCode ?? rates.defaultCode;
    // The amount is the server's own: the cart's total in lira, with the plan's commission.
    const totals = cartTotals(
      toCartLines(lines),
      { rates: rates.rates, defaultCurrency: rates.defaultCode, shopperCurrency: currency },
      settings,
    );
    const normalised = normaliseCard(card);
    const plan = await choosePlan(c, body.plan ?? '0', normalised.cardNumber, totals.tryTotal, settings);
    if (!plan) return apiError(c, 400, 'payment.planInvalid');
    const amount = installmentTotal(totals.tryTotal, plan.commission);
    const outcome = await c.var.payment.charge({
      card: normalised,
      amount,
      currency: 'TRY',
      installment: plan.installment,
      reference: `cart:${cart.id}:r${cart.revision}`,
    });
    const [attempt] = await db
      .insert(paymentAttempts)
      .values({
        customerId: customer.id,
        cartId: cart.id,
        cartRevision: cart.revision,
        planId: plan.planId,
        installment: plan.installment,
        amount,
        tryTotal: totals.tryTotal,
        currency: 'TRY',
        bin: normalised.cardNumber.slice(0, 6),
        last4: normalised.cardNumber.slice(-4),
        status: outcome.status,
        challengeId: outcome.status === 'challenge' ? outcome.challengeId : null,
        transactionId: outcome.status === 'approved' ? outcome.transactionId : null,
        description: (body.description ?? '').trim().slice(0, 1000),
      })
      .returning();
    if (!attempt) throw new Error('Payment attempt insert returned nothing');
    if (outcome.status === 'declined') return apiError(c, 402, outcome.reasonKey);
    if (outcome.status === 'challenge') {
      return c.json({
        threeDS: { id: attempt.id, maskedPhone: outcome.maskedPhone, amount: fromMinor(amount) },
      });
    }
    return finish(c, attempt, outcome.transactionId);
  })
  .post('/3ds', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const body = await fields(c);
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
    return finish(c, attempt, result.transactionId);
  });
