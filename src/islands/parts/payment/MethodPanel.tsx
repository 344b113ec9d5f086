import type { CheckoutAmountsView } from '../../../contract/checkout.ts';
import type { BinAnswer } from '../../../contract/payment.ts';
import type { PaymentMethod } from '../../../domain/checkout/payment-methods.ts';
import type { InstallmentRow } from '../../../domain/payment/installment-plans.ts';
import type { BankAccount } from '../../../domain/store-settings.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { BankTable } from './BankTable.tsx';
import { CardForm, type CardValues } from './CardForm.tsx';
import { InstallmentTable } from './InstallmentTable.tsx';
import { money } from './OrderAmounts.tsx';

interface Props {
  locale: Locale;
  method: PaymentMethod;
  amounts: CheckoutAmountsView | null;
  card: CardValues;
  onCard: (values: CardValues) => void;
  bin: BinAnswer | null;
  /** Whether the amount is above installmentLimit (SPEC §9), and the plans' rows once the BIN is known. */
  installmentsShow: boolean;
  rows: readonly InstallmentRow[];
  plan: number;
  onPlan: (planId: number) => void;
  accounts: readonly BankAccount[];
}

/** What the chosen method needs: the card form and installments, the bank accounts, or the Kapıda Ödeme fee. */
export function MethodPanel(props: Props) {
  const { locale, method, amounts } = props;
  const id = `panel-${method}`;
  return (
    <section className="payment-panel" aria-labelledby={id}>
      <h2 id={id}>{t(locale, `checkoutPayment.method.${method}`)}</h2>
      {method === 'card' && (
        <>
          <CardForm locale={locale} values={props.card} onChange={props.onCard} bin={props.bin} />
          {props.installmentsShow && !props.bin && (
            <p className="muted">{t(locale, 'checkoutPayment.installmentsHint')}</p>
          )}
          {props.installmentsShow && props.bin && props.rows.length > 0 && (
            <InstallmentTable
              locale={locale}
              bankName={props.bin.bank.name}
              rows={props.rows}
              selected={props.plan}
              onSelect={props.onPlan}
            />
          )}
        </>
      )}
      {method === 'transfer' && <BankTable locale={locale} accounts={props.accounts} />}
      {method === 'cashOnDelivery' && (
        <p>
          {amounts && amounts.cashOnDeliveryFee > 0
            ? t(locale, 'checkoutPayment.cashOnDeliveryNotice', {
                fee: money(locale, amounts.cashOnDeliveryFee, amounts.currency),
              })
            : t(locale, 'checkoutPayment.cashOnDeliveryNoFee')}
        </p>
      )}
    </section>
  );
}
