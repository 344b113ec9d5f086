import { describe, expect, test } from 'vitest';
import {
  decreaseQuantity,
  enterQuantity,
  increaseQuantity,
  MAX_QUANTITY,
} from '../../src/domain/catalog/quantity.ts';
import { maxAddableQuantity } from '../../src/domain/catalog/stock.ts';

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

  test('other numbers are refused and the box keeps its value', () => {
    expect(enterQuantity('101', 5)).toBe(5);
    expect(enterQuantity('-3', 5)).toBe(5);
    expect(enterQuantity('2,5', 5)).toBe(5);
    expect(enterQuantity('2.5', 5)).toBe(5);
  });
});
