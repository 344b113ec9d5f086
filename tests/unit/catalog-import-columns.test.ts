import { describe, expect, test } from 'vitest';
import { headerKey, matchHeaders } from '../../src/domain/catalog-import/import-columns.ts';

describe('header matching', () => {
  test('headers match case-insensitively with Turkish letters folded', () => {
    expect(headerKey('Stok Kodu')).toBe('stok_kodu');
    expect(headerKey('STOK_KODU')).toBe('stok_kodu');
    expect(headerKey('stok kodu')).toBe('stok_kodu');
    expect(headerKey('Ürün Adı')).toBe('urun_adi');
    expect(headerKey('ÜRÜN ADI')).toBe('urun_adi');
    expect(headerKey('Varsayılan Birim')).toBe('varsayilan_birim');
    expect(headerKey('AKTİF')).toBe('aktif');
    expect(headerKey('Liste Fiyatı')).toBe('liste_fiyati');
    expect(headerKey('Eşdeğer Kodlar')).toBe('esdeger_kodlar');
    expect(headerKey('\uFEFFstok_kodu')).toBe('stok_kodu');
  });

  test('an unknown column is a warning and is not read', () => {
    const { columns, problems } = matchHeaders(['Stok Kodu', 'Ürün Adı', 'Raf Yeri', 'Fiyat']);
    expect(columns.at).toEqual(['stok_kodu', 'urun_adi', null, 'fiyat']);
    expect(columns.label.fiyat).toBe('Fiyat');
    expect(problems).toEqual([
      {
        severity: 'warning',
        row: 1,
        column: 'Raf Yeri',
        value: 'Raf Yeri',
        key: 'unknownColumn',
        code: null,
      },
    ]);
  });

  test('a missing stok_kodu or urun_adi refuses the file', () => {
    const { problems } = matchHeaders(['Kod', 'Fiyat']);
    expect(problems.filter((p) => p.severity === 'error').map((p) => [p.key, p.column])).toEqual([
      ['missingColumn', 'stok_kodu'],
      ['missingColumn', 'urun_adi'],
    ]);
  });

  test('a column written twice is an error', () => {
    const { problems } = matchHeaders(['stok_kodu', 'urun_adi', 'Fiyat', 'FİYAT']);
    expect(problems).toMatchObject([
      { severity: 'error', key: 'duplicateColumn', column: 'FİYAT', params: { position: 4 } },
    ]);
  });
});
