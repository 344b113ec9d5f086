import type { BankAccount } from '../../../domain/store-settings.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { TableScroll } from './TableScroll.tsx';

/** The shop's bank accounts for a Havale-EFT payment (b2cHavaleEftHesapBilgisi), with the 24-hour notice. */
export function BankTable({ locale, accounts }: { locale: Locale; accounts: readonly BankAccount[] }) {
  return (
    <div className="bank-accounts">
      <p className="transfer-notice">{t(locale, 'checkoutPayment.transferNotice')}</p>
      <TableScroll label={t(locale, 'checkoutPayment.bankAccounts')}>
        <table>
          <caption>{t(locale, 'checkoutPayment.bankAccounts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(locale, 'checkoutPayment.bankName')}</th>
              <th scope="col">{t(locale, 'checkoutPayment.accountName')}</th>
              <th scope="col">{t(locale, 'checkoutPayment.accountNo')}</th>
              <th scope="col">{t(locale, 'checkoutPayment.iban')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={`${a.bankName}-${a.iban}`}>
                <td>{a.bankName}</td>
                <td>{a.accountName}</td>
                <td>{a.accountNo}</td>
                <td className="iban">{a.iban}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
