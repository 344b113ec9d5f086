import { describe, expect, test } from 'vitest';
import {
  canIncreaseLine,
  decreaseLineQuantity,
  enterLineQuantity,
  increaseLineQuantity,
  MAX_LINE_QUANTITY,
  mergedLineQuantity,
} from '../../src/domain/cart/cart-quantity.ts';
import { maxAddableQuantity } from '../../src/domain/catalog/stock-limit.ts';

describe('the cart line quantity (SPEC §5 Cart and quantity)', () => {
  test('non-numeric or zero becomes 1', () => {
    for (const text of ['', '  ', 'abc', '0', '00', 'NaN']) expect(enterLineQuantity(text, 7)).toBe(1);
    expect(enterLineQuantity(null, 7)).toBe(1);
  });

  test('a whole number up to the line limit is taken; negative, fractional or too large keeps the line', () => {
    expect(enterLineQuantity('3', 1)).toBe(3);
    expect(enterLineQuantity(' 250 ', 1)).toBe(250);
    expect(enterLineQuantity(String(MAX_LINE_QUANTITY), 1)).toBe(10_000);
    expect(enterLineQuantity('10001', 4)).toBe(4);
    expect(enterLineQuantity('-2', 4)).toBe(4);
    expect(enterLineQuantity('1,5', 4)).toBe(4);
  });

  test('a unit sold by measure takes up to three decimals, with the Turkish comma too', () => {
    expect(enterLineQuantity('1,5', 4, true)).toBe(1.5);
    expect(enterLineQuantity('0.75', 4, true)).toBe(0.75);
    expect(enterLineQuantity('250,125', 4, true)).toBe(250.125);
    expect(enterLineQuantity('1,1255', 4, true)).toBe(4);
    expect(enterLineQuantity('-0,5', 4, true)).toBe(4);
    expect(enterLineQuantity('10000,5', 4, true)).toBe(4);
    expect(increaseLineQuantity(0.1, null)).toBe(1.1);
    expect(decreaseLineQuantity(1.25)).toBe(1);
    expect(mergedLineQuantity(0.1, 0.2, null)).toBe(0.3);
  });

  test('decrease never goes below 1', () => {
    expect(decreaseLineQuantity(3)).toBe(2);
    expect(decreaseLineQuantity(1)).toBe(1);
  });

  test('increase only while the stock allows', () => {
    // 5 in stock, no allowance, stock control off: at most 5 of the base unit.
    const max = maxAddableQuantity({ stock: 5, stockInfoStatus: '0', cartStockControl: '0' });
    expect(max).toBe(5);
    expect(increaseLineQuantity(4, max)).toBe(5);
    expect(increaseLineQuantity(5, max)).toBe(5);
    expect(canIncreaseLine(5, max)).toBe(false);
    // A box of 12 from 30 in stock: two boxes.
    expect(maxAddableQuantity({ stock: 30, multiplier: 12, cartStockControl: '0' })).toBe(2);
    // Status 3 widens the stock by 5 (SPEC §9).
    expect(maxAddableQuantity({ stock: 5, stockInfoStatus: '3', cartStockControl: '0' })).toBe(10);
  });

  test('with cart stock control on the stock sets no limit, only the line limit does', () => {
    const max = maxAddableQuantity({ stock: 0, cartStockControl: '1' });
    expect(max).toBeNull();
    expect(increaseLineQuantity(1, max)).toBe(2);
    expect(increaseLineQuantity(MAX_LINE_QUANTITY, max)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('a guest cart’s line merged into the customer’s at sign-in', () => {
  test('adds up within the line limit: 6,000 into 6,000 is 10,000, not 12,000', () => {
    expect(MAX_LINE_QUANTITY).toBe(10_000);
    expect(mergedLineQuantity(6000, 6000, null)).toBe(10_000);
    expect(mergedLineQuantity(6000, 6000, 100_000)).toBe(10_000);
    expect(mergedLineQuantity(10_000, 1, null)).toBe(10_000);
    expect(mergedLineQuantity(4, 3, null)).toBe(7);
  });

  test('adds what stock still allows, and nothing when it allows none', () => {
    expect(mergedLineQuantity(4, 3, 1)).toBe(5);
    expect(mergedLineQuantity(4, 3, 0)).toBe(4);
    // No line in the guest's unit yet: the guest's quantity, within stock.
    expect(mergedLineQuantity(0, 3, 2)).toBe(2);
    expect(mergedLineQuantity(0, 3, 0)).toBe(0);
  });
});
