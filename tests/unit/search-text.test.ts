import { describe, expect, test } from 'vitest';
import {
  escapeLike,
  FOLD_FROM,
  FOLD_TO,
  foldSearchText,
  searchTerms,
} from '../../src/domain/catalog/search-text.ts';

describe('Turkish search folding', () => {
  test('İ I ı i and the other Turkish letters fold together, in either case', () => {
    for (const word of ['İĞNE', 'iğne', 'IGNE', 'ığne', 'Iğne']) expect(foldSearchText(word)).toBe('igne');
    expect(foldSearchText('ÇANTA Şapka ÜTÜ Öğün')).toBe('canta sapka utu ogun');
    expect(foldSearchText('Kâğıt Havlu')).toBe('kagit havlu');
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
