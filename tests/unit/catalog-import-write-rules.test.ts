import { describe, expect, test } from 'vitest';
import type { ImportProduct } from '../../src/domain/catalog-import/import-product.ts';
import {
  brandCode,
  dimensionCode,
  fingerprintText,
  nameKey,
  parentDimensions,
  parentsFirst,
  sortPrice,
  stockQuantity,
  uniqueSlug,
} from '../../src/domain/catalog-import/write-rules.ts';

const pen: ImportProduct = {
  code: 'KLM-100',
  name: 'Tükenmez Kalem',
  brand: 'Kalemtaş',
  categoryPath: ['Kırtasiye', 'Kalemler'],
  modelName: null,
  description: '<p>Mavi</p>',
  taxRate: '20',
  currencyCode: 'TRY',
  isActive: true,
  units: [
    {
      unitCode: 'ADET',
      multiplier: '1',
      isDefault: true,
      barcode: null,
      price: 1250,
      listPrice: 1500,
      width: '0',
      length: '0',
      height: '0',
      weight: '0.02',
    },
  ],
  stock: { kind: 'total', quantity: '120' },
  parentCode: null,
  variant: [],
  images: ['kalem.jpg'],
  equivalentCodes: [],
  rows: [2],
};

describe('catalog import write rules', () => {
  test('warehouse stock adds up exactly; a file without stock sets none', () => {
    expect(
      stockQuantity({
        kind: 'warehouses',
        warehouses: [
          { name: 'Merkez', quantity: '0.1' },
          { name: 'Ankara', quantity: '0.2' },
          { name: 'İzmir', quantity: '-1' },
        ],
      }),
    ).toBe('-0.7');
    expect(stockQuantity({ kind: 'total', quantity: '12.500' })).toBe('12.5');
    expect(stockQuantity({ kind: 'unchanged' })).toBeUndefined();
  });

  test('names match across case and Turkish letters', () => {
    expect(nameKey('KIRTASİYE')).toBe(nameKey('kırtasiye'));
    expect(nameKey('  Çay  ve Kahve ')).toBe(nameKey('ÇAY VE KAHVE'));
    expect(nameKey('Kalem')).not.toBe(nameKey('Kalemler'));
  });

  test('a taken slug gets the next free number', () => {
    const taken = new Set(['kalem', 'kalem-2']);
    expect(uniqueSlug('kalem', (s) => taken.has(s))).toBe('kalem-3');
    expect(uniqueSlug('defter', (s) => taken.has(s))).toBe('defter');
    expect(brandCode('Kalemtaş Kırtasiye')).toBe('kalemtas-kirtasiye');
    expect(dimensionCode('Ayak Numarası')).toBe('AYAK_NUMARASI');
  });

  test("a parent's dimensions follow its children's order", () => {
    expect(
      parentDimensions([
        {
          variant: [
            { dimension: 'Renk', value: 'Mavi' },
            { dimension: 'Beden', value: 'M' },
          ],
        },
        {
          variant: [
            { dimension: 'RENK', value: 'Siyah' },
            { dimension: 'Beden', value: 'L' },
          ],
        },
      ]),
    ).toEqual(['Renk', 'Beden']);
  });

  test('the fingerprint ignores row numbers and decimal spelling but sees every written value', () => {
    const same = fingerprintText({ ...pen, rows: [40, 41], taxRate: '20.00' });
    expect(same).toBe(fingerprintText(pen));
    expect(fingerprintText({ ...pen, name: 'Tükenmez Kalem Mavi' })).not.toBe(fingerprintText(pen));
    expect(fingerprintText({ ...pen, stock: { kind: 'total', quantity: '119' } })).not.toBe(
      fingerprintText(pen),
    );
    expect(fingerprintText({ ...pen, images: [] })).not.toBe(fingerprintText(pen));
  });

  test('parents come before their children', () => {
    const order = parentsFirst([
      { code: 'A-1', parentCode: 'A' },
      { code: 'A', parentCode: null },
    ]).map((p) => p.code);
    expect(order).toEqual(['A', 'A-1']);
  });
});

describe('the sort price an import stores', () => {
  test('is the price in kuruş at the exchange rate, rounded half away from zero like SQL round()', () => {
    expect(sortPrice(1250, '1')).toBe(1250);
    expect(sortPrice(2599, '34.500000')).toBe(89666); // 89665.5 rounds up
    expect(sortPrice(1001, '0.5')).toBe(501); // 500.5
    expect(sortPrice(999, '37.123456')).toBe(37086); // 37086.332544
  });
});

describe('the fingerprint reads decimals by value', () => {
  test.each([
    ['20', '20.00'],
    ['0.5', '00.500'],
    ['0', '-0.000'],
    ['-3.25', '-03.250'],
  ])('%s and %s give one fingerprint', (a, b) => {
    expect(fingerprintText({ ...pen, taxRate: a })).toBe(fingerprintText({ ...pen, taxRate: b }));
  });
  test('different values give different fingerprints', () => {
    expect(fingerprintText({ ...pen, taxRate: '1' })).not.toBe(fingerprintText({ ...pen, taxRate: '10' }));
    expect(fingerprintText({ ...pen, taxRate: '-1' })).not.toBe(fingerprintText({ ...pen, taxRate: '1' }));
  });
});
