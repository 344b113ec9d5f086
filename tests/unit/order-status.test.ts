import { describe, expect, test } from 'vitest';
import { CARRIERS, findCarrier, isTrackingNumber, trackingLink } from '../../src/domain/orders/carriers.ts';
import {
  CARGO_STEPS,
  canCancel,
  cargoButton,
  currentCargoStep,
  hasSplitShipment,
} from '../../src/domain/orders/order-status.ts';

const yurtici = { kfadi: 'Yurtiçi Kargo', kargoUrl: CARRIERS.yurtici.url, takipNo: '123456789012' };
const aras = { kfadi: 'Aras Kargo', kargoUrl: CARRIERS.aras.url, takipNo: '555666777888' };
const none = { kfadi: null, kargoUrl: null, takipNo: null };

describe('the list’s cargo button (SPEC §2: by the first product line)', () => {
  test('Kargo Takip links to the carrier url joined with the tracking number', () => {
    expect(cargoButton({ productLines: [yurtici, none] })).toEqual({
      kind: 'tracking',
      href: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123456789012',
    });
  });
  test('Hazırlanıyor when the first line has no tracking number, even if a later one has', () => {
    expect(cargoButton({ productLines: [none, aras] })).toEqual({ kind: 'preparing' });
    expect(cargoButton({ productLines: [] })).toEqual({ kind: 'preparing' });
  });
});

describe('the progress bar (SPEC §2, §4)', () => {
  test('three steps; shipped once a tracking number exists; delivered once the shop marks it', () => {
    expect(CARGO_STEPS).toEqual(['preparing', 'shipped', 'delivered']);
    expect(currentCargoStep({ productLines: [none] })).toBe('preparing');
    expect(currentCargoStep({ productLines: [none, aras] })).toBe('shipped');
    expect(currentCargoStep({ productLines: [yurtici] })).toBe('shipped');
    expect(currentCargoStep({ productLines: [yurtici], deliveredAt: null })).toBe('shipped');
    expect(currentCargoStep({ productLines: [yurtici], deliveredAt: '2026-11-28 10:15' })).toBe('delivered');
  });
});

describe('the cargo column (only when lines differ in carrier or tracking number)', () => {
  test('same carrier and number: no column; differing: column', () => {
    expect(hasSplitShipment([yurtici, yurtici])).toBe(false);
    expect(hasSplitShipment([none, none])).toBe(false);
    expect(hasSplitShipment([yurtici])).toBe(false);
    expect(hasSplitShipment([yurtici, aras])).toBe(true);
    expect(hasSplitShipment([yurtici, { ...yurtici, takipNo: '999' }])).toBe(true);
    expect(hasSplitShipment([yurtici, none])).toBe(true);
  });
});

describe('cancel only before shipping', () => {
  test('not cancelled and no tracking number: yes; otherwise no', () => {
    expect(canCancel({ isCancel: false, productLines: [none, none] })).toBe(true);
    expect(canCancel({ isCancel: true, productLines: [none] })).toBe(false);
    expect(canCancel({ isCancel: false, productLines: [none, aras] })).toBe(false);
  });
});

describe('carriers', () => {
  test('found by name or key, Turkish letters or not', () => {
    expect(findCarrier('Yurtiçi Kargo')?.key).toBe('yurtici');
    expect(findCarrier('YURTİÇİ')?.key).toBe('yurtici');
    expect(findCarrier('yurtici')?.key).toBe('yurtici');
    expect(findCarrier('Sürat')?.name).toBe('Sürat Kargo');
    expect(findCarrier('ups')?.name).toBe('UPS Kargo');
    expect(findCarrier('Kargo X')).toBeUndefined();
    expect(findCarrier('')).toBeUndefined();
  });
  test('the tracking link needs both url and number', () => {
    expect(trackingLink(CARRIERS.mng.url, '1234567890')).toBe(
      'https://www.mngkargo.com.tr/gonderi-takip?takipNo=1234567890',
    );
    expect(trackingLink(null, '1234567890')).toBeNull();
    expect(trackingLink(CARRIERS.mng.url, ' ')).toBeNull();
  });
  test('tracking numbers: 6 to 30 letters and digits', () => {
    expect(isTrackingNumber('123456')).toBe(true);
    expect(isTrackingNumber('AR-1234567')).toBe(true);
    expect(isTrackingNumber('12345')).toBe(false);
    expect(isTrackingNumber('12 3456')).toBe(false);
    expect(isTrackingNumber('1'.repeat(31))).toBe(false);
  });
});

describe('order address cards (read from the pipe/colon text)', () => {
  test('an individual Turkish address: place as district / province / country, the ID number', async () => {
    const { orderAddressCard } = await import('../../src/domain/orders/order-address-card.ts');
    const card = orderAddressCard(
      'Adres Başlığı:Ev|Alıcı:Ayşe Yılmaz|Fatura Tipi:Bireysel|Adres:Moda Cad. No: 12|İlçe:Kadıköy|İl:İSTANBUL|Ülke:Türkiye|Telefon:+90 (532) 123 45 67|T.C. Kimlik No:10000000146',
    );
    expect(card).toEqual({
      title: 'Ev',
      name: 'Ayşe Yılmaz',
      address: 'Moda Cad. No: 12',
      place: 'Kadıköy / İSTANBUL / Türkiye',
      phone: '+90 (532) 123 45 67',
      details: [{ label: 'addressBook.field.idNumber', value: '10000000146' }],
    });
  });
  test('a corporate address shows company, tax office and tax number; abroad the country alone', async () => {
    const { orderAddressCard } = await import('../../src/domain/orders/order-address-card.ts');
    const office = orderAddressCard(
      'Adres Başlığı:Ofis|Alıcı:Ayşe Yılmaz|Fatura Tipi:Kurumsal|Adres:Atatürk Bulvarı No: 5|İlçe:Çankaya|İl:ANKARA|Ülke:Türkiye|Firma Adı:Yılmaz Ltd.|Vergi Dairesi:Çankaya|Vergi No:1234567890',
    );
    expect(office.details.map((d) => d.value)).toEqual(['Yılmaz Ltd.', 'Çankaya', '1234567890']);
    const abroad = orderAddressCard(
      'Adres Başlığı:Berlin|Alıcı:Ali Veli|Adres:Hauptstraße 1 Berlin|Ülke:Almanya',
    );
    expect(abroad.place).toBe('Almanya');
    expect(abroad.details).toEqual([]);
  });
});
