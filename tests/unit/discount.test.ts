import { describe, expect, test } from 'vitest';
import { DISCOUNT_SUFFIX_KEY, discountBadge, discountPercent } from '../../src/domain/catalog/discount.ts';
import { t } from '../../src/i18n/index.ts';

describe('discount percent: round(100 − sale / list × 100), half up', () => {
  test('whole and rounded percents', () => {
    expect(discountPercent(200, 150)).toBe(25);
    expect(discountPercent(14990, 9990)).toBe(33); // 33.355...
    expect(discountPercent(300, 200)).toBe(33); // 33.33...
    expect(discountPercent(300, 100)).toBe(67); // 66.66...
    expect(discountPercent(100, 0)).toBe(100);
    expect(discountPercent(100, 100)).toBe(0);
  });

  test('exactly half rounds up', () => {
    expect(discountPercent(200, 189)).toBe(6); // 5.5
    expect(discountPercent(200, 191)).toBe(5); // 4.5 → 5
    expect(discountPercent('19.99', '18.99')).toBe(5); // 5.0025...
    expect(discountPercent(1000, 125)).toBe(88); // 87.5
  });

  test('decimal prices are exact', () => {
    // 100 − 0.7 / 1 × 100 = 30 (floating point: 30.000000000000004)
    expect(discountPercent('1', '0.7')).toBe(30);
    expect(discountPercent(1.1, 0.77)).toBe(30);
  });

  test('no percent for a list price of 0 or below', () => {
    expect(discountPercent(0, 0)).toBeNull();
    expect(discountPercent(-10, 5)).toBeNull();
  });
});

describe('discount badge', () => {
  const product = { listPrice: 200, salePrice: 150, showListPrice: '1', context: 'product' } as const;

  test('shows when showListPrice is 1 and list > sale', () => {
    const b = discountBadge(product);
    expect(b).toEqual({ percent: 25, key: 'discount.percent', params: { n: 25 } });
    expect(b && t('tr', b.key, b.params)).toBe('%25');
    expect(b && t('en', b.key, b.params)).toBe('25%');
  });

  test('hidden when showListPrice is not 1 or list ≤ sale', () => {
    expect(discountBadge({ ...product, showListPrice: '0' })).toBeNull();
    expect(discountBadge({ ...product, showListPrice: '' })).toBeNull();
    expect(discountBadge({ ...product, listPrice: 150 })).toBeNull();
    expect(discountBadge({ ...product, listPrice: 100 })).toBeNull();
    expect(discountBadge({ ...product, listPrice: null })).toBeNull();
    expect(discountBadge({ ...product, salePrice: undefined })).toBeNull();
  });

  test('hidden when it rounds to 0 %', () => {
    expect(discountBadge({ ...product, listPrice: 1000, salePrice: 999 })).toBeNull(); // 0.1 %
  });

  test("campaign cards: also only when sale price is not 0, with the suffix 'İNDİRİM'", () => {
    const c = discountBadge({ ...product, context: 'campaign' });
    expect(c).toEqual({ percent: 25, key: 'discount.campaign', params: { n: 25 } });
    expect(c && t('tr', c.key, c.params)).toBe('%25 İNDİRİM');
    expect(c && t('en', c.key, c.params)).toBe('25% OFF');
    expect(t('tr', DISCOUNT_SUFFIX_KEY)).toBe('İNDİRİM');
    expect(discountBadge({ ...product, context: 'campaign', salePrice: 0 })).toBeNull();
    expect(discountBadge({ ...product, context: 'campaign', salePrice: '0.00' })).toBeNull();
    // Ordinary cards keep the SPEC's rule: a 0 sale price under a list price is 100 %.
    expect(discountBadge({ ...product, salePrice: 0 })?.percent).toBe(100);
  });
});
