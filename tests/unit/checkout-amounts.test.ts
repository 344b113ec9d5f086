import { describe, expect, test } from 'vitest';
import { checkoutAmounts } from '../../src/domain/checkout/checkout-amounts.ts';

const rates = { TRY: '1', USD: '40' };
const settings = { kapidaOdemeBedeli: '29.90', kapidaOdemeUstLimit: '10000' };
const currencies = { rates, defaultCurrency: 'TRY' };
// 15,00 net + 3,00 KDV + 49,90 shipping = 67,90 TL.
const lira = { currency: 'TRY', subTotal: 1500, tax: 300, shippingTotal: 4990, total: 6790, tryTotal: 6790 };

describe('checkout amounts: Kapıda Ödeme fee and card commission', () => {
  test('Kapıda Ödeme adds its 29,90 TL fee to total and tryTotal', () => {
    expect(checkoutAmounts(lira, { odemeTipi: 3 }, settings, currencies)).toEqual({
      ...lira,
      cashOnDeliveryFee: 2990,
      commission: 0,
      total: 9780,
      tryTotal: 9780,
      cashOnDeliveryAvailable: true,
    });
  });

  test('a bank transfer or a single card payment adds nothing', () => {
    for (const odemeTipi of [4, 2] as const) {
      const a = checkoutAmounts(lira, { odemeTipi, plan: null }, settings, currencies);
      expect(a).toMatchObject({ cashOnDeliveryFee: 0, commission: 0, total: 6790, tryTotal: 6790 });
    }
  });

  test('a card plan adds its commission: 1249,90 × 2,25 % = 28,12 TL (half up)', () => {
    const totals = { ...lira, total: 124_990, tryTotal: 124_990 };
    const a = checkoutAmounts(
      totals,
      { odemeTipi: 2, plan: { installment: 3, commission: '2.25' } },
      settings,
      currencies,
    );
    expect(a).toMatchObject({ commission: 2812, total: 127_802, tryTotal: 127_802 });
    // A plan given with another method is ignored.
    expect(
      checkoutAmounts(
        totals,
        { odemeTipi: 4, plan: { installment: 3, commission: '2.25' } },
        settings,
        currencies,
      ).commission,
    ).toBe(0);
  });

  test('in dollars the fee is converted (29,90 / 40 = 0,75); the lira total adds the fee in lira (29,90)', () => {
    const usd = {
      currency: 'USD',
      subTotal: 1000,
      tax: 200,
      shippingTotal: 125,
      total: 1325,
      tryTotal: 53_000,
    };
    const a = checkoutAmounts(usd, { odemeTipi: 3 }, settings, currencies);
    // The charge never goes through dollars: 530,00 TL + 29,90 TL.
    expect(a).toMatchObject({ cashOnDeliveryFee: 75, total: 1400, tryTotal: 55_990 });
  });

  test('above kapidaOdemeUstLimit Kapıda Ödeme is not available', () => {
    const big = { ...lira, total: 1_000_001, tryTotal: 1_000_001 };
    expect(checkoutAmounts(big, { odemeTipi: 4 }, settings, currencies).cashOnDeliveryAvailable).toBe(false);
    const limit = { ...lira, total: 1_000_000, tryTotal: 1_000_000 };
    expect(checkoutAmounts(limit, { odemeTipi: 3 }, settings, currencies).cashOnDeliveryAvailable).toBe(true);
  });
});
