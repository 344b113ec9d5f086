import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTax } from '../../src/domain/money.ts';
import { isValidIban, turkishIban } from '../../src/server/seed/iban.ts';
import {
  barcodeFor,
  charmPrice,
  ean13CheckDigit,
  netFromGross,
} from '../../src/server/seed/product-prices.ts';
import { formatThousandths } from '../../src/server/seed/product-stock.ts';
import { createRandom, hashSeed } from '../../src/server/seed/random.ts';

describe('seed IBANs', () => {
  it('accepts a published valid IBAN and rejects it with a digit changed', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 2')).toBe(false);
  });

  it('makes 26-character Turkish IBANs that pass the mod-97 check', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{1,16}$/), (bank, account) => {
        const iban = turkishIban(bank, account);
        expect(iban).toMatch(/^TR\d{24}$/);
        expect(iban.slice(4, 9)).toBe(bank);
        expect(isValidIban(iban)).toBe(true);
      }),
    );
  });
});

describe('seed barcodes', () => {
  it('computes the EAN-13 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(ean13CheckDigit('590123412345')).toBe(7); // 5901234123457
    expect(ean13CheckDigit('869000000000')).toBe(5);
  });

  it('gives distinct 869-prefixed EAN-13 codes', () => {
    const codes = Array.from({ length: 5000 }, (_, i) => barcodeFor(i + 1));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.slice(0, 50)) {
      expect(code).toMatch(/^869\d{10}$/);
      expect(Number(code[12])).toBe(ean13CheckDigit(code.slice(0, 12)));
    }
  });
});

describe('seed prices', () => {
  it('rounds to shop-like prices', () => {
    expect(charmPrice(24_731, 'TRY')).toBe(24_990);
    expect(charmPrice(124_400, 'TRY')).toBe(124_990);
    expect(charmPrice(1_234, 'TRY')).toBe(1_190);
    expect(charmPrice(12_870, 'USD')).toBe(12_899);
    expect(charmPrice(930, 'EUR')).toBe(949);
  });

  it('finds the largest net price whose price with tax does not exceed the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(0, 1, 10, 20), (gross, tax) => {
        const net = netFromGross(gross, tax);
        expect(withTax(net, tax)).toBeLessThanOrEqual(gross);
        expect(withTax(net + 1, tax)).toBeGreaterThan(gross);
      }),
    );
  });
});

describe('seed helpers', () => {
  it('formats thousandths as numeric text', () => {
    expect(formatThousandths(12_500)).toBe('12.5');
    expect(formatThousandths(-3_000)).toBe('-3');
    expect(formatThousandths(50)).toBe('0.05');
    expect(formatThousandths(0)).toBe('0');
  });

  it('draws the same sequence from the same seed and another from another seed', () => {
    const draw = (seed: number) => Array.from({ length: 20 }, createRandom(seed).next);
    expect(draw(hashSeed(1, 2))).toEqual(draw(hashSeed(1, 2)));
    expect(draw(hashSeed(1, 2))).not.toEqual(draw(hashSeed(1, 3)));
    const rng = createRandom(42);
    for (let i = 0; i < 1000; i++) {
      const v = rng.int(3, 7);
      expect(v >= 3 && v <= 7 && Number.isInteger(v)).toBe(true);
    }
  });
});
