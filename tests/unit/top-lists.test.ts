import { describe, expect, test } from 'vitest';
import { bestSellers, mostLiked, TOP_LIST_SIZE, topBy } from '../../src/domain/catalog/top-lists.ts';

describe('most liked', () => {
  test('only rated items, by star rate descending, ties in input order', () => {
    const items = [
      { id: 'a', starRate: 4 },
      { id: 'b', starRate: 0 },
      { id: 'c', starRate: 5 },
      { id: 'd', starRate: 4 },
      { id: 'e', starRate: null },
      { id: 'f' },
      { id: 'g', starRate: 4.5 },
      { id: 'h', starRate: 4 },
    ];
    expect(mostLiked(items).map((i) => i.id)).toEqual(['c', 'g', 'a', 'd', 'h']);
  });
});

describe('best sellers', () => {
  test('only sold items, by sales number descending, ties in input order', () => {
    const items = [
      { id: 'a', salesNumber: 10 },
      { id: 'b', salesNumber: 0 },
      { id: 'c', salesNumber: 30 },
      { id: 'd', salesNumber: 10 },
      { id: 'e', salesNumber: -2 },
      { id: 'f', salesNumber: '12' },
    ];
    expect(bestSellers(items).map((i) => i.id)).toEqual(['c', 'f', 'a', 'd']);
  });

  test('20 items at most, the input left unchanged', () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ id: i, salesNumber: i % 3 === 0 ? 5 : i }));
    const copy = structuredClone(items);
    const top = bestSellers(items);
    expect(TOP_LIST_SIZE).toBe(20);
    expect(top).toHaveLength(20);
    expect(top[0]?.id).toBe(29);
    // 16 items sell more than 5; the last 4 places go to the first four items at 5, in input order.
    expect(top.slice(16).map((i) => i.id)).toEqual([0, 3, 5, 6]);
    expect(items).toEqual(copy);
  });

  test('a custom limit and score', () => {
    expect(topBy([3, 1, 2], (n) => n, 2)).toEqual([3, 2]);
    expect(topBy([], (n: number) => n)).toEqual([]);
  });
});
