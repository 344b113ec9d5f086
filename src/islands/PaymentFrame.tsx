import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../client/api-error.ts';
import { type PaymentAnswer, postChallengeCode, postPayment } from '../client/payment.ts';
import type { ErrorBody, ErrorKey } from '../contract/errors.ts';
import {
  type FrameReply,
  type PaymentMessage,
  type PaymentResult,
  readPaymentMessage,
} from '../contract/payment-frame.ts';
import { formatMoney, toMinor } from '../domain/money.ts';
import { cardFormError, FREE_AMOUNT_CARD_CHECKS, freeAmount } from '../domain/payment/card-validation.ts';
import { filterFreeAmountInput, freeAmountOnBlur } from '../domain/payment/free-amount.ts';
import { isPaymentKey, newPaymentKey } from '../domain/payment/payment-key.ts';
import { type Locale, t } from '../i18n/index.ts';
import { errorMessage } from '../stores/error-message.ts';
import { amountLocale, cardAlertValues } from './parts/payment/card-alert.ts';

type Stage =
  | { kind: 'waiting' }
  | { kind: 'amount'; message: PaymentMessage }
  | { kind: 'paying' }
  | { kind: 'challenge'; id: number; maskedPhone: string }
  | { kind: 'done'; result: PaymentResult }
  | { kind: 'failed'; message: string };

/** The error key of a failed API call (undefined for a network failure), as a reply carries it. */
function keyOf(err: unknown): ErrorKey | undefined {
  return ((err as ApiError | undefined)?.data as Partial<ErrorBody> | undefined)?.error?.key;
}

function reply(message: FrameReply): void {
  // Only the shop's own pages may hear the answer.
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/** The payment frame at /payment/start: takes the card from the checkout, pays, confirms 3-D Secure. */
export default function PaymentFrame({ locale }: { locale: Locale }) {
  const [stage, setStage] = useState<Stage>({ kind: 'waiting' });
  const [code, setCode] = useState('');
  const [challengeError, setChallengeError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  // One payment call at a time: a repeated message or a double click must not charge twice.
  const busy = useRef(false);
  const embedded = typeof window !== 'undefined' && window.parent !== window;

  const settle = useCallback((answer: PaymentAnswer) => {
    if (answer.threeDS) {
      setStage({ kind: 'challenge', id: answer.threeDS.id, maskedPhone: answer.threeDS.maskedPhone });
      reply({ loading: false });
      return;
    }
    const result = answer as PaymentResult;
    setStage({ kind: 'done', result });
    reply({ loading: false, payment_succeed: true, result });
  }, []);

  const fail = useCallback(
    (err: unknown) => {
      const message = errorMessage(err, locale);
      setStage({ kind: 'failed', message });
      reply({ loading: false, payment_succeed: false, error: message, errorKey: keyOf(err) });
    },
    [locale],
  );

  const pay = useCallback(
    async (message: PaymentMessage) => {
      if (busy.current) return;
      busy.current = true;
      setStage({ kind: 'paying' });
      reply({ loading: true });
      try {
        settle(await postPayment(message));
      } catch (err) {
        fail(err);
      } finally {
        busy.current = false;
      }
    },
    [settle, fail],
  );

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = readPaymentMessage(event.data);
      if (!message || busy.current) return;
      // A payment on account is keyed once per card message: the parent's key, else one made here.
      if (message.paymentType === 'pay' && !isPaymentKey(message.paymentKey)) {
        message.paymentKey = newPaymentKey();
      }
      if (message.paymentType === 'pay' && freeAmount(message.amount) === 0) {
        // No preset amount: the customer types it here (SPEC §5).
        setAmount('');
        setAmountError(null);
        setStage({ kind: 'amount', message });
        reply({ loading: false });
        return;
      }
      void pay(message);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [pay]);

  // Declared after the listener, so it runs after it is attached: the parent posts once, not blindly.
  useEffect(() => reply({ ready: true }), []);

  function submitAmount(event: FormEvent) {
    event.preventDefault();
    if (stage.kind !== 'amount') return;
    const { message } = stage;
    const key = cardFormError(
      {
        cardNumber: message.ccno,
        cardHolder: message.holder,
        ccv: message.ccv,
        amount,
        expiry: message.expiry,
      },
      FREE_AMOUNT_CARD_CHECKS,
    );
    if (key) {
      const text = t(locale, key, cardAlertValues(locale));
      setAmountError(text);
      reply({ loading: false, error: text });
      return;
    }
    void pay({ ...message, amount: amount.trim() });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (stage.kind !== 'challenge') return;
    reply({ loading: true });
    try {
      settle(await postChallengeCode(stage.id, code));
    } catch (err) {
      const message = errorMessage(err, locale);
      // A wrong code may be typed again: the challenge stays open, the field empty and focused.
      setCode('');
      reply({ loading: false, error: message, errorKey: keyOf(err) });
      setChallengeError(message);
      codeInput.current?.focus();
    }
  }

  const close = () => reply({ dialogClose: true });

  if (!embedded) return <p>{t(locale, 'paymentFrame.notEmbedded')}</p>;
  return (
    <section className="payment-frame" aria-live="polite">
      {stage.kind === 'waiting' && <p>{t(locale, 'paymentFrame.waiting')}</p>}
      {stage.kind === 'amount' && (
        <form onSubmit={submitAmount} noValidate>
          <h1>{t(locale, 'paymentFrame.freeAmountTitle')}</h1>
          <p>{t(locale, 'paymentFrame.freeAmountText')}</p>
          <div className="form-field">
            <label htmlFor="amount">{t(locale, 'paymentFrame.amount')}</label>
            <input
              id="amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              maxLength={16}
              value={amount}
              aria-invalid={amountError !== null}
              aria-describedby={amountError ? 'amount-error' : undefined}
              onChange={(e) => {
                setAmount(filterFreeAmountInput(e.target.value));
                setAmountError(null);
              }}
              onBlur={() => setAmount(freeAmountOnBlur(amount))}
            />
            {amountError && (
              <p id="amount-error" role="alert" className="alert alert-error">
                {amountError}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            {t(locale, 'paymentFrame.pay')}
          </button>{' '}
          <button type="button" className="btn" onClick={close}>
            {t(locale, 'paymentFrame.cancel')}
          </button>
        </form>
      )}
      {stage.kind === 'paying' && <p aria-busy="true">{t(locale, 'paymentFrame.paying')}</p>}
      {stage.kind === 'challenge' && (
        <form onSubmit={confirm}>
          <h1>{t(locale, 'paymentFrame.threeDSTitle')}</h1>
          <p>{t(locale, 'paymentFrame.threeDSText', { phone: stage.maskedPhone })}</p>
          <div className="form-field">
            <label htmlFor="otp">{t(locale, 'paymentFrame.code')}</label>
            <input
              ref={codeInput}
              id="otp"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              aria-invalid={challengeError !== null || undefined}
              aria-describedby={challengeError ? 'otp-error' : undefined}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, ''));
                setChallengeError(null);
              }}
            />
            {challengeError && (
              <p id="otp-error" role="alert" className="field-error">
                {challengeError} {t(locale, 'paymentFrame.codeCleared')}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            {t(locale, 'paymentFrame.confirm')}
          </button>{' '}
          <button type="button" className="btn" onClick={close}>
            {t(locale, 'paymentFrame.cancel')}
          </button>
        </form>
      )}
      {stage.kind === 'done' && (
        <p role="status">
          {stage.result.paymentType === 'pay'
            ? t(locale, 'paymentFrame.paidOnAccount', {
                amount: formatMoney(toMinor(stage.result.amount), 'TRY', amountLocale(locale)),
              })
            : t(locale, 'paymentFrame.succeeded', { order: stage.result.order ?? '' })}
        </p>
      )}
      {stage.kind === 'failed' && (
        <>
          <p role="alert" className="alert alert-error">
            {stage.message}
          </p>
          <button type="button" className="btn" onClick={close}>
            {t(locale, 'paymentFrame.close')}
          </button>
        </>
      )}
    </section>
  );
}
