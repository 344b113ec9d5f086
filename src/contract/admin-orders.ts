/**
 * The orders as the back office and the ERP read them (GET /api/admin/orders, GET
 * /api/admin/orders/{orderNo}) and the actions' answers. Amounts are in major units of the order's
 * currency (tryTotal in Turkish lira), as the customer's API gives them; times are ISO 8601 (UTC).
 */
import type { PaymentMethod } from '../domain/checkout/payment-methods.ts';
import type { OrderAddress } from '../domain/orders/order-address.ts';
import type { OrderStage } from '../domain/orders/order-stage.ts';

/** A product line of an order (or the shipping charge's line), numbered as the shipment call names them. */
export interface AdminOrderLine {
  /** The product line's position (1 = first); null for the shipping charge's line. */
  readonly line: number | null;
  readonly productId: number;
  readonly code: string;
  readonly name: string;
  readonly quantity: number;
  readonly unit: string;
  /** Base units per unit (stock moves by quantity × multiplier). */
  readonly multiplier: number;
  /** The unit price without KDV. */
  readonly unitPrice: number;
  /** KDV percent. */
  readonly taxRate: number;
  readonly lineNet: number;
  readonly lineTax: number;
  readonly lineTotal: number;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly trackingUrl: string | null;
  readonly shippedAt: string | null;
}

/** An order's frozen address: its text as stored, and its parts (the identity and tax numbers among them). */
export interface AdminOrderAddress extends OrderAddress {
  readonly text: string;
}

/** An order as the list gives it: everything an ERP needs to invoice it. */
export interface AdminOrder {
  readonly orderNo: string;
  readonly date: string;
  readonly stage: OrderStage;
  readonly paymentMethod: PaymentMethod | null;
  /** SPEC §3 Order: 2 card, 3 Kapıda Ödeme, 4 Havale-EFT. */
  readonly odemeTipi: number;
  /** paid, awaiting_transfer, pay_on_delivery, cancelled, voided, refunded, refund_due. */
  readonly paymentStatus: string;
  readonly currency: string;
  readonly exchangeRate: number;
  readonly subTotal: number;
  readonly tax: number;
  readonly shippingTotal: number;
  readonly cashOnDeliveryFee: number;
  readonly commission: number;
  readonly total: number;
  readonly tryTotal: number;
  readonly customer: { readonly id: number; readonly email: string; readonly name: string };
  /** The customer's note on the order. */
  readonly description: string;
  readonly invoiceAddress: AdminOrderAddress;
  readonly deliveryAddress: AdminOrderAddress;
  readonly lines: readonly AdminOrderLine[];
  readonly cancelledAt: string | null;
  readonly cancelReason: string | null;
  readonly deliveredAt: string | null;
}

/** A card payment attempt of an order, as the detail shows it (never the card beyond its first six and last four). */
export interface AdminPaymentAttempt {
  readonly id: number;
  readonly status: string;
  readonly amount: number;
  readonly currency: string;
  readonly installment: number;
  readonly card: string;
  readonly failureKey: string | null;
  readonly createdAt: string;
  readonly approvedAt: string | null;
  readonly reversal: string | null;
  readonly reversedAt: string | null;
}

/** An internal note on an order. */
export interface AdminOrderNote {
  readonly id: number;
  readonly author: string;
  readonly text: string;
  readonly createdAt: string;
}

/** GET /api/admin/orders/{orderNo}. */
export interface AdminOrderDetail extends AdminOrder {
  readonly paymentAttempts: readonly AdminPaymentAttempt[];
  readonly notes: readonly AdminOrderNote[];
  readonly agreementsApprovedAt: string | null;
}

/** GET /api/admin/orders: a page; `next` is the cursor of the following page (null on the last). */
export interface AdminOrderPage {
  readonly orders: readonly AdminOrder[];
  readonly next: string | null;
}

/** POST /api/admin/orders/{orderNo}/shipments: the JSON body. */
export interface ShipmentBody {
  readonly carrier: string;
  readonly trackingNumber: string;
  /** The product lines' positions (1 = first); every line not yet shipped when absent. */
  readonly lines?: readonly number[];
}

/** POST /api/admin/orders/{orderNo}/notes: the JSON body. */
export interface OrderNoteBody {
  readonly text: string;
}

/** The answer of payment-received, delivered and cancel: where the order stands now. */
export interface OrderActionAnswer {
  readonly orderNo: string;
  readonly stage: OrderStage;
  readonly paymentStatus: string;
}

/** The answer of delivered: when it was marked so. */
export interface DeliveredAnswer extends OrderActionAnswer {
  readonly deliveredAt: string;
}

/** The answer of a shipment (201 when recorded now, 200 with `repeated` when it was recorded before). */
export interface ShipmentAnswer extends OrderActionAnswer {
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly trackingUrl: string;
  readonly lines: readonly { readonly line: number; readonly code: string; readonly name: string }[];
  readonly repeated: boolean;
}
