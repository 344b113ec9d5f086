/**
 * The customer's orders as the API answers them (GET /orders, GET /orders/{orderNo}) and the cancel
 * call's answer (PATCH /order/{id} {cancel: true}); SPEC §3 Order and Order item, §7.
 */
import type { AgreementDocument } from '../domain/checkout/agreement-document.ts';
import type { CancelReason } from '../domain/orders/order-status.ts';
import type { BankAccount } from '../domain/store-settings.ts';
import type { CheckoutAmountsView } from './checkout.ts';

/** An order line (SPEC §3 Order item); amounts in major units of the order currency. */
export interface OrderItem {
  id: number;
  lineId: number;
  code: string;
  name: string;
  image: string | null;
  quantity: number;
  defaultUnit: string;
  /** The unit price the tables show: with KDV when the order's unitPricesWithKdv, else without. */
  unitPrice: number;
  /** KDV percent. */
  taxRate: number;
  lineTotal: number;
  urunSira: string;
  kfadi: string | null;
  kargoUrl: string | null;
  takipNo: string | null;
  reviewed: boolean;
  /** The customer may review it: bought, that is paid or shipped, on an order not cancelled. */
  reviewable: boolean;
}

/** An order as the list and the detail answer it, with its amounts; the products come first, `itemCount` of them. */
export interface CustomerOrder extends CheckoutAmountsView {
  id: number;
  orderNo: string;
  date: string;
  description: string;
  odemeTipi: number;
  isCancel: boolean;
  /** paid, awaiting_transfer, pay_on_delivery, cancelled, a card payment's voided / refunded, or refund_due. */
  paymentStatus: string;
  /** Why it was cancelled; null when it was not, or when the reason is not known. */
  cancelReason: CancelReason | null;
  /** When the shop marked it delivered (shop time, as `date`); null before (beyond the spec). */
  deliveredAt: string | null;
  recipient: string;
  faturaadresi: string;
  teslimatadresi: string;
  itemCount: number;
  /**
   * The items' unitPrice includes KDV, as the shopper was shown it (round(quantity × unitPrice) =
   * lineTotal); else it is without KDV (round(quantity × unitPrice) is the line's net).
   */
  unitPricesWithKdv: boolean;
  orderItems: OrderItem[];
}

/** GET /orders/{orderNo}: one order with what only the detail answers, bank accounts and approved agreements. */
export interface CustomerOrderDetail extends CustomerOrder {
  bankAccounts: BankAccount[];
  agreements: AgreementDocument[] | null;
  agreementsApprovedAt: string | null;
}

/** GET /orders?page=N: a page of the order list, newest first. */
export interface OrderListPage {
  items: CustomerOrder[];
  page: number;
  pages: number;
  total: number;
}

/** PATCH /order/{id} {cancel: true}: the order, cancelled, and its payment status (a card payment voided or refunded). */
export interface CancelledOrder {
  id: number;
  isCancel: boolean;
  paymentStatus: string;
}

/** PATCH /order/{orderId} (SPEC §7): the JSON that cancels an order. */
export interface OrderCancelBody {
  cancel: true;
}
