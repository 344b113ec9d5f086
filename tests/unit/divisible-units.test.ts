import { describe, expect, test } from 'vitest';
import {
  fitsUnit,
  formatQuantity,
  isDivisibleUnit,
  readQuantity,
} from '../../src/domain/catalog/divisible-units.ts';

describe('units sold by measure', () => {
  test("the demo catalog's KG and METRE are divisible; counted units are not", () => {
    for (const code of ['KG', 'METRE', 'kg', ' Metre ', 'MT', 'M2', 'LT', 'litre', 'GR'])
      expect(isDivisibleUnit(code), code).toBe(true);
    for (const code of ['ADET', 'ÇİFT', 'PAKET', 'KOLİ', 'RULO', 'koli', '', null, undefined])
      expect(isDivisibleUnit(code), String(code)).toBe(false);
  });

  test('a divisible unit takes up to three decimals, a counted one whole numbers', () => {
    expect(fitsUnit(2.5, true)).toBe(true);
    expect(fitsUnit(0.125, true)).toBe(true);
    expect(fitsUnit(0.1255, true)).toBe(false);
    expect(fitsUnit(2.5, false)).toBe(false);
    expect(fitsUnit(3, false)).toBe(true);
  });
});

describe('reading and writing a quantity', () => {
  test("'2,5' with the Turkish decimal comma and '2.5' are 2.5; other text is not a number", () => {
    expect(readQuantity('2,5')).toBe(2.5);
    expect(readQuantity(' 2.5 ')).toBe(2.5);
    expect(readQuantity(',5')).toBe(0.5);
    expect(readQuantity('3,')).toBe(3);
    expect(readQuantity('-3')).toBe(-3);
    for (const text of ['', 'abc', '1e2', '2,5,1', '0x10', '1 000', 'Infinity', null])
      expect(readQuantity(text), String(text)).toBeNaN();
  });

  test("written back as the shopper's locale writes it", () => {
    expect(formatQuantity('tr', 2.5)).toBe('2,5');
    expect(formatQuantity('en', 2.5)).toBe('2.5');
    expect(formatQuantity('tr', 1.125)).toBe('1,125');
    expect(formatQuantity('tr', 10000)).toBe('10000');
    expect(formatQuantity('tr', 3)).toBe('3');
  });
});
