/**
 * The review form of SPEC §5 "Reviews": add asks for stars, title and description; edit asks only for
 * title and description (its stars come prefilled, and a changed star is still checked).
 */
import { charCount, type FieldErrors, settle, type Validation } from '../validation-result.ts';

/** Star range, title limit (SPEC §9) and description limit (ours: a review, not an essay) of a review. */
export const REVIEW_LIMITS = { starMin: 1, starMax: 5, titleMax: 50, descriptionMax: 2000 } as const;

/** The review form: star as a number or the text of a radio value ('' when none is chosen). */
export interface ReviewFormValues {
  readonly star: number | string;
  readonly commentTitle: string;
  readonly commentDescription: string;
}
/** A review as sent: trimmed texts; star is absent when an edit leaves it to the saved one. */
export interface ReviewData {
  readonly star: number | undefined;
  readonly commentTitle: string;
  readonly commentDescription: string;
}
export type ReviewErrorKey =
  | 'validation.review.star'
  | 'validation.review.title'
  | 'validation.review.description'
  | 'validation.review.descriptionMax';
export type ReviewValidation = Validation<keyof ReviewFormValues, ReviewErrorKey, ReviewData>;

/** The whole star chosen (1 to 5), or undefined when none or anything else is given. */
export function reviewStar(value: number | string): number | undefined {
  const star = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(star) && star >= REVIEW_LIMITS.starMin && star <= REVIEW_LIMITS.starMax
    ? star
    : undefined;
}

/** Validates a review form in 'add' or 'edit' mode; errors per field, or the trimmed review. */
export function validateReview(values: ReviewFormValues, mode: 'add' | 'edit'): ReviewValidation {
  const errors: FieldErrors<keyof ReviewFormValues, ReviewErrorKey> = {};
  const star = reviewStar(values.star);
  const starGiven = String(values.star).trim() !== '';
  if (star === undefined && (mode === 'add' || starGiven)) errors.star = 'validation.review.star';

  const commentTitle = values.commentTitle.trim();
  if (commentTitle === '' || charCount(commentTitle) > REVIEW_LIMITS.titleMax)
    errors.commentTitle = 'validation.review.title';
  const commentDescription = values.commentDescription.trim();
  if (commentDescription === '') errors.commentDescription = 'validation.review.description';
  else if (charCount(commentDescription) > REVIEW_LIMITS.descriptionMax)
    errors.commentDescription = 'validation.review.descriptionMax';

  return settle(errors, () => ({ star, commentTitle, commentDescription }));
}
