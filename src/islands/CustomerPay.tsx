import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { OverdueDebt } from '../contract/customer.ts';
import type { FrameReply, PaymentResult } from '../contract/payment-frame.ts';
import { NOTE_MAX } from '../domain/checkout/order-note.ts';
import { formatAmount, formatMoney, fromMinor, type Minor, toMinor } from '../domain/money.ts';
import { cardFormError, FREE_AMOUNT_CARD_CHECKS } from '../domain/payment/card-validation.ts';
import {
  filterFreeAmountInput,
  freeAmountOnBlur,
  MAX_FREE_AMOUNT,
  parseFreeAmount,
  ungroupFreeAmount,
} from '../domain/payment/free-amount.ts';
import { showInstallmentTable } from '../domain/payment/installment.ts';
import { installmentRows } from '../domain/payment/installment-plans.ts';
import { formatCalendarDate, overdueDueDate } from '../domain/payment/overdue-due-date.ts';
import { newPaymentKey } from '../domain/payment/payment-key.ts';
import { flag } from '../domain/settings.ts';
import { type Locale, t } from '../i18n/index.ts';
import { fetchOverdueDebt } from '../stores/checkout-payment.ts';
import { $shop } from '../stores/shop.ts';
import { CardForm, type CardValues, EMPTY_CARD } from './parts/payment/CardForm.tsx';
import { frameFailureMessage } from './parts/payment/checkout-message.ts';
import { InstallmentTable } from './parts/payment/InstallmentTable.tsx';
import { OverdueDebtBanner } from './parts/payment/OverdueDebtBanner.tsx';
import { PaymentModal } from './parts/payment/PaymentModal.tsx';
import { useCardBin } from './parts/payment/use-card-bin.ts';
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

const numberLocale = (locale: Locale) => (locale === 'tr' ? 'tr-TR' : 'en-GB');
/** The thousands separator the page prints amounts with (formatAmount in numberLocale). */
const thousandsOf = (locale: Locale) => (locale === 'tr' ? '.' : ',');

/** The overdue balance as the amount field starts with it (as the page prints it), or '' when none is due in lira. */
function balanceAmount(debt: OverdueDebt | null | 'loading', locale: Locale): string {
  if (debt === null || debt === 'loading' || !['TRY', 'TL'].includes(debt.currency)) return '';
  const minor = toMinor(debt.overdueBalance);
  return minor > 0 ? formatAmount(minor, numberLocale(locale)) : '';
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
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const descriptionId = useId();

  const [debt, setDebt] = useState<OverdueDebt | null | 'loading'>('loading');
  const [debtRead, setDebtRead] = useState(false);
  const [preset, setPreset] = useState<Minor | null>(null);
  const [amount, setAmount] = useState('');
  // Until the customer types, the amount follows the overdue balance (it arrives after the page).
  const [amountTyped, setAmountTyped] = useState(false);
  const [description, setDescription] = useState('');
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [plan, setPlan] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const [frameMessage, setFrameMessage] = useState<Record<string, string> | null>(null);
  const [result, setResult] = useState<PaymentResult | null>(null);

  const signedIn = hydrated && session.loaded && session.customer !== null;
  const digits = card.number.replace(/\D/g, '');
  const bin = useCardBin(digits, () => setPlan(0));

  const readDebt = useCallback(() => {
    void fetchOverdueDebt().then(setDebt);
  }, []);

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
    if (result) resultTitle.current?.focus();
  }, [result]);

  useEffect(() => {
    if (!amountTyped) setAmount(balanceAmount(debt, locale));
  }, [debt, amountTyped, locale]);

  const onFrameReply = useCallback(
    (reply: FrameReply) => {
      if (reply.payment_succeed && reply.result) {
        setFrameMessage(null);
        setResult(reply.result);
        setDebt('loading');
        readDebt();
        return;
      }
      if (reply.payment_succeed === false) {
        setFrameMessage(null);
        setAlert(frameFailureMessage(reply, locale));
        return;
      }
      if (reply.dialogClose) setFrameMessage(null);
    },
    [locale, readDebt],
  );

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
  const installmentsShow =
    amountMinor !== null && showInstallmentTable(amountMinor, shop.settings.installmentLimit);
  const rows = installmentsShow && bin && amountMinor !== null ? installmentRows(amountMinor, bin.plans) : [];
  const chosenPlan = rows.some((row) => row.id === plan) ? plan : 0;

  function pay() {
    if (frameMessage) return;
    const error = cardFormError(
      {
        cardNumber: card.number,
        cardHolder: card.holder,
        ccv: card.ccv,
        amount: amountText,
        expiry: card.expiry,
      },
      FREE_AMOUNT_CARD_CHECKS,
    );
    if (error || amountMinor === null) {
      setAlert(
        t(locale, error ?? 'validation.card.amount', {
          max: formatAmount(MAX_FREE_AMOUNT, numberLocale(locale)),
        }),
      );
      return;
    }
    setAlert(null);
    setFrameMessage({
      ccno: digits,
      ccv: card.ccv,
      expiry: card.expiry,
      holder: card.holder.trim(),
      plan: String(chosenPlan),
      amount: String(fromMinor(amountMinor)),
      description: description.trim(),
      shippingTotal: '0',
      paymentType: 'pay',
      locale,
      // A new attempt, a new key: the server charges each key once.
      paymentKey: newPaymentKey(),
    });
  }

  function payAgain() {
    setResult(null);
    setCard(EMPTY_CARD);
    setAmountTyped(false);
    setDescription('');
    setPlan(0);
  }

  const debtView = debt === 'loading' || debt === null ? null : debt;
  const dueDate = debtView ? overdueDueDate(new Date(), debtView.overdueBalanceExpiryDay) : undefined;

  return (
    <div className="customer-pay">
      <OverdueDebtBanner locale={locale} payLink={false} debt={debt === 'loading' ? null : debt} />
      <section className="customer-pay-debt" aria-labelledby="customer-pay-debt-title">
        <h2 id="customer-pay-debt-title">{t(locale, 'customerPay.debtTitle')}</h2>
        {debt === 'loading' && <p role="status">{t(locale, 'customerPay.debtLoading')}</p>}
        {debt === null && <p>{t(locale, 'customerPay.debtUnavailable')}</p>}
        {debtView && (
          <dl>
            <dt>{t(locale, 'customerPay.balance')}</dt>
            <dd>{formatMoney(toMinor(debtView.overdueBalance), debtView.currency)}</dd>
            <dt>{t(locale, 'customerPay.dueDate')}</dt>
            <dd>
              {dueDate
                ? t(locale, 'customerPay.daysPast', {
                    date: formatCalendarDate(dueDate),
                    days: debtView.overdueBalanceExpiryDay,
                  })
                : t(locale, 'customerPay.notPastDue')}
            </dd>
          </dl>
        )}
      </section>

      {!flag(shop.settings.b2c_kk_odeme) ? (
        <p className="alert customer-pay-unavailable" role="status">
          {t(locale, 'customerPay.cardUnavailable')}
        </p>
      ) : result ? (
        <section className="customer-pay-result" aria-labelledby="customer-pay-result-title">
          <h2 id="customer-pay-result-title" ref={resultTitle} tabIndex={-1}>
            {t(locale, 'customerPay.resultTitle')}
          </h2>
          <p role="status">
            {t(locale, 'customerPay.paid', { amount: formatMoney(toMinor(result.amount), 'TRY') })}
          </p>
          <p>
            {result.installment && result.installment > 1
              ? t(locale, 'customerPay.installments', { count: result.installment })
              : t(locale, 'customerPay.single')}
          </p>
          {debtView && (
            <p>
              {t(locale, 'customerPay.newBalance', {
                amount: formatMoney(toMinor(debtView.overdueBalance), debtView.currency),
              })}
            </p>
          )}
          <button type="button" className="btn btn-secondary" onClick={payAgain}>
            {t(locale, 'customerPay.payAgain')}
          </button>
        </section>
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
          <CardForm
            locale={locale}
            values={card}
            onChange={(values) => {
              setCard(values);
              setAlert(null);
            }}
            bin={bin}
          />
          {installmentsShow && !bin && (
            <p className="muted">{t(locale, 'checkoutPayment.installmentsHint')}</p>
          )}
          {installmentsShow && bin && rows.length > 0 && (
            <InstallmentTable
              locale={locale}
              bankName={bin.bank.name}
              rows={rows}
              selected={chosenPlan}
              onSelect={setPlan}
            />
          )}
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
            aria-disabled={frameMessage ? 'true' : undefined}
            aria-busy={frameMessage ? true : undefined}
            onClick={pay}
          >
            {t(locale, frameMessage ? 'customerPay.sending' : 'customerPay.pay')}
          </button>
        </section>
      )}
      {frameMessage && (
        <PaymentModal
          locale={locale}
          message={frameMessage}
          onReply={onFrameReply}
          onClose={() => setFrameMessage(null)}
        />
      )}
    </div>
  );
}
