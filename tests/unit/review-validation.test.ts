import { describe, expect, test } from 'vitest';
import { validateReview } from '../../src/domain/reviews/review-validation.ts';
import { t } from '../../src/i18n/index.ts';

const review = { star: 4, commentTitle: 'Çok iyi', commentDescription: 'Hızlı kargo, sağlam paket.' };

describe('review form', () => {
  test('a valid review is trimmed', () => {
    expect(
      validateReview({ star: '5', commentTitle: '  Güzel ', commentDescription: ' Beğendim. ' }, 'add').value,
    ).toEqual({
      star: 5,
      commentTitle: 'Güzel',
      commentDescription: 'Beğendim.',
    });
  });

  test('stars 1 to 5 on add', () => {
    for (const star of [0, 6, 2.5, '', 'x', -1]) {
      const key = validateReview({ ...review, star }, 'add').errors.star;
      expect(key && t('tr', key)).toBe('Lütfen yorum için yıldız seçiniz.');
    }
    expect(validateReview({ ...review, star: 1 }, 'add').ok).toBe(true);
    expect(validateReview({ ...review, star: 5 }, 'add').ok).toBe(true);
  });

  test('title required after trimming, max 50', () => {
    const blank = validateReview({ ...review, commentTitle: '   ' }, 'add').errors.commentTitle;
    expect(blank && t('tr', blank)).toBe('Lütfen yorum başlığı girin.');
    expect(validateReview({ ...review, commentTitle: ` ${'ş'.repeat(50)} ` }, 'add').ok).toBe(true);
    expect(validateReview({ ...review, commentTitle: 'ş'.repeat(51) }, 'add').errors.commentTitle).toBe(
      'validation.review.title',
    );
  });

  test('description required after trimming', () => {
    const key = validateReview({ ...review, commentDescription: '\n ' }, 'add').errors.commentDescription;
    expect(key && t('tr', key)).toBe('Lütfen yorum açıklaması girin.');
  });

  test('description at most 2,000 characters, with its own message, on add and on edit', () => {
    expect(validateReview({ ...review, commentDescription: ` ${'ç'.repeat(2000)}\n` }, 'add').ok).toBe(true);
    for (const mode of ['add', 'edit'] as const) {
      const key = validateReview({ ...review, commentDescription: 'ç'.repeat(2001) }, mode).errors
        .commentDescription;
      expect(key && t('tr', key)).toBe('Yorum açıklaması en fazla 2.000 karakter olabilir.');
    }
  });

  test('edit needs only title and description; a given star is still checked', () => {
    expect(validateReview({ ...review, star: '' }, 'edit').value).toEqual({
      star: undefined,
      commentTitle: 'Çok iyi',
      commentDescription: 'Hızlı kargo, sağlam paket.',
    });
    expect(validateReview({ ...review, star: 9 }, 'edit').errors.star).toBe('validation.review.star');
    expect(validateReview({ star: '', commentTitle: '', commentDescription: '' }, 'edit').errors).toEqual({
      commentTitle: 'validation.review.title',
      commentDescription: 'validation.review.description',
    });
  });
});
