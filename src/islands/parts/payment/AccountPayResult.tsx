import { useEffect, useRef } from 'react';
import type { OverdueDebt } from '../../../contract/customer.ts';
import type { PaymentResult } from '../../../contract/payment-frame.ts';
import { formatMoney, toMinor } from '../../../domain/money.ts';
import { type Locale, t } from '../../../i18n/index.ts';

interface Props {
  locale: Locale;
  result: PaymentResult;
  /** The overdue debt read again after the payment (null until it is). */
  debt: OverdueDebt | null;
  onPayAgain: () => void;
}

/** The result of a payment on account: the amount paid, in how many installments, the new balance; its title takes the focus. */
export function AccountPayResult({ locale, result, debt, onPayAgain }: Props) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="customer-pay-result" aria-labelledby="customer-pay-result-title">
      <h2 id="customer-pay-result-title" ref={title} tabIndex={-1}>
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
      {debt && (
        <p>
          {t(locale, 'customerPay.newBalance', {
            amount: formatMoney(toMinor(debt.overdueBalance), debt.currency),
          })}
        </p>
      )}
      <button type="button" className="btn btn-secondary" onClick={onPayAgain}>
        {t(locale, 'customerPay.payAgain')}
      </button>
    </section>
  );
}
