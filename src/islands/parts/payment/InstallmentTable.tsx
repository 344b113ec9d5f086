import { formatMoney } from '../../../domain/money.ts';
import type { InstallmentRow } from '../../../domain/payment/installment-plans.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { TableScroll } from './TableScroll.tsx';

interface Props {
  locale: Locale;
  bankName: string | null;
  rows: readonly InstallmentRow[];
  selected: number;
  onSelect: (planId: number) => void;
}

/**
 * The installment table (SPEC §9): a radio per plan with its per-installment price and total in TRY;
 * when the last installment takes a remainder it is named, so the installments add up to the total.
 */
export function InstallmentTable({ locale, bankName, rows, selected, onSelect }: Props) {
  // SPEC §9: installments in TRY, in the tr-TR format the whole shop uses.
  const tl = (minor: number) => formatMoney(minor, 'TRY');
  return (
    <fieldset className="installments">
      <legend>
        {t(locale, 'checkoutPayment.installmentsTitle')}
        {bankName ? ` (${bankName})` : ''}
      </legend>
      <TableScroll label={t(locale, 'checkoutPayment.installmentsTitle')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t(locale, 'checkoutPayment.installmentCount')}</th>
              <th scope="col">{t(locale, 'checkoutPayment.installmentPrice')}</th>
              <th scope="col">{t(locale, 'checkoutPayment.installmentTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const id = `plan-${row.id}`;
              return (
                <tr key={row.id} className={row.id === selected ? 'selected' : undefined}>
                  <td>
                    <input
                      type="radio"
                      id={id}
                      name="plan"
                      value={row.id}
                      checked={row.id === selected}
                      onChange={() => onSelect(row.id)}
                    />{' '}
                    <label htmlFor={id}>
                      {row.installment === 1
                        ? t(locale, 'checkoutPayment.singlePayment')
                        : t(locale, 'checkoutPayment.installments', { n: row.installment })}
                    </label>
                  </td>
                  <td>
                    {tl(row.perInstallment)}
                    {row.lastInstallment !== row.perInstallment && (
                      <>
                        <br />
                        <small>
                          {t(locale, 'checkoutPayment.lastInstallment', { amount: tl(row.lastInstallment) })}
                        </small>
                      </>
                    )}
                  </td>
                  <td>{tl(row.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </fieldset>
  );
}
