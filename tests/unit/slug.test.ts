import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify } from '../../src/domain/slug.ts';

describe('slugify', () => {
  it('maps every Turkish letter to its ASCII base letter, in both cases', () => {
    expect(slugify('çÇğĞıIİiöÖşŞüÜ')).toBe('ccggiiiioossuu');
    expect(slugify('Kâğıt Îmza Ûmit')).toBe('kagit-imza-umit');
  });

  it('makes product names into hyphenated lower-case slugs', () => {
    expect(slugify('Paslanmaz Çelik Çaydanlık 2 L')).toBe('paslanmaz-celik-caydanlik-2-l');
    expect(slugify('Ev & Yaşam')).toBe('ev-yasam');
    expect(slugify('IŞIKLI İĞNE')).toBe('isikli-igne');
  });

  it('collapses separators and trims hyphens at both ends', () => {
    expect(slugify('  --Kırtasiye // Ofis (A4)--  ')).toBe('kirtasiye-ofis-a4');
    expect(slugify("%100 Pamuk, 2'li Paket")).toBe('100-pamuk-2-li-paket');
  });

  it('drops accents of other languages and anything that is not a letter or digit', () => {
    expect(slugify('Crème Brûlée Señor')).toBe('creme-brulee-senor');
    expect(slugify('₺ € $ ★')).toBe('');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const slug = slugify('Çok Uzun Ürün Adı '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect('cok-uzun-urun-adi-'.repeat(10).startsWith(`${slug}-`)).toBe(true);
    expect(slugify('a'.repeat(100), 10)).toBe('aaaaaaaaaa');
  });

  it('only ever yields lower-case ASCII letters, digits and single inner hyphens', () => {
    for (const text of ['Ğ-Ü_Ş.İ,Ö;Ç', 'İstanbul’da 3 Gün', '---', 'Çaydanlık']) {
      expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
    }
  });
});
