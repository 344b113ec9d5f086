import '../../../styles/reviews.css';
import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../client/api-error.ts';
import { addReview, editReview, type ReviewProduct } from '../../../client/reviews.ts';
import type { Review } from '../../../contract/reviews.ts';
import { cardImageUrl } from '../../../domain/catalog/product-card.ts';
import {
  REVIEW_LIMITS,
  type ReviewFormValues,
  validateReview,
} from '../../../domain/reviews/review-validation.ts';
import { type Locale, t } from '../../../i18n/index.ts';
import { errorMessage } from '../../../stores/error-message.ts';
import { goToLogin } from '../../../stores/login-redirect.ts';
import { Field, FieldError } from '../form/Field.tsx';
import { FormAlert } from '../form/FormAlert.tsx';
import { firstFailing } from '../form/shown-errors.ts';
import { useShownErrors } from '../form/use-shown-errors.ts';
import { Modal, ModalHead } from '../Modal.tsx';

interface Props {
  locale: Locale;
  /** The order the product was bought on (the new review's comment_order_no). */
  orderNo: string;
  product: ReviewProduct;
  /** The review being edited; absent when a new one is written. */
  existing?: Pick<Review, 'id' | 'star' | 'commentTitle' | 'commentDescription'>;
  /** Called with the API's saved review; the dialog then closes itself through onClose. */
  onSaved: (review: Review) => void;
  onClose: () => void;
}

type ReviewField = keyof ReviewFormValues;
const FIELDS: readonly ReviewField[] = ['star', 'commentTitle', 'commentDescription'];
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review dialog (SPEC §5 Reviews): stars 1 to 5 as a radio group, a title of at most 50
 * characters and a description, each checked when left and on submit. Adds with POST /comment, or
 * edits with POST /comment/{id} (stars prefilled, only title and description required).
 */
export function ReviewModal({ locale, orderNo, product, existing, onSaved, onClose }: Props) {
  const id = useId();
  const body = useRef<HTMLFormElement>(null);
  const mode = existing ? 'edit' : 'add';
  const [values, setValues] = useState<ReviewFormValues>({
    star: existing?.star ?? '',
    commentTitle: existing?.commentTitle ?? '',
    commentDescription: existing?.commentDescription ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateReview(values, mode).errors;
  const { errorOf, blur, showAll } = useShownErrors(locale, errors, FIELDS);

  // The dialog opens on its first field rather than on the close button.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);

  function set(field: ReviewField, value: string | number) {
    setValues((v) => ({ ...v, [field]: value }));
  }
  function onStarsBlur(e: FocusEvent<HTMLFieldSetElement>) {
    // Leaving the group, not moving between its stars.
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) blur('star')();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    showAll();
    const result = validateReview(values, mode);
    if (!result.ok) {
      const first = firstFailing(FIELDS, result.errors);
      body.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const input = {
      star: result.value.star ?? existing?.star ?? 0,
      commentTitle: result.value.commentTitle,
      commentDescription: result.value.commentDescription,
    };
    setBusy(true);
    setFailure(null);
    try {
      const saved = existing
        ? await editReview(existing, product.id, input)
        : await addReview(product, orderNo, input);
      onSaved(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        goToLogin();
        return;
      }
      setBusy(false);
      setFailure(errorMessage(error, locale));
    }
  }

  const starError = errorOf('star');
  const starErrorId = `${id}-star-error`;
  const titleHintId = `${id}-title-hint`;
  const chosen = Number(values.star) || 0;

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="review-modal">
      <ModalHead
        titleId={`${id}-title`}
        title={t(locale, mode === 'edit' ? 'reviews.edit' : 'reviews.add')}
        closeLabel={t(locale, 'reviews.close')}
        onClose={onClose}
      />
      <p className="review-product">
        <img src={cardImageUrl('229', product.image)} alt="" width={56} height={56} />
        <span>{product.name}</span>
      </p>
      <form ref={body} className="review-form" noValidate onSubmit={onSubmit}>
        <fieldset
          className="review-stars"
          aria-describedby={starError ? starErrorId : undefined}
          onBlur={onStarsBlur}
        >
          <legend>{t(locale, 'reviews.stars')}</legend>
          <div className="review-star-row">
            {STARS.map((n) => (
              <label key={n} className={`review-star${n <= chosen ? ' is-on' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-star`}
                  value={n}
                  checked={chosen === n}
                  data-field={n === 1 ? 'star' : undefined}
                  onChange={() => set('star', n)}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t(locale, 'reviews.starOption', { n })}</span>
              </label>
            ))}
          </div>
          {starError && <FieldError id={starErrorId} text={starError} />}
        </fieldset>
        <Field id={`${id}-title-input`} label={t(locale, 'reviews.title')} error={errorOf('commentTitle')}>
          {(aria) => (
            <>
              <input
                id={`${id}-title-input`}
                data-field="commentTitle"
                name="comment_title"
                type="text"
                autoComplete="off"
                maxLength={REVIEW_LIMITS.titleMax}
                value={values.commentTitle}
                aria-invalid={aria['aria-invalid']}
                // The hint is read after the message, though it stands above it.
                aria-describedby={[aria['aria-describedby'], titleHintId].filter(Boolean).join(' ')}
                onChange={(e) => set('commentTitle', e.target.value)}
                onBlur={blur('commentTitle')}
              />
              <p id={titleHintId} className="form-hint">
                {t(locale, 'reviews.titleHint', { n: REVIEW_LIMITS.titleMax })}
              </p>
            </>
          )}
        </Field>
        <Field
          id={`${id}-description`}
          label={t(locale, 'reviews.description')}
          error={errorOf('commentDescription')}
        >
          {(aria) => (
            <textarea
              id={`${id}-description`}
              data-field="commentDescription"
              name="comment_description"
              rows={5}
              maxLength={REVIEW_LIMITS.descriptionMax}
              value={values.commentDescription}
              onChange={(e) => set('commentDescription', e.target.value)}
              onBlur={blur('commentDescription')}
              {...aria}
            />
          )}
        </Field>
        <FormAlert text={failure} />
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(locale, busy ? 'reviews.saving' : 'reviews.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
