import { describe, expect, test } from 'vitest';
import { hasSellingPrice, isAskPrice } from '../../src/domain/catalog/ask-price.ts';

describe("'Ask price' (SPEC §4: sale price 0) is never sold", () => {
  test('a price of 0 (in any notation) or below asks for the price; a hidden price does not', () => {
    for (const zero of [0, '0', '0.00', 0n, -1, '-0.01']) expect(isAskPrice(zero)).toBe(true);
    for (const priced of [1, 0.01, '0.01', 45000]) expect(isAskPrice(priced)).toBe(false);
    expect(isAskPrice(null)).toBe(false);
    expect(isAskPrice(undefined)).toBe(false);
  });

  test('a line needs a sale price and a unit price above 0', () => {
    expect(hasSellingPrice({ salePrice: 999, unitPrice: 10000 })).toBe(true);
    // The ask-price product is refused in every unit, even one with a price of its own.
    expect(hasSellingPrice({ salePrice: 0, unitPrice: 10000 })).toBe(false);
    // A unit priced 0 of a priced product is refused too (PATCH /cart/{id} {unit}).
    expect(hasSellingPrice({ salePrice: 999, unitPrice: 0 })).toBe(false);
    expect(hasSellingPrice({ salePrice: 999, unitPrice: -5 })).toBe(false);
    // A product without a default unit, or a line without a unit, has no known price to sell at.
    expect(hasSellingPrice({ salePrice: null, unitPrice: 999 })).toBe(false);
    expect(hasSellingPrice({ salePrice: 999, unitPrice: undefined })).toBe(false);
  });
});
