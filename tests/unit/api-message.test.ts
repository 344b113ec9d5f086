import { describe, expect, test } from 'vitest';
import { apiMessageIn } from '../../src/i18n/api-message.ts';
import { t } from '../../src/i18n/index.ts';

describe("the API's Turkish messages on an English page", () => {
  test('a known message is shown in English; Turkish pages show it as it came', () => {
    expect(apiMessageIn('en', 'E-posta adresiniz veya şifreniz hatalı.')).toBe(
      'Your email address or password is wrong.',
    );
    expect(apiMessageIn('en', 'Şifreleriniz eşleşmiyor.')).toBe('Your passwords do not match.');
    expect(apiMessageIn('tr', 'E-posta adresiniz veya şifreniz hatalı.')).toBe(
      'E-posta adresiniz veya şifreniz hatalı.',
    );
  });

  test('an unknown message is shown as it came', () => {
    expect(apiMessageIn('en', 'Bilinmeyen bir hata')).toBe('Bilinmeyen bir hata');
  });
});

test('review messages of the API read in English on English pages', () => {
  expect(apiMessageIn('en', 'Bu ürünü bu sipariş için zaten değerlendirdiniz.')).toBe(
    t('en', 'reviews.alreadyReviewed'),
  );
});
