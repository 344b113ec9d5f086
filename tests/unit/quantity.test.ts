import { describe, expect, test } from 'vitest';
import {
  decreaseQuantity,
  enterQuantity,
  increaseQuantity,
  MAX_QUANTITY,
  quantityEntry,
} from '../../src/domain/catalog/quantity.ts';
import { maxAddableQuantity } from '../../src/domain/catalog/stock-limit.ts';

describe('increase', () => {
  test('adds 1 up to 100', () => {
    expect(increaseQuantity(1)).toBe(2);
    expect(increaseQuantity(99)).toBe(100);
    expect(increaseQuantity(100)).toBe(100);
    expect(MAX_QUANTITY).toBe(100);
  });

  test('only while the stock allows (max)', () => {
    expect(increaseQuantity(2, 3)).toBe(3);
    expect(increaseQuantity(3, 3)).toBe(3);
    expect(increaseQuantity(1, 0)).toBe(1);
    expect(increaseQuantity(99, 500)).toBe(100);
    expect(increaseQuantity(100, 500)).toBe(100);
  });

  test('with cart stock control on, the stock sets no max', () => {
    const max = maxAddableQuantity({ stock: 0, cartStockControl: '1' });
    expect(max).toBeNull();
    expect(increaseQuantity(5, max)).toBe(6);
    expect(increaseQuantity(5, maxAddableQuantity({ stock: 5, cartStockControl: '0' }))).toBe(5);
  });
});

describe('decrease', () => {
  test('only above 1', () => {
    expect(decreaseQuantity(5)).toBe(4);
    expect(decreaseQuantity(2)).toBe(1);
    expect(decreaseQuantity(1)).toBe(1);
    expect(decreaseQuantity(0)).toBe(0);
  });
});

describe('typing a quantity', () => {
  test('accepted when > 0 and ≤ 100', () => {
    expect(enterQuantity('1', 5)).toBe(1);
    expect(enterQuantity('42', 5)).toBe(42);
    expect(enterQuantity(' 100 ', 5)).toBe(100);
    expect(enterQuantity(7, 5)).toBe(7);
  });

  test('reset to 1 when not a number or 0', () => {
    expect(enterQuantity('', 5)).toBe(1);
    expect(enterQuantity('abc', 5)).toBe(1);
    expect(enterQuantity('0', 5)).toBe(1);
    expect(enterQuantity(null, 5)).toBe(1);
    expect(enterQuantity(Number.NaN, 5)).toBe(1);
  });

  test('other numbers are refused, the box keeps its value and the hint says why', () => {
    expect(quantityEntry('101', 5)).toEqual({ amount: 5, hint: 'quantity.tooMany' });
    expect(quantityEntry('-3', 5)).toEqual({ amount: 5, hint: 'quantity.tooFew' });
    expect(quantityEntry('2,5', 5)).toEqual({ amount: 5, hint: 'quantity.whole' });
    expect(quantityEntry('2.5', 5)).toEqual({ amount: 5, hint: 'quantity.whole' });
    expect(quantityEntry('0,5', 5)).toEqual({ amount: 5, hint: 'quantity.whole' });
    expect(enterQuantity('101', 5)).toBe(5);
  });

  test('an accepted or reset entry has no hint', () => {
    expect(quantityEntry('42', 5)).toEqual({ amount: 42, hint: null });
    expect(quantityEntry('abc', 5)).toEqual({ amount: 1, hint: null });
    expect(quantityEntry('0', 5)).toEqual({ amount: 1, hint: null });
  });
});

describe('a unit sold by measure (KG, METRE) takes decimals (SPEC §4: > 0 and ≤ 100)', () => {
  test('the Turkish decimal comma and the point, up to three decimals, above 0 and at most 100', () => {
    expect(quantityEntry('2,5', 1, true)).toEqual({ amount: 2.5, hint: null });
    expect(quantityEntry('2.5', 1, true)).toEqual({ amount: 2.5, hint: null });
    expect(quantityEntry('0,25', 1, true)).toEqual({ amount: 0.25, hint: null });
    expect(quantityEntry('1,125', 1, true)).toEqual({ amount: 1.125, hint: null });
    expect(quantityEntry('100', 1, true)).toEqual({ amount: 100, hint: null });
    expect(quantityEntry('100,5', 3, true)).toEqual({ amount: 3, hint: 'quantity.tooMany' });
    expect(quantityEntry('1,1255', 3, true)).toEqual({ amount: 3, hint: 'quantity.decimals' });
    expect(quantityEntry('-0,5', 3, true)).toEqual({ amount: 3, hint: 'quantity.tooFew' });
    expect(quantityEntry('0,000', 3, true)).toEqual({ amount: 1, hint: null });
    expect(quantityEntry('2,5,1', 3, true)).toEqual({ amount: 1, hint: null });
  });

  test('+ adds 1 exactly, − never goes below 1', () => {
    expect(increaseQuantity(0.1)).toBe(1.1);
    expect(increaseQuantity(2.7)).toBe(3.7);
    expect(increaseQuantity(99.5)).toBe(99.5);
    expect(increaseQuantity(11.5, 12.5)).toBe(12.5);
    expect(increaseQuantity(11.75, 12.5)).toBe(11.75);
    expect(decreaseQuantity(3.7)).toBe(2.7);
    expect(decreaseQuantity(1.5)).toBe(1);
    expect(decreaseQuantity(0.5)).toBe(0.5);
  });
});
