import { describe, expect, test } from 'vitest';
import { ApiError } from '../../src/client/api-error.ts';
import type { ErrorKey } from '../../src/contract/errors.ts';
import { checkoutFailure, frameFailureMessage } from '../../src/islands/parts/payment/checkout-message.ts';

// An error answer as the API gives it: the spec's text and, beside it, the error's key.
const failed = (status: number, type: string, key?: ErrorKey) =>
  new ApiError(status, { error: { messages: { type }, ...(key && { key }) } });

describe('what a failed checkout call means for the payment step (SPEC §8 order save errors)', () => {
  test("'Lütfen adres seçiniz!' leads back to the addresses", () => {
    expect(checkoutFailure(failed(400, 'Lütfen adres seçiniz!', 'checkout.addressRequired'), 'tr')).toEqual({
      kind: 'address',
      message: 'Lütfen adres seçiniz!',
    });
    expect(checkoutFailure(failed(400, 'Lütfen adres seçiniz!', 'checkout.addressRequired'), 'en')).toEqual({
      kind: 'address',
      message: 'Please choose an address!',
    });
  });

  test('the key decides, never the text: a reworded message still leads back, a keyless one does not', () => {
    expect(checkoutFailure(failed(400, 'Adres seçilmedi.', 'checkout.addressRequired'), 'tr').kind).toBe(
      'address',
    );
    expect(checkoutFailure(failed(400, 'Lütfen adres seçiniz!'), 'tr').kind).toBe('other');
  });

  test('a 409 is a changed cart or order: its message is shown', () => {
    const text =
      'Sepetiniz veya sipariş bilgileriniz değişti. Lütfen güncel bilgileri kontrol edip sözleşmeleri yeniden onaylayın.';
    expect(checkoutFailure(failed(409, text, 'checkout.agreementsChanged'), 'tr')).toEqual({
      kind: 'changed',
      message: text,
    });
    expect(checkoutFailure(failed(409, text, 'checkout.agreementsChanged'), 'en').message).toBe(
      'Your cart or order details have changed. Please check the current details and approve the agreements again.',
    );
  });

  test('a 401 signs in; a network failure is the technical error', () => {
    expect(checkoutFailure(failed(401, 'Lütfen giriş yapınız.'), 'tr').kind).toBe('login');
    expect(checkoutFailure(new TypeError('Failed to fetch'), 'tr')).toEqual({
      kind: 'other',
      message: 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
    });
  });

  test('a declined card in the page language; an unknown text as it came', () => {
    // The payment frame's failure: the API's text and its key, as the frame posts them.
    const declined = {
      error: 'Ödeme onaylanmadı: kartınızın limiti yetersiz.',
      errorKey: 'payment.declined.limit',
    } as const;
    expect(frameFailureMessage(declined, 'en')).toBe('Payment declined: your card limit is not enough.');
    expect(frameFailureMessage(declined, 'tr')).toBe('Ödeme onaylanmadı: kartınızın limiti yetersiz.');
    expect(frameFailureMessage({ error: 'Bilinmeyen' }, 'en')).toBe('Bilinmeyen');
  });
});
