import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorKey } from '../../contract/errors.ts';
import type { CancelledOrder } from '../../contract/orders.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { signedIn } from '../http/require-customer.ts';
import { valid } from '../http/validate.ts';
import { customerOrderDetail, customerOrderPage, orderPaymentStatus } from '../orders/customer-orders.ts';
import { type CancelOutcome, cancelOrder } from '../orders/order-cancel.ts';
import { cancelBody, orderIdParam, orderRefParam } from '../orders/order-inputs.ts';

/** GET /orders{query}: the customer's orders, newest first, with page, pages and total. */
export const orderListRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) =>
    c.json(await customerOrderPage(c.get('db'), c.get('customer').id, c.req.query('page'))),
  )
  // GET /orders/{id}: one of the customer's orders, by id or order number, with its approved agreements.
  .get('/:id', signedIn, valid('param', orderRefParam, { status: 404, key: 'api.notFound' }), async (c) => {
    const detail = await customerOrderDetail(c.get('db'), c.get('customer').id, c.req.valid('param').id);
    if (!detail) return apiError(c, 404, 'api.notFound');
    return c.json(detail);
  });

/** The refusal of each cancellation that did not happen. */
const CANCEL_REFUSALS: Record<Exclude<CancelOutcome, 'cancelled'>, [ContentfulStatusCode, ErrorKey]> = {
  notFound: [404, 'orders.cancelFailed'],
  refused: [409, 'orders.cancelFailed'],
  paidOutsideCard: [409, 'orders.paymentReceived'],
  paymentNotReversed: [502, 'orders.refundFailed'],
  reversedNotRecorded: [503, 'orders.cancelNotRecorded'],
};

/**
 * PATCH /order/{orderId} {cancel: true}: cancels the customer's own order while nothing of it has
 * shipped (no tracking number) and puts its stock back (order-cancel.ts). A card payment is taken
 * back through the provider before the order is cancelled, with no transaction open while it is
 * asked: voided the same day, refunded later (the answer's paymentStatus says which); when the
 * provider cannot, the order stands and the answer is 502. An order paid otherwise (a bank transfer
 * the shop received) is refused with 409: the shop pays it back and cancels it.
 */
export const orderCancelRoutes = new Hono<AppEnv>().patch(
  '/:id',
  signedIn,
  valid('param', orderIdParam),
  valid('json', cancelBody),
  async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const outcome = await cancelOrder(
      db,
      { orderId: id, customerId: c.get('customer').id },
      await loadSettings(db),
      { payment: c.get('payment') },
    );
    if (outcome !== 'cancelled') return apiError(c, ...CANCEL_REFUSALS[outcome]);
    return c.json({
      id,
      isCancel: true,
      paymentStatus: (await orderPaymentStatus(db, id)) ?? PAYMENT_STATUS.cancelled,
    } satisfies CancelledOrder);
  },
);
