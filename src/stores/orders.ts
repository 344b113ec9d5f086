/**
 * The customer's orders as the API answers them (GET /orders, GET /orders/{orderNo}) and the cancel call
 * (PATCH /order/{id} {cancel: true}); SPEC §3 Order and Order item, §7.
 */
import type { AgreementDocument } from '../domain/checkout/agreement-document.ts';
import type { CancelReason } from '../domain/orders/order-status.ts';
import type { BankAccount } from '../domain/store-settings.ts';
import { api } from './api-client.ts';

/** An order line (SPEC §3 Order item); amounts in major units of the order currency. */
export interface OrderItem {
  id: number;
  lineId: number;
  code: string;
  name: string;
  image: string | null;
  quantity: number;
  defaultUnit: string;
  unitPrice: number;
  lineTotal: number;
  urunSira: string;
  kfadi: string | null;
  kargoUrl: string | null;
  takipNo: string | null;
  reviewed: boolean;
  /** The customer may review it: bought, that is paid or shipped, on an order not cancelled. */
  reviewable: boolean;
}

/** An order as the list and the detail answer it; the products come first, `itemCount` of them. */
export interface CustomerOrder {
  id: number;
  orderNo: string;
  date: string;
  description: string;
  odemeTipi: number;
  isCancel: boolean;
  /** paid, awaiting_transfer, pay_on_delivery, cancelled, or a card payment's voided / refunded. */
  paymentStatus: string;
  /** Why it was cancelled; null when it was not, or when the reason is not known. */
  cancelReason: CancelReason | null;
  recipient: string;
  faturaadresi: string;
  teslimatadresi: string;
  currency: string;
  itemCount: number;
  subTotal: number;
  tax: number;
  shippingTotal: number;
  cashOnDeliveryFee: number;
  commission: number;
  total: number;
  /** The total in Turkish lira: what was (or is to be) paid. */
  tryTotal: number;
  /** The items' unitPrice includes KDV (quantity × unitPrice = lineTotal); else it is without KDV. */
  unitPricesWithKdv: boolean;
  orderItems: OrderItem[];
}

/** One order with what only the detail answers: bank accounts and approved agreements. */
export interface CustomerOrderDetail extends CustomerOrder {
  bankAccounts: BankAccount[];
  agreements: AgreementDocument[] | null;
  agreementsApprovedAt: string | null;
}

/** A page of the order list. */
export interface OrderListPage {
  items: CustomerOrder[];
  page: number;
  pages: number;
  total: number;
}

/** The product lines of an order (without the shipping product, which the API lists last). */
export function productLines(order: CustomerOrder): OrderItem[] {
  return order.orderItems.slice(0, order.itemCount);
}

/** GET /orders?page=N: a page of the customer's orders, newest first. */
export function fetchOrders(page: number, signal?: AbortSignal): Promise<OrderListPage> {
  return api<OrderListPage>(`/orders?page=${page}`, signal ? { signal } : {});
}

/** GET /orders/{orderNo}: one of the customer's orders (404 for anyone else's). */
export function fetchCustomerOrder(orderNo: string): Promise<CustomerOrderDetail> {
  return api<CustomerOrderDetail>(`/orders/${encodeURIComponent(orderNo)}`);
}

/** The cancel call's answer: the order, cancelled, and its payment status (a card payment voided or refunded). */
export interface CancelledOrder {
  id: number;
  isCancel: boolean;
  paymentStatus: string;
}

/** PATCH /order/{id} {cancel: true}: cancels the order before it ships (a card payment is taken back). */
export function cancelOrder(id: number): Promise<CancelledOrder> {
  return api<CancelledOrder>(`/order/${id}`, { method: 'PATCH', body: { cancel: true } });
}
