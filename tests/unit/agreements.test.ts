import { describe, expect, test } from 'vitest';
import type { AgreementDocument } from '../../src/domain/checkout/agreement-document.ts';
import type { AgreementInput } from '../../src/domain/checkout/agreement-input.ts';
import { canonicalAgreements, isAgreementKey } from '../../src/domain/checkout/agreement-key.ts';
import { agreementTemplate } from '../../src/domain/checkout/agreement-template.ts';
import { addressLine, buildAgreements } from '../../src/domain/checkout/agreements.ts';
import { t } from '../../src/i18n/index.ts';

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
  buyer: { name: 'Ayşe Yılmaz', email: 'demo@anadoluticaret.com.tr', phone: '+90 (532) 123 45 67' },
  deliveryAddress: {
    name: 'Ayşe Yılmaz',
    address: 'Moda Cad. No: 18',
    town: 'Kadıköy',
    city: 'İSTANBUL',
    country: 'Türkiye',
    number: '+90 (532) 123 45 67',
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
    taxOffice: 'Çankaya',
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

function texts(doc: AgreementDocument | undefined): string[] {
  return (doc?.blocks ?? []).flatMap((b) => (b.kind === 'table' ? [...b.head, ...b.rows.flat()] : [b.text]));
}

describe('Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi', () => {
  test('two documents in order, with their Turkish titles', () => {
    const docs = buildAgreements(input, t);
    expect(docs.map((d) => [d.id, d.title])).toEqual([
      ['on-bilgilendirme', 'Ön Bilgilendirme Formu'],
      ['mesafeli-satis', 'Mesafeli Satış Sözleşmesi'],
    ]);
  });

  test('name the seller with unvan, address, phone, e-mail, MERSİS and tax numbers, and the buyer', () => {
    for (const doc of buildAgreements(input, t)) {
      const all = texts(doc);
      expect(all).toContain('Unvan: Anadolu Ticaret Anonim Şirketi');
      expect(all).toContain('Adres: Büyükdere Cad. No: 185, Şişli/İSTANBUL');
      expect(all).toContain('Telefon: +90 (212) 555 01 23');
      expect(all).toContain('MERSİS No: 0068012345600015');
      expect(all).toContain('Vergi Dairesi / Vergi No: Zincirlikuyu / 0680123456');
      expect(all).toContain('Ad Soyad: Ayşe Yılmaz');
      expect(all).toContain('E-posta: demo@anadoluticaret.com.tr');
      expect(all).toContain(
        'Teslimat Adresi: Ayşe Yılmaz, Moda Cad. No: 18, Kadıköy/İSTANBUL, Türkiye, +90 (532) 123 45 67, T.C. Kimlik No: 28461937512',
      );
      expect(all).toContain(
        'Fatura Adresi: Ayşe Yılmaz, Atatürk Bulvarı No: 104, Çankaya/ANKARA, Türkiye, +90 (532) 418 22 90, Firma: Yılmaz Bilişim Ltd. Şti., Vergi Dairesi: Çankaya, Vergi No: 9471038265',
      );
    }
  });

  test('list the lines and the amounts with KDV, shipping, the Kapıda Ödeme fee and the grand total', () => {
    const [form] = buildAgreements(input, t);
    const tables = (form?.blocks ?? []).filter((b) => b.kind === 'table');
    expect(tables[0]).toEqual({
      kind: 'table',
      head: [
        'Ürün',
        'Ürün Kodu',
        'Miktar',
        'Birim',
        'Birim Fiyat (KDV Hariç)',
        'KDV Oranı',
        'Tutar (KDV Dahil)',
      ],
      rows: [['Çelik Termos', 'TRM-1', '2', 'ADET', '₺450,00', '%20', '₺1.080,00']],
    });
    expect(tables[1]).toEqual({
      kind: 'table',
      head: ['Kalem', 'Tutar'],
      rows: [
        ['Ara Toplam (KDV Hariç)', '₺900,00'],
        ['KDV', '₺180,00'],
        ['Kargo Ücreti', '₺49,90'],
        ['Kapıda Ödeme Bedeli', '₺29,90'],
        ['Genel Toplam (Vergiler Dahil)', '₺1.159,80'],
      ],
    });
    const all = texts(form);
    expect(all).toContain('Ödeme Şekli: Kapıda Ödeme');
    expect(all).toContain(
      'Ödeme, ürünler teslim edilirken kargo görevlisine yapılır. ₺29,90 tutarındaki Kapıda Ödeme bedeli genel toplama dahildir.',
    );
    expect(all).toContain('Kargo ücreti ₺49,90 olup genel toplama dahildir.');
  });

  test('with prices shown with KDV, unit × quantity is the line: 2 × ₺540,00 = ₺1.080,00', () => {
    const withKdv: AgreementInput = {
      ...input,
      unitPricesWithKdv: true,
      lines: input.lines.map((l) => ({ ...l, unitPrice: 54_000 })),
    };
    const [form] = buildAgreements(withKdv, t);
    const [lines] = (form?.blocks ?? []).filter((b) => b.kind === 'table');
    expect(lines).toMatchObject({
      head: expect.arrayContaining(['Birim Fiyat (KDV Dahil)', 'Tutar (KDV Dahil)']),
      rows: [['Çelik Termos', 'TRM-1', '2', 'ADET', '₺540,00', '%20', '₺1.080,00']],
    });
  });

  test('in another currency, both documents state the lira amount the card is charged (M4)', () => {
    const inEuro: AgreementInput = {
      ...input,
      odemeTipi: 2,
      amounts: { ...input.amounts, currency: 'EUR', cashOnDeliveryFee: 0, total: 316, tryTotal: 15_770 },
    };
    for (const doc of buildAgreements(inEuro, t)) {
      const all = texts(doc);
      expect(all).toContain('Tahsil Edilecek Tutar (Türk Lirası)');
      expect(all).toContain('₺157,70');
      expect(all).toContain('Kartınızdan Türk lirası olarak ₺157,70 tahsil edilir.');
    }
    // In lira nothing is repeated.
    const inLira = { ...inEuro, amounts: { ...inEuro.amounts, currency: 'TRY', tryTotal: 316 } };
    expect(texts(buildAgreements(inLira, t)[0])).not.toContain('Tahsil Edilecek Tutar (Türk Lirası)');
  });

  test('state the 14-day cayma hakkı, how to use it, and the Article 15 exceptions a to h', () => {
    for (const doc of buildAgreements(input, t)) {
      const all = texts(doc);
      expect(all).toContain(
        'ALICI, ürünü teslim aldığı günden itibaren 14 (on dört) gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir. Birden fazla ürünün ayrı ayrı teslim edildiği siparişlerde bu süre, son ürünün teslim alındığı gün başlar.',
      );
      expect(all).toContain(
        'Cayma hakkını kullanmak için ALICI, bu süre içinde SATICI’ya destek@anadoluticaret.com.tr e-posta adresine, Büyükdere Cad. No: 185, Şişli/İSTANBUL adresine yazılı olarak veya +90 (212) 555 01 23 numaralı telefondan ulaşarak sipariş numarasını belirten açık bir cayma bildiriminde bulunur.',
      );
      const exceptions = all.filter((x) => /^(a|b|c|ç|d|e|f|g|ğ|h)\) /.test(x));
      expect(exceptions.map((x) => x.slice(0, 2))).toEqual([
        'a)',
        'b)',
        'c)',
        'ç)',
        'd)',
        'e)',
        'f)',
        'g)',
        'ğ)',
        'h)',
      ]);
    }
  });

  test('a card plan shows its installments and commission; a transfer its 24-hour rule', () => {
    const card = buildAgreements(
      {
        ...input,
        odemeTipi: 2,
        plan: { installment: 3, commission: '2.25' },
        amounts: { ...input.amounts, cashOnDeliveryFee: 0, commission: 2_498, total: 113_488 },
      },
      t,
    );
    const all = texts(card[1]);
    expect(all).toContain('Ödeme Şekli: Kredi Kartı (3 Taksit)');
    expect(all).toContain('Taksit Vade Farkı (3 Taksit, %2,25)');
    expect(all).toContain('₺24,98');
    expect(all).not.toContain('Kapıda Ödeme Bedeli');
    const transfer = texts(buildAgreements({ ...input, odemeTipi: 4 }, t)[0]);
    expect(transfer).toContain('Ödeme Şekli: Havale-EFT');
    expect(transfer).toContain(t('tr', 'agreements.pay.transfer'));
    const free = texts(buildAgreements({ ...input, amounts: { ...input.amounts, shippingTotal: 0 } }, t)[0]);
    expect(free).toContain('Kargo ücreti SATICI tarafından karşılanır; ALICI’dan kargo ücreti alınmaz.');
  });

  test('the same input gives the same canonical text; any change gives another', () => {
    const a = canonicalAgreements(buildAgreements(input, t));
    expect(canonicalAgreements(buildAgreements({ ...input }, t))).toBe(a);
    expect(canonicalAgreements(buildAgreements({ ...input, odemeTipi: 4 }, t))).not.toBe(a);
    const more = {
      ...input,
      lines: [{ ...(input.lines[0] as AgreementInput['lines'][number]), quantity: 3 }],
    };
    expect(canonicalAgreements(buildAgreements(more, t))).not.toBe(a);
  });

  test('English documents for locale en', () => {
    const docs = buildAgreements({ ...input, locale: 'en' }, t);
    expect(docs.map((d) => d.title)).toEqual(['Preliminary Information Form', 'Distance Sales Contract']);
    expect(texts(docs[0])).toContain('Payment method: Cash on delivery');
  });

  test('empty seller fields read as a dash, never as a blank', () => {
    const docs = buildAgreements({ ...input, seller: { ...input.seller, mersisNo: ' ' } }, t);
    expect(texts(docs[0])).toContain('MERSİS No: —');
  });

  test('addressLine leaves out empty parts and the agreement key shape is 64 hex digits', () => {
    expect(
      addressLine({ name: 'Ali Veli', country: 'Almanya', number: '49301234' }, (k, p) => t('tr', k, p)),
    ).toBe('Ali Veli, Almanya, 49301234');
    expect(isAgreementKey('a'.repeat(64))).toBe(true);
    expect(isAgreementKey('A'.repeat(64))).toBe(false);
    expect(isAgreementKey('a'.repeat(63))).toBe(false);
  });
});

describe('the templates the legal pages show', () => {
  const seller = input.seller;
  const headings = (doc: AgreementDocument) =>
    doc.blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));

  test.each([
    ['on-bilgilendirme', 0],
    ['mesafeli-satis', 1],
  ] as const)('%s: the order’s own text, with placeholders for the buyer, goods and amounts', (id, index) => {
    for (const locale of ['tr', 'en'] as const) {
      const order = buildAgreements({ ...input, locale }, t)[index] as AgreementDocument;
      const template = agreementTemplate(id, locale, seller, t);
      expect(template.title).toBe(order.title);
      expect(headings(template)).toEqual(headings(order));
      const orderTexts = new Set(texts(order));
      // Every template paragraph is the order's paragraph, or one holding a placeholder or a method's terms.
      for (const block of template.blocks) {
        if (block.kind !== 'paragraph') continue;
        const methods = ['card', 'cardInstallment', 'transfer', 'cashOnDelivery'] as const;
        const methodTerms = methods.some((m) =>
          block.text.startsWith(`${t(locale, `agreements.method.${m}`, { count: 'N' })}: `),
        );
        const filledFromOrder = /\[.+\]/.test(block.text) || methodTerms;
        expect(orderTexts.has(block.text) || filledFromOrder, block.text).toBe(true);
      }
      // No buyer and no amount of any order.
      const all = texts(template).join('\n');
      expect(all).not.toContain('Ayşe');
      expect(all).not.toMatch(/₺|\d,\d\d\b/);
    }
  });

  test('the seller is the store and the buyer a placeholder', () => {
    const all = texts(agreementTemplate('mesafeli-satis', 'tr', seller, t));
    expect(all).toContain('Unvan: Anadolu Ticaret Anonim Şirketi');
    expect(all).toContain('MERSİS No: 0068012345600015');
    expect(all).toContain('Ad Soyad: [Alıcının adı soyadı]');
    expect(all).toContain(t('tr', 'agreements.withdrawal.period'));
    expect(all).toContain('Ödeme Şekli: [Siparişte seçilen ödeme şekli]');
  });
});
