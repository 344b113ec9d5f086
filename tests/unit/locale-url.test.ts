import { describe, expect, test } from 'vitest';
import { localeOfPath, localeSwitchUrl } from '../../src/domain/locale-url.ts';

describe('the language switch target (SPEC §4 Locale)', () => {
  test('a Turkish page in English is the same page under /en, with its query string', () => {
    expect(localeSwitchUrl('en', { pathname: '/', search: '' })).toBe('/en');
    expect(localeSwitchUrl('en', { pathname: '/elektronik', search: '?sort=-price&page=2' })).toBe(
      '/en/elektronik?sort=-price&page=2',
    );
    expect(localeSwitchUrl('en', { pathname: '/celik-termos-p-42', search: '', hash: '#yorumlar' })).toBe(
      '/en/celik-termos-p-42#yorumlar',
    );
    expect(localeSwitchUrl('en', { pathname: '/account/login', search: '?redirect=%2Fsepet' })).toBe(
      '/en/account/login?redirect=%2Fsepet',
    );
  });

  test('an English page in Turkish loses the prefix', () => {
    expect(localeSwitchUrl('tr', { pathname: '/en', search: '' })).toBe('/');
    expect(localeSwitchUrl('tr', { pathname: '/en/', search: '' })).toBe('/');
    expect(localeSwitchUrl('tr', { pathname: '/en/search', search: '?q=termos' })).toBe('/search?q=termos');
  });

  test('the current language gives the page itself', () => {
    expect(localeSwitchUrl('tr', { pathname: '/elektronik', search: '?page=2' })).toBe('/elektronik?page=2');
    expect(localeSwitchUrl('en', { pathname: '/en/elektronik', search: '' })).toBe('/en/elektronik');
  });

  test('the locale of a served path', () => {
    expect(localeOfPath('/')).toBe('tr');
    expect(localeOfPath('/english-tea-p-3')).toBe('tr');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/elektronik')).toBe('en');
  });
});
