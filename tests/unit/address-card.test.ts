import { describe, expect, test } from 'vitest';
import { addressCardView, type CardAddress } from '../../src/domain/address/address-card.ts';
import {
  ADDRESS_MODAL_SCROLL_MS,
  ADDRESS_REFETCH_MS,
  scrollProgress,
} from '../../src/domain/address/address-timing.ts';
import { addressBookTexts } from '../../src/i18n/texts/address-book.ts';

const home: CardAddress = {
  addressTitle: 'Ev',
  name: 'Ayşe Yılmaz',
  country: 'TR',
  countryName: 'Türkiye',
  cityName: 'İSTANBUL',
  townName: 'Kadıköy',
  address: 'Moda Caddesi No: 12 Daire 3',
  number: '+90 (532) 123 45 67',
  invoiceType: 'bireysel',
  idNumber: '10000000146',
  companyName: '',
  taxOffice: '',
  taxNumber: '',
};

describe('the address card of SPEC §2 Address book', () => {
  test('Türkiye, individual: title, name, address, town / city / country, phone, ID number', () => {
    const view = addressCardView(home);
    expect(view).toEqual({
      title: 'Ev',
      name: 'Ayşe Yılmaz',
      address: 'Moda Caddesi No: 12 Daire 3',
      place: 'Kadıköy / İSTANBUL / Türkiye',
      phone: '+90 (532) 123 45 67',
      details: [{ label: 'addressBook.field.idNumber', value: '10000000146' }],
    });
    expect(addressBookTexts.tr['addressBook.field.idNumber']).toBe('T.C. Kimlik No');
  });

  test('Türkiye, corporate: company name, tax office and tax number, not the filler ID', () => {
    const view = addressCardView({
      ...home,
      invoiceType: 'kurumsal',
      idNumber: '11111111111',
      companyName: 'Yılmaz Bilişim Ltd. Şti.',
      taxOffice: 'Çankaya',
      taxNumber: '9471038265',
    });
    expect(view.details).toEqual([
      { label: 'addressBook.field.companyName', value: 'Yılmaz Bilişim Ltd. Şti.' },
      { label: 'addressBook.field.taxOffice', value: 'Çankaya' },
      { label: 'addressBook.field.taxNumber', value: '9471038265' },
    ]);
  });

  test("another country shows the country alone, and none of SPEC §3's placeholders or fillers", () => {
    const view = addressCardView(
      {
        ...home,
        country: 'DE',
        countryName: 'Almanya',
        cityName: 'Seçin',
        townName: 'Seçin',
        number: '4930123456',
        idNumber: '11111111111',
        companyName: 'Seçin',
        taxOffice: 'Seçin',
        taxNumber: '1111111111',
      },
      'Germany',
    );
    expect(view.place).toBe('Germany');
    expect(view.details).toEqual([]);
    expect(view.phone).toBe('4930123456');
  });
});

describe('address timings of SPEC §9', () => {
  test('the list is read again after 400 ms; the modal scrolls over 800 ms', () => {
    expect(ADDRESS_REFETCH_MS).toBe(400);
    expect(ADDRESS_MODAL_SCROLL_MS).toBe(800);
  });

  test('the scroll starts at 0, is half way at half time, ends at 1 and never overshoots', () => {
    expect(scrollProgress(0, 800)).toBe(0);
    expect(scrollProgress(400, 800)).toBeCloseTo(0.5);
    expect(scrollProgress(800, 800)).toBe(1);
    expect(scrollProgress(5000, 800)).toBe(1);
    expect(scrollProgress(10, 0)).toBe(1);
    let last = 0;
    for (let ms = 0; ms <= 800; ms += 20) {
      const p = scrollProgress(ms, 800);
      expect(p).toBeGreaterThanOrEqual(last);
      expect(p).toBeLessThanOrEqual(1);
      last = p;
    }
  });
});
