import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type Locale, t } from '../i18n/index.ts';
import { api, errorMessage } from '../stores/api-client.ts';

/** The fields the checkout posts into the frame (SPEC §7). */
const FIELDS = ['ccno', 'ccv', 'expiry', 'holder', 'plan', 'amount', 'description', 'shippingTotal'] as const;
type PaymentMessage = Record<(typeof FIELDS)[number], string>;

/** What the frame posts back to the checkout. */
export interface FrameReply {
  loading?: boolean;
  payment_succeed?: boolean;
  dialogClose?: boolean;
  result?: PaymentResult;
  error?: string;
}

/** The payment result the checkout summary shows (SPEC §3). */
export interface PaymentResult {
  succeed: boolean;
  paymentType: 'order' | 'pay';
  order: string;
  amount: number;
  description: string;
}

type Stage =
  | { kind: 'waiting' }
  | { kind: 'paying' }
  | { kind: 'challenge'; id: number; maskedPhone: string }
  | { kind: 'done'; result: PaymentResult }
  | { kind: 'failed'; message: string };

/** The card message, if the data is one: every field a string or a number. */
function readMessage(data: unknown): PaymentMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (!('ccno' in record)) return undefined;
  const out: Partial<PaymentMessage> = {};
  for (const field of FIELDS) {
    const value = record[field];
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number') return undefined;
    out[field] = value === undefined ? '' : String(value);
  }
  return out as PaymentMessage;
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
  const embedded = typeof window !== 'undefined' && window.parent !== window;

  const settle = useCallback(
    (
      answer: { succeed?: boolean; threeDS?: { id: number; maskedPhone: string } } & Partial<PaymentResult>,
    ) => {
      if (answer.threeDS) {
        setStage({ kind: 'challenge', id: answer.threeDS.id, maskedPhone: answer.threeDS.maskedPhone });
        reply({ loading: false });
        return;
      }
      const result = answer as PaymentResult;
      setStage({ kind: 'done', result });
      reply({ loading: false, payment_succeed: true, result });
    },
    [],
  );

  const fail = useCallback(
    (err: unknown) => {
      const message = errorMessage(err, locale);
      setStage({ kind: 'failed', message });
      reply({ loading: false, payment_succeed: false, error: message });
    },
    [locale],
  );

  useEffect(() => {
    async function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = readMessage(event.data);
      if (!message) return;
      setStage({ kind: 'paying' });
      reply({ loading: true });
      try {
        settle(await api('/payment', { method: 'POST', body: message }));
      } catch (err) {
        fail(err);
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [settle, fail]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (stage.kind !== 'challenge') return;
    reply({ loading: true });
    try {
      settle(await api('/payment/3ds', { method: 'POST', body: { id: stage.id, code } }));
    } catch (err) {
      const message = errorMessage(err, locale);
      // A wrong code may be typed again: the challenge stays open.
      setCode('');
      reply({ loading: false, error: message });
      setChallengeError(message);
    }
  }

  const close = () => reply({ dialogClose: true });

  if (!embedded) return <p>{t(locale, 'paymentFrame.notEmbedded')}</p>;
  return (
    <section className="payment-frame" aria-live="polite">
      {stage.kind === 'waiting' && <p>{t(locale, 'paymentFrame.waiting')}</p>}
      {stage.kind === 'paying' && <p aria-busy="true">{t(locale, 'paymentFrame.paying')}</p>}
      {stage.kind === 'challenge' && (
        <form onSubmit={confirm}>
          <h1>{t(locale, 'paymentFrame.threeDSTitle')}</h1>
          <p>{t(locale, 'paymentFrame.threeDSText', { phone: stage.maskedPhone })}</p>
          <label htmlFor="otp">{t(locale, 'paymentFrame.code')}</label>
          <input
            id="otp"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          {challengeError && (
            <p role="alert" className="alert alert-error">
              {challengeError}
            </p>
          )}
          <button type="submit" className="btn btn-primary">
            {t(locale, 'paymentFrame.confirm')}
          </button>{' '}
          <button type="button" className="btn" onClick={close}>
            {t(locale, 'paymentFrame.cancel')}
          </button>
        </form>
      )}
      {stage.kind === 'done' && (
        <p role="status">{t(locale, 'paymentFrame.succeeded', { order: stage.result.order })}</p>
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
