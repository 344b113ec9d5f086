/**
 * The free-amount payment on account ("cari hesap ödemesi"): an approved charge is recorded on its
 * attempt and lowers the customer's overdue balance by the net amount paid (the installment
 * commission is the bank's, not the customer's debt), never below 0, in the debt's own currency.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { rateOf } from '../../domain/cart/cart-totals.ts';
import { convert, formatAmount, isoCurrency, type Minor } from '../../domain/money.ts';
import { normaliseCard } from '../../domain/payment/card-validation.ts';
import { MAX_FREE_AMOUNT, parseFreeAmount } from '../../domain/payment/free-amount.ts';
import { installmentTotal } from '../../domain/payment/installment.ts';
import { isPaymentKey } from '../../domain/payment/payment-key.ts';
import { type CurrencyTable, loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { overdueDebts, paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { repeatAnswer } from './attempt-repeat.ts';
import { chargeAndRecord } from './charge-record.ts';
import { type Attempt, attemptBase, cardValues, choosePlan, paymentResult } from './charge-steps.ts';

/** An amount in TRY kuruş as minor units of the debt's currency (rates as in cart-totals), rounded half up. */
export function toDebtCurrency(netTry: Minor, debtCurrency: string, rates: CurrencyTable['rates']): Minor {
  if (isoCurrency(debtCurrency) === 'TRY') return netTry;
  return convert(netTry, rateOf(rates, 'TRY'), rateOf(rates, debtCurrency));
}

/**
 * Whether a payment of the customer could be set against their debt: no debt, or one whose currency
 * has an exchange rate. Checked before charging, so a charge is never taken that cannot be booked.
 */
async function debtBookable(db: Database, customerId: number, rates: CurrencyTable): Promise<boolean> {
  const [debt] = await db
    .select({ currency: overdueDebts.currencyCode })
    .from(overdueDebts)
    .where(eq(overdueDebts.customerId, customerId))
    .limit(1);
  if (!debt) return true;
  try {
    toDebtCurrency(1, debt.currency, rates.rates);
    return true;
  } catch {
    return false;
  }
}

/** Lowers the locked overdue balance by the net amount, never below 0; what was taken off, in its currency. */
async function settleDebt(
  tx: Database,
  customerId: number,
  netTry: Minor,
  rates: CurrencyTable,
): Promise<{ debtSettled: Minor; debtCurrency: string | null }> {
  const [debt] = await tx
    .select()
    .from(overdueDebts)
    .where(eq(overdueDebts.customerId, customerId))
    .for('update');
  if (!debt) return { debtSettled: 0, debtCurrency: null };
  const paid = toDebtCurrency(netTry, debt.currencyCode, rates.rates);
  const settled = Math.max(0, Math.min(paid, debt.overdueBalance));
  if (settled > 0) {
    await tx
      .update(overdueDebts)
      .set({ overdueBalance: debt.overdueBalance - settled })
      .where(eq(overdueDebts.customerId, customerId));
  }
  return { debtSettled: settled, debtCurrency: debt.currencyCode };
}

/**
 * Books an authorized free-amount attempt against the debt and marks it approved, in one
 * transaction. Only an attempt still authorized is booked, so nothing is booked twice; throws
 * otherwise (the charge is then voided).
 */
async function bookPay(db: Database, attempt: Attempt, rates: CurrencyTable): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentAttempts)
      .set({ status: 'approved' })
      .where(
        and(
          eq(paymentAttempts.id, attempt.id),
          eq(paymentAttempts.kind, 'pay'),
          eq(paymentAttempts.status, 'authorized'),
        ),
      )
      .returning();
    if (!claimed) throw new Error(`Payment attempt ${attempt.id} was no longer authorized`);
    const settled = await settleDebt(tx, claimed.customerId, claimed.tryTotal, rates);
    const [booked] = await tx
      .update(paymentAttempts)
      .set(settled)
      .where(eq(paymentAttempts.id, claimed.id))
      .returning();
    if (!booked) throw new Error(`Payment attempt ${attempt.id} vanished while booked`);
    return booked;
  });
}

/** The customer's free-amount attempt of a payment key, if any. */
async function attemptOfKey(db: Database, customerId: number, key: string): Promise<Attempt | undefined> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.customerId, customerId), eq(paymentAttempts.paymentKey, key)))
    .limit(1);
  return attempt;
}

/**
 * The answer to a repeat of a payment key: the first submission's result, nothing charged again.
 * While the first one still waits for the bank, the repeat waits for it (a bounded time).
 */
function repeatOfKey(c: Context<AppEnv>, first: Attempt | undefined) {
  if (first?.kind !== 'pay') return apiError(c, 400, 'api.badRequest');
  return repeatAnswer(c, first, {
    approved: (approved) => paymentResult(c, approved, null),
    otherwise: (attempt) =>
      attempt?.status === 'voided'
        ? apiError(c, 404, 'payment.notFound')
        : // Still pending after the wait, or the bank's call failed: the customer may try a new payment.
          apiError(c, 409, 'common.technicalError'),
  });
}

/**
 * POST /payment with paymentType 'pay', after the card checks passed: charges the amount the
 * customer typed, in lira, with the plan's commission; approved at once, it is booked against the
 * debt; otherwise the attempt waits for 3-D Secure or is declined. The page's payment key is
 * reserved (unique per customer) before the bank is called: a repeated or concurrent submission of
 * the same key is answered with the first one's result and never charged.
 */
export async function payOnAccount(c: Context<AppEnv>, customerId: number, body: Record<string, string>) {
  const db = c.get('db');
  const typed = parseFreeAmount(body.amount ?? '');
  if (!typed.ok) return apiError(c, 400, typed.key, { max: formatAmount(MAX_FREE_AMOUNT) });
  const key = (body.paymentKey ?? '').trim();
  if (!isPaymentKey(key)) return apiError(c, 400, 'api.badRequest');
  const earlier = await attemptOfKey(db, customerId, key);
  if (earlier) return repeatOfKey(c, earlier);
  const rates = await loadCurrencies(db);
  // Refused before the bank is asked: a charge that could not be set against the debt is never taken.
  if (!(await debtBookable(db, customerId, rates))) {
    return apiError(c, 409, 'payment.debtCurrencyUnavailable');
  }
  const card = normaliseCard(cardValues(body));
  const settings = await loadSettings(db);
  const plan = await choosePlan(c, body.plan ?? '0', card.cardNumber, typed.amount, settings);
  if (!plan) return apiError(c, 400, 'payment.planInvalid');
  const [reserved] = await db
    .insert(paymentAttempts)
    .values({
      ...attemptBase(customerId, card, body),
      kind: 'pay',
      planId: plan.planId,
      installment: plan.installment,
      amount: installmentTotal(typed.amount, plan.commission),
      tryTotal: typed.amount,
      commissionFee: plan.commission,
      paymentKey: key,
      status: 'pending',
    })
    .onConflictDoNothing({ target: [paymentAttempts.customerId, paymentAttempts.paymentKey] })
    .returning();
  // Another submission of this key got there first: its result, not a second charge.
  if (!reserved) return repeatOfKey(c, await attemptOfKey(db, customerId, key));
  return chargeAndRecord(c, reserved, card, plan, typed.amount, `pay:${customerId}:${key}`, (authorized) =>
    finishPay(c, authorized),
  );
}

/**
 * Books an authorized free-amount attempt against the debt (at once, or after 3-D Secure). A debt
 * whose currency lost its rate meanwhile cannot be booked: that throws, and the charge is voided.
 */
export async function finishPay(c: Context<AppEnv>, attempt: Attempt) {
  const booked = await bookPay(c.get('db'), attempt, await loadCurrencies(c.get('db')));
  return paymentResult(c, booked, null);
}
