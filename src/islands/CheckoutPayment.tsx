import { useStore } from '@nanostores/react';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { OverdueDebt } from '../contract/customer.ts';
import type { FrameReply } from '../contract/payment-frame.ts';
import {
  methodsFromSettings,
  ODEME_TIPI,
  offeredMethods,
  type PaymentMethod,
  selectedMethod,
} from '../domain/checkout/payment-methods.ts';
import { formatMoney, isoCurrency, toMinor } from '../domain/money.ts';
import { cardFormError } from '../domain/payment/card-validation.ts';
import { showInstallmentTable } from '../domain/payment/installment.ts';
import { installmentRows } from '../domain/payment/installment-plans.ts';
import { CHECKOUT_PATHS, localePath } from '../domain/site-paths.ts';
import { parseBankAccounts } from '../domain/store-settings.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $cart } from '../stores/cart.ts';
import { fetchOverdueDebt, resetAddresses, saveOrder } from '../stores/checkout-payment.ts';
import { goToLogin } from '../stores/login-redirect.ts';
import { $orderNote, setOrderNote } from '../stores/order-note.ts';
import { $settings } from '../stores/settings.ts';
import { $shop } from '../stores/shop.ts';
import { CheckoutEmptyCart } from './parts/CheckoutEmptyCart.tsx';
import { AgreementsApproval } from './parts/payment/AgreementsApproval.tsx';
import { type CardValues, EMPTY_CARD } from './parts/payment/CardForm.tsx';
import { CheckoutAlert } from './parts/payment/CheckoutAlert.tsx';
import { CurrencySelect } from './parts/payment/CurrencySelect.tsx';
import { checkoutFailure, frameFailureMessage } from './parts/payment/checkout-message.ts';
import { MethodPanel } from './parts/payment/MethodPanel.tsx';
import { OrderAmounts } from './parts/payment/OrderAmounts.tsx';
import { OverdueDebtBanner } from './parts/payment/OverdueDebtBanner.tsx';
import { PaymentModal } from './parts/payment/PaymentModal.tsx';
import { useAgreements } from './parts/payment/use-agreements.ts';
import { useCardBin } from './parts/payment/use-card-bin.ts';
import { useHydrated } from './parts/use-hydrated.ts';
import { useSignedIn } from './parts/use-signed-in.ts';

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
  // A guest signs in first and comes back here (SPEC §6).
  const session = useSignedIn();
  const shop = useStore($shop);
  const settings = useStore($settings);
  // An empty cart has nothing to pay for: the step then shows only the way back (walkthrough m23).
  const cart = useStore($cart);

  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [plan, setPlan] = useState(0);
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [frameMessage, setFrameMessage] = useState<Record<string, string> | null>(null);

  const docs = useAgreements({
    signedIn: hydrated && session.customer !== null,
    method,
    plan,
    currency: settings?.userCurrency?.code ?? '',
    locale,
    onMethodGone: setMethod,
  });
  const digits = card.number.replace(/\D/g, '');
  const bin = useCardBin(digits, () => setPlan(0));

  // The overdue-debt banner sits above everything: it is read before the step shows, so that its
  // arrival never pushes the form down under the shopper's finger (layout shift).
  const [debt, setDebt] = useState<OverdueDebt | null | undefined>(undefined);
  const signedIn = session.customer !== null;
  useEffect(() => {
    if (signedIn) void fetchOverdueDebt().then(setDebt);
  }, [signedIn]);

  // The first enabled method of the shop's switches is preselected until the server says more.
  useEffect(() => {
    if (!shop || method) return;
    setMethod(selectedMethod(methodsFromSettings(shop.settings)));
  }, [shop, method]);

  const { readAgain } = docs;
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
          text: frameFailureMessage(reply, locale),
        });
        // The cart or the amounts may have changed meanwhile: the documents are read again.
        readAgain();
        return;
      }
      if (reply.dialogClose) {
        setFrameMessage(null);
        setBusy(false);
      }
    },
    [locale, readAgain],
  );

  if (!hydrated || !session.loaded || !shop) {
    return <p className="checkout-loading">{t(locale, 'checkoutPayment.loading')}</p>;
  }
  if (!session.customer) {
    return <p className="checkout-loading">{t(locale, 'checkoutPayment.redirecting')}</p>;
  }
  if (debt === undefined || !cart.loaded) {
    return <p className="checkout-loading">{t(locale, 'checkoutPayment.loading')}</p>;
  }
  if (cart.items.length === 0) return <CheckoutEmptyCart locale={locale} />;

  const addressesHref = localePath(locale, CHECKOUT_PATHS.addresses);
  const backToAddresses = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    await resetAddresses();
    window.location.assign(addressesHref);
  };

  const { agreements, ready, baseTryTotal } = docs;
  const offered = offeredMethods(agreements?.methods ?? methodsFromSettings(shop.settings));
  const amounts = agreements?.amounts ?? null;
  const installmentAmount = baseTryTotal === null ? null : toMinor(baseTryTotal);
  const installmentsShow =
    method === 'card' &&
    installmentAmount !== null &&
    showInstallmentTable(installmentAmount, shop.settings.installmentLimit);
  const rows =
    installmentsShow && bin && installmentAmount !== null
      ? installmentRows(installmentAmount, bin.plans)
      : [];

  function chooseMethod(next: PaymentMethod) {
    setAlert(null);
    docs.setNotice(null);
    setMethod(next);
  }

  function requireApproval(): boolean {
    if (docs.approved) return true;
    setAlert({ text: t(locale, 'checkoutPayment.approvalRequired') });
    return false;
  }

  function pay() {
    if (busy || !agreements || !ready || baseTryTotal === null) return;
    docs.setNotice(null);
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
    docs.setNotice(null);
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
        docs.setApproved(false);
        readAgain();
      }
    }
    sending.current = false;
    setBusy(false);
  }

  const actionLabel =
    method === 'card' ? t(locale, 'checkoutPayment.pay') : t(locale, 'checkoutPayment.placeOrder');

  return (
    <div className="checkout-payment">
      <OverdueDebtBanner locale={locale} debt={debt} />
      {docs.failure && (
        <CheckoutAlert
          locale={locale}
          text={docs.failure.message}
          addressesHref={docs.failure.kind === 'address' ? addressesHref : undefined}
          onAddresses={backToAddresses}
        />
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
          {method && (
            <MethodPanel
              locale={locale}
              method={method}
              amounts={amounts}
              card={card}
              onCard={setCard}
              bin={bin}
              installmentsShow={installmentsShow}
              rows={rows}
              plan={plan}
              onPlan={(id) => {
                setAlert(null);
                setPlan(id);
              }}
              accounts={parseBankAccounts(shop.settings.b2cHavaleEftHesapBilgisi)}
            />
          )}
          <AgreementsApproval
            locale={locale}
            documents={agreements?.documents ?? null}
            ready={ready}
            loading={!docs.failure}
            approved={docs.approved}
            onApprove={(checked) => {
              docs.setApproved(checked);
              if (!checked) return;
              docs.setNotice(null);
              setAlert(null);
            }}
            notice={docs.notice}
          />
        </div>

        <aside className="checkout-payment-side" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t(locale, 'checkoutPayment.summaryTitle')}</h2>
          <CurrencySelect locale={locale} id="checkout-currency" />
          {amounts ? <OrderAmounts locale={locale} amounts={amounts} /> : null}
          {alert && (
            <CheckoutAlert
              locale={locale}
              text={alert.text}
              addressesHref={alert.toAddresses ? addressesHref : undefined}
              onAddresses={backToAddresses}
            />
          )}
          {method === 'card' && amounts && isoCurrency(amounts.currency) !== 'TRY' && (
            <p className="checkout-charge-note">
              {t(locale, 'checkoutPayment.cardChargeTry', {
                amount: formatMoney(toMinor(amounts.tryTotal), 'TRY'),
              })}
            </p>
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
