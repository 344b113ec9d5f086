import { describe, expect, test } from 'vitest';
import { priceText, shownPrice } from '../../src/domain/catalog/price-display.ts';

const rates = [
  { code: 'TL', exchangeRate: '1' },
  { code: 'USD', exchangeRate: '32.5' },
  { code: 'EUR', exchangeRate: '35' },
];

describe('prices as the shopper sees them (SPEC §9)', () => {
  test('a price is shown with its tax: 100 TL at 20% is 120,00 TL', () => {
    expect(shownPrice({ value: 100, currency: 'TL' }, 20)).toEqual({ minor: 12000, currency: 'TL' });
    expect(priceText(shownPrice({ value: 100, currency: 'TL' }, 20))).toBe('₺120,00');
  });

  test('converted by value*currency rate/target rate, rounded half up', () => {
    // 10 USD + 20% = 12 USD; 12 * 32.5 / 1 = 390 TL
    expect(shownPrice({ value: 10, currency: 'USD' }, 20, rates, 'TL')).toEqual({
      minor: 39000,
      currency: 'TL',
    });
    // 100 TL + 10% = 110 TL; 110 * 1 / 35 = 3.142857... EUR → 3,14
    expect(shownPrice({ value: 100, currency: 'TL' }, 10, rates, 'EUR')).toEqual({
      minor: 314,
      currency: 'EUR',
    });
  });

  test('an unknown currency leaves the price in its own currency', () => {
    expect(shownPrice({ value: 5, currency: 'GBP' }, 0, rates, 'TL')).toEqual({
      minor: 500,
      currency: 'GBP',
    });
    expect(shownPrice({ value: 5, currency: 'TL' }, 0, rates, 'JPY')).toEqual({ minor: 500, currency: 'TL' });
  });
});
