/**
 * What an order's two documents (the Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi) are
 * filled with: the seller, the buyer and both addresses, the lines, the amounts, the payment method
 * and plan. Plain data, so the server can rebuild the documents from it at order time.
 */
import type { Locale } from '../locale.ts';
import type { Minor } from '../money.ts';
import type { OrderAddress } from '../orders/order-address.ts';
import type { CheckoutAmounts, InstallmentChoice, OdemeTipi } from './checkout-amounts.ts';

/** The seller as the documents name it (the store's legal data). */
export interface AgreementSeller {
  readonly legalName: string;
  readonly address: string;
  readonly phone: string;
  readonly email: string;
  readonly mersisNo: string;
  readonly taxOffice: string;
  readonly taxNumber: string;
  readonly website: string;
}

/** The buyer: the customer's name, e-mail and phone. */
export interface AgreementBuyer {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** One ordered line: amounts in minor units of the order currency. */
export interface AgreementLine {
  readonly name: string;
  readonly code: string;
  readonly quantity: number;
  readonly unit: string;
  /** The unit price as the shop shows it: with KDV when the input's `unitPricesWithKdv`, else without. */
  readonly unitPrice: Minor;
  /** KDV percent as decimal text ('20', '10.00'). */
  readonly taxRate: string;
  /** The line's amount with KDV. */
  readonly lineTotal: Minor;
}

/** Everything the two documents are filled with. */
export interface AgreementInput {
  readonly locale: Locale;
  readonly seller: AgreementSeller;
  readonly buyer: AgreementBuyer;
  readonly deliveryAddress: OrderAddress;
  readonly invoiceAddress: OrderAddress;
  readonly lines: readonly AgreementLine[];
  readonly amounts: Pick<
    CheckoutAmounts,
    'currency' | 'subTotal' | 'tax' | 'shippingTotal' | 'cashOnDeliveryFee' | 'commission' | 'total'
  > &
    Partial<Pick<CheckoutAmounts, 'tryTotal'>>;
  /** Unit prices include KDV (productsWithKdv), so unit × quantity is the line total. */
  readonly unitPricesWithKdv?: boolean;
  /** Shipping is paid by the recipient on delivery (kargoAliciyaAit). */
  readonly recipientPaysShipping: boolean;
  readonly odemeTipi: OdemeTipi;
  /** The card installment plan, when the shopper chose one (odemeTipi 2 only). */
  readonly plan: InstallmentChoice | null;
}
