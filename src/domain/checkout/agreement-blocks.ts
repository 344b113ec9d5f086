/**
 * The blocks of the two documents, section by section: the seller, the buyer, the goods and the
 * price, the payment, delivery, the cayma hakkı and its exceptions, complaints and disputes. The
 * parts that belong to one order come in as OrderParts, filled by an order or with the legal pages'
 * placeholders, so an order's documents and the templates carry the very same text.
 */
import type { AgreementBlock } from './agreement-document.ts';
import { orEmpty, type Text } from './agreement-format.ts';
import type { AgreementSeller } from './agreement-input.ts';
import type { AgreementTextKey } from './agreement-text-keys.ts';

/**
 * The parts of a document that belong to one order: the buyer, the goods, the amounts, the payment
 * and the shipping fee. An order fills them; the template pages put placeholders in their place, so
 * the rest of the text is the very text an order's documents carry.
 */
export interface OrderParts {
  readonly buyer: readonly AgreementBlock[];
  readonly goods: AgreementBlock;
  readonly amounts: AgreementBlock;
  readonly payment: readonly AgreementBlock[];
  readonly deliveryFee: string;
}

/** The seller's fields: unvan, address, phone, e-mail, MERSİS No, tax office and number, website. */
function sellerBlocks(s: AgreementSeller, text: Text): AgreementBlock[] {
  const field = (key: AgreementTextKey, value: string) =>
    ({ kind: 'paragraph', text: text(key, { value: orEmpty(text, value) }) }) as const;
  return [
    field('agreements.field.legalName', s.legalName),
    field('agreements.field.address', s.address),
    field('agreements.field.phone', s.phone),
    field('agreements.field.email', s.email),
    field('agreements.field.mersis', s.mersisNo),
    {
      kind: 'paragraph',
      text: text('agreements.field.tax', {
        office: orEmpty(text, s.taxOffice),
        number: orEmpty(text, s.taxNumber),
      }),
    },
    field('agreements.field.website', s.website),
  ];
}

/** The buyer's fields, filled with the given values (the order's, or the template's placeholders). */
export function buyerFields(
  text: Text,
  values: { name: string; email: string; phone: string; delivery: string; invoice: string },
): AgreementBlock[] {
  const field = (key: AgreementTextKey, value: string) =>
    ({ kind: 'paragraph', text: text(key, { value: orEmpty(text, value) }) }) as const;
  return [
    field('agreements.field.name', values.name),
    field('agreements.field.email', values.email),
    field('agreements.field.phone', values.phone),
    field('agreements.field.deliveryAddress', values.delivery),
    field('agreements.field.invoiceAddress', values.invoice),
  ];
}

/** The delivery terms, with the shipping fee sentence of the order or the template. */
function deliveryBlocks(fee: string, text: Text): AgreementBlock[] {
  return [
    { kind: 'paragraph', text: text('agreements.delivery.time') },
    { kind: 'paragraph', text: fee },
    { kind: 'paragraph', text: text('agreements.delivery.check') },
  ];
}

/** The 14-day cayma hakkı: its period, how to use it with the seller's contacts, return and refund. */
function withdrawalBlocks(s: AgreementSeller, text: Text): AgreementBlock[] {
  return [
    { kind: 'paragraph', text: text('agreements.withdrawal.period') },
    {
      kind: 'paragraph',
      text: text('agreements.withdrawal.how', {
        email: orEmpty(text, s.email),
        address: orEmpty(text, s.address),
        phone: orEmpty(text, s.phone),
      }),
    },
    { kind: 'paragraph', text: text('agreements.withdrawal.return') },
    { kind: 'paragraph', text: text('agreements.withdrawal.refund') },
    { kind: 'paragraph', text: text('agreements.withdrawal.care') },
  ];
}

/** The cases of Mesafeli Sözleşmeler Yönetmeliği Article 15, in its order (a to h). */
export const WITHDRAWAL_EXCEPTIONS = [
  'agreements.exceptions.a',
  'agreements.exceptions.b',
  'agreements.exceptions.c',
  'agreements.exceptions.c2',
  'agreements.exceptions.d',
  'agreements.exceptions.e',
  'agreements.exceptions.f',
  'agreements.exceptions.g',
  'agreements.exceptions.g2',
  'agreements.exceptions.h',
] as const satisfies readonly AgreementTextKey[];

/** The Article 15 exceptions to the cayma hakkı, after their introduction. */
function exceptionBlocks(text: Text): AgreementBlock[] {
  return [
    { kind: 'paragraph', text: text('agreements.exceptions.intro') },
    ...WITHDRAWAL_EXCEPTIONS.map((key) => ({ kind: 'paragraph', text: text(key) }) as const),
  ];
}

/** A section heading. */
function heading(text: string): AgreementBlock {
  return { kind: 'heading', text };
}

/** The Ön Bilgilendirme Formu's blocks: its headings and text around the seller and the order's parts. */
export function preInformationBlocks(
  text: Text,
  seller: AgreementSeller,
  parts: OrderParts,
): AgreementBlock[] {
  return [
    heading(text('agreements.preInfo.seller')),
    ...sellerBlocks(seller, text),
    heading(text('agreements.preInfo.buyer')),
    ...parts.buyer,
    heading(text('agreements.preInfo.goods')),
    parts.goods,
    heading(text('agreements.preInfo.price')),
    parts.amounts,
    ...parts.payment,
    heading(text('agreements.preInfo.delivery')),
    ...deliveryBlocks(parts.deliveryFee, text),
    heading(text('agreements.preInfo.withdrawal')),
    ...withdrawalBlocks(seller, text),
    heading(text('agreements.preInfo.exceptions')),
    ...exceptionBlocks(text),
    heading(text('agreements.preInfo.complaints')),
    { kind: 'paragraph', text: text('agreements.complaints') },
    { kind: 'paragraph', text: text('agreements.preInfo.closing') },
  ];
}

/** The Mesafeli Satış Sözleşmesi's blocks: its articles around the parties and the order's parts. */
export function distanceSalesBlocks(
  text: Text,
  seller: AgreementSeller,
  parts: OrderParts,
): AgreementBlock[] {
  return [
    heading(text('agreements.distanceSales.parties')),
    { kind: 'paragraph', text: text('agreements.sellerTitle') },
    ...sellerBlocks(seller, text),
    { kind: 'paragraph', text: text('agreements.buyerTitle') },
    ...parts.buyer,
    heading(text('agreements.distanceSales.subject')),
    {
      kind: 'paragraph',
      text: text('agreements.distanceSales.subjectText', { website: orEmpty(text, seller.website) }),
    },
    heading(text('agreements.distanceSales.goods')),
    parts.goods,
    parts.amounts,
    ...parts.payment,
    heading(text('agreements.distanceSales.delivery')),
    ...deliveryBlocks(parts.deliveryFee, text),
    heading(text('agreements.distanceSales.withdrawal')),
    ...withdrawalBlocks(seller, text),
    heading(text('agreements.distanceSales.exceptions')),
    ...exceptionBlocks(text),
    heading(text('agreements.distanceSales.general')),
    { kind: 'paragraph', text: text('agreements.distanceSales.general1') },
    { kind: 'paragraph', text: text('agreements.distanceSales.general2') },
    { kind: 'paragraph', text: text('agreements.distanceSales.general3') },
    heading(text('agreements.distanceSales.disputes')),
    { kind: 'paragraph', text: text('agreements.complaints') },
    heading(text('agreements.distanceSales.effect')),
    { kind: 'paragraph', text: text('agreements.distanceSales.effectText') },
  ];
}
