import { describe, expect, test } from 'vitest';
import { checkoutFailure, checkoutMessageIn } from '../../src/islands/parts/payment/checkout-message.ts';
import { ApiError } from '../../src/stores/api-client.ts';

const failed = (status: number, type: string) => new ApiError(status, { error: { messages: { type } } });

describe('what a failed checkout call means for the payment step (SPEC §8 order save errors)', () => {
  test("'Lütfen adres seçiniz!' leads back to the addresses", () => {
    expect(checkoutFailure(failed(400, 'Lütfen adres seçiniz!'), 'tr')).toEqual({
      kind: 'address',
      message: 'Lütfen adres seçiniz!',
    });
    expect(checkoutFailure(failed(400, 'Lütfen adres seçiniz!'), 'en')).toEqual({
      kind: 'address',
      message: 'Please choose an address!',
    });
  });

  test('a 409 is a changed cart or order: its message is shown', () => {
    const text =
      'Sepetiniz veya sipariş bilgileriniz değişti. Lütfen güncel bilgileri kontrol edip sözleşmeleri yeniden onaylayın.';
    expect(checkoutFailure(failed(409, text), 'tr')).toEqual({ kind: 'changed', message: text });
    expect(checkoutFailure(failed(409, text), 'en').message).toBe(
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
    expect(checkoutMessageIn('en', 'Ödeme onaylanmadı: kartınızın limiti yetersiz.')).toBe(
      'Payment declined: your card limit is not enough.',
    );
    expect(checkoutMessageIn('tr', 'Ödeme onaylanmadı: kartınızın limiti yetersiz.')).toBe(
      'Ödeme onaylanmadı: kartınızın limiti yetersiz.',
    );
    expect(checkoutMessageIn('en', 'Bilinmeyen')).toBe('Bilinmeyen');
  });
});
