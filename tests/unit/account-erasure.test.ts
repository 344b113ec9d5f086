import { describe, expect, test } from 'vitest';
import {
  anonymiseOrderAddress,
  ERASED_AUTHOR,
  erasedEmail,
  ORDER_RETENTION_YEARS,
} from '../../src/domain/account/account-erasure.ts';
import { isEmail } from '../../src/domain/account/account-validation.ts';

describe('account erasure', () => {
  test("an individual's order address keeps only the invoice type, district, city and country", () => {
    const text =
      'Adres Başlığı:Ev|Alıcı:Ayşe Yılmaz|Fatura Tipi:Bireysel|Adres:Moda Cad. No: 12|İlçe:Kadıköy|' +
      'İl:İSTANBUL|Ülke:Türkiye|Telefon:+90 (532) 123 45 67|T.C. Kimlik No:10000000146';
    expect(anonymiseOrderAddress(text)).toBe('Fatura Tipi:Bireysel|İlçe:Kadıköy|İl:İSTANBUL|Ülke:Türkiye');
  });

  test("a corporate invoice loses the company's name, tax office and tax number with the person", () => {
    const text =
      'Adres Başlığı:İş|Alıcı:Ali Kaya|Fatura Tipi:Kurumsal|Adres:Atatürk Cad. 5|İlçe:Çankaya|İl:ANKARA|' +
      'Ülke:Türkiye|Telefon:+90 (533) 000 00 00|Firma Adı:Kaya Ltd.|Vergi Dairesi:Kavaklıdere|Vergi No:1234567890';
    expect(anonymiseOrderAddress(text)).toBe('Fatura Tipi:Kurumsal|İlçe:Çankaya|İl:ANKARA|Ülke:Türkiye');
  });

  test('garbage and empty texts give an empty text', () => {
    expect(anonymiseOrderAddress('')).toBe('');
    expect(anonymiseOrderAddress('no labels here')).toBe('');
  });

  test('the erased email is unique per customer and never an email address', () => {
    expect(erasedEmail(7)).not.toBe(erasedEmail(8));
    expect(isEmail(erasedEmail(7))).toBe(false);
    expect(ERASED_AUTHOR).toBe('Silinmiş Üye');
    expect(ORDER_RETENTION_YEARS).toBe(10);
  });
});
