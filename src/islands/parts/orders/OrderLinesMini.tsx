import type { CustomerOrder } from '../../../contract/orders.ts';
import type { Locale } from '../../../i18n/index.ts';
import { OrderAmounts } from '../payment/OrderAmounts.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';

/** An order's lines and amounts, as the list's 'Sipariş Detayı' toggle unfolds them. */
export function OrderLinesMini({ locale, order }: { locale: Locale; order: CustomerOrder }) {
  return (
    <div className="order-mini">
      <OrderLinesTable locale={locale} order={order} className="order-mini-lines" />
      <OrderAmounts locale={locale} amounts={order} />
    </div>
  );
}
