import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { add, cmp, dec, decOr, floorDiv, max, mul, sub, toNumber, toText } from '../../src/domain/exact.ts';

describe('exact decimal arithmetic', () => {
  test('adds, subtracts and multiplies without floating-point error', () => {
    expect(toText(add(0.1, 0.2))).toBe('0.3');
    expect(toText(sub(5.3, 5))).toBe('0.3');
    expect(toText(mul(3, 0.1))).toBe('0.3');
    expect(toText(mul('12', '0.5'))).toBe('6');
    expect(toNumber(add('1.005', '-0.005'))).toBe(1);
  });

  test('compares across scales', () => {
    expect(cmp('1000.10', 1000.1)).toBe(0);
    expect(cmp(0.3, mul(3, 0.1))).toBe(0);
    expect(cmp(-1, 0)).toBe(-1);
    expect(cmp('2', '1.999')).toBe(1);
    expect(toText(max(-3, 0))).toBe('0');
  });

  test('floor division', () => {
    expect(floorDiv(30, 12)).toBe(2n);
    expect(floorDiv('0.3', '0.1')).toBe(3n);
    expect(floorDiv(-1, 12)).toBe(-1n);
    expect(floorDiv(-24, 12)).toBe(-2n);
    expect(() => floorDiv(1, 0)).toThrow(RangeError);
  });

  test('text and number forms', () => {
    expect(toText({ int: 1500n, scale: 3 })).toBe('1.5');
    expect(toText({ int: -5n, scale: 2 })).toBe('-0.05');
    expect(toText({ int: 0n, scale: 2 })).toBe('0');
    expect(Object.is(toNumber(sub(1, 1)), -0)).toBe(false);
  });

  test('decOr falls back for missing and unreadable values; dec throws', () => {
    expect(toNumber(decOr(null))).toBe(0);
    expect(toNumber(decOr(''))).toBe(0);
    expect(toNumber(decOr('abc', 7))).toBe(7);
    expect(toNumber(decOr('2,5'))).toBe(2.5);
    expect(() => dec('abc')).toThrow(RangeError);
  });

  test('agrees with integer arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        expect(toNumber(add(a, b))).toBe(a + b);
        expect(toNumber(mul(a, b))).toBe(a * b + 0); // + 0: JS gives -0 for 0 × −n, toNumber never does
        expect(cmp(a, b)).toBe(Math.sign(a - b));
      }),
    );
  });
});
