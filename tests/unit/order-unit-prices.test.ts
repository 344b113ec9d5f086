import { describe, expect, test } from 'vitest';
import { orderUnitPrices } from '../../src/domain/orders/order-unit-prices.ts';

describe("the order tables' unit prices (m24: 1 × unit price reads as the line)", () => {
  test('lines of prices shown with KDV show the KDV-included unit: 2 × ₺53,90 = ₺107,80', () => {
    const shown = orderUnitPrices([
      { quantity: 2, unitPrice: 4492, lineTotal: 10780 },
      { quantity: 3, unitPrice: 5908, lineTotal: 21270 },
    ]);
    expect(shown).toEqual({ withKdv: true, prices: [5390, 7090] });
  });

  test('an older line that does not divide (2 × ₺44,92 + KDV = ₺107,81) shows the stored price without KDV', () => {
    const shown = orderUnitPrices([
      { quantity: 1, unitPrice: 4492, lineTotal: 5390 },
      { quantity: 2, unitPrice: 4492, lineTotal: 10781 },
    ]);
    expect(shown).toEqual({ withKdv: false, prices: [4492, 4492] });
  });

  test('an order without product lines says nothing of KDV', () => {
    expect(orderUnitPrices([])).toEqual({ withKdv: false, prices: [] });
  });
});
