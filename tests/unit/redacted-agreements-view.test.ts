import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { redactAgreements } from '../../src/domain/account/agreement-redaction.ts';
import { buildAgreements } from '../../src/domain/checkout/agreements.ts';
import { t } from '../../src/i18n/index.ts';
import { AgreementsView } from '../../src/islands/parts/payment/AgreementsView.tsx';

const documents = buildAgreements(
  {
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
    buyer: { name: 'Ayşe Yılmaz', email: 'ayse@ornek.com.tr', phone: '+90 (532) 123 45 67' },
    deliveryAddress: { name: 'Ayşe Yılmaz', address: 'Moda Cad. No: 18', town: 'Kadıköy', city: 'İSTANBUL' },
    invoiceAddress: { name: 'Ayşe Yılmaz', address: 'Moda Cad. No: 18', town: 'Kadıköy', city: 'İSTANBUL' },
    lines: [
      {
        name: 'Çelik Termos',
        code: 'TRM-1',
        quantity: 1,
        unit: 'ADET',
        unitPrice: 45_000,
        taxRate: '20',
        lineTotal: 54_000,
      },
    ],
    amounts: {
      currency: 'TRY',
      subTotal: 45_000,
      tax: 9_000,
      shippingTotal: 0,
      cashOnDeliveryFee: 0,
      commission: 0,
      total: 54_000,
    },
    recipientPaysShipping: false,
    odemeTipi: 4,
    plan: null,
  },
  t,
);

describe("an erased customer's contract on the order page", () => {
  test('renders as any other: titles, headings, tables, and the labels with the redaction text', () => {
    const html = renderToStaticMarkup(
      createElement(AgreementsView, {
        documents: redactAgreements(documents, [], t),
        idPrefix: 'order-agreements',
      }),
    );
    expect(html).toContain('<h3 id="order-agreements-on-bilgilendirme">Ön Bilgilendirme Formu</h3>');
    expect(html).toContain('<h4>2. Alıcı Bilgileri</h4>');
    expect(html).toContain('<p>Ad Soyad: [hesap silindiği için kaldırıldı]</p>');
    expect(html).toContain('<td>Çelik Termos</td>');
    expect(html).not.toContain('Ayşe');
    expect(html).not.toContain('Moda Cad.');
  });
});
