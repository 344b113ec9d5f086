/**
 * What the order pages derive from an order; the order calls themselves are in src/client/orders.ts,
 * their answers' types in src/contract/orders.ts.
 */
import type { CustomerOrder, OrderItem } from '../contract/orders.ts';

/** The product lines of an order (without the shipping product, which the API lists last). */
export function productLines(order: CustomerOrder): OrderItem[] {
  return order.orderItems.slice(0, order.itemCount);
}
