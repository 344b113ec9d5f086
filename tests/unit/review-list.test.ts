import { describe, expect, test } from 'vitest';
import { replaceReview } from '../../src/domain/reviews/review-list.ts';

describe('replaceReview (SPEC §4: editing replaces the comment by id)', () => {
  const product = { id: 7, name: 'Kalem' };
  const list = [
    { id: 3, commentTitle: 'Çok iyi', star: 5, product },
    { id: 2, commentTitle: 'Fena değil', star: 3, product },
  ];

  test('puts the edited review in place, keeping its product and the order of the list', () => {
    const next = replaceReview(list, { id: 2, commentTitle: 'Beğendim', star: 4 });
    expect(next).toEqual([
      { id: 3, commentTitle: 'Çok iyi', star: 5, product },
      { id: 2, commentTitle: 'Beğendim', star: 4, product },
    ]);
    expect(list[1]?.commentTitle).toBe('Fena değil');
  });

  test('leaves the list as it is for a review it does not hold', () => {
    expect(replaceReview(list, { id: 99, commentTitle: 'Başka' })).toEqual(list);
  });
});
