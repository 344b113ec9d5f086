import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CancelledOrder, CustomerOrderDetail, OrderListPage } from '../../contract/orders.ts';
import { clampPage } from '../../domain/catalog/pagination.ts';
import { isOrderNo } from '../../domain/orders/order-number.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { comments, orderItems, orders } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam, jsonBody } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { cancelOrder } from '../orders/order-cancel.ts';
import { orderAgreements, orderView, transferAccounts } from '../orders/order-views.ts';

/** Orders per page of the order list. */
export const ORDERS_PER_PAGE = 10;

/** GET /orders{query}: the customer's orders, newest first, with page, pages and total. */
export const orderListRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const db = c.var.db;
    const [{ n: total } = { n: 0 }] = await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, customer.id));
    const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
    const page = clampPage(c.req.query('page'), pages);
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.id))
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
    return c.json({
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
    } satisfies OrderListPage);
  })
  // GET /orders/{id}: one of the customer's orders, by id or order number, with its approved agreements.
  .get('/:id', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    // The id, or the order number (SP + yymmdd + running number) the summary page links with.
    const param = c.req.param('id');
    const id = idParam.safeParse(param);
    const byNumber = isOrderNo(param);
    if (!id.success && !byNumber) return apiError(c, 404, 'api.notFound');
    const db = c.var.db;
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(
          id.success ? eq(orders.id, id.data) : eq(orders.orderNo, param),
          eq(orders.customerId, customer.id),
        ),
      )
      .limit(1);
    if (!order) return apiError(c, 404, 'api.notFound');
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    const reviewed = await db
      .select({ productId: comments.productId })
      .from(comments)
      .where(and(eq(comments.orderId, order.id), eq(comments.customerId, customer.id)));
    const settings = await loadSettings(db);
    return c.json({
      ...orderView(order, items, settings.urNo, new Set(reviewed.map((r) => r.productId))),
      bankAccounts: transferAccounts(order, settings),
      ...orderAgreements(order),
    } satisfies CustomerOrderDetail);
  });

const cancelBody = z.strictObject({ cancel: z.literal(true) });

/**
 * PATCH /order/{orderId} {cancel: true}: cancels the customer's own order while nothing of it has
 * shipped (no tracking number) and puts its stock back (order-cancel.ts). A card payment is taken
 * back through the provider before the order is cancelled, with no transaction open while it is
 * asked: voided the same day, refunded later (the answer's paymentStatus says which); when the
 * provider cannot, the order stands and the answer is 502. An order paid otherwise (a bank transfer
 * the shop received) is refused with 409: the shop pays it back and cancels it.
 */
export const orderCancelRoutes = new Hono<AppEnv>().patch('/:id', async (c) => {
  const customer = requireCustomer(c);
  if ('response' in customer) return customer.response;
  const id = idParam.safeParse(c.req.param('id'));
  const body = cancelBody.safeParse(jsonBody(c));
  if (!id.success || !body.success) return apiError(c, 400, 'api.badRequest');
  const db = c.var.db;
  const outcome = await cancelOrder(
    db,
    { orderId: id.data, customerId: customer.id },
    await loadSettings(db),
    { payment: c.var.payment },
  );
  if (outcome === 'notFound') return apiError(c, 404, 'orders.cancelFailed');
  if (outcome === 'refused') return apiError(c, 409, 'orders.cancelFailed');
  if (outcome === 'paidOutsideCard') return apiError(c, 409, 'orders.paymentReceived');
  if (outcome === 'paymentNotReversed') return apiError(c, 502, 'orders.refundFailed');
  if (outcome === 'reversedNotRecorded') return apiError(c, 503, 'orders.cancelNotRecorded');
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id.data))
    .limit(1);
  return c.json({
    id: id.data,
    isCancel: true,
    paymentStatus: order?.paymentStatus ?? PAYMENT_STATUS.cancelled,
  } satisfies CancelledOrder);
});
