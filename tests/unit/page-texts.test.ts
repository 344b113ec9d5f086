import { describe, expect, test } from 'vitest';
import { t, textsJson } from '../../src/i18n/index.ts';

describe('the texts a page carries for its islands', () => {
  test('hold the screens’ texts in the page’s language', () => {
    const tr = JSON.parse(textsJson('tr'));
    const en = JSON.parse(textsJson('en'));
    expect(tr['checkoutPayment.placeOrder']).toBe('Sipariş Ver');
    expect(tr['checkout.addressRequired']).toBe('Lütfen adres seçiniz!');
    expect(en['checkoutPayment.placeOrder']).toBe(t('en', 'checkoutPayment.placeOrder'));
  });
  test('leave out what only the server reads: the legal documents and the API messages', () => {
    const keys = Object.keys(JSON.parse(textsJson('tr')));
    expect(keys.some((k) => k.startsWith('agreements.'))).toBe(false);
    expect(keys.some((k) => k.startsWith('api.'))).toBe(false);
    expect(t('tr', 'checkout.addressRequired')).toBe('Lütfen adres seçiniz!');
  });
});
