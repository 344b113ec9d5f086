import type { CheckoutAmountsView } from '../../../contract/checkout.ts';
import type { PaymentMethod } from '../../../domain/checkout/payment-methods.ts';
import type { BankAccount } from '../../../domain/store-settings.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { BankTable } from './BankTable.tsx';
import { CardPanel, type CardPanelProps } from './CardPanel.tsx';
import { money } from './OrderAmounts.tsx';

interface Props {
  locale: Locale;
  method: PaymentMethod;
  amounts: CheckoutAmountsView | null;
  /** The card form and its installments, for the card method. */
  card: Omit<CardPanelProps, 'locale'>;
  accounts: readonly BankAccount[];
}

/** What the chosen method needs: the card form and installments, the bank accounts, or the Kapıda Ödeme fee. */
export function MethodPanel(props: Props) {
  const { locale, method, amounts } = props;
  const id = `panel-${method}`;
  return (
    <section className="payment-panel" aria-labelledby={id}>
      <h2 id={id}>{t(locale, `checkoutPayment.method.${method}`)}</h2>
      {method === 'card' && <CardPanel locale={locale} {...props.card} />}
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
