/**
 * The checkout as the API answers it: the agreements for exactly this order with the server's
 * amounts and the payment methods offered (GET /checkout/agreements), and the order save for
 * Havale-EFT and Kapıda Ödeme (POST /cart).
 */
import type { AgreementDocument } from '../domain/checkout/agreement-document.ts';
import type { MethodAvailability } from '../domain/checkout/payment-methods.ts';

/** The order's amounts as the server computes them, in major units of the order currency. */
export interface CheckoutAmountsView {
  currency: string;
  subTotal: number;
  tax: number;
  shippingTotal: number;
  cashOnDeliveryFee: number;
  commission: number;
  total: number;
  /** The total in Turkish lira: what was (or is to be) paid. */
  tryTotal: number;
}

/** GET /checkout/agreements: the documents for exactly this order, their key, amounts and methods. */
export interface AgreementsAnswer {
  key: string;
  documents: AgreementDocument[];
  amounts: CheckoutAmountsView;
  methods: MethodAvailability;
}

/** A saved order's summary (amounts in major units of the order currency). */
export interface OrderSummary extends CheckoutAmountsView {
  id: number;
  orderNo: string;
  date: string;
  description: string;
  odemeTipi: number;
}

/** POST /cart: the order saved for Havale-EFT (4) or Kapıda Ödeme (3). */
export interface OrderSavedAnswer {
  success: true;
  order: OrderSummary;
}

/**
 * POST /cart (SPEC §7, the order save): the form's fields under the spec's names. shippingTotal is
 * sent as the spec says but not trusted; agreementKey is the `key` of GET /checkout/agreements.
 */
export interface CheckoutForm {
  description: string;
  shippingTotal: string;
  odemeTipi: string;
  agreementKey: string;
  locale: string;
}

/** GET /checkout/agreements: the query's fields (plan only for a card, odemeTipi 2). */
export interface AgreementsQuery {
  odemeTipi: string;
  locale: string;
  plan?: string;
}
