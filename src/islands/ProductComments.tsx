import { useEffect, useId, useState } from 'react';
import { readProductReviews } from '../client/product-reviews.ts';
import type { ProductReviewsAnswer } from '../contract/reviews.ts';
import { formatRating } from '../domain/catalog/rating.ts';
import { type Locale, t } from '../i18n/index.ts';
import { formatReviewDate } from './parts/reviews/review-date.ts';
import { numberLocale, Stars } from './parts/Stars.tsx';

interface Props {
  productId: number;
  locale: Locale;
  /** The built comment count: with none, the empty text shows at once (nothing jumps). */
  initialCount: number;
}

type Load = { status: 'loading' } | { status: 'done'; list: ProductReviewsAnswer } | { status: 'failed' };

/**
 * The product's comment list (SPEC §2): the average to one decimal with its star bar and count,
 * then each review (stars, title, text, author, date), newest first; or 'Henüz bu ürüne yorum
 * yapılmamıştır.'. Hydrated when it scrolls into view, it loads the reviews then. Review texts are
 * rendered as text, never as HTML.
 */
export default function ProductComments({ productId, locale, initialCount }: Props) {
  const titleId = useId();
  const empty: ProductReviewsAnswer = { items: [], average: 0, count: 0 };
  const [load, setLoad] = useState<Load>(
    initialCount === 0 ? { status: 'done', list: empty } : { status: 'loading' },
  );
  useEffect(() => {
    let live = true;
    readProductReviews(productId)
      .then((list) => live && setLoad({ status: 'done', list }))
      .catch(() => live && setLoad((l) => (l.status === 'done' ? l : { status: 'failed' })));
    return () => {
      live = false;
    };
  }, [productId]);

  const list = load.status === 'done' ? load.list : null;
  return (
    <section id="product-comments" className="pd-comments" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(locale, 'productPage.comments')}</h2>
      {load.status === 'loading' && <p className="muted">{t(locale, 'productPage.commentsLoading')}</p>}
      {load.status === 'failed' && <p className="muted">{t(locale, 'common.technicalError')}</p>}
      {list && list.count === 0 && <p>{t(locale, 'productPage.noComments')}</p>}
      {list && list.count > 0 && (
        <>
          <p className="pd-comments-summary">
            <span className="pd-average">
              <span className="visually-hidden">{t(locale, 'productPage.averageRating')}: </span>
              {formatRating(list.average, numberLocale(locale))}
            </span>
            <Stars rate={list.average} locale={locale} />
            <span className="muted">{t(locale, 'productPage.commentTotal', { n: list.count })}</span>
          </p>
          <ol className="pd-comment-list">
            {list.items.map((c) => (
              <li key={c.id}>
                <article>
                  <Stars rate={c.star} locale={locale} />
                  <h3>{c.commentTitle}</h3>
                  <p>{c.commentDescription}</p>
                  <p className="muted">
                    {c.name} · <time dateTime={c.date}>{formatReviewDate(c.date, locale)}</time>
                  </p>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
