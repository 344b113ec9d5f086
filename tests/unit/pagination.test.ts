import { describe, expect, test } from 'vitest';
import { clampPage, pageWindow } from '../../src/domain/catalog/pagination.ts';

const E = 'ellipsis' as const;

describe('page window', () => {
  test('up to 10 pages shows every page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    for (const page of [1, 5, 6, 10]) expect(pageWindow(page, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('11 pages', () => {
    expect(pageWindow(1, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 11]);
    expect(pageWindow(5, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 11]);
    expect(pageWindow(6, 11)).toEqual([1, E, 5, 6, 7, 8, 9, 10, 11]); // 6 ≥ 11 − 5
    expect(pageWindow(11, 11)).toEqual([1, E, 5, 6, 7, 8, 9, 10, 11]);
  });

  test('20 pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 20]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 20]);
    expect(pageWindow(6, 20)).toEqual([1, E, 4, 5, 6, 7, 8, E, 20]);
    expect(pageWindow(10, 20)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(pageWindow(14, 20)).toEqual([1, E, 12, 13, 14, 15, 16, E, 20]);
    expect(pageWindow(15, 20)).toEqual([1, E, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, E, 14, 15, 16, 17, 18, 19, 20]);
  });

  test('100 pages', () => {
    expect(pageWindow(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 100]);
    expect(pageWindow(6, 100)).toEqual([1, E, 4, 5, 6, 7, 8, E, 100]);
    expect(pageWindow(50, 100)).toEqual([1, E, 48, 49, 50, 51, 52, E, 100]);
    expect(pageWindow(94, 100)).toEqual([1, E, 92, 93, 94, 95, 96, E, 100]);
    expect(pageWindow(95, 100)).toEqual([1, E, 94, 95, 96, 97, 98, 99, 100]);
    expect(pageWindow(100, 100)).toEqual([1, E, 94, 95, 96, 97, 98, 99, 100]);
  });

  test('pages out of range are clamped; no pages → nothing', () => {
    expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20));
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20));
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, -3)).toEqual([]);
  });
});

describe('clamp a requested page into 1..pages', () => {
  test.each([
    [1, 20, 1],
    [7, 20, 7],
    [20, 20, 20],
    [21, 20, 20],
    [0, 20, 1],
    [-4, 20, 1],
    ['5', 20, 5],
    [' 5 ', 20, 5],
    ['99', 20, 20],
    ['abc', 20, 1],
    ['', 20, 1],
    ['2.5', 20, 1],
    [2.5, 20, 1],
    [null, 20, 1],
    [undefined, 20, 1],
    [3, 0, 1],
  ])('%j of %i → %i', (requested, pages, page) => {
    expect(clampPage(requested, pages)).toBe(page);
  });
});
