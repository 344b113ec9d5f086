/**
 * The order pages' calls (GET /orders, GET /orders/{orderNo}, PATCH /order/{id}), answering
 * src/contract/orders.ts's types, with the lines those pages show of an answer.
 */
import type {
  CancelledOrder,
  CustomerOrder,
  CustomerOrderDetail,
  OrderCancelBody,
  OrderItem,
  OrderListPage,
} from '../contract/orders.ts';
import { api } from './http.ts';

/** The product lines of an order (without the shipping product, which the API lists last). */
export function productLines(order: CustomerOrder): OrderItem[] {
  return order.orderItems.slice(0, order.itemCount);
}

/** GET /orders?page=N: a page of the customer's orders, newest first. */
export function readOrders(page: number, signal?: AbortSignal): Promise<OrderListPage> {
  return api<OrderListPage>(`/orders?page=${page}`, signal ? { signal } : {});
}

/** GET /orders/{orderNo}: one of the customer's orders (404 for anyone else's). */
export function readOrder(orderNo: string): Promise<CustomerOrderDetail> {
  return api<CustomerOrderDetail>(`/orders/${encodeURIComponent(orderNo)}`);
}

/** PATCH /order/{id} {cancel: true}: cancels the order before it ships (a card payment is taken back). */
export function cancelOrder(id: number): Promise<CancelledOrder> {
  const body: OrderCancelBody = { cancel: true };
  return api<CancelledOrder>(`/order/${id}`, { method: 'PATCH', body });
}
