import { describe, expect, test } from 'vitest';
import {
  installmentPrice,
  installmentTotal,
  showInstallmentTable,
} from '../../src/domain/payment/installment.ts';

describe('installment price: amount × (100 + commission) / 100 (half up) / count, floored to the kuruş', () => {
  test('whole results', () => {
    expect(installmentPrice(100000, '3.5', 3)).toBe(34500); // 1035.00 / 3
    expect(installmentPrice(100000, 0, 1)).toBe(100000);
    expect(installmentPrice(120000, 0, 12)).toBe(10000);
  });

  test('floored, so that the last installment takes the remainder', () => {
    expect(installmentPrice(10000, '1.5', 4)).toBe(2537); // 101.50 / 4 = 25.375; last 25.39
    expect(installmentPrice(10000, '2.49', 6)).toBe(1708); // 102.49 / 6 = 17.0816...; last 17.09
    expect(installmentPrice(1999, 2.5, 3)).toBe(683); // 20.49 / 3 = 6.83
    expect(installmentPrice(1001, 0, 2)).toBe(500); // 5.005; last 5.01
  });

  test('total over the installments', () => {
    expect(installmentTotal(100000, '3.5')).toBe(103500);
    expect(installmentTotal(1999, 2.5)).toBe(2049); // 20.48975
  });

  test('the count must be a whole number ≥ 1', () => {
    expect(() => installmentPrice(1000, 0, 0)).toThrow(RangeError);
    expect(() => installmentPrice(1000, 0, 1.5)).toThrow(RangeError);
  });
});

describe('installment table', () => {
  test('shows when the amount is above installmentLimit', () => {
    expect(showInstallmentTable(50001, '500')).toBe(true);
    expect(showInstallmentTable(50000, '500')).toBe(false);
    expect(showInstallmentTable(49999, 500)).toBe(false);
    expect(showInstallmentTable(50051, '500.50')).toBe(true);
    expect(showInstallmentTable(50050, '500.50')).toBe(false);
  });

  test('a missing limit counts as 0', () => {
    expect(showInstallmentTable(1, null)).toBe(true);
    expect(showInstallmentTable(0, '')).toBe(false);
  });
});
