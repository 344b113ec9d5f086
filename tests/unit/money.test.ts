import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  convert,
  divRoundHalfUp,
  formatMoney,
  fromMinor,
  isoCurrency,
  parseDecimal,
  taxOf,
  toMinor,
  withTax,
} from '../../src/domain/money.ts';

describe('parsing and rounding', () => {
  test('reads decimals exactly, including values binary floats cannot hold', () => {
    expect(parseDecimal('19.99')).toEqual({ int: 1999n, scale: 2 });
    expect(parseDecimal(0.1)).toEqual({ int: 1n, scale: 1 });
    expect(parseDecimal('1e-3')).toEqual({ int: 1n, scale: 3 });
    expect(parseDecimal('2,5')).toEqual({ int: 25n, scale: 1 });
    expect(() => parseDecimal('abc')).toThrow();
    expect(() => parseDecimal(Number.NaN)).toThrow();
  });

  test('refuses huge exponents and long digit strings before computing anything', () => {
    for (const text of ['1e10000000', '1e-10000000', '1E+31', '1e-31', '9'.repeat(41), `0.${'1'.repeat(40)}`])
      expect(() => parseDecimal(text), text).toThrow(RangeError);
    expect(() => toMinor('1e10000000')).toThrow(RangeError);
    expect(() => toMinor('1e-10000000')).toThrow(RangeError);
    expect(() => toMinor('1'.repeat(1_000_000))).toThrow(RangeError);
    // Within the bounds a text exponent still reads exactly.
    expect(parseDecimal('1e30')).toEqual({ int: 10n ** 30n, scale: 0 });
    expect(parseDecimal('-2.5e-30')).toEqual({ int: -25n, scale: 31 });
    expect(parseDecimal('9'.repeat(40))).toEqual({ int: 10n ** 40n - 1n, scale: 0 });
    // Every double is readable: its exponent is bounded by its type.
    expect(parseDecimal(5e-324)).toEqual({ int: 5n, scale: 324 });
    expect(parseDecimal(1e308)).toEqual({ int: 10n ** 308n, scale: 0 });
  });

  test('rounds half up, away from zero', () => {
    expect(divRoundHalfUp(5n, 10n)).toBe(1n);
    expect(divRoundHalfUp(4n, 10n)).toBe(0n);
    expect(divRoundHalfUp(-5n, 10n)).toBe(-1n);
    expect(toMinor('1.005')).toBe(101); // 1.005.toFixed(2) gives "1.00" in floating point
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor('19.994')).toBe(1999);
    expect(toMinor(-0.001)).toBe(0);
    expect(Object.is(toMinor(-0.001), -0)).toBe(false);
  });

  test('minor units round-trip through major units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (m) => {
        expect(toMinor(fromMinor(m))).toBe(m);
      }),
    );
  });
});

describe('currency conversion and tax (SPEC §9)', () => {
  test('price conversion is value*rate/defaultRate', () => {
    // 10.00 USD at 34.5 TRY/USD into TRY (rate 1) = 345.00 TL
    expect(convert(1000, '34.5', '1')).toBe(34500);
    // 345.00 TL into USD
    expect(convert(34500, '1', '34.5')).toBe(1000);
    // 1.00 TL into EUR at 37.1234: 0.026937... -> 0.03
    expect(convert(100, '1', '37.1234')).toBe(3);
  });

  test('price with tax is price*(100+taxRate)/100', () => {
    expect(withTax(10000, 20)).toBe(12000);
    expect(withTax(999, 20)).toBe(1199); // 11.988 -> 11.99
    expect(withTax(1, 10)).toBe(1); // 0.011 -> 0.01
    expect(taxOf(1250, 10)).toBe(125);
    expect(taxOf(5, 10)).toBe(1); // 0.005 rounds half up
  });
});

describe('formatting', () => {
  test('tr-TR with two decimals, TL treated as TRY', () => {
    expect(isoCurrency('TL')).toBe('TRY');
    expect(formatMoney(123450, 'TL')).toBe(formatMoney(123450, 'TRY'));
    expect(formatMoney(123450, 'TRY')).toMatch(/1\.234,50/);
    expect(formatMoney(5, 'USD')).toMatch(/0,05/);
    expect(formatMoney(-0, 'TRY')).not.toMatch(/-/);
  });
});
