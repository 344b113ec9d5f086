import { describe, expect, test } from 'vitest';
import {
  PaymentConfigError,
  paymentProviderFromEnv,
  paymentProviderName,
} from '../../src/server/payment/provider-config.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';

const PG = 'postgres://shop@db.example/shop';

describe('the payment provider is a choice of configuration', () => {
  test.each([
    // PAYMENT_PROVIDER, DATABASE_URL, provider
    [undefined, undefined, 'test'], // the embedded quick start
    ['', undefined, 'test'],
    [undefined, '', 'test'], // an empty DATABASE_URL is the embedded database too
    [undefined, PG, 'none'], // a real database and no provider: no card payment
    ['  ', PG, 'none'],
    ['test', PG, 'test'],
    ['TEST', undefined, 'test'],
    ['none', undefined, 'none'],
    [' none ', PG, 'none'],
  ])('PAYMENT_PROVIDER=%j with DATABASE_URL=%j gives %s', (provider, url, expected) => {
    const env = { PAYMENT_PROVIDER: provider, DATABASE_URL: url };
    expect(paymentProviderName(env)).toBe(expected);
    const built = paymentProviderFromEnv(env);
    if (expected === 'test') expect(built).toBeInstanceOf(TestVirtualPos);
    else expect(built).toBeNull();
  });

  test('an unknown provider is one clear line, never a silent fallback to the test POS', () => {
    for (const provider of ['iyzico', 'tset', 'true']) {
      const env = { PAYMENT_PROVIDER: provider };
      expect(() => paymentProviderName(env)).toThrow(PaymentConfigError);
      expect(() => paymentProviderFromEnv(env)).toThrow(
        `PAYMENT_PROVIDER must be one of test, none, not "${provider}"`,
      );
    }
  });
});
