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

test('a message with a number in it (the minutes to wait) reads in English with the same number', () => {
  const turkish = t('tr', 'auth.tooManyAttempts', { minutes: 10 });
  expect(turkish).toBe('Çok fazla başarısız giriş denemesi yapıldı. Lütfen 10 dakika sonra tekrar deneyin.');
  expect(apiMessageIn('en', turkish)).toBe(
    'Too many failed sign-in attempts. Please try again in 10 minutes.',
  );
  expect(apiMessageIn('en', t('tr', 'auth.tooManyRegistrations', { minutes: 60 }))).toBe(
    'Too many new accounts were opened. Please try again in 60 minutes.',
  );
});
