import { describe, expect, test } from 'vitest';
import { isCommonPassword, normalisePasswordForLookup } from '../../src/domain/account/common-passwords.ts';
import { COMMON_PASSWORDS } from '../../src/domain/account/common-passwords-list.ts';

describe('common passwords', () => {
  test('the international list: thousands, most common first', () => {
    const words = COMMON_PASSWORDS.split('\n').filter(Boolean);
    expect(words.length).toBeGreaterThan(8000);
    expect(words.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    for (const word of ['123456', 'qwerty', 'password1', 'superman', 'iloveyou', '1q2w3e4r']) {
      expect(isCommonPassword(word), word).toBe(true);
    }
  });

  test('the Turkish ones: password words, clubs with their years, cities, names, with digits added', () => {
    for (const word of [
      'sifre',
      'parola',
      'sifre123',
      'galatasaray',
      'fenerbahce',
      'besiktas',
      'trabzonspor',
      'cimbom1905',
      'fb1907',
      'istanbul34',
      'ankara06',
      'seniseviyorum',
      'mustafa123',
    ]) {
      expect(isCommonPassword(word), word).toBe(true);
    }
  });

  test('Turkish case and letters: ŞİFRE, Şifre, şifre and sifre are one word; I is not lowered to ı', () => {
    expect(normalisePasswordForLookup('ŞİFRE')).toBe('sifre');
    expect(normalisePasswordForLookup('QWERTYUIOP')).toBe('qwertyuiop');
    expect(normalisePasswordForLookup('Beşiktaş')).toBe('besiktas');
    for (const word of [
      'ŞİFRE',
      'Şifre',
      'şifre123',
      'FENERBAHÇE',
      'Beşiktaş1903',
      'QWERTYUIOP',
      'İSTANBUL',
    ]) {
      expect(isCommonPassword(word), word).toBe(true);
    }
  });

  test('one character repeated is common; real passphrases are not', () => {
    expect(isCommonPassword('aaaaaa')).toBe(true);
    expect(isCommonPassword('ĞĞĞĞĞĞ')).toBe(true);
    for (const word of ['Gizli.123', 'Kedi.Balık.7', 'mavi-tren-ekim', 'Demo.2026']) {
      expect(isCommonPassword(word), word).toBe(false);
    }
  });
});
