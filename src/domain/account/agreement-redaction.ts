/**
 * The approved agreements of an erased customer's orders, without the person: the buyer's part of the
 * Ön Bilgilendirme Formu and of the Mesafeli Satış Sözleşmesi (name, e-mail, phone, delivery and
 * invoice address with T.C. Kimlik No or tax number) is replaced by a fixed redaction text, and any
 * other text that still holds one of the person's values loses that value. The legal skeleton stays
 * as approved: the seller, the goods, the amounts, the payment, the clauses, and each buyer field's
 * label; the blocks keep their kinds, so the order pages render a redacted contract as any other.
 */
import type { AgreementBlock, AgreementDocument } from '../checkout/agreement-document.ts';
import type { AgreementTextKey, AgreementTranslator } from '../checkout/agreement-text-keys.ts';
import { defaultLocale, type Locale, locales } from '../locale.ts';
import { removePersonalValues } from './personal-values.ts';

// The block that opens the buyer's part: the form's heading, the contract's 'ALICI' paragraph. The
// part runs to the next heading.
const BUYER_OPENERS = [
  'agreements.preInfo.buyer',
  'agreements.buyerTitle',
] as const satisfies AgreementTextKey[];
// The buyer's fields, whose label stays when the value goes.
const BUYER_FIELDS = [
  'agreements.field.name',
  'agreements.field.email',
  'agreements.field.phone',
  'agreements.field.deliveryAddress',
  'agreements.field.invoiceAddress',
] as const satisfies AgreementTextKey[];
const TITLES = [
  'agreements.preInfo.title',
  'agreements.distanceSales.title',
] as const satisfies AgreementTextKey[];

function opensBuyerPart(text: string, t: AgreementTranslator): boolean {
  const value = text.trim();
  return locales.some((l) => BUYER_OPENERS.some((key) => t(l, key) === value));
}

function buyerFieldLabel(text: string, t: AgreementTranslator): string {
  for (const l of locales) {
    for (const key of BUYER_FIELDS) {
      const template = t(l, key);
      const at = template.indexOf('{value}');
      const label = at > 0 ? template.slice(0, at) : '';
      if (label && text.startsWith(label)) return label;
    }
  }
  return '';
}

/**
 * The locale a stored document was shown in, told by its title (the default locale if unknown);
 * t is the dictionaries' translator (src/i18n), as for every function here.
 */
export function agreementLocale(document: AgreementDocument, t: AgreementTranslator): Locale {
  return locales.find((l) => TITLES.some((key) => t(l, key) === document.title)) ?? defaultLocale;
}

/** The fixed text that stands where the buyer's data was, in the document's locale. */
export function redactionText(locale: Locale, t: AgreementTranslator): string {
  return t(locale, 'agreements.redacted');
}

/** One document redacted (see the module comment); redacting it again changes nothing. */
export function redactAgreement(
  document: AgreementDocument,
  values: readonly string[],
  t: AgreementTranslator,
): AgreementDocument {
  const mark = redactionText(agreementLocale(document, t), t);
  const scrub = (text: string) => removePersonalValues(text, values, mark);
  let inBuyerPart = false;
  const blocks = document.blocks.map((block): AgreementBlock => {
    if (block.kind === 'table') {
      return { ...block, head: block.head.map(scrub), rows: block.rows.map((row) => row.map(scrub)) };
    }
    if (opensBuyerPart(block.text, t)) {
      inBuyerPart = true;
      return block;
    }
    if (block.kind === 'heading') {
      inBuyerPart = false;
      return { ...block, text: scrub(block.text) };
    }
    if (inBuyerPart) return { kind: 'paragraph', text: `${buyerFieldLabel(block.text, t)}${mark}` };
    return { ...block, text: scrub(block.text) };
  });
  return { ...document, blocks };
}

/** The documents of an order redacted, in their order. */
export function redactAgreements(
  documents: readonly AgreementDocument[],
  values: readonly string[],
  t: AgreementTranslator,
): AgreementDocument[] {
  return documents.map((d) => redactAgreement(d, values, t));
}
