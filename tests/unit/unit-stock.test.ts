import { describe, expect, test } from 'vitest';
import { checkStockLimit } from '../../src/domain/catalog/stock-limit.ts';
import { baseUnitsInCart, stockInUnit } from '../../src/domain/catalog/unit-stock.ts';

describe('stock in the chosen unit', () => {
  test('whole units of a multiplied unit', () => {
    expect(stockInUnit(1057, 24)).toBe(44);
    expect(stockInUnit(54, 6)).toBe(9);
    expect(stockInUnit(5, 6)).toBe(0);
    expect(stockInUnit(-7, 6)).toBe(-2);
  });

  test('the stock itself in the base unit, decimals kept', () => {
    expect(stockInUnit(12.5, 1)).toBe(12.5);
    expect(stockInUnit('38.2', '1')).toBe(38.2);
    expect(stockInUnit(3, 0.5)).toBe(6);
  });

  test('nothing for a missing stock or a bad multiplier', () => {
    expect(stockInUnit(null, 6)).toBe(0);
    expect(stockInUnit(10, 0)).toBe(0);
  });
});

describe('what the cart already holds', () => {
  const lines = [
    { product: { id: 86 }, productUnit: { id: 500, multiplier: 1 }, quantity: 20 },
    { product: { id: 3 }, productUnit: { id: 11, multiplier: 6 }, quantity: 2 },
  ];

  test('in base units, for a line in the same unit', () => {
    expect(baseUnitsInCart(lines, 86, 500)).toBe(20);
    expect(baseUnitsInCart(lines, 3, 11)).toBe(12);
  });

  test('nothing for another unit (the add replaces that line) or another product', () => {
    expect(baseUnitsInCart(lines, 3, 10)).toBe(0);
    expect(baseUnitsInCart(lines, 99, 1)).toBe(0);
  });

  test("feeds the stock limit: 54 in stock, 20 in the cart, 35 more is 'Bu üründen 55 adet bulunmamaktadır!'", () => {
    const check = checkStockLimit({ amount: 35, stock: 54, inCart: baseUnitsInCart(lines, 86, 500) });
    expect(check).toMatchObject({ ok: false, key: 'stock.notEnough', params: { n: 55 } });
    expect(checkStockLimit({ amount: 34, stock: 54, inCart: baseUnitsInCart(lines, 86, 500) }).ok).toBe(true);
  });
});
