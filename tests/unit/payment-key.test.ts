import { describe, expect, test } from 'vitest';
import { isPaymentKey, newPaymentKey } from '../../src/domain/payment/payment-key.ts';

describe('the client payment key', () => {
  test('a new key is 32 hex digits, different each time, and well-formed', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newPaymentKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(isPaymentKey(key)).toBe(true);
    }
  });

  test('UUIDs are keys; short, long, spaced, non-ASCII or non-text values are not', () => {
    expect(isPaymentKey('3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b')).toBe(true);
    expect(isPaymentKey('a'.repeat(16))).toBe(true);
    expect(isPaymentKey('a'.repeat(64))).toBe(true);
    for (const bad of [
      '',
      'a'.repeat(15),
      'a'.repeat(65),
      'key with spaces 123',
      'ödemeanahtarı123456',
      42,
      null,
    ]) {
      expect(isPaymentKey(bad)).toBe(false);
    }
  });
});
