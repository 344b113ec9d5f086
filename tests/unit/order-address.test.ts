import { describe, expect, it } from 'vitest';
import {
  formatOrderAddress,
  type OrderAddress,
  orderAddressParts,
  parseOrderAddress,
} from '../../src/domain/orders/order-address.ts';

const home: OrderAddress = {
  addressTitle: 'Ev',
  name: 'Ayşe Yılmaz',
  invoiceType: 'bireysel',
  address: 'Caferağa Mah. Moda Cad. No: 12 D: 5',
  town: 'Kadıköy',
  city: 'İSTANBUL',
  country: 'Türkiye',
  number: '+90 (532) 123 45 67',
  idNumber: '10000000146',
};

const office: OrderAddress = {
  addressTitle: 'İş Yeri',
  name: 'Ayşe Yılmaz',
  invoiceType: 'kurumsal',
  address: 'Kızılay Mah. Atatürk Bulvarı No: 104 Kat: 3',
  town: 'Çankaya',
  city: 'ANKARA',
  country: 'Türkiye',
  number: '+90 (532) 123 45 67',
  companyName: 'Yılmaz Bilişim Ltd. Şti.',
  taxOffice: 'Çankaya',
  taxNumber: '1234567890',
};

describe('order address text', () => {
  it('writes labelled parts joined by pipes in the documented order', () => {
    expect(formatOrderAddress(home)).toBe(
      'Adres Başlığı:Ev|Alıcı:Ayşe Yılmaz|Fatura Tipi:Bireysel|Adres:Caferağa Mah. Moda Cad. No: 12 D: 5|' +
        'İlçe:Kadıköy|İl:İSTANBUL|Ülke:Türkiye|Telefon:+90 (532) 123 45 67|T.C. Kimlik No:10000000146',
    );
  });

  it('reads back what it wrote, values with colons included', () => {
    expect(parseOrderAddress(formatOrderAddress(home))).toEqual(home);
    expect(parseOrderAddress(formatOrderAddress(office))).toEqual(office);
  });

  it('leaves out empty values, the Seçin placeholder and the filler numbers', () => {
    const text = formatOrderAddress({
      addressTitle: 'Berlin',
      name: 'Hans Müller',
      address: 'Unter den Linden 5',
      town: 'Seçin',
      city: 'Seçin',
      country: 'Almanya',
      number: '4930123456',
      idNumber: '11111111111',
      companyName: '',
      taxNumber: '1111111111',
    });
    expect(text).toBe(
      'Adres Başlığı:Berlin|Alıcı:Hans Müller|Adres:Unter den Linden 5|Ülke:Almanya|Telefon:4930123456',
    );
  });

  it('never lets a value break the format', () => {
    const text = formatOrderAddress({ addressTitle: 'A|B', address: 'Satır 1\nSatır 2 | kat 3' });
    expect(text).toBe('Adres Başlığı:A / B|Adres:Satır 1 Satır 2 / kat 3');
    expect(parseOrderAddress(text)).toEqual({ addressTitle: 'A / B', address: 'Satır 1 Satır 2 / kat 3' });
  });

  it('keeps unknown labels as parts but not as fields, and skips parts without a label', () => {
    const text = 'Alıcı:Ali Veli|Not:Kapıya bırakın|garbage||:x|Fatura Tipi:Başka';
    expect(orderAddressParts(text)).toEqual([
      { label: 'Alıcı', value: 'Ali Veli' },
      { label: 'Not', value: 'Kapıya bırakın' },
      { label: 'Fatura Tipi', value: 'Başka' },
    ]);
    expect(parseOrderAddress(text)).toEqual({ name: 'Ali Veli' });
    expect(parseOrderAddress('')).toEqual({});
    expect(parseOrderAddress(null)).toEqual({});
  });
});
