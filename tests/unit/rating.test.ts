import { describe, expect, test } from 'vitest';
import {
  averageRating,
  clampStars,
  formatRating,
  starWidth,
  starWidthCss,
} from '../../src/domain/catalog/rating.ts';

describe('star width: 20 % per star, clamped to 0..5', () => {
  test.each([
    [0, 0],
    [1, 20],
    [2.5, 50],
    [3.5, 70],
    [4.3, 86], // 86.00000000000001 in floating point
    [5, 100],
    [6, 100],
    [-1, 0],
  ])('%s stars → %s', (stars, width) => {
    expect(starWidth(stars)).toBe(width);
  });

  test('CSS form and missing values', () => {
    expect(starWidthCss(3.5)).toBe('70%');
    expect(starWidthCss('4.3')).toBe('86%');
    expect(starWidthCss(null)).toBe('0%');
    expect(clampStars(undefined)).toBe(0);
    expect(clampStars('abc')).toBe(0);
  });
});

describe('average rating', () => {
  test('to one decimal with the count', () => {
    expect(averageRating([5, 4, 4])).toEqual({ average: 4.3, count: 3 }); // 4.333
    expect(averageRating([5, 4])).toEqual({ average: 4.5, count: 2 });
    expect(averageRating([3])).toEqual({ average: 3, count: 1 });
  });

  test('rounds half up', () => {
    // 4.25 → 4.3, 4.15 → 4.2 (both would go the other way for some floats)
    expect(averageRating([5, 5, 4, 3]).average).toBe(4.3);
    expect(averageRating([4.5, 3.8]).average).toBe(4.2); // 4.15
    expect(averageRating([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]).average).toBe(2); // 1.95 → 2.0
  });

  test('no reviews; missing values skipped; out-of-range clamped', () => {
    expect(averageRating([])).toEqual({ average: 0, count: 0 });
    expect(averageRating([null, undefined, 'x', 4])).toEqual({ average: 4, count: 1 });
    expect(averageRating([7, 5])).toEqual({ average: 5, count: 2 });
  });
});

describe('rating text', () => {
  test('one decimal, locale separator', () => {
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.25, 'en-US')).toBe('4.3');
    expect(formatRating(averageRating([5, 4, 4]).average)).toBe('4,3');
    expect(formatRating(9)).toBe('5,0');
    expect(formatRating(null)).toBe('0,0');
  });
});
