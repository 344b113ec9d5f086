/**
 * The shop owner's side of cargo tracking: sets the carrier (name and tracking base url from the known
 * carriers) and the tracking number on an order's product lines, all of them or one. Once a line has a
 * tracking number the order counts as shipped: the customer sees 'Kargo Takip' and can no longer cancel.
 * An order cancelled, or one whose card payment is being taken back (a cancellation under way), is refused.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { CARRIERS, findCarrier, isTrackingNumber } from '../../domain/orders/carriers.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders, paymentAttempts } from '../db/schema/index.ts';

/** A refusal with a one-line reason for the shop owner. */
export class TrackingError extends Error {
  override name = 'TrackingError';
}

/** What to set: the order number, the carrier (name or key), the tracking number, optionally one line (1-based). */
export interface TrackingRequest {
  readonly orderNo: string;
  readonly carrier: string;
  readonly number: string;
  /** The product line's position on the order (1 = first product line); all product lines when absent. */
  readonly line?: number | undefined;
}

/** What was set, for the command's report. */
export interface TrackingResult {
  readonly orderNo: string;
  readonly carrierName: string;
  readonly trackingUrl: string;
  readonly lines: readonly { code: string; name: string }[];
}

/** Sets carrier and tracking number on the order's product lines; throws TrackingError on bad input. */
export async function setOrderTracking(db: Database, request: TrackingRequest): Promise<TrackingResult> {
  const orderNo = request.orderNo.trim();
  const carrier = findCarrier(request.carrier);
  if (!carrier) {
    const known = Object.values(CARRIERS)
      .map((c) => c.name)
      .join(', ');
    throw new TrackingError(`Unknown carrier "${request.carrier}"; known carriers: ${known}.`);
  }
  const number = request.number.trim();
  if (!isTrackingNumber(number)) {
    throw new TrackingError(`"${request.number}" is not a tracking number (6 to 30 letters and digits).`);
  }
  const { urNo } = await loadSettings(db);
  const shippingProduct = Number(urNo);
  // The order row is locked while it is checked and shipped: a cancellation locks it too, so the
  // two never cross (an order cancelled, or whose card charge is being taken back, is not shipped).
  const chosen = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, cancelledAt: orders.cancelledAt })
      .from(orders)
      .where(eq(orders.orderNo, orderNo))
      .for('update');
    if (!order) throw new TrackingError(`No order numbered "${orderNo}".`);
    if (order.cancelledAt) throw new TrackingError(`Order ${orderNo} is cancelled; nothing to ship.`);
    const [reversing] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'reversing')))
      .limit(1);
    if (reversing) {
      throw new TrackingError(
        `Order ${orderNo} is being cancelled: its card payment (attempt ${reversing.id}) is being taken back; do not ship it.`,
      );
    }
    const lines = await tx
      .select({ id: orderItems.id, code: orderItems.code, name: orderItems.name })
      .from(orderItems)
      .where(
        Number.isSafeInteger(shippingProduct) && shippingProduct > 0
          ? and(eq(orderItems.orderId, order.id), ne(orderItems.productId, shippingProduct))
          : eq(orderItems.orderId, order.id),
      )
      .orderBy(asc(orderItems.id));
    let picked = lines;
    if (request.line !== undefined) {
      const one = lines[request.line - 1];
      if (!Number.isSafeInteger(request.line) || request.line < 1 || !one) {
        throw new TrackingError(
          `Order ${orderNo} has ${lines.length} product line(s); no line ${request.line}.`,
        );
      }
      picked = [one];
    }
    for (const line of picked) {
      await tx
        .update(orderItems)
        .set({ carrierName: carrier.name, carrierUrl: carrier.url, trackingNo: number })
        .where(eq(orderItems.id, line.id));
    }
    return picked;
  });
  return {
    orderNo,
    carrierName: carrier.name,
    trackingUrl: `${carrier.url}${encodeURIComponent(number)}`,
    lines: chosen.map(({ code, name }) => ({ code, name })),
  };
}
