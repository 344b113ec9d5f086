import { describe, expect, test } from 'vitest';
import { priceView, productShipping } from '../../src/domain/catalog/product-price-view.ts';
import { defaultSettings } from '../../src/domain/settings.ts';

const rates = [
  { code: 'TRY', exchangeRate: '1' },
  { code: 'USD', exchangeRate: '40' },
  { code: 'EUR', exchangeRate: '50' },
];
const on = { showPriceStatus: '1', showListPrice: '1' } as const;

describe('the price block', () => {
  test('sale price with tax, list price struck through with the discount percent, tax rate and net', () => {
    // The seed's jeans: 754.45 TL, list 954.45 TL, 10% tax.
    const view = priceView({
      sale: { value: 754.45, currency: 'TRY' },
      list: { value: 954.45, currency: 'TRY' },
      taxRate: 10,
      ...on,
    });
    expect(view).toEqual({
      kind: 'price',
      sale: { minor: 82990, currency: 'TRY' },
      withKdv: true,
      net: { minor: 75445, currency: 'TRY' },
      gross: { minor: 82990, currency: 'TRY' },
      list: { minor: 104990, currency: 'TRY' },
      // round(100 − 754.45 / 954.45 × 100) = round(20.95) = 21
      discount: 21,
      taxRate: 10,
    });
  });

  test('no list price or percent when the list is not above the sale price, or showListPrice is 0', () => {
    const same = priceView({
      sale: { value: 100, currency: 'TRY' },
      list: { value: 100, currency: 'TRY' },
      taxRate: 20,
      ...on,
    });
    expect(same).toMatchObject({ kind: 'price', list: null, discount: null });
    const off = priceView({
      sale: { value: 100, currency: 'TRY' },
      list: { value: 150, currency: 'TRY' },
      taxRate: 20,
      showPriceStatus: '1',
      showListPrice: '0',
    });
    expect(off).toMatchObject({ kind: 'price', list: null, discount: null });
  });

  test('hidden unless showPriceStatus is 1, or when the API sends no price', () => {
    const sale = { value: 100, currency: 'TRY' };
    expect(priceView({ sale, list: sale, taxRate: 20, showPriceStatus: '0', showListPrice: '1' })).toEqual({
      kind: 'hidden',
    });
    expect(priceView({ sale: null, list: null, taxRate: 20, ...on })).toEqual({ kind: 'hidden' });
  });

  test("'ask price' when the sale price is 0", () => {
    expect(
      priceView({
        sale: { value: 0, currency: 'TRY' },
        list: { value: 10, currency: 'TRY' },
        taxRate: 20,
        ...on,
      }),
    ).toEqual({ kind: 'askPrice' });
  });

  test("in the shopper's currency", () => {
    const view = priceView({
      sale: { value: 10, currency: 'USD' },
      list: { value: 12.5, currency: 'USD' },
      taxRate: 20,
      ...on,
      rates,
      currency: 'TRY',
    });
    expect(view).toEqual({
      kind: 'price',
      sale: { minor: 48000, currency: 'TRY' },
      withKdv: true,
      net: { minor: 40000, currency: 'TRY' },
      gross: { minor: 48000, currency: 'TRY' },
      list: { minor: 60000, currency: 'TRY' },
      discount: 20,
      taxRate: 20,
    });
  });
});

describe('productsWithKdv (G8)', () => {
  test("'0' shows and multiplies the price without KDV, the list price likewise", () => {
    const view = priceView({
      sale: { value: 754.45, currency: 'TRY' },
      list: { value: 954.45, currency: 'TRY' },
      taxRate: 10,
      ...on,
      productsWithKdv: '0',
    });
    expect(view).toMatchObject({
      kind: 'price',
      withKdv: false,
      sale: { minor: 75445, currency: 'TRY' },
      gross: { minor: 82990, currency: 'TRY' },
      list: { minor: 95445, currency: 'TRY' },
    });
  });
});

describe('the shipping line of the chosen unit and quantity (M3)', () => {
  // 200 g Çizim Defteri: ₺70,90 a piece (net 59,08), a KOLİ of 24 at ₺1.582,40 (net 1.318,67).
  const piece = {
    multiplier: 1,
    width: 21,
    height: 1,
    length: 30,
    weight: 0.3,
    defaultPrice: { value: 59.08, currency: 'TRY' },
  };
  const koli = {
    multiplier: 24,
    width: 40,
    height: 30,
    length: 30,
    weight: 8,
    defaultPrice: { value: 1318.67, currency: 'TRY' },
  };
  const base = { taxRate: 20, settings: defaultSettings, rates, defaultCurrency: 'TRY' };

  test('one piece pays the fee; the KOLİ (₺1.582,40 ≥ ₺1.500) ships free, as the cart says', () => {
    expect(productShipping({ ...base, unit: piece })).toEqual({
      kind: 'fee',
      fee: { minor: 4990, currency: 'TRY' },
    });
    expect(productShipping({ ...base, unit: koli })).toEqual({ kind: 'free' });
  });

  test('the quantity counts: 21 pieces (₺1.488,90) pay, 22 pieces (₺1.559,80) ship free', () => {
    expect(productShipping({ ...base, unit: piece, quantity: 21 }).kind).toBe('fee');
    expect(productShipping({ ...base, unit: piece, quantity: 22 })).toEqual({ kind: 'free' });
  });

  test('the weight of the quantity chooses the fee range', () => {
    // 2 KOLİ weigh 2 × 40×30×30/3000 = 24, in the 20-30 range; with the free option off that fee shows.
    const settings = { ...defaultSettings, ucretsizKargoSecenek: '0' as const };
    const one = productShipping({ ...base, settings, unit: koli, quantity: 1 });
    const two = productShipping({ ...base, settings, unit: koli, quantity: 2 });
    expect(one.kind).toBe('fee');
    expect(two.kind).toBe('fee');
    if (one.kind === 'fee' && two.kind === 'fee') expect(two.fee.minor).toBeGreaterThan(one.fee.minor);
  });
});

describe('the shipping line for one default unit', () => {
  const jeansUnit = {
    width: 31.06,
    height: 4.74,
    length: 42.61,
    weight: 0.665,
    defaultPrice: { value: 754.45, currency: 'TRY' },
  };
  const base = { taxRate: 10, settings: defaultSettings, rates, defaultCurrency: 'TRY' };

  test('is the fee of its chargeable weight: 31.06×4.74×42.61/3000 ≈ 2.09 is in 0-5: 49,90 TL', () => {
    expect(productShipping({ ...base, unit: jeansUnit })).toEqual({
      kind: 'fee',
      fee: { minor: 4990, currency: 'TRY' },
    });
  });

  test("converted to the shopper's currency: 49,90 TL at 50 TL/EUR is 1,00 EUR", () => {
    expect(productShipping({ ...base, unit: jeansUnit, currency: 'EUR' })).toEqual({
      kind: 'fee',
      fee: { minor: 100, currency: 'EUR' },
    });
  });

  test("'Ücretsiz' from 1500 TL with tax (free shipping on), or with nothing to weigh", () => {
    const dear = { ...jeansUnit, defaultPrice: { value: 1363.64, currency: 'TRY' } }; // 1500.00 with 10%
    expect(productShipping({ ...base, unit: dear })).toEqual({ kind: 'free' });
    const weightless = { width: 0, height: 0, length: 0, weight: 0, defaultPrice: jeansUnit.defaultPrice };
    expect(productShipping({ ...base, unit: weightless })).toEqual({ kind: 'free' });
    // A USD price reaches the threshold in TRY: 35 USD + 10% = 38.5 USD = 1540 TL.
    const usd = { ...jeansUnit, defaultPrice: { value: 35, currency: 'USD' } };
    expect(productShipping({ ...base, unit: usd })).toEqual({ kind: 'free' });
  });

  test("'Alıcı Ödemeli' when the recipient pays", () => {
    expect(
      productShipping({ ...base, unit: jeansUnit, settings: { ...defaultSettings, kargoAliciyaAit: '1' } }),
    ).toEqual({ kind: 'recipientPays' });
  });
});
