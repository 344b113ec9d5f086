/**
 * The free-amount payment on account ("cari hesap ödemesi"): an approved charge is recorded on its
 * attempt and lowers the customer's overdue balance by the net amount paid (the installment
 * commission is the bank's, not the customer's debt), never below 0, in the debt's own currency.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { normaliseCard } from '../../domain/card-validation.ts';
import { rateOf } from '../../domain/cart-totals.ts';
import { MAX_FREE_AMOUNT, parseFreeAmount } from '../../domain/free-amount.ts';
import { convert, formatAmount, isoCurrency, type Minor } from '../../domain/money.ts';
import { type CurrencyTable, loadCurrencies, loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { overdueDebts, paymentAttempts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import {
  type Attempt,
  attemptBase,
  cardValues,
  challengeAnswer,
  chargeWithPlan,
  paymentResult,
  voidAttempt,
} from './charge-steps.ts';

type NewAttempt = typeof paymentAttempts.$inferInsert;

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

/** Records a free-amount attempt the bank approved at once, and books it against the debt, in one transaction. */
async function insertApprovedPay(
  db: Database,
  values: Omit<NewAttempt, 'status'> & { customerId: number; tryTotal: Minor },
  rates: CurrencyTable,
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const settled = await settleDebt(tx, values.customerId, values.tryTotal, rates);
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({ ...values, kind: 'pay', status: 'approved', ...settled })
      .returning();
    if (!attempt) throw new Error('Payment attempt insert returned nothing');
    return attempt;
  });
}

/**
 * Marks a free-amount attempt approved after its 3-D Secure confirmation and books it against the
 * debt, in one transaction. Only an attempt still waiting for its challenge is booked, so a repeat
 * never lowers the balance twice; undefined when it was no longer waiting.
 */
async function approveChallengedPay(
  db: Database,
  attempt: Attempt,
  transactionId: string,
  rates: CurrencyTable,
): Promise<Attempt | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentAttempts)
      .set({ status: 'approved', transactionId })
      .where(
        and(
          eq(paymentAttempts.id, attempt.id),
          eq(paymentAttempts.kind, 'pay'),
          eq(paymentAttempts.status, 'challenge'),
        ),
      )
      .returning();
    if (!claimed) return undefined;
    const settled = await settleDebt(tx, claimed.customerId, claimed.tryTotal, rates);
    const [booked] = await tx
      .update(paymentAttempts)
      .set(settled)
      .where(eq(paymentAttempts.id, claimed.id))
      .returning();
    return booked;
  });
}

/**
 * POST /payment with paymentType 'pay', after the card checks passed: charges the amount the
 * customer typed, in lira, with the plan's commission; approved at once, it is booked against the
 * debt; otherwise the attempt waits for 3-D Secure or is declined.
 */
export async function payOnAccount(c: Context<AppEnv>, customerId: number, body: Record<string, string>) {
  const db = c.var.db;
  const typed = parseFreeAmount(body.amount ?? '');
  if (!typed.ok) return apiError(c, 400, typed.key, { max: formatAmount(MAX_FREE_AMOUNT) });
  const rates = await loadCurrencies(db);
  if (!(await debtBookable(db, customerId, rates))) return apiError(c, 500, 'common.technicalError');
  const card = normaliseCard(cardValues(body));
  // A free amount has no cart to key a repeat by: each submission is a payment of its own.
  const reference = `pay:${customerId}:${randomUUID()}`;
  const settings = await loadSettings(db);
  const charge = await chargeWithPlan(c, card, body.plan ?? '0', typed.amount, settings, reference);
  if (!charge) return apiError(c, 400, 'payment.planInvalid');
  const { outcome, charged } = charge;
  const values = { ...attemptBase(customerId, card, body), kind: 'pay' as const, ...charged };
  if (outcome.status === 'approved') {
    const attempt = await insertApprovedPay(db, { ...values, transactionId: outcome.transactionId }, rates);
    return paymentResult(c, attempt, null);
  }
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      ...values,
      status: outcome.status,
      challengeId: outcome.status === 'challenge' ? outcome.challengeId : null,
    })
    .returning();
  if (!attempt) throw new Error('Payment attempt insert returned nothing');
  if (outcome.status === 'declined') return apiError(c, 402, outcome.reasonKey);
  return challengeAnswer(c, attempt, outcome.maskedPhone);
}

/** POST /payment/3ds for a free-amount attempt the bank approved: books it against the debt. */
export async function finishPay(c: Context<AppEnv>, attempt: Attempt, transactionId: string) {
  let booked: Attempt | undefined;
  try {
    booked = await approveChallengedPay(c.var.db, attempt, transactionId, await loadCurrencies(c.var.db));
  } catch (err) {
    // The debt's currency lost its rate during 3-D Secure: the charge cannot be booked, so it is voided.
    if (!(err instanceof RangeError)) throw err;
    await voidAttempt(c, attempt, transactionId);
    return apiError(c, 500, 'common.technicalError');
  }
  if (!booked) {
    // Another request booked or ended this attempt first: the same payment is never taken twice.
    await c.var.payment.void(transactionId);
    return apiError(c, 404, 'payment.notFound');
  }
  return paymentResult(c, booked, null);
}
