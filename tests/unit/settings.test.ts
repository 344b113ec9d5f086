import { describe, expect, test } from 'vitest';
import { defaultSettings, flag, parseSettings, settingsKeys } from '../../src/domain/settings.ts';

describe('settings (SPEC §3)', () => {
  test('holds every settings key of the spec, and the checkout keys beyond it', () => {
    expect([...settingsKeys].sort()).toEqual(
      [
        'stockInfoStatus',
        'stockNumberType',
        'cartStockControl',
        'showListPrice',
        'showPriceStatus',
        'showNotInStocks',
        'productsWithKdv',
        'addToCartButton',
        'kargoUcreti',
        'ucretsizKargoSecenek',
        'ucretsizKargoMiktar',
        'kargoAliciyaAit',
        'urNo',
        'b2c_kk_odeme',
        'b2c_heft_odeme',
        'b2c_ko_odeme',
        'b2cHavaleEftHesapBilgisi',
        'installmentLimit',
        'overdueDebtInfoLimit',
        'showOverdueDebtInfo',
        'kapidaOdemeBedeli',
        'kapidaOdemeUstLimit',
        'tcknVknKontrol',
      ].sort(),
    );
    expect(Object.keys(defaultSettings).sort()).toEqual([...settingsKeys].sort());
  });

  test('demo values: desi fee table and free shipping from 1500', () => {
    expect(defaultSettings.kargoUcreti).toBe('0/5/49.90_5/10/69.90_10/20/99.90_20/30/139.90');
    expect(defaultSettings.ucretsizKargoSecenek).toBe('1');
    expect(defaultSettings.ucretsizKargoMiktar).toBe('1500');
    expect(defaultSettings.kargoAliciyaAit).toBe('0');
    // Two bank accounts, four fields each, IBANs with a valid mod-97 check.
    const banks = defaultSettings.b2cHavaleEftHesapBilgisi.split('|').map((b) => b.split('_'));
    expect(banks).toHaveLength(2);
    for (const fields of banks) {
      expect(fields).toHaveLength(4);
      const iban = fields[3] ?? '';
      const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) =>
        String(c.charCodeAt(0) - 55),
      );
      expect(BigInt(digits) % 97n).toBe(1n);
    }
  });

  test("flag: '1' is on, everything else off", () => {
    expect(flag('1')).toBe(true);
    expect(flag(' 1 ')).toBe(true);
    expect(flag(1)).toBe(true);
    expect(flag(true)).toBe(true);
    expect(flag('0')).toBe(false);
    expect(flag('')).toBe(false);
    expect(flag('true')).toBe(false);
    expect(flag(null)).toBe(false);
    expect(flag(undefined)).toBe(false);
  });

  test('parses database rows, defaulting missing and unreadable values', () => {
    const s = parseSettings({
      showListPrice: '0',
      kargoAliciyaAit: ' 1 ',
      ucretsizKargoMiktar: '2000.50',
      installmentLimit: 'çok',
      overdueDebtInfoLimit: '-5',
      stockInfoStatus: '15',
      stockNumberType: 'Barcode',
      cartStockControl: 'yes',
      kargoUcreti: '',
      urNo: 123,
      showOverdueDebtInfo: null,
      unknownKey: 'x',
    });
    expect(s.showListPrice).toBe('0');
    expect(s.kargoAliciyaAit).toBe('1');
    expect(s.ucretsizKargoMiktar).toBe('2000.50');
    expect(s.installmentLimit).toBe(defaultSettings.installmentLimit);
    expect(s.overdueDebtInfoLimit).toBe(defaultSettings.overdueDebtInfoLimit);
    expect(s.stockInfoStatus).toBe('15');
    expect(s.stockNumberType).toBe('Barcode');
    expect(s.cartStockControl).toBe(defaultSettings.cartStockControl);
    expect(s.kargoUcreti).toBe(''); // an empty table is a real setting
    expect(s.urNo).toBe('123');
    expect(s.showOverdueDebtInfo).toBe(defaultSettings.showOverdueDebtInfo);
    expect('unknownKey' in s).toBe(false);
    expect(parseSettings({ stockInfoStatus: '21' }).stockInfoStatus).toBe(defaultSettings.stockInfoStatus);
    expect(parseSettings({ stockNumberType: 'barcode' }).stockNumberType).toBe('StockCode');
    expect(parseSettings({})).toEqual(defaultSettings);
  });
});
