import { describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { textsFileName, textsJson, textsPath } from '../../src/i18n/texts-file.ts';

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
  test('are a file per language named by the hash of its content, so it can be cached for a year', () => {
    expect(textsFileName('tr')).toMatch(/^tr\.[0-9a-f]{12}\.json$/);
    expect(textsFileName('en')).toMatch(/^en\.[0-9a-f]{12}\.json$/);
    expect(textsFileName('tr').slice(3)).not.toBe(textsFileName('en').slice(3));
    expect(textsPath('tr')).toBe(`/_texts/${textsFileName('tr')}`);
  });
});
