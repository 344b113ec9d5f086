import { lazy, Suspense, useState } from 'react';
import type { CustomerOrder, OrderItem } from '../../../contract/orders.ts';
import { formatQuantity } from '../../../domain/catalog/divisible-units.ts';
import { trackingLink } from '../../../domain/orders/carriers.ts';
import { CUSTOMER_PATHS, localePath } from '../../../domain/site-paths.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { money } from '../payment/OrderAmounts.tsx';
import { TableScroll } from '../payment/TableScroll.tsx';

// Loaded only when a customer opens it, so the detail page does not carry the review form's code.
const ReviewModal = lazy(() =>
  import('../reviews/ReviewModal.tsx').then((m) => ({ default: m.ReviewModal })),
);

interface Props {
  locale: Locale;
  order: CustomerOrder;
  lines: readonly OrderItem[];
  /** Show the cargo link column (the lines differ in carrier or tracking number). */
  cargoColumn: boolean;
  /** Offer reviews (not on a cancelled order). */
  reviews: boolean;
}

/**
 * The detail's items table (SPEC §2): image, code, name, quantity, unit price, line total, a cargo
 * link per line only when the lines ship differently, and 'Yorum Yap' or the link 'Yorumlara Git'
 * ('Yorum Yap' only on a line bought: paid or shipped; else a note that it can be reviewed once shipped).
 */
export function OrderItemsTable({ locale, order, lines, cargoColumn, reviews }: Props) {
  const [reviewed, setReviewed] = useState<ReadonlySet<number>>(
    () => new Set(lines.filter((l) => l.reviewed).map((l) => l.id)),
  );
  const [reviewing, setReviewing] = useState<OrderItem | null>(null);
  const m = (v: number) => money(locale, v, order.currency);
  // The header and each stacked cell's label (phones) say alike whether the price includes KDV.
  const unitPriceKey = order.unitPricesWithKdv ? 'summary.unitPriceWithTax' : 'summary.unitPriceWithoutTax';
  return (
    <>
      <TableScroll label={t(locale, 'summary.productsTable')}>
        <table className="order-items stack-table">
          <thead>
            <tr>
              <th scope="col">{t(locale, 'orderPages.image')}</th>
              <th scope="col">{t(locale, 'summary.code')}</th>
              <th scope="col">{t(locale, 'summary.name')}</th>
              <th scope="col">{t(locale, 'summary.quantity')}</th>
              <th scope="col">{t(locale, unitPriceKey)}</th>
              <th scope="col">{t(locale, 'summary.lineTotal')}</th>
              {cargoColumn && <th scope="col">{t(locale, 'orderPages.cargo')}</th>}
              {reviews && <th scope="col">{t(locale, 'orderPages.review')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const href = trackingLink(line.kargoUrl, line.takipNo);
              return (
                <tr key={line.lineId}>
                  <td>
                    <img
                      src={`/image/80/${line.image || '404.png'}`}
                      // Sharp on high-density phones: the list card's 229 px image serves 2x screens.
                      srcSet={`/image/80/${line.image || '404.png'} 1x, /image/229/${line.image || '404.png'} 2x`}
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                      decoding="async"
                    />
                  </td>
                  <td data-label={t(locale, 'summary.code')}>{line.code}</td>
                  <td data-label={t(locale, 'summary.name')}>{line.name}</td>
                  <td data-label={t(locale, 'summary.quantity')}>
                    {formatQuantity(locale, line.quantity)} {line.defaultUnit}
                  </td>
                  <td className="num" data-label={t(locale, unitPriceKey)}>
                    {m(line.unitPrice)}
                  </td>
                  <td className="num" data-label={t(locale, 'summary.lineTotal')}>
                    {m(line.lineTotal)}
                  </td>
                  {cargoColumn && (
                    <td data-label={t(locale, 'orderPages.cargo')}>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {t(locale, 'orderPages.trackWith', {
                            carrier: line.kfadi ?? '',
                            number: line.takipNo,
                          })}
                          <span className="visually-hidden"> {t(locale, 'orderPages.newTab')}</span>
                        </a>
                      ) : (
                        t(locale, 'orderPages.preparing')
                      )}
                    </td>
                  )}
                  {reviews && (
                    <td className="stack-action">
                      {reviewed.has(line.id) ? (
                        <a href={localePath(locale, CUSTOMER_PATHS.reviews)}>
                          {t(locale, 'orderPages.goToReviews')}
                        </a>
                      ) : !line.reviewable ? (
                        <span className="muted">{t(locale, 'orderPages.reviewAfterShipping')}</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-small"
                          aria-label={t(locale, 'orderPages.writeReviewFor', { name: line.name })}
                          onClick={() => setReviewing(line)}
                        >
                          {t(locale, 'orderPages.writeReview')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {reviewing && (
        <Suspense fallback={null}>
          <ReviewModal
            locale={locale}
            orderNo={order.orderNo}
            product={{ id: reviewing.id, name: reviewing.name, image: reviewing.image }}
            onSaved={() => {
              const id = reviewing.id;
              setReviewed((now) => new Set(now).add(id));
              setReviewing(null);
            }}
            onClose={() => setReviewing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
