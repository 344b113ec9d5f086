import { describe, expect, test } from 'vitest';
import { type CartLine, type Currencies, cartTotals, rateOf } from '../../src/domain/cart/cart-totals.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { defaultSettings } from '../../src/domain/settings.ts';
import { t } from '../../src/i18n/index.ts';

const settings = { ...defaultSettings, urNo: '999' };
const rates = { TRY: '1', USD: '34.5120', EUR: '37.4055' };
const inTRY: Currencies = { rates, defaultCurrency: 'TRY', shopperCurrency: 'TRY' };

function line(
  productId: string | number,
  price: number,
  currency: string,
  quantity: number,
  taxRate: number,
  dims: [number | string, number | string, number | string, number | string] = [0, 0, 0, 1],
  multiplier: number | string = 1,
): CartLine {
  const [width, height, length, weight] = dims;
  return {
    productId,
    quantity,
    taxRate,
    unit: { multiplier, width, height, length, weight, price, currency },
  };
}

describe('cart totals in TRY (SPEC §3 Totals, §9)', () => {
  const cart = [line(1, 100000, 'TRY', 1, 20, [30, 20, 25, 0])];

  test('net, tax, shipping of the matching range, total and the remaining amount', () => {
    const r = cartTotals(cart, inTRY, settings);
    expect(r.lines).toEqual([
      { index: 0, productId: 1, unitPrice: 120000, unitNet: 100000, net: 100000, tax: 20000, gross: 120000 },
    ]);
    expect(r.subTotal).toBe(100000);
    expect(r.tax).toBe(20000);
    expect(r.shippingTotal).toBe(4990); // 30*20*25/3000 = 5, on the bound of 0/5/49.90
    expect(r.shippingTotalNumber).toBe(49.9);
    expect(r.shipping).toEqual({ kind: 'fee', fee: 4990 });
    expect(r.total).toBe(124990);
    expect(r.tryTotal).toBe(124990);
    expect(r.freeShipping).toBe(false);
    expect(r.remainingToFreeShipping).toBe(30000); // 1500 − 1200
    expect(r.showFreeShippingHint).toBe(true);
    expect(formatMoney(r.total, r.currency)).toBe('₺1.249,90');
    expect(
      t('tr', 'shipping.freeShippingHint', { amount: formatMoney(r.remainingToFreeShipping, 'TRY') }),
    ).toBe('Ücretsiz kargo için sepetinize ₺300,00 tutarında daha ürün ekleyin.');
  });

  test('the shipping product (urNo) is left out of every figure', () => {
    const withShipping = [line('999', 4990, 'TRY', 1, 20, [50, 50, 50, 0]), ...cart];
    const r = cartTotals(withShipping, inTRY, settings);
    const { lines, ...rest } = cartTotals(cart, inTRY, settings);
    expect(r).toMatchObject(rest);
    expect(r.lines.map((l) => [l.index, l.productId])).toEqual([[1, 1]]);
    expect(r.itemCount).toBe(1);
  });

  test('free shipping exactly at the threshold', () => {
    // 1250.00 + 20% = 1500.00
    const r = cartTotals([line(1, 125000, 'TRY', 1, 20, [0, 0, 0, 3])], inTRY, settings);
    expect(r.subTotal + r.tax).toBe(150000);
    expect(r).toMatchObject({
      shippingTotal: 0,
      total: 150000,
      freeShipping: true,
      remainingToFreeShipping: 0,
    });
    expect(r.shipping.kind).toBe('free');
    expect(r.showFreeShippingHint).toBe(false);
  });

  test('1 kuruş below the threshold pays the fee', () => {
    // 1363.63 + 10% (136.363 → 136.36) = 1499.99
    const r = cartTotals([line(1, 136363, 'TRY', 1, 10, [0, 0, 0, 3])], inTRY, settings);
    expect([r.subTotal, r.tax]).toEqual([136363, 13636]);
    expect(r).toMatchObject({
      shippingTotal: 4990,
      total: 154989,
      freeShipping: false,
      remainingToFreeShipping: 1,
    });
    expect(r.showFreeShippingHint).toBe(true);
  });

  test('recipient pays: shipping 0, no hint', () => {
    const r = cartTotals(cart, inTRY, { ...settings, kargoAliciyaAit: '1' });
    expect(r.shipping).toEqual({ kind: 'recipientPays', fee: 0 });
    expect(r).toMatchObject({ shippingTotal: 0, total: 120000, showFreeShippingHint: false });
  });

  test('no hint when the free-shipping option is off', () => {
    const r = cartTotals(cart, inTRY, { ...settings, ucretsizKargoSecenek: '0' });
    expect(r).toMatchObject({ shippingTotal: 4990, showFreeShippingHint: false, freeShipping: false });
  });

  test('each line is the shown unit × quantity and its KDV is taken out of it', () => {
    // 0.05 × 1.20 = 0.06 shown; × 3 = 0.18; KDV 0.18 × 20/120 = 0.03, net 0.15
    // 0.33 × 1.01 = 0.3333 → 0.33, KDV 0.00; 33.35 × 1.10 = 36.685 → 36.69, KDV 3.335 → 3.34
    const r = cartTotals(
      [line(1, 5, 'TRY', 3, 20), line(2, 33, 'TRY', 1, 1), line(3, 3335, 'TRY', 1, 10)],
      inTRY,
      settings,
    );
    expect(r.lines.map((l) => [l.unitPrice, l.net, l.tax, l.gross])).toEqual([
      [6, 15, 3, 18],
      [33, 33, 0, 33],
      [3669, 3335, 334, 3669],
    ]);
    expect([r.subTotal, r.tax]).toEqual([3383, 337]);
    expect(r.total).toBe(3383 + 337 + 4990);
  });

  test("the unit's multiplier changes neither money nor weight", () => {
    const a = cartTotals([line(1, 1000, 'TRY', 2, 20, [40, 30, 20, 0], 1)], inTRY, settings);
    const b = cartTotals([line(1, 1000, 'TRY', 2, 20, [40, 30, 20, 0], 12)], inTRY, settings);
    expect(b).toEqual(a);
    expect(a.shippingTotal).toBe(9990); // 2 × 8 = 16 → 10/20/99.90
  });
});

describe('USD and EUR carts converted to TRY', () => {
  test('over the threshold: value*rate/defaultRate*(100+taxRate)/100 per unit, rounded once, × quantity', () => {
    const r = cartTotals([line(1, 1999, 'USD', 3, 20), line(2, 505, 'EUR', 2, 10)], inTRY, settings);
    // 19.99 USD × 34.5120 × 1.20 = 827.873856 → 827.87 TL; × 3 = 2483.61; KDV 413.935 → 413.94
    // 5.05 EUR × 37.4055 × 1.10 = 207.7875525 → 207.79 TL; × 2 = 415.58; KDV 37.78
    expect(r.lines.map((l) => [l.unitPrice, l.net, l.tax, l.gross])).toEqual([
      [82787, 206967, 41394, 248361],
      [20779, 37780, 3778, 41558],
    ]);
    expect(r).toMatchObject({
      currency: 'TRY',
      subTotal: 244747,
      tax: 45172,
      shippingTotal: 0,
      total: 289919,
      tryTotal: 289919,
      freeShipping: true,
    });
  });

  test('under the threshold the TRY fee table applies', () => {
    // 9.99 USD × 34.5120 × 1.20 = 413.729856 → 413.73 TL; × 2 = 827.46; KDV 137.91; 2 × 40*30*20/3000 = 16
    const r = cartTotals([line(1, 999, 'USD', 2, 20, [40, 30, 20, 0])], inTRY, settings);
    expect(r).toMatchObject({ subTotal: 68955, tax: 13791, shippingTotal: 9990, total: 92736 });
    expect(r.remainingToFreeShipping).toBe(150000 - 82746);
  });

  test('shown in EUR: fee and threshold are converted with the default (TRY) rate', () => {
    const inEUR: Currencies = { rates, defaultCurrency: 'TRY', shopperCurrency: 'EUR' };
    const r = cartTotals([line(1, 10000, 'TL', 1, 20, [0, 0, 0, 2])], inEUR, settings);
    // 100.00 TL × 1.20 / 37.4055 = 3.2081 → 3.21 EUR; KDV 0.535 → 0.54, net 2.67
    // the default currency's own lines: 120.00 TL < 1500, remaining (1500 − 120) / 37.4055 = 36.89 EUR
    // fee 49.90 TL / 37.4055 = 1.334 → 1.33 EUR; total 4.54 EUR
    expect(r).toMatchObject({ currency: 'EUR', subTotal: 267, tax: 54, shippingTotal: 133, total: 454 });
    // The lira charge is the lira cart, not the euro total converted: 120.00 + 49.90.
    expect(r.tryTotal).toBe(16990);
    expect(r.remainingToFreeShipping).toBe(3689);
    expect(formatMoney(r.total, r.currency)).toBe('€4,54');
  });

  test('rates: TL is TRY, TRY defaults to 1, a missing or bad rate throws', () => {
    expect(rateOf({ TL: '1.0' }, 'TRY')).toBe('1.0');
    expect(rateOf({ USD: '34.5' }, 'TL')).toBe('1');
    expect(() => rateOf({ USD: '34.5' }, 'GBP')).toThrow(RangeError);
    expect(() => rateOf({ USD: '0' }, 'USD')).toThrow(RangeError);
    expect(() => rateOf({ USD: 'abc' }, 'USD')).toThrow(RangeError);
    expect(() => cartTotals([line(1, 100, 'GBP', 1, 20)], inTRY, settings)).toThrow(/GBP/);
  });

  test('an empty cart costs nothing', () => {
    const r = cartTotals([], inTRY, settings);
    expect(r).toMatchObject({ subTotal: 0, tax: 0, shippingTotal: 0, total: 0, tryTotal: 0, itemCount: 0 });
    expect(r.shipping.kind).toBe('free');
    expect(r.showFreeShippingHint).toBe(false);
  });
});
