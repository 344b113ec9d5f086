import { readOrder } from '../client/orders.ts';
import { methodOfOdemeTipi } from '../domain/checkout/payment-methods.ts';
import { SHOP_TIME_ZONE } from '../domain/shop-calendar.ts';
import { localePath, ORDERS_PATH } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { OrderLinesTable } from './parts/orders/OrderLinesTable.tsx';
import { useOrderOfPage } from './parts/orders/use-order-of-page.ts';
import { AgreementsView } from './parts/payment/AgreementsView.tsx';
import { BankTable } from './parts/payment/BankTable.tsx';
import { OrderAmounts } from './parts/payment/OrderAmounts.tsx';

/**
 * The order success page (SPEC §2 Checkout): the order number, the product table without the
 * shipping product (urNo), the amounts with the description, the payment method, for Havale-EFT the
 * bank accounts and the 24-hour notice, the approved agreements, and the ways on: 'Alışverişe Devam
 * Et' and the orders list. The order is read from the API, so the page survives reloads and history.
 */
export default function CheckoutSummary({ locale }: { locale: Locale }) {
  const [state] = useOrderOfPage(readOrder);

  const actions = (
    <p className="summary-actions">
      <a className="btn btn-primary" href={localePath(locale, '/')}>
        {t(locale, 'common.continueShopping')}
      </a>{' '}
      <a className="btn" href={localePath(locale, ORDERS_PATH)}>
        {t(locale, 'summary.viewOrders')}
      </a>
    </p>
  );

  if (state.kind === 'loading') return <p className="checkout-loading">{t(locale, 'summary.loading')}</p>;
  if (state.kind !== 'found') {
    return (
      <div className="checkout-summary">
        <p className="alert alert-error" role="alert">
          {t(locale, state.kind === 'notFound' ? 'summary.notFound' : 'common.technicalError')}
        </p>
        {actions}
      </div>
    );
  }

  const { order } = state;
  const method = methodOfOdemeTipi(order.odemeTipi);
  const dateLocale = locale === 'tr' ? 'tr-TR' : 'en-GB';

  return (
    <div className="checkout-summary">
      <p className="summary-success" role="status">
        {t(locale, 'summary.success')}
      </p>
      <dl className="summary-facts">
        <div>
          <dt>{t(locale, 'summary.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t(locale, 'summary.date')}</dt>
          <dd>{order.date.slice(0, 10)}</dd>
        </div>
        <div>
          <dt>{t(locale, 'summary.paymentMethod')}</dt>
          <dd>{method ? t(locale, `checkoutPayment.method.${method}`) : ''}</dd>
        </div>
      </dl>

      <section aria-labelledby="summary-products">
        <h2 id="summary-products">{t(locale, 'summary.products')}</h2>
        <OrderLinesTable locale={locale} order={order} className="summary-lines" />
        <p>{t(locale, 'summary.totalItems', { n: order.itemCount })}</p>
      </section>

      <section aria-labelledby="summary-amounts">
        <h2 id="summary-amounts">{t(locale, 'checkoutPayment.summaryTitle')}</h2>
        <OrderAmounts
          locale={locale}
          amounts={{
            currency: order.currency,
            subTotal: order.subTotal,
            tax: order.tax,
            shippingTotal: order.shippingTotal,
            cashOnDeliveryFee: order.cashOnDeliveryFee,
            commission: order.commission,
            total: order.total,
            tryTotal: order.tryTotal,
          }}
        />
        <h3>{t(locale, 'summary.description')}</h3>
        <p className="summary-description">{order.description || t(locale, 'summary.noDescription')}</p>
      </section>

      {method === 'transfer' && (
        <section aria-labelledby="summary-transfer">
          <h2 id="summary-transfer">{t(locale, 'checkoutPayment.method.transfer')}</h2>
          <BankTable locale={locale} accounts={order.bankAccounts} />
        </section>
      )}

      {order.agreements && order.agreements.length > 0 && (
        <details className="summary-agreements">
          <summary>{t(locale, 'summary.agreements')}</summary>
          {order.agreementsApprovedAt && (
            <p>
              {t(locale, 'summary.agreementsApprovedAt', {
                date: new Date(order.agreementsApprovedAt).toLocaleString(dateLocale, {
                  timeZone: SHOP_TIME_ZONE,
                }),
              })}
            </p>
          )}
          <AgreementsView documents={order.agreements} idPrefix="approved" level={3} />
        </details>
      )}
      {actions}
    </div>
  );
}
