/**
 * The two documents as the legal pages show them (/on-bilgilendirme-formu, /mesafeli-satis-sozlesmesi):
 * the very text an order's documents carry, with the store as the seller and bracketed placeholders
 * where an order puts its buyer, lines, amounts and payment.
 */
import type { Locale } from '../locale.ts';
import {
  buyerFields,
  distanceSalesBlocks,
  type OrderParts,
  preInformationBlocks,
} from './agreement-blocks.ts';
import type { AgreementDocument } from './agreement-document.ts';
import { documentText, type Text } from './agreement-format.ts';
import type { AgreementSeller } from './agreement-input.ts';
import { amountsTemplateTable, linesTemplateTable } from './agreement-tables.ts';
import type { AgreementTextKey, AgreementTranslator } from './agreement-text-keys.ts';

/**
 * The template parts: bracketed placeholders where an order puts the buyer, its lines and amounts;
 * each payment method's terms, named, since the template stands for an order of any method.
 */
function templateParts(text: Text, unitPricesWithKdv: boolean): OrderParts {
  const amount = text('agreements.template.amount');
  const field = (key: AgreementTextKey) => text(key);
  const methods: [AgreementTextKey, string][] = [
    ['agreements.method.card', text('agreements.pay.card')],
    ['agreements.method.cardInstallment', text('agreements.pay.installment', { amount })],
    ['agreements.method.transfer', text('agreements.pay.transfer')],
    ['agreements.method.cashOnDelivery', text('agreements.pay.cashOnDelivery', { fee: amount })],
  ];
  return {
    buyer: buyerFields(text, {
      name: field('agreements.template.buyerName'),
      email: field('agreements.template.buyerEmail'),
      phone: field('agreements.template.buyerPhone'),
      delivery: field('agreements.template.deliveryAddress'),
      invoice: field('agreements.template.invoiceAddress'),
    }),
    goods: linesTemplateTable(text, unitPricesWithKdv),
    amounts: amountsTemplateTable(text),
    payment: [
      { kind: 'paragraph', text: text('agreements.method', { method: text('agreements.template.method') }) },
      ...methods.map(
        ([method, terms]) =>
          ({
            kind: 'paragraph',
            text: text('agreements.template.methodTerms', { method: text(method, { count: 'N' }), terms }),
          }) as const,
      ),
      { kind: 'paragraph', text: text('agreements.total', { total: amount }) },
    ],
    deliveryFee: text('agreements.delivery.fee', { amount }),
  };
}

/**
 * One of the two documents as a template for the legal pages: the text every order's document
 * carries, with the store as the seller and placeholders for the order's own parts.
 */
export function agreementTemplate(
  id: AgreementDocument['id'],
  locale: Locale,
  seller: AgreementSeller,
  /** The dictionaries' translator (src/i18n `t`). */
  translate: AgreementTranslator,
  /** Whether the shop shows prices with KDV (productsWithKdv), as its orders' unit prices then are. */
  unitPricesWithKdv = true,
): AgreementDocument {
  const text = documentText(locale, translate);
  const parts = templateParts(text, unitPricesWithKdv);
  return id === 'on-bilgilendirme'
    ? { id, title: text('agreements.preInfo.title'), blocks: preInformationBlocks(text, seller, parts) }
    : { id, title: text('agreements.distanceSales.title'), blocks: distanceSalesBlocks(text, seller, parts) };
}
