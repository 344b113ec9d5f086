import { describe, expect, test } from 'vitest';
import {
  BANK_ACCOUNT_SEPARATOR,
  BANK_FIELD_SEPARATOR,
  parseBankAccounts,
  parseSocialMedia,
  SOCIAL_MEDIA_SEPARATOR,
} from '../../src/domain/store-settings.ts';

describe('socialMedia', () => {
  test("five parts split on '|': flag, one more character, then the url", () => {
    expect(SOCIAL_MEDIA_SEPARATOR).toBe('|');
    const value =
      '1-https://www.facebook.com/magaza|0-https://www.instagram.com/magaza|1-https://x.com/magaza|' +
      '1;https://www.youtube.com/@magaza|1-https://tr.pinterest.com/magaza';
    expect(parseSocialMedia(value)).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/magaza', visible: true },
      { network: 'instagram', url: 'https://www.instagram.com/magaza', visible: false },
      { network: 'twitter', url: 'https://x.com/magaza', visible: true },
      { network: 'youtube', url: 'https://www.youtube.com/@magaza', visible: true },
      { network: 'pinterest', url: 'https://tr.pinterest.com/magaza', visible: true },
    ]);
  });

  test('missing parts and empty urls are hidden', () => {
    const links = parseSocialMedia('1-https://www.facebook.com/magaza|1-||');
    expect(links.map((l) => l.network)).toEqual(['facebook', 'instagram', 'twitter', 'youtube', 'pinterest']);
    expect(links.map((l) => l.visible)).toEqual([true, false, false, false, false]);
    expect(parseSocialMedia('').every((l) => !l.visible && l.url === '')).toBe(true);
    expect(parseSocialMedia(null)).toHaveLength(5);
  });

  test('urls without a scheme get https://; other schemes are not links', () => {
    const [fb, ig, tw, yt] = parseSocialMedia(
      '1-www.facebook.com/magaza|1-javascript:alert(1)|1-//x.com/magaza|1-data:text/html,hi',
    );
    expect(fb).toEqual({ network: 'facebook', url: 'https://www.facebook.com/magaza', visible: true });
    expect(ig).toEqual({ network: 'instagram', url: '', visible: false });
    expect(tw?.url).toBe('https://x.com/magaza');
    expect(yt).toEqual({ network: 'youtube', url: '', visible: false });
  });

  test('spaces around parts are ignored', () => {
    expect(parseSocialMedia('  1-https://www.facebook.com/magaza  ')[0]?.visible).toBe(true);
  });
});

describe('b2cHavaleEftHesapBilgisi', () => {
  test("banks split on '|', fields on '_', trimmed", () => {
    expect([BANK_ACCOUNT_SEPARATOR, BANK_FIELD_SEPARATOR]).toEqual(['|', '_']);
    const value =
      'T.C. Ziraat Bankası_Demo Mağaza Ticaret A.Ş._12345678-5001_TR37 0001 0000 0001 2345 6780 01| ' +
      ' Türkiye İş Bankası _ Demo Mağaza Ticaret A.Ş. _ 98765432-5002 _ TR740006400000098765432002 ';
    expect(parseBankAccounts(value)).toEqual([
      {
        bankName: 'T.C. Ziraat Bankası',
        accountName: 'Demo Mağaza Ticaret A.Ş.',
        accountNo: '12345678-5001',
        iban: 'TR37 0001 0000 0001 2345 6780 01',
      },
      {
        bankName: 'Türkiye İş Bankası',
        accountName: 'Demo Mağaza Ticaret A.Ş.',
        accountNo: '98765432-5002',
        iban: 'TR740006400000098765432002',
      },
    ]);
  });

  test('empty parts are skipped; missing fields are empty', () => {
    expect(parseBankAccounts('|Garanti BBVA_Mağaza||  |___|')).toEqual([
      { bankName: 'Garanti BBVA', accountName: 'Mağaza', accountNo: '', iban: '' },
    ]);
    expect(parseBankAccounts('')).toEqual([]);
    expect(parseBankAccounts(undefined)).toEqual([]);
  });
});
