import { useEffect, useRef, useState } from 'react';
import { productLines, readOrder } from '../client/orders.ts';
import { trackingLink } from '../domain/orders/carriers.ts';
import {
  canCancel,
  currentCargoStep,
  hasSplitShipment,
  type PaymentReversal,
  paymentReversal,
} from '../domain/orders/order-status.ts';
import { localePath, ORDERS_PATH } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { CancelOrder } from './parts/orders/CancelOrder.tsx';
import { CargoProgress } from './parts/orders/CargoProgress.tsx';
import { OrderAddressCard } from './parts/orders/OrderAddressCard.tsx';
import { OrderItemsTable } from './parts/orders/OrderItemsTable.tsx';
import { PaymentCard } from './parts/orders/PaymentCard.tsx';
import { useOrderOfPage } from './parts/orders/use-order-of-page.ts';
import { AgreementsView } from './parts/payment/AgreementsView.tsx';
import { BankTable } from './parts/payment/BankTable.tsx';
import { useSignedIn } from './parts/use-signed-in.ts';

/** What a cancelled order's page says of its money. */
const REVERSAL_NOTICES = {
  voided: 'orderPages.voidedNotice',
  refunded: 'orderPages.refundedNotice',
  refund_due: 'orderPages.refundDueNotice',
} as const satisfies Record<PaymentReversal, string>;

/**
 * An order's detail (SPEC §2 Customer area): the cargo progress bar and tracking link, the items table,
 * the invoice and delivery address cards, 'Ödeme Bilgileri', the bank table of a Havale-EFT order, the
 * agreements approved with it, and the cancel before shipping. Another customer's order is not found.
 */
export default function OrderDetail({ locale }: { locale: Locale }) {
  const session = useSignedIn();
  const signedIn = session.customer !== null;
  const [state, setState] = useOrderOfPage(readOrder, signedIn);
  const notice = useRef<HTMLParagraphElement>(null);
  const [justCancelled, setJustCancelled] = useState(false);

  useEffect(() => {
    if (justCancelled) notice.current?.focus();
  }, [justCancelled]);

  const back = (
    <p>
      <a href={localePath(locale, ORDERS_PATH)}>{t(locale, 'orderPages.backToList')}</a>
    </p>
  );

  if (!signedIn || state.kind === 'loading') {
    return (
      <p className="orders-loading" role="status">
        {t(locale, 'orderPages.detailLoading')}
      </p>
    );
  }
  if (state.kind !== 'found') {
    return (
      <div>
        <p className="alert alert-error" role="alert">
          {t(locale, state.kind === 'notFound' ? 'orderPages.notFound' : 'common.technicalError')}
        </p>
        {back}
      </div>
    );
  }

  const { order } = state;
  const lines = productLines(order);
  const split = hasSplitShipment(lines);
  const step = currentCargoStep({ productLines: lines, deliveredAt: order.deliveredAt });
  const shippedLine = lines.find((l) => trackingLink(l.kargoUrl, l.takipNo));
  const tracking = shippedLine ? trackingLink(shippedLine.kargoUrl, shippedLine.takipNo) : null;
  const reversal = paymentReversal(order.paymentStatus);

  return (
    <div className="order-detail">
      <dl className="summary-facts">
        <div>
          <dt>{t(locale, 'summary.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div>
          <dt>{t(locale, 'summary.date')}</dt>
          <dd>{order.date.slice(0, 10)}</dd>
        </div>
      </dl>

      {order.isCancel ? (
        <p className="alert order-cancelled-notice" role="status" tabIndex={-1} ref={notice}>
          {t(
            locale,
            order.cancelReason === 'transferNotReceived'
              ? 'orderPages.cancelledTransferLate'
              : order.cancelReason === 'shop'
                ? 'orderPages.cancelledByShop'
                : 'orderPages.cancelledNotice',
          )}
          {reversal && ` ${t(locale, REVERSAL_NOTICES[reversal])}`}
        </p>
      ) : (
        <>
          <CargoProgress locale={locale} current={step} />
          {tracking && shippedLine && !split && (
            <p>
              <a className="btn" href={tracking} target="_blank" rel="noopener noreferrer">
                {t(locale, 'orderPages.trackWith', {
                  carrier: shippedLine.kfadi ?? '',
                  number: shippedLine.takipNo,
                })}
                <span className="visually-hidden"> {t(locale, 'orderPages.newTab')}</span>
              </a>
            </p>
          )}
        </>
      )}

      <OrderItemsTable
        locale={locale}
        order={order}
        lines={lines}
        cargoColumn={split}
        reviews={!order.isCancel}
      />

      <div className="order-cards">
        <OrderAddressCard
          locale={locale}
          heading={t(locale, 'orderPages.invoiceAddress')}
          text={order.faturaadresi}
        />
        <OrderAddressCard
          locale={locale}
          heading={t(locale, 'orderPages.deliveryAddress')}
          text={order.teslimatadresi}
        />
        <PaymentCard locale={locale} order={order} />
      </div>

      {order.description && (
        <section aria-labelledby="order-note">
          <h2 id="order-note">{t(locale, 'summary.description')}</h2>
          <p>{order.description}</p>
        </section>
      )}

      {order.odemeTipi === 4 && !order.isCancel && order.bankAccounts.length > 0 && (
        <section aria-labelledby="order-transfer">
          <h2 id="order-transfer">{t(locale, 'checkoutPayment.method.transfer')}</h2>
          <BankTable locale={locale} accounts={order.bankAccounts} />
        </section>
      )}

      {order.agreements && order.agreements.length > 0 && (
        <details className="summary-agreements">
          <summary>{t(locale, 'orderPages.agreements')}</summary>
          <AgreementsView documents={order.agreements} idPrefix="order-agreements" level={3} />
        </details>
      )}

      {canCancel({ isCancel: order.isCancel, productLines: lines }) && (
        <CancelOrder
          locale={locale}
          orderId={order.id}
          orderNo={order.orderNo}
          onCancelled={(paymentStatus) => {
            setState({ kind: 'found', order: { ...order, isCancel: true, paymentStatus } });
            setJustCancelled(true);
          }}
        />
      )}
      {back}
    </div>
  );
}
