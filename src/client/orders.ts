/** The customer's order calls (GET /orders, GET /orders/{orderNo}, PATCH /order/{id}), answering src/contract/orders.ts's types. */
import type {
  CancelledOrder,
  CustomerOrderDetail,
  OrderCancelBody,
  OrderListPage,
} from '../contract/orders.ts';
import { api } from './http.ts';

/** GET /orders?page=N (GET /orders, the first page, without a page): the customer's orders, newest first. */
export function readOrders(page?: number, signal?: AbortSignal): Promise<OrderListPage> {
  return api<OrderListPage>(
    page === undefined ? '/orders' : `/orders?page=${page}`,
    signal ? { signal } : {},
  );
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
