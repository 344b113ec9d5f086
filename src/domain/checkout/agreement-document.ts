/**
 * The shape of the legal documents a shopper approves before ordering (the Ön Bilgilendirme Formu
 * and the Mesafeli Satış Sözleşmesi): plain text blocks, never HTML, so they render safely and are
 * stored with the order exactly as they were shown.
 */

/** One block of a document: a heading, a paragraph, or a table (header row and body rows). */
export type AgreementBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | {
      readonly kind: 'table';
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
    };

/** Which document it is. */
export type AgreementId = 'on-bilgilendirme' | 'mesafeli-satis';

/** A legal document as shown to the shopper and stored with the order. */
export interface AgreementDocument {
  readonly id: AgreementId;
  readonly title: string;
  readonly blocks: readonly AgreementBlock[];
}
