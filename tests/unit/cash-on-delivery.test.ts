import { describe, expect, test } from 'vitest';
import { cashOnDeliveryOffer } from '../../src/domain/checkout/cash-on-delivery.ts';

const rates = { TRY: '1', USD: '40', EUR: '45' };
const settings = { kapidaOdemeBedeli: '29.90', kapidaOdemeUstLimit: '10000' };

describe('pay on delivery: fee and upper limit', () => {
  test('the fee is 29,90 TL for a lira cart up to the limit, inclusive', () => {
    expect(
      cashOnDeliveryOffer({ total: 1_000_000, currency: 'TRY' }, settings, { rates, defaultCurrency: 'TRY' }),
    ).toEqual({ available: true, fee: 2990 });
    expect(
      cashOnDeliveryOffer({ total: 1_000_001, currency: 'TRY' }, settings, { rates, defaultCurrency: 'TRY' })
        .available,
    ).toBe(false);
  });

  test('a dollar cart is compared in lira and pays the fee in dollars (29,90 / 40 = 0,75 rounded)', () => {
    const offer = cashOnDeliveryOffer({ total: 25_000, currency: 'USD' }, settings, {
      rates,
      defaultCurrency: 'TRY',
    });
    expect(offer).toEqual({ available: true, fee: 75 });
    // 250,01 USD is 10.000,40 TL: over the limit.
    expect(
      cashOnDeliveryOffer({ total: 25_001, currency: 'USD' }, settings, { rates, defaultCurrency: 'TRY' })
        .available,
    ).toBe(false);
  });

  test("a limit of '0' offers it for any amount, a fee of '0' charges nothing", () => {
    const offer = cashOnDeliveryOffer(
      { total: 99_999_999, currency: 'TRY' },
      { kapidaOdemeBedeli: '0', kapidaOdemeUstLimit: '0' },
      { rates, defaultCurrency: 'TRY' },
    );
    expect(offer).toEqual({ available: true, fee: 0 });
  });
});
