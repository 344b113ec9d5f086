/**
 * The orders as the shop's staff and its ERP read them (GET /api/admin/orders and /orders/{orderNo}):
 * filtered by stage, payment method, dates, customer and number, a page at a time by cursor; each with
 * its lines, frozen addresses (parsed: identity and tax numbers for the invoice), customer and
 * amounts; the detail adds the card payment attempts and the internal notes.
 */
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  not,
  type SQL,
} from 'drizzle-orm';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderLine,
  AdminOrderPage,
} from '../../contract/admin-orders.ts';
import { methodOfOdemeTipi, ODEME_TIPI } from '../../domain/checkout/payment-methods.ts';
import { fromMinor } from '../../domain/money.ts';
import { trackingLink } from '../../domain/orders/carriers.ts';
import { parseOrderAddress } from '../../domain/orders/order-address.ts';
import type { OrderFilter } from '../../domain/orders/order-filter.ts';
import { type OrderStage, orderStage } from '../../domain/orders/order-stage.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import type { Database } from '../db/client.ts';
import { customers, orderItems, orderNotes, orders, paymentAttempts } from '../db/schema/index.ts';
import { orderAmounts } from './order-views.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type CustomerOfOrder = { id: number; email: string; name: string; surname: string };

/** The shipping product's id (the `urNo` setting), or null when none is set. */
function shippingProductOf(urNo: string): number | null {
  const id = Number(urNo);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The condition of an order's stage, in SQL (as domain/orders/order-stage.ts reads it). */
function stageCondition(db: Database, stage: OrderStage, urNo: string): SQL | undefined {
  const shipping = shippingProductOf(urNo);
  const lines = (tracking: 'shipped' | 'open') =>
    exists(
      db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orders.id),
            shipping === null ? undefined : ne(orderItems.productId, shipping),
            tracking === 'shipped' ? isNotNull(orderItems.trackingNo) : isNull(orderItems.trackingNo),
          ),
        ),
    );
  const standing = and(isNull(orders.cancelledAt), isNull(orders.deliveredAt));
  switch (stage) {
    case 'cancelled':
      return isNotNull(orders.cancelledAt);
    case 'delivered':
      return and(isNull(orders.cancelledAt), isNotNull(orders.deliveredAt));
    case 'shipped':
      return and(standing, lines('shipped'), not(lines('open')));
    case 'partlyShipped':
      return and(standing, lines('shipped'), lines('open'));
    case 'awaitingPayment':
      return and(standing, not(lines('shipped')), eq(orders.paymentStatus, PAYMENT_STATUS.awaitingTransfer));
    case 'toShip':
      return and(standing, not(lines('shipped')), ne(orders.paymentStatus, PAYMENT_STATUS.awaitingTransfer));
  }
}

/** Orders with the fields of their customers the views show. */
function ordersWithCustomers(db: Database) {
  return db
    .select({
      order: orders,
      customer: {
        id: customers.id,
        email: customers.email,
        name: customers.name,
        surname: customers.surname,
      },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId));
}

/** A page of orders matching the filter, with the cursor of the next page. */
export async function listOrdersForStaff(
  db: Database,
  filter: OrderFilter,
  urNo: string,
): Promise<AdminOrderPage> {
  const conditions: (SQL | undefined)[] = [
    filter.stage ? stageCondition(db, filter.stage, urNo) : undefined,
    filter.method ? eq(orders.odemeTipi, ODEME_TIPI[filter.method]) : undefined,
    filter.since ? gte(orders.date, filter.since) : undefined,
    filter.until ? lt(orders.date, filter.until) : undefined,
    filter.orderNo ? eq(orders.orderNo, filter.orderNo) : undefined,
    filter.customer && 'id' in filter.customer ? eq(orders.customerId, filter.customer.id) : undefined,
    filter.customer && 'email' in filter.customer
      ? ilike(customers.email, `%${filter.customer.email.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
    filter.cursor === undefined
      ? undefined
      : filter.ascending
        ? gt(orders.id, filter.cursor)
        : lt(orders.id, filter.cursor),
  ];
  const rows = await ordersWithCustomers(db)
    .where(and(...conditions))
    .orderBy(filter.ascending ? asc(orders.id) : desc(orders.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const lines = await linesOf(
    db,
    page.map((r) => r.order.id),
  );
  const last = page[page.length - 1];
  return {
    orders: page.map((r) => adminOrderView(r.order, r.customer, lines.get(r.order.id) ?? [], urNo)),
    next: rows.length > filter.limit && last ? String(last.order.id) : null,
  };
}

/** One order with its payment attempts and notes; undefined when there is no such order. */
export async function orderForStaff(
  db: Database,
  orderNo: string,
  urNo: string,
): Promise<AdminOrderDetail | undefined> {
  const [row] = await ordersWithCustomers(db).where(eq(orders.orderNo, orderNo.toUpperCase()));
  if (!row) return undefined;
  const [lines, attempts, notes] = await Promise.all([
    linesOf(db, [row.order.id]),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, row.order.id))
      .orderBy(asc(paymentAttempts.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, row.order.id)).orderBy(asc(orderNotes.id)),
  ]);
  return {
    ...adminOrderView(row.order, row.customer, lines.get(row.order.id) ?? [], urNo),
    paymentAttempts: attempts.map((a) => ({
      id: a.id,
      status: a.status,
      amount: fromMinor(a.amount),
      currency: a.currency,
      installment: a.installment,
      card: `${a.bin.slice(0, 6)}******${a.last4}`,
      failureKey: a.failureKey,
      createdAt: a.createdAt.toISOString(),
      approvedAt: a.approvedAt?.toISOString() ?? null,
      reversal: a.reversal,
      reversedAt: a.reversedAt?.toISOString() ?? null,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.author,
      text: n.text,
      createdAt: n.createdAt.toISOString(),
    })),
    agreementsApprovedAt: row.order.agreementsApprovedAt?.toISOString() ?? null,
  };
}

/** The lines of some orders, each order's in their order. */
async function linesOf(db: Database, orderIds: readonly number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

function lineView(item: ItemRow, line: number | null): AdminOrderLine {
  return {
    line,
    productId: item.productId,
    code: item.code,
    name: item.name,
    quantity: item.quantity,
    unit: item.unitCode,
    multiplier: Number(item.multiplier),
    unitPrice: fromMinor(item.unitPrice),
    taxRate: Number(item.taxRate),
    lineNet: fromMinor(item.lineNet),
    lineTax: fromMinor(item.lineTax),
    lineTotal: fromMinor(item.lineNet + item.lineTax),
    carrier: item.carrierName,
    trackingNumber: item.trackingNo,
    trackingUrl: trackingLink(item.carrierUrl, item.trackingNo),
    shippedAt: item.shippedAt?.toISOString() ?? null,
  };
}

/** An order as the staff's list shows it. */
function adminOrderView(
  order: OrderRow,
  customer: CustomerOfOrder,
  items: readonly ItemRow[],
  urNo: string,
): AdminOrder {
  const products = items.filter((i) => String(i.productId) !== urNo);
  const shipping = items.filter((i) => String(i.productId) === urNo);
  return {
    orderNo: order.orderNo,
    date: order.date.toISOString(),
    stage: orderStage({
      cancelled: order.cancelledAt !== null,
      delivered: order.deliveredAt !== null,
      paymentStatus: order.paymentStatus,
      productLines: products.length,
      shippedLines: products.filter((i) => i.trackingNo !== null).length,
    }),
    paymentMethod: methodOfOdemeTipi(order.odemeTipi) ?? null,
    odemeTipi: order.odemeTipi,
    paymentStatus: order.paymentStatus,
    currency: order.currencyCode,
    exchangeRate: Number(order.exchangeRate),
    ...orderAmounts(order),
    customer: { id: customer.id, email: customer.email, name: `${customer.name} ${customer.surname}`.trim() },
    description: order.description,
    invoiceAddress: { text: order.faturaAdresi, ...parseOrderAddress(order.faturaAdresi) },
    deliveryAddress: { text: order.teslimatAdresi, ...parseOrderAddress(order.teslimatAdresi) },
    lines: [...products.map((i, n) => lineView(i, n + 1)), ...shipping.map((i) => lineView(i, null))],
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}
