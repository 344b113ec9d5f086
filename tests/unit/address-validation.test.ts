import { describe, expect, test } from 'vitest';
import {
  type AddressFormValues,
  FILLER_ID_NUMBER,
  FILLER_TAX_NUMBER,
  SELECT_PLACEHOLDER,
  selectedKey,
  validateAddress,
} from '../../src/domain/address/address-validation.ts';
import { t } from '../../src/i18n/index.ts';

const individual: AddressFormValues = {
  addressTitle: 'Ev',
  name: 'Ayşe Yılmaz',
  country: 'TR',
  city: '34',
  town: 1103,
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
  addressTitle: 'İş',
  idNumber: '',
  companyName: 'Örnek Ticaret A.Ş.',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  invoiceType: 'kurumsal',
};
const abroad: AddressFormValues = {
  ...individual,
  country: 'DE',
  city: '0',
  town: '0',
  number: '4915123456789',
  idNumber: '',
};

const add = { mode: 'add' } as const;
const edit = { mode: 'edit' } as const;
const text = (key: Parameters<typeof t>[1] | undefined): string | undefined =>
  key ? t('tr', key) : undefined;

describe('a valid Türkiye address', () => {
  test('individual: saves the ID, no company fields, city and town keys as strings', () => {
    const result = validateAddress({ ...individual, name: '  Ayşe   Yılmaz ' }, add);
    expect(result.errors).toEqual({});
    expect(result.value).toEqual({
      addressTitle: 'Ev',
      name: 'Ayşe Yılmaz',
      country: 'TR',
      city: '34',
      town: '1103',
      address: 'Bağdat Caddesi No: 12 Kadıköy',
      number: '+90 (532) 123 45 67',
      idNumber: '12345678901',
      companyName: '',
      taxOffice: '',
      taxNumber: '',
      invoiceType: 'bireysel',
    });
  });

  test('corporate: tax office stays tax office, tax number stays tax number, ID is the filler', () => {
    const result = validateAddress({ ...corporate, idNumber: '12345678901' }, edit);
    expect(result.ok).toBe(true);
    expect(result.value?.taxOffice).toBe('Kadıköy');
    expect(result.value?.taxNumber).toBe('1234567890');
    expect(result.value?.companyName).toBe('Örnek Ticaret A.Ş.');
    expect(result.value?.idNumber).toBe('11111111111');
  });

  test('country code in any case', () => {
    expect(validateAddress({ ...individual, country: 'tr' }, add).value?.country).toBe('TR');
  });
});

describe('messages of SPEC §5, add and edit', () => {
  test('title required, max 50, on add and on edit alike', () => {
    expect(text(validateAddress({ ...individual, addressTitle: '  ' }, add).errors.addressTitle)).toBe(
      'Lütfen adres başlığı girin.',
    );
    expect(validateAddress({ ...individual, addressTitle: 'a'.repeat(50) }, add).ok).toBe(true);
    expect(
      text(validateAddress({ ...individual, addressTitle: 'a'.repeat(51) }, add).errors.addressTitle),
    ).toBe('Lütfen adres başlığı girin.');
    expect(
      text(validateAddress({ ...individual, addressTitle: 'a'.repeat(51) }, edit).errors.addressTitle),
    ).toBe('Lütfen adres başlığı girin.');
  });

  test('name required, letters only, max 50, on add and on edit alike', () => {
    expect(text(validateAddress({ ...individual, name: '' }, add).errors.name)).toBe('Lütfen adınızı girin.');
    expect(text(validateAddress({ ...individual, name: 'Ali 2' }, edit).errors.name)).toBe(
      'Lütfen adınızı girin.',
    );
    expect(validateAddress({ ...individual, name: 'ğ'.repeat(50) }, add).ok).toBe(true);
    expect(validateAddress({ ...individual, name: 'ğ'.repeat(51) }, add).errors.name).toBe('validation.name');
    expect(validateAddress({ ...individual, name: 'ğ'.repeat(51) }, edit).errors.name).toBe(
      'validation.name',
    );
  });

  test('Turkish phone: exactly the 19-character mask; add and edit messages differ', () => {
    const short = { ...individual, number: '+90 (532) 123 45 6' };
    expect(text(validateAddress(short, add).errors.number)).toBe('Lütfen geçerli telefon numarası girin.');
    expect(text(validateAddress(short, edit).errors.number)).toBe('Lütfen telefon numaranızı girin.');
    expect(text(validateAddress({ ...individual, number: '' }, add).errors.number)).toBe(
      'Lütfen geçerli telefon numarası girin.',
    );
  });

  test('foreign phone: numeric, non-empty, max 30', () => {
    expect(validateAddress({ ...abroad, number: '1'.repeat(30) }, add).ok).toBe(true);
    expect(validateAddress({ ...abroad, number: '1'.repeat(31) }, add).errors.number).toBe(
      'validation.phoneInvalid',
    );
    expect(validateAddress({ ...abroad, number: '+49 151' }, add).errors.number).toBe(
      'validation.phoneInvalid',
    );
    expect(validateAddress({ ...abroad, number: '' }, edit).errors.number).toBe('validation.phoneRequired');
  });

  test("city and district: 'Seçin' (0) is not a choice", () => {
    const none = validateAddress({ ...individual, city: 0, town: '0' }, add);
    expect(text(none.errors.city)).toBe('Lütfen şehir seçin.');
    expect(text(none.errors.town)).toBe('Lütfen ilçe seçin.');
    expect(validateAddress({ ...individual, city: 'Seçin', town: '' }, add).errors).toEqual({
      city: 'validation.address.city',
      town: 'validation.address.town',
    });
    expect(validateAddress({ ...individual, city: '82' }, add).errors.city).toBe('validation.address.city');
    expect(validateAddress({ ...individual, city: 81 }, add).ok).toBe(true);
  });

  test('district checked against the reference data when the caller provides it', () => {
    const isTownOfCity = (city: number, town: number) => city === 34 && town === 1103;
    expect(validateAddress(individual, { mode: 'add', isTownOfCity }).ok).toBe(true);
    expect(validateAddress({ ...individual, city: '6' }, { mode: 'add', isTownOfCity }).errors).toEqual({
      town: 'validation.address.town',
    });
  });

  test('address text: at least 10 characters after trimming; add and edit messages differ', () => {
    const short = { ...individual, address: '  Kadıköy   ' };
    expect(text(validateAddress(short, add).errors.address)).toBe(
      'Lütfen adres girin. (en az 10 karakter olmalıdır)',
    );
    expect(text(validateAddress(short, edit).errors.address)).toBe('Lütfen adres girin.');
    expect(validateAddress({ ...individual, address: '0123456789' }, add).ok).toBe(true);
    expect(validateAddress({ ...individual, address: '012345678' }, add).ok).toBe(false);
  });

  test('address text: at most 250 characters, with its own message, on add and on edit', () => {
    const longest = { ...individual, address: ` ${'ş'.repeat(250)} ` };
    expect(validateAddress(longest, add).ok).toBe(true);
    for (const mode of [add, edit]) {
      const over = validateAddress({ ...individual, address: 'ş'.repeat(251) }, mode);
      expect(text(over.errors.address)).toBe('Adres en fazla 250 karakter olabilir.');
    }
  });

  test('corporate: company name at most 150, tax office at most 50, each with its message', () => {
    const longest = { ...corporate, companyName: 'Ş'.repeat(150), taxOffice: 'Ş'.repeat(50) };
    expect(validateAddress(longest, edit).ok).toBe(true);
    const over = validateAddress(
      { ...corporate, companyName: 'Ş'.repeat(151), taxOffice: 'Ş'.repeat(51) },
      edit,
    );
    expect(text(over.errors.companyName)).toBe('Firma adı en fazla 150 karakter olabilir.');
    expect(text(over.errors.taxOffice)).toBe('Vergi dairesi en fazla 50 karakter olabilir.');
    // Company fields of an individual address are not kept, so their length does not matter.
    expect(validateAddress({ ...individual, companyName: 'Ş'.repeat(151) }, add).ok).toBe(true);
  });

  test('individual in Türkiye: ID of exactly 11 digits', () => {
    for (const idNumber of ['', '1234567890', '123456789012', '1234567890a']) {
      expect(text(validateAddress({ ...individual, idNumber }, add).errors.idNumber)).toBe(
        'Bu alanın doldurulması zorunludur.',
      );
    }
  });

  test('the T.C. checksum does not block: any 11 digits pass, as SPEC asks', () => {
    expect(validateAddress({ ...individual, idNumber: '12345678901' }, add).ok).toBe(true);
  });

  test('corporate in Türkiye: company, tax office and a 10-digit tax number are required', () => {
    const result = validateAddress(
      { ...corporate, companyName: ' ', taxOffice: '', taxNumber: '123456789' },
      add,
    );
    expect(result.errors).toEqual({
      companyName: 'validation.required',
      taxOffice: 'validation.required',
      taxNumber: 'validation.required',
    });
    expect(text(result.errors.taxNumber)).toBe('Bu alanın doldurulması zorunludur.');
    expect(validateAddress({ ...corporate, taxNumber: '12345678901' }, add).errors.taxNumber).toBe(
      'validation.required',
    );
  });

  test('country must be a 2-letter code, and a known one when the caller checks', () => {
    expect(validateAddress({ ...abroad, country: '' }, add).errors.country).toBe(
      'validation.address.country',
    );
    expect(validateAddress({ ...abroad, country: 'Germany' }, add).errors.country).toBe(
      'validation.address.country',
    );
    expect(validateAddress(abroad, { mode: 'add', isKnownCountry: (c) => c === 'TR' }).errors.country).toBe(
      'validation.address.country',
    );
  });

  test('an unknown invoice type is refused', () => {
    expect(validateAddress({ ...individual, invoiceType: 'other' }, add).errors.invoiceType).toBe(
      'validation.required',
    );
  });

  test('every failing field is reported at once, and no value is given', () => {
    const empty = validateAddress(
      {
        ...individual,
        addressTitle: '',
        name: '',
        number: '',
        city: '0',
        town: '0',
        address: '',
        idNumber: '',
      },
      add,
    );
    expect(Object.keys(empty.errors).sort()).toEqual(
      ['address', 'addressTitle', 'city', 'idNumber', 'name', 'number', 'town'].sort(),
    );
    expect(empty.ok).toBe(false);
    expect(empty.value).toBeUndefined();
  });
});

describe('outside Türkiye', () => {
  test('city, district, ID and company fields are not required; placeholders are saved', () => {
    const result = validateAddress(
      { ...abroad, invoiceType: 'kurumsal', companyName: '', taxNumber: '1' },
      add,
    );
    expect(result.errors).toEqual({});
    expect(result.value).toMatchObject({
      country: 'DE',
      city: 'Seçin',
      town: 'Seçin',
      companyName: 'Seçin',
      taxOffice: 'Seçin',
      idNumber: '11111111111',
      taxNumber: '1111111111',
    });
    expect(SELECT_PLACEHOLDER).toBe(t('tr', 'common.select'));
    expect(FILLER_ID_NUMBER).toHaveLength(11);
    expect(FILLER_TAX_NUMBER).toHaveLength(10);
  });
});

describe('select keys', () => {
  test('numbers or strings; 0, empty and the placeholder mean not chosen', () => {
    expect(selectedKey(34)).toBe(34);
    expect(selectedKey(' 034 ')).toBe(34);
    expect(selectedKey(0)).toBeUndefined();
    expect(selectedKey('Seçin')).toBeUndefined();
    expect(selectedKey('3.5')).toBeUndefined();
  });
});
