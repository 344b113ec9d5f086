/**
 * The decisions of a card payment, as pure functions (useCardPayment holds the state): the card
 * checks' message, the installment table for an amount, the card message posted into the payment
 * frame, and what a frame reply means for the page. The checkout's payment step pays an order
 * ('order'), /cari-odeme pays on account ('pay').
 */
import type { BinAnswer } from '../../../contract/payment.ts';
import type { FrameReply, PaymentMessage, PaymentResult } from '../../../contract/payment-frame.ts';
import type { DecimalInput } from '../../../domain/exact.ts';
import type { Minor } from '../../../domain/money.ts';
import {
  type CardCheck,
  type CardFormErrorKey,
  cardFormError,
} from '../../../domain/payment/card-validation.ts';
import { showInstallmentTable } from '../../../domain/payment/installment.ts';
import { type InstallmentRow, installmentRows } from '../../../domain/payment/installment-plans.ts';
import type { Locale } from '../../../i18n/index.ts';

/** The card as typed, masked (SPEC §5: 16 digits, MM/YY, 3-digit CCV). */
export interface CardValues {
  number: string;
  expiry: string;
  ccv: string;
  holder: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', ccv: '', holder: '' };

/** What the frame pays: the cart's order, or a payment on account. */
export type PaymentType = PaymentResult['paymentType'];

/** The card number's digits, without the mask's spaces. */
export const cardDigits = (card: CardValues) => card.number.replace(/\D/g, '');

/**
 * The first card check that fails, in SPEC §5's order, for the card and the amount as the checks
 * read it; 'validation.card.amount' when the checks pass but the amount is no payable one
 * (payable false); undefined when the card may be paid with.
 */
export function cardRefusal(
  card: CardValues,
  amount: string,
  checks?: ReadonlyArray<CardCheck>,
  payable = true,
): CardFormErrorKey | undefined {
  const values = {
    cardNumber: card.number,
    cardHolder: card.holder,
    ccv: card.ccv,
    amount,
    expiry: card.expiry,
  };
  return cardFormError(values, checks) ?? (payable ? undefined : 'validation.card.amount');
}

/** The installment table of an amount: whether it shows, its rows once the card is known, the plan it holds. */
export interface InstallmentView {
  show: boolean;
  rows: InstallmentRow[];
  /** The chosen plan while its row is offered, else 0 (a single payment). */
  plan: number;
}

/**
 * The installment table for an amount in TRY kuruş (null: no amount, or no card payment): shown above
 * installmentLimit (SPEC §9), with the rows of the card's plans once the BIN look-up answered.
 */
export function installmentView(
  amount: Minor | null,
  installmentLimit: DecimalInput | null | undefined,
  bin: BinAnswer | null,
  plan: number,
): InstallmentView {
  const show = amount !== null && showInstallmentTable(amount, installmentLimit);
  const rows = show && bin && amount !== null ? installmentRows(amount, bin.plans) : [];
  return { show, rows, plan: rows.some((row) => row.id === plan) ? plan : 0 };
}

/** What the page adds to the card for the frame: the amount and the order's or the payment's details. */
export interface CardOrder {
  paymentType: PaymentType;
  locale: Locale;
  plan: number;
  /** Major units with a point ('1234.5'). */
  amount: string;
  description: string;
  shippingTotal: string;
  /** The approved agreements' key (the checkout). */
  agreementKey?: string;
  /** The payment attempt's key (the payment on account). */
  paymentKey?: string;
}

/** The card message the frame pays with (src/contract/payment-frame.ts): the card, trimmed, and the order. */
export function cardMessage(card: CardValues, order: CardOrder): PaymentMessage {
  return {
    ccno: cardDigits(card),
    ccv: card.ccv,
    expiry: card.expiry,
    holder: card.holder.trim(),
    plan: String(order.plan),
    amount: order.amount,
    description: order.description,
    shippingTotal: order.shippingTotal,
    paymentType: order.paymentType,
    agreementKey: order.agreementKey ?? '',
    locale: order.locale,
    paymentKey: order.paymentKey ?? '',
  };
}

/**
 * What a frame reply means: paid (an order's payment needs its order number; the page then leaves
 * for it with the frame still open), failed, or closed by the shopper; null for progress only.
 */
export type FrameOutcome = { kind: 'paid'; result: PaymentResult } | { kind: 'failed' } | { kind: 'closed' };

export function frameOutcome(reply: FrameReply, paymentType: PaymentType): FrameOutcome | null {
  const { result } = reply;
  if (reply.payment_succeed && result && (paymentType === 'pay' || result.order))
    return { kind: 'paid', result };
  if (reply.payment_succeed === false) return { kind: 'failed' };
  return reply.dialogClose ? { kind: 'closed' } : null;
}
