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
      { index: 0, productId: 1, unitPrice: 100000, net: 100000, tax: 20000, gross: 120000 },
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

  test('each line rounds its tax; the totals are the sums of the lines', () => {
    // 0.05 * 20% = 0.01 per piece, but 3 pieces: 0.15 * 20% = 0.03 (tax on the line, not per piece)
    // 0.33 * 1% = 0.0033 → 0.00; 33.35 * 10% = 3.335 → 3.34 (half up)
    const r = cartTotals(
      [line(1, 5, 'TRY', 3, 20), line(2, 33, 'TRY', 1, 1), line(3, 3335, 'TRY', 1, 10)],
      inTRY,
      settings,
    );
    expect(r.lines.map((l) => [l.net, l.tax, l.gross])).toEqual([
      [15, 3, 18],
      [33, 0, 33],
      [3335, 334, 3669],
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
  test('over the threshold: value*rate/defaultRate per unit, then quantity and tax', () => {
    const r = cartTotals([line(1, 1999, 'USD', 3, 20), line(2, 505, 'EUR', 2, 10)], inTRY, settings);
    // 19.99 USD * 34.5120 = 689.89488 → 689.89 TL; × 3 = 2069.67; KDV 20% 413.934 → 413.93
    // 5.05 EUR * 37.4055 = 188.897775 → 188.90 TL; × 2 = 377.80; KDV 10% 37.78
    expect(r.lines.map((l) => [l.unitPrice, l.net, l.tax, l.gross])).toEqual([
      [68989, 206967, 41393, 248360],
      [18890, 37780, 3778, 41558],
    ]);
    expect(r).toMatchObject({
      currency: 'TRY',
      subTotal: 244747,
      tax: 45171,
      shippingTotal: 0,
      total: 289918,
      tryTotal: 289918,
      freeShipping: true,
    });
  });

  test('under the threshold the TRY fee table applies', () => {
    // 9.99 USD → 344.77488 → 344.77 TL; × 2 = 689.54; KDV 137.908 → 137.91; 2 × 40*30*20/3000 = 16
    const r = cartTotals([line(1, 999, 'USD', 2, 20, [40, 30, 20, 0])], inTRY, settings);
    expect(r).toMatchObject({ subTotal: 68954, tax: 13791, shippingTotal: 9990, total: 92735 });
    expect(r.remainingToFreeShipping).toBe(150000 - 82745);
  });

  test('shown in EUR: fee and threshold are converted with the default (TRY) rate', () => {
    const inEUR: Currencies = { rates, defaultCurrency: 'TRY', shopperCurrency: 'EUR' };
    const r = cartTotals([line(1, 10000, 'TL', 1, 20, [0, 0, 0, 2])], inEUR, settings);
    // 100.00 TL / 37.4055 = 2.6734 → 2.67 EUR; KDV 0.534 → 0.53; net+tax 3.20 EUR = 119.70 TL < 1500
    // fee 49.90 TL / 37.4055 = 1.334 → 1.33 EUR; total 4.53 EUR = 169.4469… → 169.45 TL
    expect(r).toMatchObject({ currency: 'EUR', subTotal: 267, tax: 53, shippingTotal: 133, total: 453 });
    expect(r.tryTotal).toBe(16945);
    // (1500.00 − 119.70) / 37.4055 = 36.90099 → 36.90 EUR
    expect(r.remainingToFreeShipping).toBe(3690);
    expect(formatMoney(r.total, r.currency)).toBe('€4,53');
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
