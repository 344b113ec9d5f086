import { describe, expect, test } from 'vitest';
import { type ApiCartLine, cartSummary, toCartLine } from '../../src/domain/cart/cart-summary.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { defaultSettings } from '../../src/domain/settings.ts';

const settings = { ...defaultSettings, urNo: '1' };
const currencies = (userCode = 'TRY') => ({
  defaultCurrency: { code: 'TRY' },
  userCurrency: { code: userCode },
  currencies: [
    { code: 'TRY', exchangeRate: 1 },
    { code: 'USD', exchangeRate: 42.8563 },
    { code: 'EUR', exchangeRate: 49.7341 },
  ],
});

// A GET /cart line: prices are major-unit numbers of the product's currency.
function item(
  id: number,
  value: number,
  currency: string,
  quantity: number,
  dims = [30, 20, 25, 0],
): ApiCartLine {
  const [width, height, length, weight] = dims as [number, number, number, number];
  return {
    product: { id, taxRate: 20 },
    productUnit: { multiplier: 1, width, height, length, weight, defaultPrice: { value, currency } },
    quantity,
  };
}

describe('the mini-cart amounts from GET /cart lines (cart-totals.ts)', () => {
  test('a line as the totals take it: the price in minor units, the measures and the tax rate', () => {
    expect(toCartLine(item(7, 1249.9, 'TRY', 2))).toEqual({
      productId: 7,
      quantity: 2,
      taxRate: 20,
      unit: { multiplier: 1, width: 30, height: 20, length: 25, weight: 0, price: 124990, currency: 'TRY' },
    });
  });

  test('lines with tax, the shipping of the weight range and the grand total, in TRY', () => {
    // 1000 TL net + 20% = 1200 TL; 30×20×25/3000 = 5 desi: the 0/5/49.90 range; below 1500 TL: charged.
    const s = cartSummary([item(7, 1000, 'TRY', 1)], currencies(), settings);
    expect(s?.lines).toEqual([
      { index: 0, productId: 7, unitPrice: 120000, unitNet: 100000, net: 100000, tax: 20000, gross: 120000 },
    ]);
    expect(s?.shipping).toEqual({ kind: 'fee', fee: 4990 });
    expect(s && formatMoney(s.total, s.currency)).toBe('₺1.249,90');
  });

  test('free shipping from 1500 TL, and the shipping product (urNo) left out', () => {
    const s = cartSummary([item(1, 49.9, 'TRY', 1), item(7, 1000, 'TRY', 2)], currencies(), settings);
    expect(s?.lines.map((l) => l.index)).toEqual([1]);
    expect(s?.shipping.kind).toBe('free');
    expect(s?.total).toBe(240000);
  });

  test("in the shopper's currency: prices and the fee converted by the rates", () => {
    const s = cartSummary([item(7, 1000, 'TRY', 1)], currencies('USD'), settings);
    expect(s?.currency).toBe('USD');
    // 100000 kuruş × 1 / 42.8563 = 2333.37 → 2333 cents; tax 466.6 → 467; fee 4990 / 42.8563 → 116.
    expect(s?.lines[0]?.gross).toBe(2333 + 467);
    expect(s?.shippingTotal).toBe(116);
    expect(s && formatMoney(s.total, s.currency)).toBe('$29,16');
  });

  test('no currencies yet, or a currency without a rate: no amounts rather than invented ones', () => {
    expect(
      cartSummary([item(7, 10, 'TRY', 1)], { ...currencies(), defaultCurrency: null }, settings),
    ).toBeNull();
    expect(cartSummary([item(7, 10, 'GBP', 1)], currencies(), settings)).toBeNull();
  });

  test('an empty cart costs nothing', () => {
    const s = cartSummary([], currencies(), settings);
    expect(s?.total).toBe(0);
    expect(s?.itemCount).toBe(0);
  });
});
