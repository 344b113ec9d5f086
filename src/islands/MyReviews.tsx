import { lazy, Suspense, useEffect, useState } from 'react';
import { loadMyReviews, readRecentOrders } from '../client/my-reviews.ts';
import type { MyReview, Review } from '../contract/reviews.ts';
import { cardImageUrl } from '../domain/catalog/product-card.ts';
import { replaceReview } from '../domain/reviews/review-list.ts';
import {
  type AwaitingReview,
  awaitingReview,
  type OrderForReview,
} from '../domain/reviews/reviews-awaiting.ts';
import { localePath, productPagePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { formatReviewDate } from './parts/reviews/review-date.ts';
import { Stars } from './parts/Stars.tsx';
import { useSignedIn } from './parts/use-signed-in.ts';

// The review dialog (writing and editing), loaded when first opened, as on the order pages.
const ReviewModal = lazy(() =>
  import('./parts/reviews/ReviewModal.tsx').then((m) => ({ default: m.ReviewModal })),
);

type Load =
  | { status: 'loading' }
  | { status: 'done'; items: MyReview[]; orders: OrderForReview[] }
  | { status: 'failed' };

/** The newest orders (GET /orders, first page): what waits for a review; none when it fails. */
async function recentOrders(): Promise<OrderForReview[]> {
  try {
    return (await readRecentOrders()).items;
  } catch {
    return [];
  }
}

/**
 * Değerlendirmelerim (SPEC §2): the intro, then one card per review (product image, title, text,
 * stars, date, 'Yorumu Düzenle') from GET /comments, edited in place with the review dialog; or the
 * empty text. Below, the products of the newest orders not reviewed yet, each with 'Yorum Yap'.
 * Signed-in only; review texts are rendered as text, never as HTML.
 */
export default function MyReviews({ locale }: { locale: Locale }) {
  const session = useSignedIn();
  const signedIn = session.loaded && session.customer !== null;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState<MyReview | null>(null);
  const [writing, setWriting] = useState<AwaitingReview | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    Promise.all([loadMyReviews(), recentOrders(), version])
      .then(([items, orders]) => live && setLoad({ status: 'done', items, orders }))
      .catch(() => live && setLoad({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [signedIn, version]);

  function onEdited(review: Review) {
    setLoad((l) => (l.status === 'done' ? { ...l, items: replaceReview<MyReview>(l.items, review) } : l));
    setSaved(review.id);
  }

  function onAdded(review: Review) {
    // The new card needs its product's page address: the list is read again.
    setSaved(review.id);
    setVersion((v) => v + 1);
  }

  const awaiting = load.status === 'done' ? awaitingReview(load.orders, load.items) : [];

  return (
    <div className="my-reviews">
      <p className="reviews-intro">{t(locale, 'reviews.intro')}</p>
      {load.status === 'loading' && <p className="muted">{t(locale, 'reviews.loading')}</p>}
      {load.status === 'failed' && (
        <p role="alert" className="alert alert-error">
          {t(locale, 'common.technicalError')}
        </p>
      )}
      {load.status === 'done' && load.items.length === 0 && <p>{t(locale, 'reviews.empty')}</p>}
      {load.status === 'done' && load.items.length > 0 && (
        <ul className="review-cards">
          {load.items.map((r) => (
            <li key={r.id}>
              <article className="review-card" aria-labelledby={`review-${r.id}-product`}>
                <img
                  src={cardImageUrl('229', r.product.image)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
                <div>
                  <h2 id={`review-${r.id}-product`}>
                    <a href={localePath(locale, productPagePath(r.product))}>{r.product.name}</a>
                  </h2>
                  <Stars rate={r.star} locale={locale} />
                  <h3>{r.commentTitle}</h3>
                  <p>{r.commentDescription}</p>
                  <p className="muted">
                    <time dateTime={r.date}>{formatReviewDate(r.date, locale)}</time>
                    {r.orderNo && <> · {t(locale, 'reviews.orderNo', { orderNo: r.orderNo })}</>}
                  </p>
                  {r.hidden && <p className="muted">{t(locale, 'reviews.hiddenCancelled')}</p>}
                  {saved === r.id && (
                    <p role="status" className="review-saved">
                      {t(locale, 'reviews.saved')}
                    </p>
                  )}
                  <button
                    type="button"
                    className="btn"
                    onClick={() => {
                      setSaved(null);
                      setEditing(r);
                    }}
                  >
                    {t(locale, 'reviews.edit')}
                    <span className="visually-hidden">: {r.product.name}</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {awaiting.length > 0 && (
        <section className="reviews-awaiting" aria-labelledby="reviews-awaiting-title">
          <h2 id="reviews-awaiting-title">{t(locale, 'reviews.awaiting')}</h2>
          <ul className="review-cards">
            {awaiting.map((a) => (
              <li key={`${a.orderNo}-${a.product.id}`} className="review-card">
                <img
                  src={cardImageUrl('229', a.product.image)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
                <div>
                  <h3>{a.product.name}</h3>
                  <p className="muted">{t(locale, 'reviews.orderNo', { orderNo: a.orderNo })}</p>
                  <button type="button" className="btn" onClick={() => setWriting(a)}>
                    {t(locale, 'reviews.add')}
                    <span className="visually-hidden">: {a.product.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ReviewModal
            locale={locale}
            orderNo={editing.orderNo ?? ''}
            product={editing.product}
            existing={editing}
            onSaved={onEdited}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {writing && (
        <Suspense fallback={null}>
          <ReviewModal
            locale={locale}
            orderNo={writing.orderNo}
            product={writing.product}
            onSaved={onAdded}
            onClose={() => setWriting(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
