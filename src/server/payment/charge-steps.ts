/**
 * The steps every card payment of the API shares, whatever it pays for: reading the call, choosing
 * the installment plan, what an attempt keeps of the card, the Payment result.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { fromMinor, type Minor } from '../../domain/money.ts';
import { lookupBin } from '../../domain/payment/bin-table.ts';
import type { CardData, CardFormValues } from '../../domain/payment/card-validation.ts';
import { installmentTotal, showInstallmentTable } from '../../domain/payment/installment.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import { bankPos, type paymentAttempts, posPlans } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { formFields, jsonBody } from '../http/parse.ts';
import { providerOf } from './approval.ts';

/** A stored payment attempt. */
export type Attempt = typeof paymentAttempts.$inferSelect;

/**
 * The body of a payment call as text fields: a form, or a JSON object whose strings and numbers are
 * read as text (the input guard checked every one); null for any other JSON.
 */
export async function paymentFields(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  const body = jsonBody(c);
  if (body === undefined) return formFields(c);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  );
}

/** The card fields of a payment call as the form checks read them. */
export function cardValues(body: Record<string, string>): CardFormValues {
  return {
    cardNumber: body.ccno ?? '',
    cardHolder: body.holder ?? '',
    ccv: body.ccv ?? '',
    amount: body.amount ?? '',
    expiry: body.expiry ?? '',
  };
}

/** A plan as a charge uses it: its id (0 single payment), installment count and commission percent. */
export interface ChosenPlan {
  planId: number;
  installment: number;
  commission: string;
}

/** The plan a shopper chose: 0 is single payment; another must be of the card's family and amount. */
export async function choosePlan(
  c: Context<AppEnv>,
  planText: string,
  cardNumber: string,
  tryTotal: Minor,
  settings: ShopSettings,
): Promise<ChosenPlan | undefined> {
  const planId = /^\d{1,9}$/.test(planText.trim()) ? Number(planText) : Number.NaN;
  if (planId === 0 || planText.trim() === '') return { planId: 0, installment: 1, commission: '0' };
  if (!Number.isSafeInteger(planId)) return undefined;
  const family = lookupBin(cardNumber).family;
  if (!family || !showInstallmentTable(tryTotal, settings.installmentLimit)) return undefined;
  const [plan] = await c
    .get('db')
    .select({ installment: posPlans.installment, commission: posPlans.commissionFee })
    .from(posPlans)
    .innerJoin(bankPos, eq(bankPos.id, posPlans.bankPosId))
    .where(and(eq(posPlans.id, planId), eq(bankPos.cardFamily, family)))
    .limit(1);
  return plan ? { planId, installment: plan.installment, commission: plan.commission } : undefined;
}

/** Charges a total in TRY by card on a chosen plan, its commission added: the bank's outcome and what the attempt records. */
export async function chargePlan(
  c: Context<AppEnv>,
  card: CardData,
  plan: ChosenPlan,
  tryTotal: Minor,
  reference: string,
) {
  const amount = installmentTotal(tryTotal, plan.commission);
  const outcome = await providerOf(c).charge({
    card,
    amount,
    currency: 'TRY',
    installment: plan.installment,
    reference,
  });
  return { outcome, charged: { planId: plan.planId, installment: plan.installment, amount, tryTotal } };
}

/** What every attempt row records of a charge: the card only as its BIN and last four digits. */
export function attemptBase(customerId: number, card: CardData, body: Record<string, string>) {
  return {
    customerId,
    currency: 'TRY',
    bin: card.cardNumber.slice(0, 6),
    last4: card.cardNumber.slice(-4),
    description: (body.description ?? '').trim(),
  };
}

/**
 * The Payment result of SPEC §3 for an approved attempt, with the order's id besides its number;
 * `order` and `orderId` are null for a payment on account.
 */
export function paymentResult(
  c: Context<AppEnv>,
  attempt: Attempt,
  order: string | null,
  orderId: number | null = null,
) {
  return c.json({
    succeed: true,
    paymentType: attempt.kind,
    order,
    orderId,
    amount: fromMinor(attempt.amount),
    installment: attempt.installment,
    description: attempt.description,
  });
}

/** The answer that asks the cardholder for the 3-D Secure code of an attempt. */
export function challengeAnswer(c: Context<AppEnv>, attempt: Attempt, maskedPhone: string) {
  return c.json({ threeDS: { id: attempt.id, maskedPhone, amount: fromMinor(attempt.amount) } });
}
