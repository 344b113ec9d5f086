import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect, useState } from 'react';
import { fetchOverdueDebt, resetAddresses } from '../client/checkout.ts';
import type { OverdueDebt } from '../contract/customer.ts';
import {
  methodsFromSettings,
  ODEME_TIPI,
  offeredMethods,
  type PaymentMethod,
  selectedMethod,
} from '../domain/checkout/payment-methods.ts';
import { toMinor } from '../domain/money.ts';
import { CHECKOUT_PATHS, localePath } from '../domain/site-paths.ts';
import { parseBankAccounts } from '../domain/store-settings.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $cart } from '../stores/cart.ts';
import { $orderNote, setOrderNote } from '../stores/order-note.ts';
import { $settings } from '../stores/settings.ts';
import { $shop } from '../stores/shop.ts';
import { CheckoutEmptyCart } from './parts/CheckoutEmptyCart.tsx';
import { AgreementsApproval } from './parts/payment/AgreementsApproval.tsx';
import { CheckoutAlert } from './parts/payment/CheckoutAlert.tsx';
import { CurrencySelect } from './parts/payment/CurrencySelect.tsx';
import { installmentView } from './parts/payment/card-payment.ts';
import { MethodChoice } from './parts/payment/MethodChoice.tsx';
import { MethodPanel } from './parts/payment/MethodPanel.tsx';
import { OrderAmounts } from './parts/payment/OrderAmounts.tsx';
import { OverdueDebtBanner } from './parts/payment/OverdueDebtBanner.tsx';
import { PaymentAction } from './parts/payment/PaymentAction.tsx';
import { PaymentDialog } from './parts/payment/PaymentDialog.tsx';
import { useAgreements } from './parts/payment/use-agreements.ts';
import { useCardPayment } from './parts/payment/use-card-payment.ts';
import { type PageAlert, summaryUrl, useOrderSave } from './parts/payment/use-order-save.ts';
import { useHydrated } from './parts/use-hydrated.ts';
import { useSignedIn } from './parts/use-signed-in.ts';

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
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const payment = useCardPayment({
    locale,
    paymentType: 'order',
    onAlert: (text) => setAlert(text === null ? null : { text }),
    onPaid: (result) => {
      setOrderNote('');
      window.location.assign(summaryUrl(locale, result.order ?? ''));
    },
    // The cart or the amounts may have changed meanwhile: the documents are read again.
    onFailed: () => docs.readAgain(),
  });
  const order = useOrderSave({
    locale,
    onAlert: setAlert,
    onChanged: () => {
      docs.setApproved(false);
      docs.readAgain();
    },
  });
  const busy = order.saving || payment.paying;

  const docs = useAgreements({
    signedIn: hydrated && session.customer !== null,
    method,
    plan: payment.plan,
    currency: settings?.userCurrency?.code ?? '',
    locale,
    onMethodGone: setMethod,
  });

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
  const installments = installmentView(
    method === 'card' && baseTryTotal !== null ? toMinor(baseTryTotal) : null,
    shop.settings.installmentLimit,
    payment.bin,
    payment.plan,
  );

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
    const amount = amountText(baseTryTotal);
    payment.pay({
      typed: amount,
      amount,
      plan: installments.plan,
      description: $orderNote.get(),
      shippingTotal: amountText(agreements.amounts.shippingTotal),
      agreementKey: agreements.key,
      confirm: requireApproval,
    });
  }

  function placeOrder() {
    if (!agreements || !ready || !method) return;
    void order.save(
      {
        description: $orderNote.get(),
        shippingTotal: agreements.amounts.shippingTotal,
        odemeTipi: ODEME_TIPI[method],
        agreementKey: agreements.key,
      },
      () => {
        docs.setNotice(null);
        return requireApproval();
      },
    );
  }

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
          <MethodChoice locale={locale} offered={offered} method={method} onChoose={chooseMethod} />
          {method && (
            <MethodPanel
              locale={locale}
              method={method}
              amounts={amounts}
              card={{
                card: payment.card,
                onCard: payment.setCard,
                bin: payment.bin,
                installments,
                onPlan: (id) => {
                  setAlert(null);
                  payment.setPlan(id);
                },
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
          {method && (
            <PaymentAction
              locale={locale}
              method={method}
              amounts={amounts}
              busy={busy}
              ready={ready}
              onAct={method === 'card' ? pay : placeOrder}
            />
          )}
          <p>
            <a href={addressesHref} onClick={backToAddresses}>
              {t(locale, 'checkoutPayment.backToAddresses')}
            </a>
          </p>
        </aside>
      </div>
      {payment.frame && <PaymentDialog {...payment.frame} />}
    </div>
  );
}
