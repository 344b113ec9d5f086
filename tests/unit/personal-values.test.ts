import { describe, expect, test } from 'vitest';
import {
  addressValues,
  holdsPersonalValue,
  personalValues,
  removePersonalValues,
} from '../../src/domain/account/personal-values.ts';
import type { OrderAddress } from '../../src/domain/orders/order-address.ts';

describe("an erased customer's values inside kept texts", () => {
  test('values are trimmed, de-duplicated ignoring case, longest first, and the too short left out', () => {
    expect(
      personalValues([
        ' Zeynep  Kaya ',
        'ZEYNEP KAYA',
        'zeynep@ornek.com.tr',
        '',
        null,
        undefined,
        'Ali',
        '12',
      ]),
    ).toEqual(['zeynep@ornek.com.tr', 'Zeynep Kaya']);
  });

  test("an address's identifying parts, not its district, city or tax office", () => {
    const address: OrderAddress = {
      name: 'Ali Kaya',
      address: 'Atatürk Cad. 5',
      town: 'Çankaya',
      city: 'ANKARA',
      number: '+90 (533) 000 00 00',
      idNumber: '10000000146',
      companyName: 'Kaya Ltd.',
      taxOffice: 'Kavaklıdere',
      taxNumber: '1234567890',
    };
    expect(addressValues(address)).toEqual([
      'Ali Kaya',
      'Atatürk Cad. 5',
      '+90 (533) 000 00 00',
      '10000000146',
      'Kaya Ltd.',
      '1234567890',
    ]);
  });

  test("the fillers of identity fields that do not apply are nobody's data", () => {
    const address: OrderAddress = { name: 'Ali Kaya', idNumber: '11111111111', taxNumber: '1111111111' };
    expect(addressValues(address)).toEqual(['Ali Kaya']);
  });

  test('found and replaced whatever the case, in Turkish (İ/i, I/ı), and across white space runs', () => {
    const values = personalValues(['İlkay Işık', 'Moda Cad. No: 12']);
    expect(holdsPersonalValue('ilkay ışık çok memnun', values)).toBe(true);
    expect(holdsPersonalValue('Kalite çok iyi', values)).toBe(false);
    expect(removePersonalValues('Ben İLKAY IŞIK, adresim Moda  Cad.  No: 12.', values, '[x]')).toBe(
      'Ben [x], adresim [x].',
    );
    expect(removePersonalValues('İlkay Işık ve ilkay ışık', values, '[x]')).toBe('[x] ve [x]');
  });

  test('a text without any value comes back exactly as it was, white space included', () => {
    expect(removePersonalValues('Güzel  ürün,\nteşekkürler.', personalValues(['Zeynep Kaya']), '[x]')).toBe(
      'Güzel  ürün,\nteşekkürler.',
    );
  });
});
