import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SORT,
  isSortOption,
  parseSort,
  SORT_OPTIONS,
  SORT_SPECS,
  sortSpec,
} from '../../src/domain/catalog/sort.ts';
import { t } from '../../src/i18n/index.ts';

describe('sort options', () => {
  test.each([
    ['name', 'name', 'asc', 'Ürün Adı (A-Z)', 'Product Name (A-Z)'],
    ['-name', 'name', 'desc', 'Ürün Adı (Z-A)', 'Product Name (Z-A)'],
    ['price', 'price', 'asc', 'Fiyat (Artan)', 'Price (Low to High)'],
    ['-price', 'price', 'desc', 'Fiyat (Azalan)', 'Price (High to Low)'],
    ['brand', 'brand', 'asc', 'Marka (A-Z)', 'Brand (A-Z)'],
    ['-brand', 'brand', 'desc', 'Marka (Z-A)', 'Brand (Z-A)'],
    ['quantity', 'quantity', 'asc', 'Stok (Artan)', 'Stock (Low to High)'],
    ['-quantity', 'quantity', 'desc', 'Stok (Azalan)', 'Stock (High to Low)'],
  ] as const)('%s: %s %s, %s', (option, field, direction, tr, en) => {
    const spec = sortSpec(option);
    expect(spec).toEqual({ option, field, direction, labelKey: spec.labelKey });
    expect(t('tr', spec.labelKey)).toBe(tr);
    expect(t('en', spec.labelKey)).toBe(en);
  });

  test('eight options, listed in order', () => {
    expect(SORT_OPTIONS).toHaveLength(8);
    expect(SORT_SPECS.map((s) => s.option)).toEqual([...SORT_OPTIONS]);
  });
});

describe('parsing the query value', () => {
  test('known values, trimmed and case-insensitive', () => {
    expect(parseSort('-price')).toBe('-price');
    expect(parseSort(' Brand ')).toBe('brand');
    expect(parseSort('-QUANTITY')).toBe('-quantity');
    expect(parseSort(['-name', 'price'])).toBe('-name');
  });

  test('missing or unknown values give the default', () => {
    expect(DEFAULT_SORT).toBe('name');
    expect(parseSort(undefined)).toBe('name');
    expect(parseSort(null)).toBe('name');
    expect(parseSort('')).toBe('name');
    expect(parseSort('stars')).toBe('name');
    expect(parseSort('--price')).toBe('name');
    expect(parseSort([])).toBe('name');
    expect(parseSort('x', '-price')).toBe('-price');
  });

  test('type guard', () => {
    expect(isSortOption('price')).toBe(true);
    expect(isSortOption('Price')).toBe(false);
    expect(isSortOption(3)).toBe(false);
  });
});
