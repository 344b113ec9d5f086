import { describe, expect, test } from 'vitest';
import {
  type AddressFormValues,
  FILLER_ID_NUMBER,
  FILLER_TAX_NUMBER,
  validateAddress,
} from '../../src/domain/address/address-validation.ts';
import { isTcKimlikNo, isVergiKimlikNo } from '../../src/domain/address/national-id.ts';
import { t } from '../../src/i18n/index.ts';

describe('T.C. Kimlik No checksum', () => {
  test('accepts numbers whose 10th and 11th digits are the checksums', () => {
    expect(isTcKimlikNo('10000000146')).toBe(true);
    expect(isTcKimlikNo('12345678950')).toBe(true);
  });
  test('refuses a wrong check digit, a leading 0, the filler and wrong lengths', () => {
    expect(isTcKimlikNo('10000000147')).toBe(false);
    expect(isTcKimlikNo('12345678901')).toBe(false);
    expect(isTcKimlikNo('02345678950')).toBe(false);
    expect(isTcKimlikNo(FILLER_ID_NUMBER)).toBe(false);
    expect(isTcKimlikNo('1000000014')).toBe(false);
  });
});

describe('Vergi Kimlik No checksum', () => {
  test('accepts a real company tax number and others that pass the Gelir İdaresi rule', () => {
    expect(isVergiKimlikNo('3250566851')).toBe(true);
    expect(isVergiKimlikNo('1234567890')).toBe(true);
  });
  test('refuses a wrong last digit, the filler, letters and wrong lengths', () => {
    expect(isVergiKimlikNo('3250566852')).toBe(false);
    expect(isVergiKimlikNo(FILLER_TAX_NUMBER)).toBe(false);
    expect(isVergiKimlikNo('325056685a')).toBe(false);
    expect(isVergiKimlikNo('325056685')).toBe(false);
  });
});

describe('the address form with the shop checking identity numbers', () => {
  const individual: AddressFormValues = {
    addressTitle: 'Ev',
    name: 'Ayşe Yılmaz',
    country: 'TR',
    city: '34',
    town: '3423',
    address: 'Bağdat Caddesi No: 12 Kadıköy',
    number: '+90 (532) 123 45 67',
    idNumber: '12345678901',
    companyName: '',
    taxOffice: '',
    taxNumber: '',
    invoiceType: 'bireysel',
  };
  const corporate: AddressFormValues = {
    ...individual,
    idNumber: '',
    companyName: 'Örnek Ticaret A.Ş.',
    taxOffice: 'Kadıköy',
    taxNumber: '3250566852',
    invoiceType: 'kurumsal',
  };
  const check = { mode: 'add', checkIdentityNumbers: true } as const;

  test('an 11-digit ID that fails the checksum gets the Turkish message', () => {
    const result = validateAddress(individual, check);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.idNumber).toBe('validation.address.tckn');
    expect(t('tr', 'validation.address.tckn')).toBe('Lütfen geçerli bir T.C. Kimlik Numarası girin.');
  });
  test('a 10-digit tax number that fails the checksum gets the Turkish message', () => {
    const result = validateAddress(corporate, check);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.taxNumber).toBe('validation.address.vkn');
    expect(t('tr', 'validation.address.vkn')).toBe('Lütfen geçerli bir Vergi Kimlik Numarası girin.');
  });
  test('valid numbers pass; a short number keeps the SPEC message', () => {
    expect(validateAddress({ ...individual, idNumber: '10000000146' }, check).ok).toBe(true);
    expect(validateAddress({ ...corporate, taxNumber: '3250566851' }, check).ok).toBe(true);
    const short = validateAddress({ ...individual, idNumber: '123' }, check);
    expect(short.ok ? undefined : short.errors.idNumber).toBe('validation.required');
  });
  test('without the setting the digit counts are enough (SPEC §5)', () => {
    expect(validateAddress(individual, { mode: 'add' }).ok).toBe(true);
    expect(validateAddress(corporate, { mode: 'add' }).ok).toBe(true);
  });
  test('addresses outside Türkiye are never checked: their fillers are saved', () => {
    const abroad = { ...individual, country: 'DE', city: '0', town: '0', number: '4915123456789' };
    const result = validateAddress(abroad, check);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.idNumber).toBe(FILLER_ID_NUMBER);
    expect(result.value.taxNumber).toBe(FILLER_TAX_NUMBER);
  });
});
