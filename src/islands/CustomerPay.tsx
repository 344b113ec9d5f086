import { useEffect, useId, useState } from 'react';
import { fetchOverdueDebt } from '../client/checkout.ts';
import type { OverdueDebt } from '../contract/customer.ts';
import type { PaymentResult } from '../contract/payment-frame.ts';
import { NOTE_MAX } from '../domain/checkout/order-note.ts';
import { formatAmount, formatMoney, fromMinor, type Minor, toMinor } from '../domain/money.ts';
import { FREE_AMOUNT_CARD_CHECKS } from '../domain/payment/card-validation.ts';
import {
  filterFreeAmountInput,
  freeAmountOnBlur,
  parseFreeAmount,
  ungroupFreeAmount,
} from '../domain/payment/free-amount.ts';
import { newPaymentKey } from '../domain/payment/payment-key.ts';
import { flag } from '../domain/settings.ts';
import { type Locale, t } from '../i18n/index.ts';
import { $shop } from '../stores/shop.ts';
import { AccountDebt } from './parts/payment/AccountDebt.tsx';
import { AccountPayResult } from './parts/payment/AccountPayResult.tsx';
import { CardPanel } from './parts/payment/CardPanel.tsx';
import { amountLocale } from './parts/payment/card-alert.ts';
import { installmentView } from './parts/payment/card-payment.ts';
import { OverdueDebtBanner } from './parts/payment/OverdueDebtBanner.tsx';
import { PaymentDialog } from './parts/payment/PaymentDialog.tsx';
import { useCardPayment } from './parts/payment/use-card-payment.ts';
import { useHydrated } from './parts/use-hydrated.ts';
import { useSharedStore } from './parts/use-shared-store.ts';
import { useSignedIn } from './parts/use-signed-in.ts';

/** The query parameter of a preset amount (a link may name the amount to pay: /cari-odeme?tutar=250,75). */
const PRESET_PARAM = 'tutar';

/** The preset amount of the page's address, in kuruş, if it names a payable one. */
function presetAmount(): Minor | null {
  const text = new URLSearchParams(window.location.search).get(PRESET_PARAM);
  if (text === null) return null;
  const parsed = parseFreeAmount(text);
  return parsed.ok ? parsed.amount : null;
}

/** The thousands separator the page prints amounts with (formatAmount in amountLocale). */
const thousandsOf = (locale: Locale) => (locale === 'tr' ? '.' : ',');

/** The overdue balance as the amount field starts with it (as the page prints it), or '' when none is due in lira. */
function balanceAmount(debt: OverdueDebt | null | 'loading', locale: Locale): string {
  if (debt === null || debt === 'loading' || !['TRY', 'TL'].includes(debt.currency)) return '';
  const minor = toMinor(debt.overdueBalance);
  return minor > 0 ? formatAmount(minor, amountLocale(locale)) : '';
}

/**
 * The payment on account page /cari-odeme ("serbest tutarlı ödeme", SPEC §5): the overdue balance and
 * its due date, the amount (a field only when the address presets none), the card form with SPEC §5's
 * checks in order, the BIN look-up and installment table above installmentLimit, the payment frame
 * in its dialog (3-D Secure inside), and the result with the balance read again. Each Pay makes a new
 * payment key, so a repeated submission of the same attempt is charged once by the server. Without
 * card payment (no payment provider, or the shop's switch off) the page says so instead of the form.
 */
export default function CustomerPay({ locale }: { locale: Locale }) {
  const hydrated = useHydrated();
  const session = useSignedIn();
  const shop = useSharedStore($shop, null);
  const descriptionId = useId();

  const [debt, setDebt] = useState<OverdueDebt | null | 'loading'>('loading');
  const [debtRead, setDebtRead] = useState(false);
  const [preset, setPreset] = useState<Minor | null>(null);
  const [amount, setAmount] = useState('');
  // Until the customer types, the amount follows the overdue balance (it arrives after the page).
  const [amountTyped, setAmountTyped] = useState(false);
  const [description, setDescription] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const payment = useCardPayment({
    locale,
    paymentType: 'pay',
    onAlert: setAlert,
    // Paid: the result shows, and the balance is read again.
    onPaid: (paid) => {
      setResult(paid);
      setDebt('loading');
      void fetchOverdueDebt().then(setDebt);
    },
  });

  const signedIn = hydrated && session.loaded && session.customer !== null;

  // Read beside the session, not after it: the page shows once, with the balance, and does not
  // move under the shopper's eyes as parts arrive (a guest is sent to sign in by useSignedIn).
  useEffect(() => {
    setPreset(presetAmount());
    void fetchOverdueDebt().then((read) => {
      setDebt(read);
      setDebtRead(true);
    });
  }, []);

  useEffect(() => {
    if (!amountTyped) setAmount(balanceAmount(debt, locale));
  }, [debt, amountTyped, locale]);

  if (!signedIn || !shop || !debtRead) {
    return (
      <p className="customer-pay-status" role="status">
        {t(locale, 'customerPay.checking')}
      </p>
    );
  }

  const amountText =
    preset !== null ? String(fromMinor(preset)) : ungroupFreeAmount(amount, thousandsOf(locale));
  const typed = parseFreeAmount(amountText);
  const amountMinor = typed.ok ? typed.amount : null;
  const installments = installmentView(
    amountMinor,
    shop.settings.installmentLimit,
    payment.bin,
    payment.plan,
  );

  function pay() {
    payment.pay({
      typed: amountText,
      amount: amountMinor === null ? null : String(fromMinor(amountMinor)),
      checks: FREE_AMOUNT_CARD_CHECKS,
      plan: installments.plan,
      description: description.trim(),
      shippingTotal: '0',
      // A new attempt, a new key: the server charges each key once.
      paymentKey: newPaymentKey(),
    });
  }

  function payAgain() {
    setResult(null);
    payment.reset();
    setAmountTyped(false);
    setDescription('');
  }

  return (
    <div className="customer-pay">
      <OverdueDebtBanner locale={locale} payLink={false} debt={debt === 'loading' ? null : debt} />
      <AccountDebt locale={locale} debt={debt} />

      {!flag(shop.settings.b2c_kk_odeme) ? (
        <p className="alert customer-pay-unavailable" role="status">
          {t(locale, 'customerPay.cardUnavailable')}
        </p>
      ) : result ? (
        <AccountPayResult
          locale={locale}
          result={result}
          debt={debt === 'loading' ? null : debt}
          onPayAgain={payAgain}
        />
      ) : (
        <section className="customer-pay-form" aria-labelledby="customer-pay-form-title">
          <h2 id="customer-pay-form-title">{t(locale, 'customerPay.formTitle')}</h2>
          {preset !== null ? (
            <p className="customer-pay-preset">
              {t(locale, 'customerPay.presetAmount')}: <strong>{formatMoney(preset, 'TRY')}</strong>
            </p>
          ) : (
            <div className="form-field pay-field">
              <label htmlFor="pay-amount">{t(locale, 'customerPay.amount')}</label>
              <input
                id="pay-amount"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
                maxLength={16}
                value={amount}
                aria-describedby="pay-amount-hint"
                onChange={(e) => {
                  setAmount(filterFreeAmountInput(e.target.value));
                  setAmountTyped(true);
                  setAlert(null);
                }}
                onBlur={() => setAmount(freeAmountOnBlur(amount))}
              />
              <p id="pay-amount-hint" className="form-hint">
                {t(locale, 'customerPay.amountHint')}
              </p>
            </div>
          )}
          <CardPanel
            locale={locale}
            card={payment.card}
            onCard={(values) => {
              payment.setCard(values);
              setAlert(null);
            }}
            bin={payment.bin}
            installments={installments}
            onPlan={payment.setPlan}
          />
          <div className="form-field pay-field">
            <label htmlFor={descriptionId}>{t(locale, 'customerPay.description')}</label>
            <input
              id={descriptionId}
              name="description"
              maxLength={NOTE_MAX}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          {alert && (
            <p role="alert" className="alert alert-error">
              {alert}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary checkout-action"
            aria-disabled={payment.paying ? 'true' : undefined}
            aria-busy={payment.paying || undefined}
            onClick={pay}
          >
            {t(locale, payment.paying ? 'customerPay.sending' : 'customerPay.pay')}
          </button>
        </section>
      )}
      {payment.frame && <PaymentDialog {...payment.frame} />}
    </div>
  );
}
