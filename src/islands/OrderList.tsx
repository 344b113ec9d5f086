import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../client/api-error.ts';
import { productLines, readOrders } from '../client/orders.ts';
import type { CustomerOrder, OrderListPage } from '../contract/orders.ts';
import { clampPage } from '../domain/catalog/pagination.ts';
import { cargoButton, paymentReversal } from '../domain/orders/order-status.ts';
import { localePath, ORDERS_PATH, orderDetailPath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { goToLogin } from '../stores/login-redirect.ts';
import { OrderLinesMini } from './parts/orders/OrderLinesMini.tsx';
import { Pager } from './parts/Pager.tsx';
import { money } from './parts/payment/OrderAmounts.tsx';
import { TableScroll } from './parts/payment/TableScroll.tsx';
import { useSignedIn } from './parts/use-signed-in.ts';

type State = { kind: 'loading' } | { kind: 'shown'; data: OrderListPage } | { kind: 'failed' };

/** The page the query string asks for (?page=N); anything else is page 1. */
function pageOfQuery(): number {
  return clampPage(new URLSearchParams(window.location.search).get('page') ?? '', Number.MAX_SAFE_INTEGER);
}

/**
 * The orders list (SPEC §2 Customer area): order number, date (its first 10 characters), recipient,
 * amount, the cargo button ('Kargo Takip' or 'Hazırlanıyor' by the first product line), the 'Sipariş
 * Detayı' toggle, the pager from ?page=; it refetches on any path or query change and scrolls to top.
 */
export default function OrderList({ locale }: { locale: Locale }) {
  const session = useSignedIn();
  const [page, setPage] = useState<number | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const listPath = localePath(locale, ORDERS_PATH);
  const signedIn = session.customer !== null;

  useEffect(() => {
    setPage(pageOfQuery());
    const onPopState = () => {
      setPage(pageOfQuery());
      window.scrollTo({ top: 0 });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (page === null || !signedIn) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    setOpen(new Set());
    readOrders(page, controller.signal).then(
      (data) => {
        setState({ kind: 'shown', data });
        // A page past the end is answered with the last one: the URL says so too.
        if (data.page !== page && data.total > 0) {
          window.history.replaceState(window.history.state, '', `${listPath}?page=${data.page}`);
        }
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.statusCode === 401) {
          goToLogin();
          return;
        }
        setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [page, signedIn, listPath]);

  const href = useCallback((n: number) => (n <= 1 ? listPath : `${listPath}?page=${n}`), [listPath]);

  function follow(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, '', to);
    setPage(pageOfQuery());
    window.scrollTo({ top: 0 });
  }

  function toggle(id: number) {
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  if (!signedIn || state.kind === 'loading') {
    return (
      <p className="orders-loading" role="status">
        {t(locale, 'orderPages.loading')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p className="alert alert-error" role="alert">
        {t(locale, 'common.technicalError')}
      </p>
    );
  }
  const { data } = state;
  if (data.total === 0) {
    return (
      <div className="orders-empty">
        <p>{t(locale, 'orderPages.empty')}</p>
        <a className="btn btn-primary" href={localePath(locale, '/')}>
          {t(locale, 'common.continueShopping')}
        </a>
      </div>
    );
  }

  return (
    <div className="orders-list">
      <TableScroll label={t(locale, 'orderPages.table')}>
        <table className="orders-table stack-table">
          <thead>
            <tr>
              <th scope="col">{t(locale, 'orderPages.orderNo')}</th>
              <th scope="col">{t(locale, 'orderPages.date')}</th>
              <th scope="col">{t(locale, 'orderPages.recipient')}</th>
              <th scope="col">{t(locale, 'orderPages.amount')}</th>
              <th scope="col">{t(locale, 'orderPages.cargo')}</th>
              <th scope="col">{t(locale, 'orderPages.details')}</th>
            </tr>
          </thead>
          {data.items.map((order) => (
            <OrderRows
              key={order.id}
              locale={locale}
              order={order}
              open={open.has(order.id)}
              onToggle={() => toggle(order.id)}
            />
          ))}
        </table>
      </TableScroll>
      <Pager page={data.page} pages={data.pages} locale={locale} href={href} onFollow={follow} />
    </div>
  );
}

interface RowProps {
  locale: Locale;
  order: CustomerOrder;
  open: boolean;
  onToggle: () => void;
}

/** One order's row and its unfolding detail row. */
function OrderRows({ locale, order, open, onToggle }: RowProps) {
  const cargo = cargoButton({ productLines: productLines(order) });
  const reversal = paymentReversal(order.paymentStatus);
  const panelId = `order-detail-${order.id}`;
  return (
    <tbody className={order.isCancel ? 'order-cancelled' : undefined}>
      <tr>
        <th scope="row" data-label={t(locale, 'orderPages.orderNo')}>
          {order.orderNo}
        </th>
        <td data-label={t(locale, 'orderPages.date')}>{order.date.slice(0, 10)}</td>
        <td data-label={t(locale, 'orderPages.recipient')}>{order.recipient}</td>
        <td className="num" data-label={t(locale, 'orderPages.amount')}>
          {money(locale, order.total, order.currency)}
        </td>
        <td className="stack-action">
          {order.isCancel ? (
            <span className="order-status">
              {t(locale, 'orderPages.cancelled')}
              {reversal && ` · ${t(locale, `orderPages.payment.${reversal}`)}`}
            </span>
          ) : cargo.kind === 'tracking' ? (
            <a className="btn btn-small" href={cargo.href} target="_blank" rel="noopener noreferrer">
              {t(locale, 'orderPages.track')}
              <span className="visually-hidden"> {t(locale, 'orderPages.newTab')}</span>
            </a>
          ) : (
            <span className="order-status">{t(locale, 'orderPages.preparing')}</span>
          )}
        </td>
        <td className="stack-action">
          <button
            type="button"
            className="btn btn-small"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t(locale, 'orderPages.toggleOf', { orderNo: order.orderNo })}
            onClick={onToggle}
          >
            {t(locale, 'orderPages.toggle')}
          </button>
        </td>
      </tr>
      <tr id={panelId} className="order-detail-row" hidden={!open}>
        <td colSpan={6}>
          {open && (
            <>
              <OrderLinesMini locale={locale} order={order} />
              <a href={localePath(locale, orderDetailPath(order.orderNo))}>
                {t(locale, 'orderPages.fullDetail')}
              </a>
            </>
          )}
        </td>
      </tr>
    </tbody>
  );
}
