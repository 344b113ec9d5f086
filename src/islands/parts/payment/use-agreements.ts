import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAgreements } from '../../../client/checkout.ts';
import type { AgreementsAnswer } from '../../../contract/checkout.ts';
import { ODEME_TIPI, type PaymentMethod, selectedMethod } from '../../../domain/checkout/payment-methods.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { goToLogin } from '../../../stores/login-redirect.ts';
import { type CheckoutFailure, checkoutFailure } from './checkout-message.ts';

interface Choice {
  /** Whether a customer is signed in (nothing is read for a guest). */
  signedIn: boolean;
  method: PaymentMethod | null;
  /** The card's installment plan (0 single payment); ignored for the other methods. */
  plan: number;
  /** The shopper's currency: a change reads the amounts again. */
  currency: string;
  locale: Locale;
  /** Called when the server no longer offers the chosen method: the method to switch to. */
  onMethodGone: (next: PaymentMethod | null) => void;
}

/**
 * The documents, amounts and methods of this order (GET /checkout/agreements) for the shopper's
 * choice, read again whenever the method, plan or currency changes or readAgain() is called, and
 * their approval: new documents (another key) need a new approval.
 */
export function useAgreements({ signedIn, method, plan, currency, locale, onMethodGone }: Choice) {
  const [round, setRound] = useState(0);
  // The last documents read, and the request (method, plan, currency, round) they answer.
  const [loaded, setLoaded] = useState<{ answer: AgreementsAnswer; request: string } | null>(null);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  // The card's amount in lira without commission: what the installment table divides.
  const [baseTryTotal, setBaseTryTotal] = useState<number | null>(null);
  const [approved, setApproved] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const approvedRef = useRef(false);
  approvedRef.current = approved;
  const keyRef = useRef<string | null>(null);
  const methodGone = useRef(onMethodGone);
  methodGone.current = onMethodGone;

  const readAgain = useCallback(() => setRound((n) => n + 1), []);
  const cardPlan = method === 'card' ? plan : 0;
  const request = `${method}:${cardPlan}:${currency}:${round}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: request names every re-fetch trigger
  useEffect(() => {
    if (!signedIn || !method) return;
    const controller = new AbortController();
    fetchAgreements(ODEME_TIPI[method], cardPlan, locale, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setFailure(null);
        const next = selectedMethod(answer.methods, method);
        if (next !== method) {
          methodGone.current(next);
          return;
        }
        if (keyRef.current !== null && keyRef.current !== answer.key && approvedRef.current) {
          setApproved(false);
          setNotice(t(locale, 'checkoutPayment.documentsChanged'));
        }
        keyRef.current = answer.key;
        setLoaded({ answer, request });
        if (method === 'card' && cardPlan === 0) setBaseTryTotal(answer.amounts.tryTotal);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const read = checkoutFailure(err, locale);
        if (read.kind === 'login') {
          goToLogin();
          return;
        }
        setLoaded(null);
        setFailure(read);
      },
    );
    return () => controller.abort();
  }, [signedIn, request, locale]);

  return {
    agreements: loaded?.answer ?? null,
    /** The documents shown answer the current choice: they can be approved and acted on. */
    ready: loaded !== null && loaded.request === request,
    failure,
    baseTryTotal,
    approved,
    setApproved,
    notice,
    setNotice,
    /** Reads the documents again (after a 409 or a failed payment). */
    readAgain,
  };
}
