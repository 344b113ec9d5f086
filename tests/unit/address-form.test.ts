import { describe, expect, test } from 'vitest';
import {
  changeCity,
  changeCountry,
  emptyAddressForm,
  filterAddressInput,
  formValuesFromAddress,
  switchInvoiceType,
} from '../../src/domain/address/address-form-state.ts';
import {
  ADDRESS_MULTIPART_NAMES,
  addressToMultipart,
  addressValuesFromMultipart,
} from '../../src/domain/address/address-multipart.ts';
import { type AddressFormValues, validateAddress } from '../../src/domain/address/address-validation.ts';

const filled: AddressFormValues = {
  ...emptyAddressForm(),
  addressTitle: 'Ev',
  name: 'Ayşe Yılmaz',
  city: '34',
  town: '1103',
  address: 'Bağdat Caddesi No: 12',
  number: '+90 (532) 123 45 67',
  idNumber: '12345678901',
};

describe('state transitions of SPEC §4', () => {
  test('the empty form is Türkiye with nothing chosen, individual invoice', () => {
    expect(emptyAddressForm()).toMatchObject({
      country: 'TR',
      city: '0',
      town: '0',
      invoiceType: 'bireysel',
    });
  });

  test('switching to corporate clears the ID; back to individual clears the company fields', () => {
    const corp = switchInvoiceType(filled, 'kurumsal');
    expect(corp.invoiceType).toBe('kurumsal');
    expect(corp.idNumber).toBe('');
    const typed = { ...corp, companyName: 'Örnek A.Ş.', taxOffice: 'Kadıköy', taxNumber: '1234567890' };
    const back = switchInvoiceType(typed, 'bireysel');
    expect(back).toMatchObject({ invoiceType: 'bireysel', companyName: '', taxOffice: '', taxNumber: '' });
    expect(switchInvoiceType(filled, 'bireysel')).toBe(filled);
  });

  test("changing the country to Türkiye resets city and district to 'Seçin'", () => {
    const abroad = changeCountry(filled, 'DE');
    expect(abroad).toMatchObject({ country: 'DE', city: '34', town: '1103' });
    const home = changeCountry({ ...abroad, city: '6', town: '1130' }, 'TR');
    expect(home).toMatchObject({ country: 'TR', city: '0', town: '0' });
    expect(changeCountry(filled, 'TR')).toMatchObject({ city: '34', town: '1103' });
  });

  test('changing the city resets the district, choosing the same city keeps it', () => {
    expect(changeCity(filled, '6')).toMatchObject({ city: '6', town: '0' });
    expect(changeCity(filled, 34)).toBe(filled);
  });
});

describe('typing', () => {
  const tr = { country: 'TR', mode: 'add' } as const;
  test('each field keeps what it may hold', () => {
    expect(filterAddressInput('name', 'Ayşe 2 Gül!', tr)).toBe('Ayşe  Gül');
    expect(filterAddressInput('number', '05321234567', tr)).toBe('+90 (532) 123 45 67');
    expect(filterAddressInput('number', '+49 151 2345', { country: 'DE', mode: 'add' })).toBe('+491512345');
    expect(filterAddressInput('idNumber', '123456789012', tr)).toBe('12345678901');
    expect(filterAddressInput('taxNumber', '12345678901', tr)).toBe('1234567890');
    expect(filterAddressInput('addressTitle', 'a'.repeat(60), tr)).toHaveLength(50);
    // The limits hold on edit as on add, and count characters, not UTF-16 units.
    const edit = { country: 'TR', mode: 'edit' } as const;
    expect(filterAddressInput('addressTitle', 'a'.repeat(60), edit)).toHaveLength(50);
    expect(filterAddressInput('name', 'Ş'.repeat(60), edit)).toHaveLength(50);
    expect([...filterAddressInput('address', '😀'.repeat(300), edit)]).toHaveLength(250);
    expect(filterAddressInput('companyName', 'a'.repeat(200), edit)).toHaveLength(150);
    expect(filterAddressInput('taxOffice', 'a'.repeat(60), tr)).toHaveLength(50);
  });
});

describe('multipart field names', () => {
  test('each field goes under its own SPEC §3 name, tax office and tax number not crossed', () => {
    const saved = validateAddress(
      {
        ...switchInvoiceType(filled, 'kurumsal'),
        companyName: 'Örnek A.Ş.',
        taxOffice: 'Kadıköy',
        taxNumber: '1234567890',
      },
      { mode: 'add' },
    ).value;
    if (!saved) throw new Error('expected a valid address');
    expect(addressToMultipart(saved)).toEqual({
      property_address_title: 'Ev',
      property_name: 'Ayşe Yılmaz',
      property_country: 'TR',
      property_city: '34',
      property_town: '1103',
      property_address: 'Bağdat Caddesi No: 12',
      property_number: '+90 (532) 123 45 67',
      property_id_number: '11111111111',
      property_company_name: 'Örnek A.Ş.',
      property_tax_number: '1234567890',
      property_tax_office: 'Kadıköy',
    });
    expect(Object.values(ADDRESS_MULTIPART_NAMES)).toHaveLength(11);
  });

  test('a posted body reads back to the same address, the invoice type inferred', () => {
    const individual = validateAddress(filled, { mode: 'add' }).value;
    const corporate = validateAddress(
      {
        ...filled,
        invoiceType: 'kurumsal',
        companyName: 'Örnek A.Ş.',
        taxOffice: 'Kadıköy',
        taxNumber: '1234567890',
      },
      { mode: 'add' },
    ).value;
    const abroad = validateAddress({ ...filled, country: 'DE', number: '4915123' }, { mode: 'add' }).value;
    for (const saved of [individual, corporate, abroad]) {
      if (!saved) throw new Error('expected a valid address');
      const values = addressValuesFromMultipart(addressToMultipart(saved));
      expect(validateAddress(values, { mode: 'edit' }).value).toEqual(
        saved.country === 'TR' ? saved : { ...saved, invoiceType: 'bireysel' },
      );
    }
  });

  test('missing or non-text parts read as empty and fail validation', () => {
    const values = addressValuesFromMultipart({ property_name: 42, property_country: 'TR' });
    expect(values.name).toBe('');
    expect(values.invoiceType).toBe('bireysel');
    expect(validateAddress(values, { mode: 'add' }).ok).toBe(false);
  });
});

describe('edit form prefill', () => {
  test('placeholders and fillers of a saved foreign address come back as empty fields', () => {
    const saved = validateAddress({ ...filled, country: 'DE', number: '4915123' }, { mode: 'add' }).value;
    if (!saved) throw new Error('expected a valid address');
    expect(formValuesFromAddress(saved)).toMatchObject({
      city: '0',
      town: '0',
      idNumber: '',
      companyName: '',
      taxOffice: '',
      taxNumber: '',
    });
  });
});
