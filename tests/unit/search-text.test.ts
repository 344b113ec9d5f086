import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  escapeLike,
  FOLD_FROM,
  FOLD_TO,
  foldSearchText,
  isCodeTerm,
  searchTerms,
} from '../../src/domain/catalog/search-text.ts';

describe('Turkish search folding', () => {
  test('İ I ı i and the other Turkish letters fold together, in either case', () => {
    for (const word of ['İĞNE', 'iğne', 'IGNE', 'ığne', 'Iğne']) expect(foldSearchText(word)).toBe('igne');
    expect(foldSearchText('ÇANTA Şapka ÜTÜ Öğün')).toBe('canta sapka utu ogun');
    expect(foldSearchText('Kâğıt Havlu')).toBe('kagit havlu');
  });

  test('brand names with Turkish letters fold to what a shopper types without the accents', () => {
    const brands: [string, string][] = [
      ['Kalemtaş', 'kalemtas'],
      ['Çınaraltı', 'cinaralti'],
      ['Bursa İpekçilik', 'bursa ipekcilik'],
      ['Voltaş', 'voltas'],
      ['Papirüs', 'papirus'],
    ];
    for (const [printed, typed] of brands) {
      expect(foldSearchText(printed)).toBe(typed);
      expect(foldSearchText(printed.toLocaleUpperCase('tr-TR'))).toBe(typed);
      expect(foldSearchText(typed)).toBe(typed);
    }
  });

  test('any Turkish text folds the same in upper and lower case, and folding twice changes nothing', () => {
    const letter = fc.constantFrom(
      ...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ -0123456789',
    );
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 30 }), (chars) => {
        const text = chars.join('');
        const folded = foldSearchText(text);
        expect(foldSearchText(text.toLocaleUpperCase('tr-TR'))).toBe(folded);
        expect(foldSearchText(text.toLocaleLowerCase('tr-TR'))).toBe(folded);
        expect(foldSearchText(folded)).toBe(folded);
      }),
    );
  });

  test('codes fold with their digits and dashes kept, and only words of 3 letters or more are codes', () => {
    expect(searchTerms('KRT000255-01')).toEqual(['krt000255-01']);
    expect(searchTerms('MUA-38288 ms-461')).toEqual(['mua-38288', 'ms-461']);
    expect(isCodeTerm('a4')).toBe(false);
    expect(isCodeTerm('çay')).toBe(true);
    expect(isCodeTerm('8697688984313')).toBe(true);
  });

  test('the mapping tables line up one to one (the database uses them in translate())', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
  });

  test('queries split into at most 8 folded words and LIKE wildcards are escaped', () => {
    expect(searchTerms('  Çelik   ÇAYDANLIK ')).toEqual(['celik', 'caydanlik']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
