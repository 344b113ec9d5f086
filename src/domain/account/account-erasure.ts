/**
 * What deleting an account keeps (KVKK art. 7, "silme, yok etme veya anonim hâle getirme"): personal
 * data is erased or anonymised, while orders stay for the legal retention period (Türk Ticaret Kanunu
 * md. 82: 10 years; Vergi Usul Kanunu md. 253: 5) without the personal fields.
 */
import { formatOrderAddress, type OrderAddress, parseOrderAddress } from '../orders/order-address.ts';

/** Years an anonymised order is kept after the account is deleted. */
export const ORDER_RETENTION_YEARS = 10;
/** The name a deleted customer's row and reviews carry instead of theirs. */
export const ERASED_NAME = 'Silinmiş';
export const ERASED_SURNAME = 'Üye';
/** The author name shown on a deleted customer's reviews. */
export const ERASED_AUTHOR = `${ERASED_NAME} ${ERASED_SURNAME}`;

/**
 * The email a deleted customer's row keeps so the column stays unique: not an email address at all,
 * so no registration or sign-in can ever match it, and the real address is free to register again.
 */
export function erasedEmail(customerId: number): string {
  return `erased:${customerId}`;
}

/**
 * An order's frozen address without the person: the recipient, street, phone and T.C. Kimlik No are
 * dropped; the invoice type, city and country stay (sales statistics, tax returns), and a corporate
 * invoice keeps the company's name, tax office and tax number, which are a legal entity's, not a person's.
 */
export function anonymiseOrderAddress(text: string): string {
  const a = parseOrderAddress(text);
  const kept: OrderAddress = {
    invoiceType: a.invoiceType,
    town: a.town,
    city: a.city,
    country: a.country,
    ...(a.invoiceType === 'kurumsal'
      ? { companyName: a.companyName, taxOffice: a.taxOffice, taxNumber: a.taxNumber }
      : {}),
  };
  return formatOrderAddress(kept);
}
