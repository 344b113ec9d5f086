import { productLines } from '../../../client/orders.ts';
import type { CustomerOrder } from '../../../contract/orders.ts';
import { methodOfOdemeTipi } from '../../../domain/checkout/payment-methods.ts';
import { paymentReversal } from '../../../domain/orders/order-status.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { OrderAmounts } from '../payment/OrderAmounts.tsx';

/**
 * The 'Ödeme Bilgileri' card (SPEC §2): the payment type by odemeTipi (with 'İade edildi' or 'Ödeme
 * iptal edildi' once a cancelled card order's payment was taken back), 'Toplam N Ürün' (the shipping
 * line not counted), ARA TOPLAM, KDV, KARGO TUTARI or 'ÜCRETSİZ', the Kapıda Ödeme fee and the
 * installment charge when present, GENEL TOPLAM.
 */
export function PaymentCard({ locale, order }: { locale: Locale; order: CustomerOrder }) {
  const method = methodOfOdemeTipi(order.odemeTipi);
  const reversal = paymentReversal(order.paymentStatus);
  return (
    <section className="order-card" aria-labelledby="order-payment">
      <h2 id="order-payment">{t(locale, 'orderPages.payment')}</h2>
      <dl className="order-amounts order-payment-type">
        <div>
          <dt>{t(locale, 'orderPages.paymentType')}</dt>
          <dd>{method ? t(locale, `checkoutPayment.method.${method}`) : ''}</dd>
        </div>
        {reversal && (
          <div>
            <dt>{t(locale, 'orderPages.paymentStatus')}</dt>
            <dd className="order-payment-reversal">{t(locale, `orderPages.payment.${reversal}`)}</dd>
          </div>
        )}
      </dl>
      <p className="order-item-count">{t(locale, 'summary.totalItems', { n: productLines(order).length })}</p>
      <OrderAmounts locale={locale} amounts={order} />
    </section>
  );
}
