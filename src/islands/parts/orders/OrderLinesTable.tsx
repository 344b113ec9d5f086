import { productLines } from '../../../client/orders.ts';
import type { CustomerOrder } from '../../../contract/orders.ts';
import { formatQuantity } from '../../../domain/catalog/divisible-units.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { money } from '../payment/OrderAmounts.tsx';
import { TableScroll } from '../payment/TableScroll.tsx';

/**
 * An order's product lines (never the shipping product) as a table: code, name, quantity with its
 * unit, unit price and line total. The success page and the orders list's unfolded detail show it.
 */
export function OrderLinesTable({
  locale,
  order,
  className,
}: {
  locale: Locale;
  order: CustomerOrder;
  className: string;
}) {
  const m = (v: number) => money(locale, v, order.currency);
  // The header and each stacked cell's label (phones) say alike whether the price includes KDV.
  const unitPriceKey = order.unitPricesWithKdv ? 'summary.unitPriceWithTax' : 'summary.unitPriceWithoutTax';
  return (
    <TableScroll label={t(locale, 'summary.productsTable')}>
      <table className={`${className} stack-table`}>
        <thead>
          <tr>
            <th scope="col">{t(locale, 'summary.code')}</th>
            <th scope="col">{t(locale, 'summary.name')}</th>
            <th scope="col">{t(locale, 'summary.quantity')}</th>
            <th scope="col">{t(locale, unitPriceKey)}</th>
            <th scope="col">{t(locale, 'summary.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {productLines(order).map((line) => (
            <tr key={line.lineId}>
              <td data-label={t(locale, 'summary.code')}>{line.code}</td>
              <td data-label={t(locale, 'summary.name')}>{line.name}</td>
              <td data-label={t(locale, 'summary.quantity')}>
                {formatQuantity(locale, line.quantity)} {line.defaultUnit}
              </td>
              <td data-label={t(locale, unitPriceKey)}>{m(line.unitPrice)}</td>
              <td data-label={t(locale, 'summary.lineTotal')}>{m(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
