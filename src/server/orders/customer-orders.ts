/** A customer's own orders as the order pages read them: a page of the list, one order with its agreements. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CustomerOrderDetail, OrderListPage } from '../../contract/orders.ts';
import { clampPage } from '../../domain/catalog/pagination.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { comments, orderItems, orders } from '../db/schema/index.ts';
import { orderAgreements, orderView, transferAccounts } from './order-views.ts';

/** Orders per page of the order list. */
export const ORDERS_PER_PAGE = 10;

/** How a call names one order: its id, or its order number (SP + yymmdd + running number). */
export type OrderReference = { readonly id: number } | { readonly orderNo: string };

/** A page of the customer's orders, newest first, with page, pages and total; `pageText` is the query's page. */
export async function customerOrderPage(
  db: Database,
  customerId: number,
  pageText: string | undefined,
): Promise<OrderListPage> {
  const [{ n: total } = { n: 0 }] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const page = clampPage(pageText, pages);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.date), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(orderItems.id)
    : [];
  const settings = await loadSettings(db);
  return {
    items: rows.map((o) =>
      orderView(
        o,
        items.filter((i) => i.orderId === o.id),
        settings.urNo,
      ),
    ),
    page,
    pages,
    total,
  };
}

/** One of the customer's orders with its lines, what was reviewed, the bank accounts and its approved agreements; undefined when not theirs. */
export async function customerOrderDetail(
  db: Database,
  customerId: number,
  ref: OrderReference,
): Promise<CustomerOrderDetail | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        'id' in ref ? eq(orders.id, ref.id) : eq(orders.orderNo, ref.orderNo),
        eq(orders.customerId, customerId),
      ),
    )
    .limit(1);
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const reviewed = await db
    .select({ productId: comments.productId })
    .from(comments)
    .where(and(eq(comments.orderId, order.id), eq(comments.customerId, customerId)));
  const settings = await loadSettings(db);
  return {
    ...orderView(order, items, settings.urNo, new Set(reviewed.map((r) => r.productId))),
    bankAccounts: transferAccounts(order, settings),
    ...orderAgreements(order),
  };
}

/** An order's payment status now (after a cancellation, say); undefined when there is no such order. */
export async function orderPaymentStatus(db: Database, orderId: number): Promise<string | undefined> {
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return order?.paymentStatus;
}
