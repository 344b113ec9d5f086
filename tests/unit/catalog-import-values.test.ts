import { describe, expect, test } from 'vitest';
import {
  hasUnreadableCharacters,
  isEan13,
  isPlainFileName,
  readBarcode,
  readCategoryPath,
  readCurrency,
  readFlag,
  readList,
  readPairs,
  readUnitCode,
} from '../../src/domain/catalog-import/cell-values.ts';
import { readDecimal, styleOf } from '../../src/domain/catalog-import/decimal-style.ts';

describe('decimal comma or point', () => {
  test('a number with both separators, or a decimal part not of three digits, tells the style', () => {
    expect(styleOf('1.234,56')).toBe('comma');
    expect(styleOf('1,234.56')).toBe('point');
    expect(styleOf('1234,5')).toBe('comma');
    expect(styleOf('12,50')).toBe('comma');
    expect(styleOf('12.5')).toBe('point');
    expect(styleOf('1.234.567')).toBe('comma');
    expect(styleOf('1,234,567')).toBe('point');
  });

  test('a whole number or one separator before three digits tells nothing', () => {
    expect(styleOf('1234')).toBeNull();
    expect(styleOf('1.234')).toBeNull();
    expect(styleOf('1,234')).toBeNull();
    expect(styleOf('TL 12,5')).toBeNull();
  });

  test('numbers are read exactly in the file style', () => {
    expect(readDecimal('1.234,56', 'comma')).toBe('1234.56');
    expect(readDecimal('1234,5', 'comma')).toBe('1234.5');
    expect(readDecimal('1.136,20', 'comma')).toBe('1136.2');
    expect(readDecimal('-0,00', 'comma')).toBe('0');
    expect(readDecimal('007,50', 'comma')).toBe('7.5');
    expect(readDecimal('1 234,56', 'comma')).toBe('1234.56');
    expect(readDecimal('-3', 'comma')).toBe('-3');
    expect(readDecimal('1,234.56', 'point')).toBe('1234.56');
    expect(readDecimal('0.1', 'point')).toBe('0.1');
    expect(readDecimal(',5', 'comma')).toBe('0.5');
  });

  test('a number of the other style or text is not a number', () => {
    expect(readDecimal('12.5', 'comma')).toBeNull();
    expect(readDecimal('1,234.56', 'comma')).toBeNull();
    expect(readDecimal('12,5', 'point')).toBeNull();
    expect(readDecimal('on iki', 'comma')).toBeNull();
    expect(readDecimal('12,5 TL', 'comma')).toBeNull();
    expect(readDecimal('', 'comma')).toBeNull();
  });
});

describe('cells', () => {
  test('currency: TRY, USD and EUR; TL means TRY; anything else is refused', () => {
    expect(readCurrency('TL')).toBe('TRY');
    expect(readCurrency('try')).toBe('TRY');
    expect(readCurrency('usd')).toBe('USD');
    expect(readCurrency('EUR')).toBe('EUR');
    expect(readCurrency('GBP')).toBeNull();
    expect(readCurrency('Lira')).toBeNull();
  });

  test('aktif and varsayilan_birim read 1/0, evet/hayır and true/false', () => {
    for (const yes of ['1', 'evet', 'EVET', 'true', 'TRUE']) expect(readFlag(yes)).toBe(true);
    for (const no of ['0', 'hayır', 'HAYIR', 'false']) expect(readFlag(no)).toBe(false);
    expect(readFlag('belki')).toBeNull();
  });

  test('EAN-13 check digit', () => {
    expect(isEan13('8690001122331')).toBe(true);
    expect(isEan13('8690001122332')).toBe(false);
    expect(isEan13('869000112233')).toBe(false);
    expect(readBarcode(' 8690001122331 ')).toBe('8690001122331');
    expect(readBarcode(8690001122331)).toBe('8690001122331');
    expect(readBarcode(8690001122332)).toBeNull();
    // A UPC-A barcode (036000291452) that Excel kept as a number lost its leading zeros.
    expect(readBarcode(36000291452)).toBe('0036000291452');
  });

  test('depo_stoklari and varyant are name=value pairs separated by |', () => {
    expect(readPairs('Merkez=120|Ankara=30')).toEqual([
      { name: 'Merkez', value: '120' },
      { name: 'Ankara', value: '30' },
    ]);
    expect(readPairs('Renk = Mavi | Beden = M')).toEqual([
      { name: 'Renk', value: 'Mavi' },
      { name: 'Beden', value: 'M' },
    ]);
    expect(readPairs('Merkez 120')).toBeNull();
    expect(readPairs('Renk=Mavi|renk=Kırmızı')).toBeNull();
    expect(readPairs('Renk=')).toBeNull();
  });

  test('kategori splits at " > ", gorseller and esdeger_kodlar at "|"', () => {
    expect(readCategoryPath('Hırdavat > Bağlantı Elemanları > Cıvata')).toEqual([
      'Hırdavat',
      'Bağlantı Elemanları',
      'Cıvata',
    ]);
    expect(readList('polo-1.jpg| polo-2.jpg ||')).toEqual(['polo-1.jpg', 'polo-2.jpg']);
  });

  test('birim is upper-cased the Turkish way, ADET when empty', () => {
    expect(readUnitCode('koli')).toBe('KOLİ');
    expect(readUnitCode('')).toBe('ADET');
  });

  test('an image name cannot reach outside the images folder', () => {
    expect(isPlainFileName('polo-lacivert-1.jpg')).toBe(true);
    expect(isPlainFileName('../../etc/passwd')).toBe(false);
    expect(isPlainFileName('alt\\resim.jpg')).toBe(false);
  });

  test('characters of another code page are unreadable; Turkish letters are not', () => {
    expect(hasUnreadableCharacters('Çelik Vida İğne Şişe Ğ ı ü ö')).toBe(false);
    expect(hasUnreadableCharacters('Vida\u008d')).toBe(true);
    expect(hasUnreadableCharacters('Vida\u0000')).toBe(true);
  });
});
