import { describe, expect, test } from 'vitest';
import { type CartLine, cartTotals } from '../../src/domain/cart/cart-totals.ts';
import {
  installmentSchedule,
  lineMoney,
  pricesWithKdv,
  unitGross,
} from '../../src/domain/cart/price-rule.ts';
import { shownPrice } from '../../src/domain/catalog/price-display.ts';
import { checkoutAmounts } from '../../src/domain/checkout/checkout-amounts.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { defaultSettings } from '../../src/domain/settings.ts';

// The demo shop's rates and settings (free shipping from ₺1.500, ₺49,90 up to 5 desi).
const rates = { TRY: '1', USD: '42.8563', EUR: '49.7341' };
const rateList = Object.entries(rates).map(([code, exchangeRate]) => ({ code, exchangeRate }));
const settings = { ...defaultSettings, urNo: '' };
const tl = (minor: number) => formatMoney(minor, 'TRY');

function line(productId: number, net: number, currency: string, quantity: number | string): CartLine {
  return {
    productId,
    quantity,
    taxRate: 20,
    unit: { multiplier: 1, width: 10, height: 2, length: 15, weight: 0.2, price: net, currency },
  };
}
// '200 g Çizim Defteri - Mavi / A5': ₺70,90 shown (net 59,08); 'Yapışkanlı Not Kağıdı': ₺53,90 (net 44,92).
const defter = (q: number) => line(413, 5908, 'TRY', q);
const notKagidi = (q: number) => line(1871, 4492, 'TRY', q);
// 'Ağır Hizmet Uzatma Kablosu 5 m': net €4,99.
const kablo = (q: number) => line(1624, 499, 'EUR', q);
const inCurrency = (shopperCurrency: string) => ({ rates, defaultCurrency: 'TRY', shopperCurrency });

describe("the walkthrough's numbers (M1, M2, M4)", () => {
  test('M2: 3 × ₺70,90 = ₺212,70 and 4 × ₺70,90 = ₺283,60', () => {
    const r = cartTotals([defter(3)], inCurrency('TRY'), settings);
    expect(tl(r.lines[0]?.unitPrice ?? 0)).toBe('₺70,90');
    expect(tl(r.lines[0]?.gross ?? 0)).toBe('₺212,70');
    expect(tl(cartTotals([defter(4)], inCurrency('TRY'), settings).lines[0]?.gross ?? 0)).toBe('₺283,60');
  });

  test('M2: 2 × ₺53,90 = ₺107,80, plus ₺49,90 shipping = ₺157,70; net + KDV = gross', () => {
    const r = cartTotals([notKagidi(2)], inCurrency('TRY'), settings);
    expect(r.lines[0]).toMatchObject({ unitPrice: 5390, gross: 10780 });
    // KDV 107,80 × 20/120 = 17,966… → 17,97; net 89,83
    expect([r.subTotal, r.tax]).toEqual([8983, 1797]);
    expect(tl(r.shippingTotal)).toBe('₺49,90');
    expect(tl(r.total)).toBe('₺157,70');
  });

  test('M1: a EUR product shows the same lira price on its card, its page and in the cart', () => {
    // 4,99 × 49,7341 × 1,20 = 297,807… → ₺297,81 (rounded once; no €5,99 in between)
    const card = shownPrice({ value: 4.99, currency: 'EUR' }, 20, rateList, 'TRY');
    expect(tl(card.minor)).toBe('₺297,81');
    const cart = cartTotals([kablo(1)], inCurrency('TRY'), settings);
    expect(cart.lines[0]?.unitPrice).toBe(card.minor);
    expect(cart.lines[0]?.gross).toBe(card.minor);
    // Its price without KDV: 4,99 × 49,7341 = 248,173… → ₺248,17
    expect(tl(shownPrice({ value: 4.99, currency: 'EUR' }, 0, rateList, 'TRY').minor)).toBe('₺248,17');
  });

  test('M4: the lira charge of 2 × Not Kağıdı is ₺157,70 in TRY, USD and EUR alike', () => {
    for (const code of ['TRY', 'USD', 'EUR']) {
      const r = cartTotals([notKagidi(2)], inCurrency(code), settings);
      expect(tl(r.tryTotal)).toBe('₺157,70');
      const card = checkoutAmounts(r, { odemeTipi: 2 }, settings, { rates, defaultCurrency: 'TRY' });
      expect(card.tryTotal).toBe(15770);
    }
    // The euro page adds up on its own: 2 × €1,08 + €1,00 = €3,16.
    const eur = cartTotals([notKagidi(2)], inCurrency('EUR'), settings);
    expect(eur.lines[0]).toMatchObject({ unitPrice: 108, gross: 216 });
    expect(formatMoney(eur.total, 'EUR')).toBe('€3,16');
  });

  test('Kapıda Ödeme: the fee is added in lira to the lira total, whatever is displayed', () => {
    for (const code of ['TRY', 'USD', 'EUR']) {
      const r = cartTotals([notKagidi(2)], inCurrency(code), settings);
      const a = checkoutAmounts(r, { odemeTipi: 3 }, settings, { rates, defaultCurrency: 'TRY' });
      expect(a.tryTotal).toBe(15770 + 2990);
      expect(a.subTotal + a.tax + a.shippingTotal + a.cashOnDeliveryFee).toBe(a.total);
    }
  });
});

describe('one rounding, and the line is the unit × quantity', () => {
  test('the unit with KDV is rounded once from the exact converted price', () => {
    // 1,00 USD × 42,8563 × 1,20 = 51,42756 → ₺51,43
    expect(unitGross({ net: 100, taxRate: 20, fromRate: '42.8563', toRate: 1 })).toBe(5143);
    // 4,99 EUR: gross first in EUR (5,99) then converted gives 297,91; the rule gives 297,81.
    expect(unitGross({ net: 499, taxRate: 20, fromRate: '49.7341', toRate: 1 })).toBe(29781);
  });

  test('with KDV the line is gross and its KDV is taken out; without, the line is net and KDV is added', () => {
    expect(lineMoney(5390, 2, 20, true)).toEqual({ net: 8983, tax: 1797, gross: 10780 });
    expect(lineMoney(4492, 2, 20, false)).toEqual({ net: 8984, tax: 1797, gross: 10781 });
    // A decimal quantity (2,5 KG of ₺33,33) is rounded once: 83,325 → 83,33
    expect(lineMoney(3333, '2.5', 10, true).gross).toBe(8333);
  });

  test("productsWithKdv '0' (B2B) multiplies the unit price without KDV (G8)", () => {
    expect(pricesWithKdv('0')).toBe(false);
    expect(pricesWithKdv('1')).toBe(true);
    expect(pricesWithKdv(undefined)).toBe(true);
    const r = cartTotals([notKagidi(2)], inCurrency('TRY'), { ...settings, productsWithKdv: '0' });
    expect(r.withKdv).toBe(false);
    expect(r.lines[0]).toMatchObject({ unitPrice: 4492, net: 8984, tax: 1797, gross: 10781 });
  });
});

describe('installments add up to their total (m20)', () => {
  test('floored installments, the remainder on the last one', () => {
    // 1.000,00 TL at 6,25 % in 6: 1.062,50 = 5 × 177,08 + 177,10
    expect(installmentSchedule(100000, '6.25', 6)).toEqual({
      count: 6,
      total: 106250,
      each: 17708,
      last: 17710,
    });
    expect(installmentSchedule(100000, '3.5', 3)).toEqual({
      count: 3,
      total: 103500,
      each: 34500,
      last: 34500,
    });
    expect(installmentSchedule(1999, 0, 1)).toEqual({ count: 1, total: 1999, each: 1999, last: 1999 });
  });
});
