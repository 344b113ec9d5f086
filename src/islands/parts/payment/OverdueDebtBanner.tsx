import { useEffect, useState } from 'react';
import { type Locale, t } from '../../../i18n/index.ts';
import { fetchOverdueDebt, type OverdueDebt } from '../../../stores/checkout-payment.ts';
import { money } from './OrderAmounts.tsx';

/** The overdue-debt warning (SPEC §9): shown when the API says so (setting on, balance at or above the limit). */
export function OverdueDebtBanner({ locale }: { locale: Locale }) {
  const [debt, setDebt] = useState<OverdueDebt | null>(null);
  useEffect(() => {
    void fetchOverdueDebt().then(setDebt);
  }, []);
  if (!debt?.show) return null;
  const amount = money(locale, debt.overdueBalance, debt.currency);
  return (
    <p className="overdue-banner" role="status">
      {debt.overdueBalanceExpiryDay > 0
        ? t(locale, 'checkoutPayment.overdue', { amount, days: debt.overdueBalanceExpiryDay })
        : t(locale, 'checkoutPayment.overdueNoDays', { amount })}
    </p>
  );
}
