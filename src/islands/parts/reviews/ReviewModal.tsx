// orders-area's minimal review dialog, written only so the order detail builds and works before the
// reviews engineer's ReviewModal (same path, same props) is merged: the integrator keeps THEIR version.
import { useId, useState } from 'react';
import { REVIEW_LIMITS, type ReviewErrorKey, validateReview } from '../../../domain/review-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { api, errorMessage } from '../../../stores/api-client.ts';
import { Modal } from '../Modal.tsx';

interface Props {
  locale: Locale;
  orderNo: string;
  product: { id: number; name: string; image: string | null };
  onSaved: () => void;
  onClose: () => void;
}

/** Adds a review of a product bought on an order (POST /comment): stars, title and text (SPEC §5 Reviews). */
export function ReviewModal({ locale, orderNo, product, onSaved, onClose }: Props) {
  const id = useId();
  const [star, setStar] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, ReviewErrorKey>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    const checked = validateReview({ star, commentTitle: title, commentDescription: text }, 'add');
    setErrors(checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    setFailure('');
    try {
      await api('/comment', {
        method: 'POST',
        body: new URLSearchParams({
          comment_product_controller: String(product.id),
          comment_title: checked.value.commentTitle,
          comment_description: checked.value.commentDescription,
          comment_order_no: orderNo,
          comment_star: String(checked.value.star),
          comment_date: new Date().toISOString(),
        }),
      });
      onSaved();
    } catch (err) {
      setFailure(errorMessage(err, locale));
      setBusy(false);
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{t(locale, 'orderPages.writeReviewFor', { name: product.name })}</h2>
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <fieldset>
          <legend>{t(locale, 'orderPages.reviewStars')}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="review-star">
              <input
                type="radio"
                name="comment_star"
                value={n}
                checked={star === String(n)}
                onChange={() => setStar(String(n))}
              />
              {n}
            </label>
          ))}
          {errors.star && <p role="alert">{t(locale, errors.star)}</p>}
        </fieldset>
        <label htmlFor={`${id}-t`}>{t(locale, 'orderPages.reviewTitle')}</label>
        <input
          id={`${id}-t`}
          value={title}
          maxLength={REVIEW_LIMITS.titleMax}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.commentTitle ? true : undefined}
        />
        {errors.commentTitle && <p role="alert">{t(locale, errors.commentTitle)}</p>}
        <label htmlFor={`${id}-d`}>{t(locale, 'orderPages.reviewText')}</label>
        <textarea
          id={`${id}-d`}
          value={text}
          rows={4}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={errors.commentDescription ? true : undefined}
        />
        {errors.commentDescription && <p role="alert">{t(locale, errors.commentDescription)}</p>}
        <p className="modal-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t(locale, 'orderPages.close')}
          </button>{' '}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(locale, 'orderPages.writeReview')}
          </button>
        </p>
      </form>
    </Modal>
  );
}

export default ReviewModal;
