import { describe, expect, test } from 'vitest';
import {
  methodOfOdemeTipi,
  methodsFromSettings,
  ODEME_TIPI,
  offeredMethods,
  selectedMethod,
} from '../../src/domain/checkout/payment-methods.ts';

const all = { card: true, transfer: true, cashOnDelivery: true };

describe('payment methods of the checkout (SPEC §4: Kart, Havale-EFT, Kapıda Ödeme)', () => {
  test('offered in the order Kart, Havale-EFT, Kapıda Ödeme, the disabled ones left out', () => {
    expect(offeredMethods(all)).toEqual(['card', 'transfer', 'cashOnDelivery']);
    expect(offeredMethods({ ...all, transfer: false })).toEqual(['card', 'cashOnDelivery']);
    expect(offeredMethods({ card: false, transfer: false, cashOnDelivery: false })).toEqual([]);
  });

  test('the first enabled one in that order is preselected', () => {
    expect(selectedMethod(all)).toBe('card');
    expect(selectedMethod({ ...all, card: false })).toBe('transfer');
    expect(selectedMethod({ card: false, transfer: false, cashOnDelivery: true })).toBe('cashOnDelivery');
    expect(selectedMethod({ card: false, transfer: false, cashOnDelivery: false })).toBeNull();
  });

  test("the shopper's choice stays while it is offered, and falls back to the first enabled one when not", () => {
    expect(selectedMethod(all, 'cashOnDelivery')).toBe('cashOnDelivery');
    // Kapıda Ödeme is not offered above kapidaOdemeUstLimit.
    expect(selectedMethod({ ...all, cashOnDelivery: false }, 'cashOnDelivery')).toBe('card');
    expect(selectedMethod({ ...all, card: false }, null)).toBe('transfer');
  });

  test('odemeTipi: 2 card, 3 pay on delivery, 4 bank transfer (SPEC §3 Order)', () => {
    expect(ODEME_TIPI).toEqual({ card: 2, cashOnDelivery: 3, transfer: 4 });
    expect(methodOfOdemeTipi(2)).toBe('card');
    expect(methodOfOdemeTipi(3)).toBe('cashOnDelivery');
    expect(methodOfOdemeTipi(4)).toBe('transfer');
    expect(methodOfOdemeTipi(1)).toBeUndefined();
  });

  test("the shop's switches b2c_kk_odeme, b2c_heft_odeme, b2c_ko_odeme ('1' on)", () => {
    expect(methodsFromSettings({ b2c_kk_odeme: '1', b2c_heft_odeme: '0', b2c_ko_odeme: '1' })).toEqual({
      card: true,
      transfer: false,
      cashOnDelivery: true,
    });
  });
});
