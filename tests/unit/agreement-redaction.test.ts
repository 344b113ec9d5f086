import { describe, expect, test } from 'vitest';
import { agreementLocale, redactAgreements } from '../../src/domain/account/agreement-redaction.ts';
import { addressValues, personalValues } from '../../src/domain/account/personal-values.ts';
import type { AgreementDocument } from '../../src/domain/checkout/agreement-document.ts';
import type { AgreementInput } from '../../src/domain/checkout/agreement-input.ts';
import { buildAgreements } from '../../src/domain/checkout/agreements.ts';
import { type Locale, t } from '../../src/i18n/index.ts';

const TR_MARK = '[hesap silindiği için kaldırıldı]';
const EN_MARK = '[removed when the account was deleted]';

const input: AgreementInput = {
  locale: 'tr',
  seller: {
    legalName: 'Anadolu Ticaret Anonim Şirketi',
    address: 'Büyükdere Cad. No: 185, Şişli/İSTANBUL',
    phone: '+90 (212) 555 01 23',
    email: 'destek@anadoluticaret.com.tr',
    mersisNo: '0068012345600015',
    taxOffice: 'Zincirlikuyu',
    taxNumber: '0680123456',
    website: 'https://www.anadoluticaret.com.tr',
  },
  buyer: { name: 'Ayşe Yılmaz', email: 'ayse.yilmaz@ornek.com.tr', phone: '+90 (532) 123 45 67' },
  deliveryAddress: {
    name: 'Mehmet Yılmaz',
    address: 'Moda Cad. No: 18',
    town: 'Kadıköy',
    city: 'İSTANBUL',
    country: 'Türkiye',
    number: '+90 (533) 765 43 21',
    invoiceType: 'bireysel',
    idNumber: '28461937512',
  },
  invoiceAddress: {
    name: 'Ayşe Yılmaz',
    address: 'Atatürk Bulvarı No: 104',
    town: 'Çankaya',
    city: 'ANKARA',
    country: 'Türkiye',
    number: '+90 (532) 418 22 90',
    invoiceType: 'kurumsal',
    companyName: 'Yılmaz Bilişim Ltd. Şti.',
    taxOffice: 'Kavaklıdere',
    taxNumber: '9471038265',
  },
  lines: [
    {
      name: 'Çelik Termos',
      code: 'TRM-1',
      quantity: 2,
      unit: 'ADET',
      unitPrice: 45_000,
      taxRate: '20.00',
      lineTotal: 108_000,
    },
  ],
  amounts: {
    currency: 'TRY',
    subTotal: 90_000,
    tax: 18_000,
    shippingTotal: 4_990,
    cashOnDeliveryFee: 2_990,
    commission: 0,
    total: 115_980,
  },
  recipientPaysShipping: false,
  odemeTipi: 3,
  plan: null,
};

/** Everything that names the buyer in the documents above. */
const PERSONAL = [
  'Ayşe Yılmaz',
  'Mehmet Yılmaz',
  'ayse.yilmaz@ornek.com.tr',
  '+90 (532) 123 45 67',
  '+90 (533) 765 43 21',
  '+90 (532) 418 22 90',
  'Moda Cad. No: 18',
  'Atatürk Bulvarı No: 104',
  '28461937512',
  '9471038265',
  'Yılmaz Bilişim',
  'Kavaklıdere',
];

function texts(doc: AgreementDocument | undefined): string[] {
  return (doc?.blocks ?? []).flatMap((b) => (b.kind === 'table' ? [...b.head, ...b.rows.flat()] : [b.text]));
}

const valuesOf = (i: AgreementInput) =>
  personalValues([
    i.buyer.name,
    i.buyer.email,
    i.buyer.phone,
    ...addressValues(i.deliveryAddress),
    ...addressValues(i.invoiceAddress),
  ]);

describe('redaction of an approved agreement at account erasure', () => {
  test.each<[Locale, string]>([
    ['tr', TR_MARK],
    ['en', EN_MARK],
  ])('the buyer part of both documents (%s) keeps its labels, every personal value goes', (locale, mark) => {
    const docs = buildAgreements({ ...input, locale }, t);
    const redacted = redactAgreements(docs, valuesOf(input), t);
    for (const doc of redacted) {
      const all = texts(doc).join('\n');
      for (const value of PERSONAL) expect(all).not.toContain(value);
    }
    const form = texts(redacted[0]);
    if (locale === 'tr') {
      expect(form).toEqual(
        expect.arrayContaining([
          '2. Alıcı Bilgileri',
          `Ad Soyad: ${mark}`,
          `E-posta: ${mark}`,
          `Telefon: ${mark}`,
          `Teslimat Adresi: ${mark}`,
          `Fatura Adresi: ${mark}`,
        ]),
      );
      expect(texts(redacted[1])).toEqual(expect.arrayContaining(['ALICI', `Ad Soyad: ${mark}`]));
    } else {
      expect(form).toEqual(
        expect.arrayContaining([
          '2. Buyer',
          `Name: ${mark}`,
          `E-mail: ${mark}`,
          `Phone: ${mark}`,
          `Delivery address: ${mark}`,
          `Invoice address: ${mark}`,
        ]),
      );
    }
  });

  test('the legal skeleton stays as approved: ids, titles, kinds, seller, goods, amounts and clauses', () => {
    const docs = buildAgreements(input, t);
    const redacted = redactAgreements(docs, valuesOf(input), t);
    expect(redacted).toHaveLength(2);
    docs.forEach((doc, d) => {
      const out = redacted[d] as AgreementDocument;
      expect(out.id).toBe(doc.id);
      expect(out.title).toBe(doc.title);
      expect(out.blocks.map((b) => b.kind)).toEqual(doc.blocks.map((b) => b.kind));
      // Only the five buyer fields changed; every other block is the approved one.
      const changed = doc.blocks.filter((b, i) => JSON.stringify(b) !== JSON.stringify(out.blocks[i]));
      expect(changed).toHaveLength(5);
      expect(texts(out)).toEqual(
        expect.arrayContaining([
          'Unvan: Anadolu Ticaret Anonim Şirketi',
          'Adres: Büyükdere Cad. No: 185, Şişli/İSTANBUL',
          'Telefon: +90 (212) 555 01 23',
          'Vergi Dairesi / Vergi No: Zincirlikuyu / 0680123456',
          'Çelik Termos',
          '₺1.080,00',
          '₺1.159,80',
        ]),
      );
    });
  });

  test('the buyer part goes even when the account no longer holds the values it was approved with', () => {
    // The customer renamed themselves and moved after ordering: nothing to search for matches.
    const redacted = redactAgreements(buildAgreements(input, t), [], t);
    for (const doc of redacted) {
      const all = texts(doc).join('\n');
      for (const value of PERSONAL) expect(all).not.toContain(value);
    }
  });

  test('a personal value elsewhere in a document is cut out of its text, whatever its case', () => {
    const doc: AgreementDocument = {
      id: 'mesafeli-satis',
      title: 'Mesafeli Satış Sözleşmesi',
      blocks: [
        { kind: 'heading', text: 'Madde 9 – Notlar' },
        { kind: 'paragraph', text: 'Teslimatta AYŞE YILMAZ aranacak: ayse.yilmaz@ornek.com.tr' },
        { kind: 'table', head: ['Not'], rows: [['Kapıcı: +90 (532) 123 45 67']] },
      ],
    };
    const [out] = redactAgreements([doc], valuesOf(input), t);
    expect(out?.blocks).toEqual([
      { kind: 'heading', text: 'Madde 9 – Notlar' },
      { kind: 'paragraph', text: `Teslimatta ${TR_MARK} aranacak: ${TR_MARK}` },
      { kind: 'table', head: ['Not'], rows: [[`Kapıcı: ${TR_MARK}`]] },
    ]);
  });

  test('redacting twice changes nothing more; the locale is told by the title', () => {
    const once = redactAgreements(buildAgreements({ ...input, locale: 'en' }, t), valuesOf(input), t);
    expect(redactAgreements(once, valuesOf(input), t)).toEqual(once);
    expect(once.map((d) => agreementLocale(d, t))).toEqual(['en', 'en']);
    expect(agreementLocale({ id: 'on-bilgilendirme', title: 'Eski Form', blocks: [] }, t)).toBe('tr');
  });
});
