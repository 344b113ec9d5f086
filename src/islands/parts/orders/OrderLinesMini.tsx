import { type Locale, t } from '../../../i18n/index.ts';
import type { CustomerOrder } from '../../../stores/orders.ts';
import { productLines } from '../../../stores/orders.ts';
import { money, OrderAmounts } from '../payment/OrderAmounts.tsx';
import { TableScroll } from '../payment/TableScroll.tsx';

/** An order's lines and amounts, as the list's 'Sipariş Detayı' toggle unfolds them. */
export function OrderLinesMini({ locale, order }: { locale: Locale; order: CustomerOrder }) {
  const m = (v: number) => money(locale, v, order.currency);
  return (
    <div className="order-mini">
      <TableScroll label={t(locale, 'summary.productsTable')}>
        <table className="order-mini-lines">
          <thead>
            <tr>
              <th scope="col">{t(locale, 'summary.code')}</th>
              <th scope="col">{t(locale, 'summary.name')}</th>
              <th scope="col">{t(locale, 'summary.quantity')}</th>
              <th scope="col">{t(locale, 'summary.unitPrice')}</th>
              <th scope="col">{t(locale, 'summary.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {productLines(order).map((line) => (
              <tr key={line.lineId}>
                <td>{line.code}</td>
                <td>{line.name}</td>
                <td>
                  {line.quantity} {line.defaultUnit}
                </td>
                <td>{m(line.unitPrice)}</td>
                <td>{m(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <OrderAmounts locale={locale} amounts={order} />
    </div>
  );
}
