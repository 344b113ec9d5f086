import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CART_SHARE_PARAM,
  cartShareMessage,
  cartShareUrl,
  decodeCartShare,
  encodeCartShare,
  MAX_SHARED_LINES,
  withoutCartShare,
} from '../../src/domain/cart/cart-share.ts';
import { hasQuantityDecimals } from '../../src/domain/catalog/divisible-units.ts';
import { t } from '../../src/i18n/index.ts';

describe('the cart rebuild link', () => {
  const lines = [
    { productId: 12, unitId: 34, quantity: 2 },
    { productId: 56, unitId: 78, quantity: 1 },
  ];

  test('carries product id, unit id and quantity of each line in ?paylas=', () => {
    expect(CART_SHARE_PARAM).toBe('paylas');
    expect(encodeCartShare(lines)).toBe('12.34.2_56.78.1');
    expect(cartShareUrl('https://shop.example', '/en/sepet', lines)).toBe(
      'https://shop.example/en/sepet?paylas=12.34.2_56.78.1',
    );
  });

  test('reads back what it wrote', () => {
    expect(decodeCartShare(encodeCartShare(lines))).toEqual(lines);
    // As the browser hands it back from the address bar.
    const url = new URL(cartShareUrl('https://shop.example', '/sepet', lines));
    expect(decodeCartShare(url.searchParams.get('paylas'))).toEqual(lines);
  });

  test('a quantity sold by measure travels with a decimal comma: 2,5 kg stays 2,5 kg', () => {
    const kilo = [
      { productId: 12, unitId: 34, quantity: 2.5 },
      { productId: 56, unitId: 78, quantity: 0.125 },
    ];
    expect(encodeCartShare(kilo)).toBe('12.34.2,5_56.78.0,125');
    const url = new URL(cartShareUrl('https://shop.example', '/sepet', kilo));
    expect(decodeCartShare(url.searchParams.get('paylas'))).toEqual(kilo);
    expect(decodeCartShare('1.1.0,0_2.2.1,2345_3.3.01,5_4.4.1,')).toEqual([]);
  });

  test('skips garbage parts and keeps the good ones', () => {
    expect(decodeCartShare('12.34.2_abc_1.2_0.1.1_5.0.1_7.8.0_9.9.-1_3.3.1.1_4.4.1e3_6.6.1')).toEqual([
      { productId: 12, unitId: 34, quantity: 2 },
      { productId: 6, unitId: 6, quantity: 1 },
    ]);
    expect(decodeCartShare('99999999999.1.1_1.99999999999.1_2.2.10001_3.3.10000')).toEqual([
      { productId: 3, unitId: 3, quantity: 10000 },
    ]);
    for (const bad of [null, undefined, '', '_', '...', '<script>', 'x'.repeat(3000)]) {
      expect(decodeCartShare(bad)).toEqual([]);
    }
  });

  test('a product named twice counts once, and at most 50 lines are read', () => {
    expect(decodeCartShare('1.1.1_1.2.5')).toEqual([{ productId: 1, unitId: 1, quantity: 1 }]);
    const many = Array.from({ length: 80 }, (_, i) => `${i + 1}.1.1`).join('_');
    expect(decodeCartShare(many)).toHaveLength(MAX_SHARED_LINES);
    expect(MAX_SHARED_LINES).toBe(50);
  });

  test('never throws and only gives whole positive numbers in range, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const decoded = decodeCartShare(text);
        for (const l of decoded) {
          expect(Number.isSafeInteger(l.productId) && l.productId > 0).toBe(true);
          expect(Number.isSafeInteger(l.unitId) && l.unitId > 0).toBe(true);
          expect(l.quantity > 0 && l.quantity <= 10000 && hasQuantityDecimals(l.quantity)).toBe(true);
        }
        expect(new Set(decoded.map((l) => l.productId)).size).toBe(decoded.length);
      }),
    );
  });

  test('round-trips any valid cart', () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 2_147_483_647 }),
      unitId: fc.integer({ min: 1, max: 2_147_483_647 }),
      quantity: fc.integer({ min: 1, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(line, { selector: (l) => l.productId, maxLength: 50 }), (cart) => {
        expect(decodeCartShare(encodeCartShare(cart))).toEqual(cart);
      }),
    );
  });

  test('the parameter is dropped from the query string, the rest kept', () => {
    expect(withoutCartShare('?paylas=1.1.1')).toBe('');
    expect(withoutCartShare('?a=1&paylas=1.1.1&b=2')).toBe('?a=1&b=2');
    expect(withoutCartShare('')).toBe('');
  });
});

describe('the cart share message (SPEC §9)', () => {
  const input = {
    lines: [
      { name: 'Çaydanlık', code: 'CAY-1', quantity: 2, unit: 'ADET' },
      { name: 'Zarf', code: 'ZAR-1', quantity: 1, unit: 'KOLİ' },
    ],
    shipping: 'Ücretsiz',
    total: '₺1.234,50',
  };

  test('names each item with its code and quantity, then shipping and the order total, in Turkish', () => {
    expect(cartShareMessage(input, (key, params) => t('tr', key, params))).toBe(
      [
        'Sepetimdeki ürünler:',
        '1. Çaydanlık (Kod: CAY-1) - 2 ADET',
        '2. Zarf (Kod: ZAR-1) - 1 KOLİ',
        'Kargo: Ücretsiz',
        'Sipariş Toplamı: ₺1.234,50',
      ].join('\n'),
    );
  });

  test('and in English', () => {
    expect(cartShareMessage(input, (key, params) => t('en', key, params))).toBe(
      [
        'The products in my cart:',
        '1. Çaydanlık (Code: CAY-1) - 2 ADET',
        '2. Zarf (Code: ZAR-1) - 1 KOLİ',
        'Shipping: Ücretsiz',
        'Order total: ₺1.234,50',
      ].join('\n'),
    );
  });
});
