/**
 * The two documents a Turkish e-shop shows before an order (6502 sayılı Tüketicinin Korunması
 * Hakkında Kanun, Mesafeli Sözleşmeler Yönetmeliği): the Ön Bilgilendirme Formu and the Mesafeli
 * Satış Sözleşmesi, built from plain order data. The same input always gives the same documents,
 * so the server can rebuild them at order time and compare with what the shopper approved.
 */
import { formatMoney, type Minor } from '../money.ts';
import type { OrderAddress } from '../orders/order-address.ts';
import {
  buyerFields,
  distanceSalesBlocks,
  type OrderParts,
  preInformationBlocks,
} from './agreement-blocks.ts';
import type { AgreementBlock, AgreementDocument } from './agreement-document.ts';
import { documentText, numberLocale, type Text } from './agreement-format.ts';
import type { AgreementInput } from './agreement-input.ts';
import { amountsTable, linesTable, tryCharge } from './agreement-tables.ts';
import type { AgreementTranslator } from './agreement-text-keys.ts';

/** An order address on one line: recipient, address, town/city, country, phone and identity. */
export function addressLine(address: OrderAddress, text: Text): string {
  const place = [address.town, address.city].filter((p) => p?.trim()).join('/');
  const parts = [address.name, address.address, place, address.country, address.number];
  if (address.invoiceType === 'kurumsal' && address.companyName) {
    parts.push(
      text('agreements.address.company', {
        name: address.companyName,
        office: address.taxOffice ?? '',
        number: address.taxNumber ?? '',
      }),
    );
  } else if (address.idNumber) {
    parts.push(text('agreements.address.idNumber', { value: address.idNumber }));
  }
  return parts
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join(', ');
}

function buyerBlocks(input: AgreementInput, text: Text): AgreementBlock[] {
  const b = input.buyer;
  return buyerFields(text, {
    name: b.name,
    email: b.email,
    phone: b.phone,
    delivery: addressLine(input.deliveryAddress, text),
    invoice: addressLine(input.invoiceAddress, text),
  });
}

function paymentBlocks(input: AgreementInput, text: Text, money: (m: Minor) => string): AgreementBlock[] {
  const plan = input.odemeTipi === 2 && input.plan && input.plan.installment > 1 ? input.plan : null;
  let method: string;
  const notes: string[] = [];
  if (input.odemeTipi === 2) {
    method = plan
      ? text('agreements.method.cardInstallment', { count: plan.installment })
      : text('agreements.method.card');
    notes.push(text('agreements.pay.card'));
    const lira = tryCharge(input);
    if (lira) notes.push(text('agreements.pay.cardTry', { amount: lira }));
    if (plan) notes.push(text('agreements.pay.installment', { amount: money(input.amounts.commission) }));
  } else if (input.odemeTipi === 3) {
    method = text('agreements.method.cashOnDelivery');
    notes.push(
      input.amounts.cashOnDeliveryFee > 0
        ? text('agreements.pay.cashOnDelivery', { fee: money(input.amounts.cashOnDeliveryFee) })
        : text('agreements.pay.cashOnDeliveryFree'),
    );
  } else {
    method = text('agreements.method.transfer');
    notes.push(text('agreements.pay.transfer'));
  }
  return [
    { kind: 'paragraph', text: text('agreements.method', { method }) },
    ...notes.map((n) => ({ kind: 'paragraph', text: n }) as const),
    { kind: 'paragraph', text: text('agreements.total', { total: money(input.amounts.total) }) },
  ];
}

function deliveryFee(input: AgreementInput, text: Text, money: (m: Minor) => string): string {
  if (input.amounts.shippingTotal > 0)
    return text('agreements.delivery.fee', { amount: money(input.amounts.shippingTotal) });
  return text(input.recipientPaysShipping ? 'agreements.delivery.recipient' : 'agreements.delivery.free');
}

function orderParts(input: AgreementInput, text: Text): OrderParts {
  const money = (m: Minor) => formatMoney(m, input.amounts.currency, numberLocale(input.locale));
  return {
    buyer: buyerBlocks(input, text),
    goods: linesTable(input, text, money),
    amounts: amountsTable(input, text, money),
    payment: paymentBlocks(input, text, money),
    deliveryFee: deliveryFee(input, text, money),
  };
}

/** The Ön Bilgilendirme Formu of an order, its texts from the dictionaries' translator (src/i18n `t`). */
export function preInformationForm(input: AgreementInput, translate: AgreementTranslator): AgreementDocument {
  const text = documentText(input.locale, translate);
  return {
    id: 'on-bilgilendirme',
    title: text('agreements.preInfo.title'),
    blocks: preInformationBlocks(text, input.seller, orderParts(input, text)),
  };
}

/** The Mesafeli Satış Sözleşmesi of an order, its texts from the dictionaries' translator. */
export function distanceSalesContract(
  input: AgreementInput,
  translate: AgreementTranslator,
): AgreementDocument {
  const text = documentText(input.locale, translate);
  return {
    id: 'mesafeli-satis',
    title: text('agreements.distanceSales.title'),
    blocks: distanceSalesBlocks(text, input.seller, orderParts(input, text)),
  };
}

/** Both documents of an order, the Ön Bilgilendirme Formu first, in the dictionaries' texts (src/i18n `t`). */
export function buildAgreements(input: AgreementInput, translate: AgreementTranslator): AgreementDocument[] {
  return [preInformationForm(input, translate), distanceSalesContract(input, translate)];
}
