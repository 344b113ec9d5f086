import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { clampPage } from '../../domain/catalog/pagination.ts';
import { mul, toText } from '../../domain/exact.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { comments, orderItems, orders, products } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';
import { orderAgreements, orderView, transferAccounts } from '../orders/order-views.ts';

/** An order number as the order save writes it. */
const ORDER_NO = /^SP\d{12,20}$/;

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
    });
  })
  // GET /orders/{id}: one of the customer's orders, by id or order number, with its approved agreements.
  .get('/:id', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    // The id, or the order number (SP + yymmdd + running number) the summary page links with.
    const param = c.req.param('id');
    const id = idParam.safeParse(param);
    const byNumber = ORDER_NO.test(param);
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
    });
  });

const cancelBody = z.strictObject({ cancel: z.literal(true) });

/**
 * PATCH /order/{orderId} {cancel: true}: cancels the customer's own order while nothing of it has
 * shipped (no tracking number), and puts its stock back, in one transaction.
 */
export const orderCancelRoutes = new Hono<AppEnv>().patch('/:id', async (c) => {
  const customer = requireCustomer(c);
  if ('response' in customer) return customer.response;
  const id = idParam.safeParse(c.req.param('id'));
  const body = cancelBody.safeParse(await c.req.json().catch(() => undefined));
  if (!id.success || !body.success) return apiError(c, 400, 'api.badRequest');
  const settings = await loadSettings(c.var.db);
  const outcome = await c.var.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id.data), eq(orders.customerId, customer.id)))
      .for('update');
    if (!order) return 'notFound' as const;
    if (order.cancelledAt) return 'refused' as const;
    const [shipped] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.trackingNo)))
      .limit(1);
    if (shipped) return 'refused' as const;
    const updated = await tx
      .update(orders)
      .set({ cancelledAt: new Date(), paymentStatus: 'cancelled' })
      .where(and(eq(orders.id, order.id), isNull(orders.cancelledAt)))
      .returning({ id: orders.id });
    if (updated.length === 0) return 'refused' as const;
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const line of lines) {
      if (String(line.productId) === settings.urNo) continue;
      const back = toText(mul(line.quantity, line.multiplier));
      await tx
        .update(products)
        .set({
          quantity: sql`${products.quantity} + ${back}::numeric`,
          salesNumber: sql`greatest(${products.salesNumber} - ${line.quantity}, 0)`,
        })
        .where(eq(products.id, line.productId));
    }
    return 'cancelled' as const;
  });
  if (outcome === 'notFound') return apiError(c, 404, 'orders.cancelFailed');
  if (outcome === 'refused') return apiError(c, 409, 'orders.cancelFailed');
  return c.json({ id: id.data, isCancel: true });
});
