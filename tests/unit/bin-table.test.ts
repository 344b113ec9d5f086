import { describe, expect, test } from 'vitest';
import { isBin, listedBins, lookupBin, networkOf } from '../../src/domain/payment/bin-table.ts';

describe('the BIN table', () => {
  test('lists each BIN once, as 6 digits, under the network its digits belong to', () => {
    const bins = listedBins();
    expect(new Set(bins.map((b) => b.bin)).size).toBe(bins.length);
    for (const { bin, network } of bins) {
      expect(bin).toMatch(/^\d{6}$/);
      expect(networkOf(bin), bin).toBe(network);
    }
  });

  test('covers the eight installment families of the main Turkish banks', () => {
    const families = new Set(listedBins().map((b) => b.family));
    expect([...families].sort()).toEqual(
      ['Advantage', 'Axess', 'Bankkart', 'Bonus', 'CardFinans', 'Maximum', 'Paraf', 'World'].sort(),
    );
  });

  test('finds a card’s bank and family from 6 or 8 digits', () => {
    expect(lookupBin('554960')).toEqual({
      bin: '554960',
      organization: 'MASTERCARD',
      bank: 'Garanti BBVA',
      family: 'Bonus',
    });
    expect(lookupBin('45431812')).toMatchObject({
      organization: 'VISA',
      bank: 'Türkiye İş Bankası',
      family: 'Maximum',
    });
    expect(lookupBin('979263')).toMatchObject({ organization: 'TROY', family: 'World' });
    expect(lookupBin('375557')).toMatchObject({ organization: 'AMEX', family: 'Axess' });
  });

  test('an unlisted BIN gets its network only', () => {
    expect(lookupBin('411111')).toEqual({ bin: '411111', organization: 'VISA', bank: null, family: null });
    expect(lookupBin('222100').organization).toBe('MASTERCARD');
    expect(lookupBin('650052').organization).toBe('TROY');
    expect(lookupBin('371449').organization).toBe('AMEX');
  });

  test('accepts only 6 or 8 digits', () => {
    expect(isBin('554960')).toBe(true);
    expect(isBin('55496012')).toBe(true);
    for (const bad of ['', '55496', '5549601', '554960123', '55496a', ' 554960'])
      expect(isBin(bad), bad).toBe(false);
  });
});
