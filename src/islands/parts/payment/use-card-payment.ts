import { useCallback, useEffect, useRef, useState } from 'react';
import type { FrameReply, PaymentMessage, PaymentResult } from '../../../contract/payment-frame.ts';
import type { CardCheck } from '../../../domain/payment/card-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { cardAlertValues } from './card-alert.ts';
import {
  type CardOrder,
  type CardValues,
  cardDigits,
  cardMessage,
  cardRefusal,
  EMPTY_CARD,
  frameOutcome,
  type PaymentType,
} from './card-payment.ts';
import { frameFailureMessage } from './checkout-message.ts';
import { loadPaymentModal } from './PaymentDialog.tsx';
import { useCardBin } from './use-card-bin.ts';

interface Setup {
  locale: Locale;
  paymentType: PaymentType;
  /** The page's alert: the card checks' and the frame's failures are shown in it; null clears it. */
  onAlert: (text: string | null) => void;
  /** The frame paid: the checkout leaves for the order's summary, /cari-odeme shows the result. */
  onPaid: (result: PaymentResult) => void;
  /** The frame's payment failed (its message is in the alert). */
  onFailed?: () => void;
}

/** A Pay of the page: the order's details, and the amount as the card checks read it. */
export interface PayRequest extends Omit<CardOrder, 'paymentType' | 'locale' | 'amount'> {
  /** The amount as the card checks read it (what the shopper typed, or the order's total). */
  typed: string;
  /** The amount the frame charges ('1234.5'); null when the typed amount is no payable one. */
  amount: string | null;
  checks?: ReadonlyArray<CardCheck>;
  /** The page's own last check (the checkout's approval); false stops, the page having said why. */
  confirm?: () => boolean;
}

/**
 * The card payment of a page (SPEC §5, §7, §9): the card as typed, its BIN look-up and the chosen
 * installment plan, Pay (the card checks, then the payment frame's dialog with the card message)
 * and the frame's replies: paid, failed (the alert) or closed. `frame` is the dialog's props while
 * it is open; `paying` says so.
 */
export function useCardPayment(setup: Setup) {
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [plan, setPlan] = useState(0);
  const [message, setMessage] = useState<PaymentMessage | null>(null);
  const digits = cardDigits(card);
  const bin = useCardBin(digits, () => setPlan(0));
  const whole = digits.length === 16;
  // A whole card number is about to be paid with: the dialog's code is fetched ahead.
  useEffect(() => {
    if (whole) void loadPaymentModal();
  }, [whole]);
  // The page's latest callbacks: a reply is read with the page as it is now.
  const page = useRef(setup);
  page.current = setup;

  const close = useCallback(() => setMessage(null), []);
  const onReply = useCallback((reply: FrameReply) => {
    const { locale, paymentType, onAlert, onPaid, onFailed } = page.current;
    const outcome = frameOutcome(reply, paymentType);
    if (!outcome) return;
    // An order's page leaves for its summary: the frame stays, saying the order is paid.
    if (outcome.kind !== 'paid' || paymentType === 'pay') setMessage(null);
    if (outcome.kind === 'paid') onPaid(outcome.result);
    if (outcome.kind === 'failed') {
      onAlert(frameFailureMessage(reply, locale));
      onFailed?.();
    }
  }, []);

  function pay({ typed, amount, checks, confirm, ...order }: PayRequest): void {
    if (message) return;
    const { locale, paymentType, onAlert } = setup;
    const refusal = cardRefusal(card, typed, checks, amount !== null);
    if (refusal) onAlert(t(locale, refusal, cardAlertValues(locale)));
    if (refusal || amount === null || (confirm && !confirm())) return;
    onAlert(null);
    setMessage(cardMessage(card, { ...order, amount, paymentType, locale }));
  }

  return {
    card,
    setCard,
    bin,
    /** The plan the shopper picked (0 a single payment); installmentView says whether it is offered. */
    plan,
    setPlan,
    pay,
    /** A new payment: the card and the plan empty again. */
    reset() {
      setCard(EMPTY_CARD);
      setPlan(0);
    },
    paying: message !== null,
    frame: message && { locale: setup.locale, message, onReply, onClose: close },
  };
}
