/**
 * What deleting an account keeps (KVKK art. 7, "silme, yok etme veya anonim hâle getirme"): personal
 * data is erased or anonymised, while orders stay for the legal retention period (Türk Ticaret Kanunu
 * md. 82: 10 years; Vergi Usul Kanunu md. 253: 5; the Mesafeli Sözleşmeler Yönetmeliği keeps contract
 * records 3 years) as anonymous records: number, date, lines, amounts, payment status and the approved
 * agreements with the buyer's part redacted (agreement-redaction.ts). Nothing that names the person stays.
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
 * An order's frozen address without the person: only the invoice type, district, city and country
 * stay (sales statistics by region). The recipient, street, phone and T.C. Kimlik No go, and so do a
 * corporate invoice's company name, tax office and tax number: a sole trader's company is named after
 * them and taxed under their own number, and the invoice itself is the accounting's record, not this one.
 */
export function anonymiseOrderAddress(text: string): string {
  const a = parseOrderAddress(text);
  const kept: OrderAddress = {
    invoiceType: a.invoiceType,
    town: a.town,
    city: a.city,
    country: a.country,
  };
  return formatOrderAddress(kept);
}
