import { describe, expect, test } from 'vitest';
import { ERROR_KEYS } from '../../src/contract/errors.ts';
import { errorText } from '../../src/i18n/error-text.ts';
import { t } from '../../src/i18n/index.ts';
import { textsJson } from '../../src/i18n/texts-file.ts';

// These checks were the reverse look-up's (src/i18n/api-message.ts, removed): the same texts in, the
// same texts out, now found by the error's key.
describe("the API's Turkish messages on an English page, by their key", () => {
  test('a known message is shown in English; Turkish pages show it as it came', () => {
    expect(errorText('en', 'auth.wrongCredentials', 'E-posta adresiniz veya şifreniz hatalı.')).toBe(
      'Your email address or password is wrong.',
    );
    expect(errorText('en', 'validation.password.mismatch', 'Şifreleriniz eşleşmiyor.')).toBe(
      'Your passwords do not match.',
    );
    expect(errorText('tr', 'auth.wrongCredentials', 'E-posta adresiniz veya şifreniz hatalı.')).toBe(
      'E-posta adresiniz veya şifreniz hatalı.',
    );
  });

  test('an unknown message is shown as it came: no key, or a key this build does not know', () => {
    expect(errorText('en', undefined, 'Bilinmeyen bir hata')).toBe('Bilinmeyen bir hata');
    expect(errorText('en', 'future.error', 'Bilinmeyen bir hata')).toBe('Bilinmeyen bir hata');
  });

  test('the key decides, not the text: a reworded Turkish text still reads in English', () => {
    expect(errorText('en', 'checkout.addressRequired', 'Lütfen bir adres seçin.')).toBe(
      t('en', 'checkout.addressRequired'),
    );
  });
});

test('review messages of the API read in English on English pages', () => {
  expect(errorText('en', 'reviews.alreadyReviewed', 'Bu ürünü bu sipariş için zaten değerlendirdiniz.')).toBe(
    t('en', 'reviews.alreadyReviewed'),
  );
});

test('a message with a number in it (the minutes to wait) reads in English with the same number', () => {
  const turkish = t('tr', 'auth.tooManyAttempts', { minutes: 10 });
  expect(turkish).toBe('Çok fazla başarısız giriş denemesi yapıldı. Lütfen 10 dakika sonra tekrar deneyin.');
  expect(errorText('en', 'auth.tooManyAttempts', turkish)).toBe(
    'Too many failed sign-in attempts. Please try again in 10 minutes.',
  );
  expect(
    errorText('en', 'auth.tooManyRegistrations', t('tr', 'auth.tooManyRegistrations', { minutes: 60 })),
  ).toBe('Too many new accounts were opened. Please try again in 60 minutes.');
  // A product's name is a value too; a text that does not fit its key's template is shown as it came.
  const name = 'Kalem (mavi) {1}';
  expect(errorText('en', 'checkout.askPrice', t('tr', 'checkout.askPrice', { name }))).toBe(
    t('en', 'checkout.askPrice', { name }),
  );
  expect(errorText('en', 'stock.notEnough', 'Stok yetersiz.')).toBe('Stok yetersiz.');
});

test("an English page carries every error's text, and the API's Turkish text of those with values", () => {
  const en = JSON.parse(textsJson('en')) as Record<string, string>;
  for (const key of ERROR_KEYS) {
    expect(en[key], key).toBe(t('en', key));
    const turkish = t('tr', key);
    expect(en[`tr:${key}`], key).toBe(/\{\w+\}/.test(turkish) ? turkish : undefined);
  }
});
