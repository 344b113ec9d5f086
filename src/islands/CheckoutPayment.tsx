import { useStore } from '@nanostores/react';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { cardFormError } from '../domain/card-validation.ts';
import { showInstallmentTable } from '../domain/installment.ts';
import { installmentRows } from '../domain/installment-plans.ts';
import { toMinor } from '../domain/money.ts';
import {
  methodsFromSettings,
  ODEME_TIPI,
  offeredMethods,
  type PaymentMethod,
  selectedMethod,
} from '../domain/payment-methods.ts';
import { CHECKOUT_PATHS, localePath } from '../domain/site-paths.ts';
import { parseBankAccounts } from '../domain/store-settings.ts';
import { type Locale, t } from '../i18n/index.ts';
import {
  type AgreementsAnswer,
  type BinAnswer,
  fetchAgreements,
  lookupCard,
  resetAddresses,
  saveOrder,
} from '../stores/checkout-payment.ts';
import { goToLogin, loginUrl } from '../stores/login-redirect.ts';
import { $orderNote, setOrderNote } from '../stores/order-note.ts';
import { $session } from '../stores/session.ts';
import { $settings } from '../stores/settings.ts';
import { $shop } from '../stores/shop.ts';
import type { FrameReply } from './PaymentFrame.tsx';
import { AgreementsView } from './parts/payment/AgreementsView.tsx';
import { BankTable } from './parts/payment/BankTable.tsx';
import { CardForm, type CardValues, EMPTY_CARD } from './parts/payment/CardForm.tsx';
import { CurrencySelect } from './parts/payment/CurrencySelect.tsx';
import {
  type CheckoutFailure,
  checkoutFailure,
  checkoutMessageIn,
} from './parts/payment/checkout-message.ts';
import { InstallmentTable } from './parts/payment/InstallmentTable.tsx';
import { money, OrderAmounts } from './parts/payment/OrderAmounts.tsx';
import { OverdueDebtBanner } from './parts/payment/OverdueDebtBanner.tsx';
import { PaymentModal } from './parts/payment/PaymentModal.tsx';
import { useHydrated } from './parts/use-hydrated.ts';

/** An alert of the page: its text, and whether it leads back to the addresses step. */
interface PageAlert {
  text: string;
  toAddresses?: boolean;
}

/** The order summary page of an order number. */
function summaryUrl(locale: Locale, orderNo: string): string {
  return `${localePath(locale, CHECKOUT_PATHS.summary)}?siparis=${encodeURIComponent(orderNo)}`;
}

/** Amount text as the frame and the card checks read it: major units with a point ('1234.5'). */
const amountText = (amount: number) => String(amount);

/**
 * The checkout's payment step (SPEC §2, §4, §5): the order's amounts, the payment methods (Kart,
 * Havale-EFT, Kapıda Ödeme, the first enabled one preselected), the card form with its BIN look-up
 * and installment table, the bank accounts, the Kapıda Ödeme fee, the Ön Bilgilendirme Formu and the
 * Mesafeli Satış Sözleşmesi with their approval, and Pay (the payment frame) or 'Sipariş Ver'.
 */
export default function CheckoutPayment({ locale }: { locale: Locale }) {
  const hydrated = useHydrated();
  const session = useStore($session);
  const shop = useStore($shop);
  const settings = useStore($settings);
  const currency = settings?.userCurrency?.code ?? '';
  const customer = hydrated ? session.customer : null;

  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [plan, setPlan] = useState(0);
  // The last documents read, and the request (method, plan, currency, round) they answer.
  const [loaded, setLoaded] = useState<{ answer: AgreementsAnswer; request: string } | null>(null);
  const [loadFailure, setLoadFailure] = useState<CheckoutFailure | null>(null);
  const [baseTryTotal, setBaseTryTotal] = useState<number | null>(null);
  const [reload, setReload] = useState(0);
  const [approved, setApproved] = useState(false);
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [bin, setBin] = useState<BinAnswer | null>(null);
  const [frameMessage, setFrameMessage] = useState<Record<string, string> | null>(null);
  const approvedRef = useRef(false);
  approvedRef.current = approved;
  const keyRef = useRef<string | null>(null);

  // A guest signs in first and comes back here (SPEC §6).
  useEffect(() => {
    if (hydrated && session.loaded && !session.customer) window.location.replace(loginUrl());
  }, [hydrated, session]);

  // The first enabled method of the shop's switches is preselected until the server says more.
  useEffect(() => {
    if (!shop || method) return;
    setMethod(selectedMethod(methodsFromSettings(shop.settings)));
  }, [shop, method]);

  const cardPlan = method === 'card' ? plan : 0;
  const request = `${method}:${cardPlan}:${currency}:${reload}`;

  // The documents and amounts of this order: again whenever the method, plan or currency changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: request names every re-fetch trigger
  useEffect(() => {
    if (!customer || !method) return;
    const controller = new AbortController();
    fetchAgreements(ODEME_TIPI[method], cardPlan, locale, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setLoadFailure(null);
        const next = selectedMethod(answer.methods, method);
        if (next !== method) {
          setMethod(next);
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
        const failure = checkoutFailure(err, locale);
        if (failure.kind === 'login') {
          goToLogin();
          return;
        }
        setLoaded(null);
        setLoadFailure(failure);
      },
    );
    return () => controller.abort();
  }, [customer, request, locale]);

  // The BIN look-up once the whole card number is typed (SPEC §7); fewer digits forget it.
  const digits = card.number.replace(/\D/g, '');
  const binNumber = digits.length === 16 ? digits.slice(0, 6) : '';
  useEffect(() => {
    setBin(null);
    setPlan(0);
    if (!binNumber) return;
    let live = true;
    lookupCard(binNumber).then(
      (answer) => {
        if (live) setBin(answer);
      },
      () => {
        // SPEC §8: a failed look-up is not shown; the card pays in a single payment
      },
    );
    return () => {
      live = false;
    };
  }, [binNumber]);

  const onFrameReply = useCallback(
    (reply: FrameReply) => {
      if (reply.payment_succeed && reply.result?.order) {
        setOrderNote('');
        window.location.assign(summaryUrl(locale, reply.result.order));
        return;
      }
      if (reply.payment_succeed === false) {
        setFrameMessage(null);
        setBusy(false);
        setAlert({
          text: reply.error ? checkoutMessageIn(locale, reply.error) : t(locale, 'common.technicalError'),
        });
        // The cart or the amounts may have changed meanwhile: the documents are read again.
        setReload((n) => n + 1);
        return;
      }
      if (reply.dialogClose) {
        setFrameMessage(null);
        setBusy(false);
      }
    },
    [locale],
  );

  if (!hydrated || !session.loaded || !shop) {
    return <p className="checkout-loading">{t(locale, 'checkoutPayment.loading')}</p>;
  }
  if (!session.customer) {
    return <p className="checkout-loading">{t(locale, 'checkoutPayment.redirecting')}</p>;
  }

  const addressesHref = localePath(locale, CHECKOUT_PATHS.addresses);
  const backToAddresses = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    await resetAddresses();
    window.location.assign(addressesHref);
  };

  // The documents shown; they can be approved and acted on only once they answer the current choice.
  const agreements = loaded?.answer ?? null;
  const ready = loaded !== null && loaded.request === request;
  const offered = offeredMethods(agreements?.methods ?? methodsFromSettings(shop.settings));
  const amounts = agreements?.amounts ?? null;
  const installmentAmount = baseTryTotal === null ? null : toMinor(baseTryTotal);
  const tableShows =
    method === 'card' &&
    installmentAmount !== null &&
    showInstallmentTable(installmentAmount, shop.settings.installmentLimit);
  const rows =
    tableShows && bin && installmentAmount !== null ? installmentRows(installmentAmount, bin.plans) : [];

  function chooseMethod(next: PaymentMethod) {
    setAlert(null);
    setNotice(null);
    setMethod(next);
  }

  function choosePlan(id: number) {
    setAlert(null);
    setPlan(id);
  }

  function requireApproval(): boolean {
    if (approved) return true;
    setAlert({ text: t(locale, 'checkoutPayment.approvalRequired') });
    return false;
  }

  function pay() {
    if (busy || !agreements || !ready || baseTryTotal === null) return;
    setNotice(null);
    const error = cardFormError({
      cardNumber: card.number,
      cardHolder: card.holder,
      ccv: card.ccv,
      amount: amountText(baseTryTotal),
      expiry: card.expiry,
    });
    if (error) {
      setAlert({ text: t(locale, error) });
      return;
    }
    if (!requireApproval()) return;
    setAlert(null);
    setBusy(true);
    setFrameMessage({
      ccno: digits,
      ccv: card.ccv,
      expiry: card.expiry,
      holder: card.holder.trim(),
      plan: String(plan),
      amount: amountText(baseTryTotal),
      description: $orderNote.get(),
      shippingTotal: amountText(agreements.amounts.shippingTotal),
      paymentType: 'order',
      agreementKey: agreements.key,
      locale,
    });
  }

  async function placeOrder() {
    if (sending.current || !agreements || !ready || !method) return;
    setNotice(null);
    if (!requireApproval()) return;
    sending.current = true;
    setBusy(true);
    setAlert(null);
    try {
      const orderNo = await saveOrder({
        description: $orderNote.get(),
        shippingTotal: agreements.amounts.shippingTotal,
        odemeTipi: ODEME_TIPI[method],
        agreementKey: agreements.key,
        locale,
      });
      setOrderNote('');
      window.location.assign(summaryUrl(locale, orderNo));
      return;
    } catch (err) {
      const failure = checkoutFailure(err, locale);
      if (failure.kind === 'login') {
        goToLogin();
        return;
      }
      setAlert({ text: failure.message, toAddresses: failure.kind === 'address' });
      if (failure.kind === 'changed') {
        setApproved(false);
        setReload((n) => n + 1);
      }
    }
    sending.current = false;
    setBusy(false);
  }

  const accounts = parseBankAccounts(shop.settings.b2cHavaleEftHesapBilgisi);
  const actionLabel =
    method === 'card' ? t(locale, 'checkoutPayment.pay') : t(locale, 'checkoutPayment.placeOrder');

  return (
    <div className="checkout-payment">
      <OverdueDebtBanner locale={locale} />
      {loadFailure && (
        <div className="alert alert-error" role="alert">
          <p>{loadFailure.message}</p>
          {loadFailure.kind === 'address' && (
            <p>
              <a href={addressesHref} onClick={backToAddresses}>
                {t(locale, 'checkoutPayment.chooseAddress')}
              </a>
            </p>
          )}
        </div>
      )}
      <div className="checkout-payment-grid">
        <div className="checkout-payment-main">
          <fieldset className="payment-methods">
            <legend>{t(locale, 'checkoutPayment.methodsTitle')}</legend>
            {offered.length === 0 && <p>{t(locale, 'checkoutPayment.noMethod')}</p>}
            {offered.map((m) => (
              <label key={m} className="payment-method">
                <input
                  type="radio"
                  name="payment-method"
                  value={m}
                  checked={method === m}
                  onChange={() => chooseMethod(m)}
                />{' '}
                {t(locale, `checkoutPayment.method.${m}`)}
              </label>
            ))}
          </fieldset>

          {method === 'card' && (
            <section className="payment-panel" aria-labelledby="panel-card">
              <h2 id="panel-card">{t(locale, 'checkoutPayment.method.card')}</h2>
              <CardForm locale={locale} values={card} onChange={setCard} bin={bin} />
              {tableShows && !bin && <p className="muted">{t(locale, 'checkoutPayment.installmentsHint')}</p>}
              {rows.length > 0 && bin && (
                <InstallmentTable
                  locale={locale}
                  bankName={bin.bank.name}
                  rows={rows}
                  selected={plan}
                  onSelect={choosePlan}
                />
              )}
            </section>
          )}
          {method === 'transfer' && (
            <section className="payment-panel" aria-labelledby="panel-transfer">
              <h2 id="panel-transfer">{t(locale, 'checkoutPayment.method.transfer')}</h2>
              <BankTable locale={locale} accounts={accounts} />
            </section>
          )}
          {method === 'cashOnDelivery' && (
            <section className="payment-panel" aria-labelledby="panel-cod">
              <h2 id="panel-cod">{t(locale, 'checkoutPayment.method.cashOnDelivery')}</h2>
              <p>
                {amounts && amounts.cashOnDeliveryFee > 0
                  ? t(locale, 'checkoutPayment.cashOnDeliveryNotice', {
                      fee: money(locale, amounts.cashOnDeliveryFee, amounts.currency),
                    })
                  : t(locale, 'checkoutPayment.cashOnDeliveryNoFee')}
              </p>
            </section>
          )}

          <section className="agreements" aria-labelledby="agreements-title">
            <h2 id="agreements-title">{t(locale, 'checkoutPayment.agreementsTitle')}</h2>
            {agreements ? (
              <AgreementsView documents={agreements.documents} idPrefix="agreement" />
            ) : (
              !loadFailure && <p>{t(locale, 'checkoutPayment.agreementsLoading')}</p>
            )}
            <label className="approval">
              <input
                type="checkbox"
                checked={approved}
                disabled={!ready}
                onChange={(e) => {
                  setApproved(e.target.checked);
                  if (e.target.checked) {
                    setNotice(null);
                    setAlert(null);
                  }
                }}
              />{' '}
              {t(locale, 'checkoutPayment.approve')}
            </label>
            {notice && (
              <p className="alert" role="status">
                {notice}
              </p>
            )}
          </section>
        </div>

        <aside className="checkout-payment-side" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t(locale, 'checkoutPayment.summaryTitle')}</h2>
          <CurrencySelect locale={locale} id="checkout-currency" />
          {amounts ? <OrderAmounts locale={locale} amounts={amounts} /> : null}
          {alert && (
            <div className="alert alert-error" role="alert">
              <p>{alert.text}</p>
              {alert.toAddresses && (
                <p>
                  <a href={addressesHref} onClick={backToAddresses}>
                    {t(locale, 'checkoutPayment.chooseAddress')}
                  </a>
                </p>
              )}
            </div>
          )}
          {method && (
            <button
              type="button"
              className="btn btn-primary checkout-action"
              aria-disabled={busy || !ready ? 'true' : undefined}
              aria-busy={busy || undefined}
              onClick={method === 'card' ? pay : () => void placeOrder()}
            >
              {busy ? t(locale, 'checkoutPayment.sending') : actionLabel}
            </button>
          )}
          <p>
            <a href={addressesHref} onClick={backToAddresses}>
              {t(locale, 'checkoutPayment.backToAddresses')}
            </a>
          </p>
        </aside>
      </div>
      {frameMessage && (
        <PaymentModal
          locale={locale}
          message={frameMessage}
          onReply={onFrameReply}
          onClose={() => {
            setFrameMessage(null);
            setBusy(false);
          }}
        />
      )}
    </div>
  );
}
