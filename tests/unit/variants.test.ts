import { describe, expect, test } from 'vitest';
import {
  emptySelection,
  findChild,
  isSelectionComplete,
  isValueAvailable,
  selectValue,
  VARIANT_SWITCH_MS,
} from '../../src/domain/catalog/variants.ts';

// Two dimensions (Renk × Beden), as the seed's jeans: six children.
const jeans = [
  { id: 171, values: ['Kırmızı', 'S'] },
  { id: 172, values: ['Kırmızı', 'M'] },
  { id: 173, values: ['Yeşil', 'S'] },
  { id: 174, values: ['Yeşil', 'M'] },
  { id: 175, values: ['Siyah', 'S'] },
];

test('the switch waits 2.5 s (SPEC §9)', () => {
  expect(VARIANT_SWITCH_MS).toBe(2500);
});

describe('choosing', () => {
  test('starts empty in every dimension', () => {
    expect(emptySelection(3)).toEqual([null, null, null]);
    expect(isSelectionComplete(emptySelection(2))).toBe(false);
    expect(isSelectionComplete([])).toBe(false);
  });

  test('sets and clears one dimension', () => {
    const one = selectValue(emptySelection(2), 0, 'Yeşil');
    expect(one).toEqual(['Yeşil', null]);
    expect(isSelectionComplete(one)).toBe(false);
    const both = selectValue(one, 1, 'M');
    expect(both).toEqual(['Yeşil', 'M']);
    expect(isSelectionComplete(both)).toBe(true);
    expect(selectValue(both, 1, '')).toEqual(['Yeşil', null]);
  });
});

describe('the child of a choice', () => {
  test('is the child with the same value in every dimension', () => {
    expect(findChild(jeans, ['Yeşil', 'M'])?.id).toBe(174);
    expect(findChild([{ id: 9, values: ['Mavi'] }], ['Mavi'])?.id).toBe(9);
    expect(findChild([{ id: 7, values: ['Beyaz', 'L', 'Pamuk'] }], ['Beyaz', 'L', 'Pamuk'])?.id).toBe(7);
  });

  test('is none for an incomplete choice or a combination that does not exist', () => {
    expect(findChild(jeans, ['Yeşil', null])).toBeUndefined();
    expect(findChild(jeans, ['Siyah', 'M'])).toBeUndefined();
  });
});

test('a value is available when some child has it with the other chosen values', () => {
  expect(isValueAvailable(jeans, ['Siyah', null], 1, 'S')).toBe(true);
  expect(isValueAvailable(jeans, ['Siyah', null], 1, 'M')).toBe(false);
  expect(isValueAvailable(jeans, [null, 'M'], 0, 'Siyah')).toBe(false);
  expect(isValueAvailable(jeans, ['Siyah', 'S'], 0, 'Kırmızı')).toBe(true);
});
