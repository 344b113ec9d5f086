import type { OverdueDebt } from '../../../contract/customer.ts';
import { formatMoney, toMinor } from '../../../domain/money.ts';
import { formatCalendarDate, overdueDueDate } from '../../../domain/payment/overdue-due-date.ts';
import { type Locale, t } from '../../../i18n/index.ts';

interface Props {
  locale: Locale;
  /** The overdue debt; 'loading' while it is read (again), null when it cannot be read. */
  debt: OverdueDebt | null | 'loading';
}

/** The overdue balance of the payment on account page (SPEC §5) and its due date, or how many days past it. */
export function AccountDebt({ locale, debt }: Props) {
  const view = debt === 'loading' || debt === null ? null : debt;
  const dueDate = view ? overdueDueDate(new Date(), view.overdueBalanceExpiryDay) : undefined;
  return (
    <section className="customer-pay-debt" aria-labelledby="customer-pay-debt-title">
      <h2 id="customer-pay-debt-title">{t(locale, 'customerPay.debtTitle')}</h2>
      {debt === 'loading' && <p role="status">{t(locale, 'customerPay.debtLoading')}</p>}
      {debt === null && <p>{t(locale, 'customerPay.debtUnavailable')}</p>}
      {view && (
        <dl>
          <dt>{t(locale, 'customerPay.balance')}</dt>
          <dd>{formatMoney(toMinor(view.overdueBalance), view.currency)}</dd>
          <dt>{t(locale, 'customerPay.dueDate')}</dt>
          <dd>
            {dueDate
              ? t(locale, 'customerPay.daysPast', {
                  date: formatCalendarDate(dueDate),
                  days: view.overdueBalanceExpiryDay,
                })
              : t(locale, 'customerPay.notPastDue')}
          </dd>
        </dl>
      )}
    </section>
  );
}
