/**
 * The orders under /api/admin/orders, for the back office and the ERP: the list and one order (read),
 * and the actions (write): payment received, a shipment, delivered, cancel, an internal note. Each
 * action is the orders service's (orders/staff-order-actions.ts); a refusal answers its key.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import type { OrderActionAnswer, ShipmentAnswer } from '../../contract/admin-orders.ts';
import { ORDER_FILTER_FIELDS, parseOrderFilter } from '../../domain/orders/order-filter.ts';
import { announceCatalogChange } from '../catalog/announce-catalog-change.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import {
  addOrderNote,
  cancelForShop,
  markDelivered,
  markPaymentReceived,
  shipOrder,
} from '../orders/staff-order-actions.ts';
import { listOrdersForStaff, orderForStaff } from '../orders/staff-order-list.ts';
import { actorOf, adminMay } from './admin-actor.ts';
import { noteBody, orderNoParam, shipmentBody } from './admin-inputs.ts';
import { ActionRefused } from './audit-log.ts';

const notAnOrder = { status: 404, key: 'api.notFound' } as const;

/** Runs an action: its answer (with the status given, or chosen by the result), or the refusal's status and key. */
async function acting<T>(
  c: Context<AppEnv>,
  action: () => Promise<T>,
  status: 200 | 201 | ((result: T) => 200 | 201) = 200,
) {
  try {
    const result = await action();
    return c.json(result, typeof status === 'function' ? status(result) : status);
  } catch (err) {
    if (err instanceof ActionRefused) return apiError(c, err.status, err.key, err.params);
    throw err;
  }
}

export const orderRoutes = new Hono<AppEnv>()
  // GET /orders?status=&method=&since=&until=&customer=&orderNo=&cursor=&limit=
  .get('/', adminMay('orders', 'read'), async (c) => {
    const query = Object.fromEntries(ORDER_FILTER_FIELDS.map((f) => [f, c.req.query(f)]));
    const filter = parseOrderFilter(query);
    if (!filter.ok) return apiError(c, 400, 'adminOrder.invalid.filter', { field: filter.field });
    const db = c.get('db');
    return c.json(await listOrdersForStaff(db, filter.value, (await loadSettings(db)).urNo));
  })
  .get('/:orderNo', adminMay('orders', 'read'), valid('param', orderNoParam, notAnOrder), async (c) => {
    const db = c.get('db');
    const { orderNo } = c.req.valid('param');
    const detail = await orderForStaff(db, orderNo, (await loadSettings(db)).urNo);
    return detail ? c.json(detail) : apiError(c, 404, 'adminOrder.notFound', { orderNo });
  })
  .post(
    '/:orderNo/payment-received',
    adminMay('orders', 'write'),
    valid('param', orderNoParam, notAnOrder),
    (c) =>
      acting(
        c,
        (): Promise<OrderActionAnswer> =>
          markPaymentReceived(c.get('db'), c.req.valid('param').orderNo, actorOf(c)),
      ),
  )
  .post(
    '/:orderNo/shipments',
    adminMay('orders', 'write'),
    valid('param', orderNoParam, notAnOrder),
    valid('json', shipmentBody),
    (c) =>
      acting(
        c,
        (): Promise<ShipmentAnswer> =>
          shipOrder(c.get('db'), c.req.valid('param').orderNo, c.req.valid('json'), actorOf(c)),
        (shipment) => (shipment.repeated ? 200 : 201),
      ),
  )
  .post('/:orderNo/delivered', adminMay('orders', 'write'), valid('param', orderNoParam, notAnOrder), (c) =>
    acting(c, () => markDelivered(c.get('db'), c.req.valid('param').orderNo, actorOf(c))),
  )
  .post('/:orderNo/cancel', adminMay('orders', 'write'), valid('param', orderNoParam, notAnOrder), (c) =>
    acting(c, async (): Promise<OrderActionAnswer> => {
      const db = c.get('db');
      const done = await cancelForShop(db, c.req.valid('param').orderNo, actorOf(c), c.get('payment'));
      // Its stock is back on sale: every process's lists show it.
      await announceCatalogChange(db);
      return done;
    }),
  )
  .post(
    '/:orderNo/notes',
    adminMay('orders', 'write'),
    valid('param', orderNoParam, notAnOrder),
    valid('json', noteBody),
    (c) =>
      acting(
        c,
        () => addOrderNote(c.get('db'), c.req.valid('param').orderNo, c.req.valid('json').text, actorOf(c)),
        201,
      ),
  );
