import '../../../styles/bank-table.css';
import { Fragment, useState } from 'react';
import { compactIban, ibanGroups } from '../../../domain/payment/iban.ts';
import type { BankAccount } from '../../../domain/store-settings.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { TableScroll } from './TableScroll.tsx';

/**
 * An IBAN in groups of four that never break inside a group, and a button that copies it without
 * spaces; 'Kopyalandı' (or why not) is said in a status next to it.
 */
function Iban({ locale, account }: { locale: Locale; account: BankAccount }) {
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(compactIban(account.iban));
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  }
  const groups = ibanGroups(account.iban);
  return (
    <>
      <span className="iban-number">
        {groups.map((group, i) => (
          // Groups repeat ('0000'), so their place is their key. The space between two groups sits
          // outside them: a line may break there, never inside a group.
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed split of one string
          <Fragment key={i}>
            {i > 0 ? ' ' : ''}
            <span className="iban-group">{group}</span>
          </Fragment>
        ))}
      </span>
      <span className="iban-copy">
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={t(locale, 'checkoutPayment.copyIbanOf', { bank: account.bankName })}
          onClick={() => void copy()}
        >
          {t(locale, 'checkoutPayment.copyIban')}
        </button>
        <span role="status" className="iban-copied">
          {copied === 'done'
            ? t(locale, 'checkoutPayment.ibanCopied')
            : copied === 'failed'
              ? t(locale, 'checkoutPayment.ibanCopyFailed')
              : ''}
        </span>
      </span>
    </>
  );
}

/** The shop's bank accounts for a Havale-EFT payment (b2cHavaleEftHesapBilgisi), with the 24-hour notice. */
export function BankTable({ locale, accounts }: { locale: Locale; accounts: readonly BankAccount[] }) {
  return (
    <div className="bank-accounts">
      <p className="transfer-notice">{t(locale, 'checkoutPayment.transferNotice')}</p>
      <TableScroll label={t(locale, 'checkoutPayment.bankAccounts')}>
        <table className="stack-table">
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
                <td data-label={t(locale, 'checkoutPayment.bankName')}>{a.bankName}</td>
                <td data-label={t(locale, 'checkoutPayment.accountName')}>{a.accountName}</td>
                <td data-label={t(locale, 'checkoutPayment.accountNo')}>{a.accountNo}</td>
                <td className="iban" data-label={t(locale, 'checkoutPayment.iban')}>
                  <Iban locale={locale} account={a} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
