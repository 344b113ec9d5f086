import { describe, expect, test } from 'vitest';
import { ERROR_KEYS, isErrorKey } from '../../src/contract/errors.ts';
import { allTexts } from '../../src/i18n/dictionaries.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error keys of the API (src/contract/errors.ts)', () => {
  test('each has a Turkish and an English text, and is named once', () => {
    const { tr, en } = allTexts();
    for (const key of ERROR_KEYS) {
      expect(tr[key], key).toBeTruthy();
      expect(en[key], key).toBeTruthy();
    }
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
  });

  test("the English text takes the same values as the Turkish one (a page reads them from the API's text)", () => {
    const { tr, en } = allTexts();
    for (const key of ERROR_KEYS)
      expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(tr[key] ?? ''));
  });

  test('a key read back from storage is known only when the contract names it', () => {
    expect(isErrorKey('payment.declined.limit')).toBe(true);
    expect(isErrorKey('checkoutPayment.placeOrder')).toBe(false);
    expect(isErrorKey(undefined)).toBe(false);
  });
});
