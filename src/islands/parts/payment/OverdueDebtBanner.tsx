import { useEffect, useState } from 'react';
import { fetchOverdueDebt } from '../../../client/checkout.ts';
import type { OverdueDebt } from '../../../contract/customer.ts';
import { CUSTOMER_PATHS, localePath } from '../../../domain/site-paths.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { money } from './OrderAmounts.tsx';

interface Props {
  locale: Locale;
  /** Whether the banner links to the payment on account page (not on that page itself). */
  payLink?: boolean;
  /** The debt, when the page has read it already (so it shows together with the rest); else fetched here. */
  debt?: OverdueDebt | null;
}

/**
 * The overdue-debt warning (SPEC §9): shown when the API says so (setting on, balance at or above the
 * limit), with a link to the payment on account page /cari-odeme.
 */
export function OverdueDebtBanner({ locale, payLink = true, debt: given }: Props) {
  const [fetched, setFetched] = useState<OverdueDebt | null>(null);
  useEffect(() => {
    if (given === undefined) void fetchOverdueDebt().then(setFetched);
  }, [given]);
  const debt = given === undefined ? fetched : given;
  if (!debt?.show) return null;
  const amount = money(locale, debt.overdueBalance, debt.currency);
  return (
    <p className="overdue-banner" role="status">
      {debt.overdueBalanceExpiryDay > 0
        ? t(locale, 'checkoutPayment.overdue', { amount, days: debt.overdueBalanceExpiryDay })
        : t(locale, 'checkoutPayment.overdueNoDays', { amount })}
      {payLink && (
        <>
          {' '}
          {/* The banner's own colour (its contrast holds on every page that shows it). */}
          <a href={localePath(locale, CUSTOMER_PATHS.pay)} style={{ color: 'inherit', fontWeight: 700 }}>
            {t(locale, 'customerPay.bannerLink')}
          </a>
        </>
      )}
    </p>
  );
}
