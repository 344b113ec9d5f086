import { useEffect, useState } from 'react';
import { cardImageUrl } from '../domain/product-card.ts';
import { localePath, productPagePath } from '../domain/site-paths.ts';
import { type Locale, t } from '../i18n/index.ts';
import { ReviewModal } from './parts/reviews/ReviewModal.tsx';
import { loadMyReviews, type MyReview, type Review } from './parts/reviews/review-api.ts';
import { formatReviewDate } from './parts/reviews/review-date.ts';
import { Stars } from './parts/Stars.tsx';
import { useSignedIn } from './parts/use-signed-in.ts';

type Load = { status: 'loading' } | { status: 'done'; items: MyReview[] } | { status: 'failed' };

/** Puts an edited review in place of the one with its id (SPEC §4), keeping its product and order. */
export function replaceReview(items: readonly MyReview[], saved: Review): MyReview[] {
  return items.map((r) =>
    r.id === saved.id ? { ...r, ...saved, product: r.product, orderNo: r.orderNo ?? saved.orderNo } : r,
  );
}

/**
 * Değerlendirmelerim (SPEC §2): the intro, then one card per review (product image, title, text,
 * stars, date, 'Yorumu Düzenle') from GET /comments, edited in place with the review dialog; or the
 * empty text. Signed-in only; review texts are rendered as text, never as HTML.
 */
export default function MyReviews({ locale }: { locale: Locale }) {
  const session = useSignedIn();
  const signedIn = session.loaded && session.customer !== null;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState<MyReview | null>(null);
  const [saved, setSaved] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    loadMyReviews()
      .then((items) => live && setLoad({ status: 'done', items }))
      .catch(() => live && setLoad({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [signedIn]);

  function onSaved(review: Review) {
    setLoad((l) => (l.status === 'done' ? { status: 'done', items: replaceReview(l.items, review) } : l));
    setSaved(review.id);
  }

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
      {editing && (
        <ReviewModal
          locale={locale}
          orderNo={editing.orderNo ?? ''}
          product={editing.product}
          existing={editing}
          onSaved={onSaved}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
