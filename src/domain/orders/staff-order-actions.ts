/**
 * What the shop's staff (and its ERP) may do to an order, and when (issue 17): confirm that a
 * Havale-EFT transfer arrived, ship all or some product lines, mark the order delivered, cancel it.
 * Each rule answers why not (an error key of the API) or null. The server checks them on the locked
 * order row, so two staff members (or a retrying ERP) never act on a stale view.
 */
import { type OrderFacts, orderStage } from './order-stage.ts';
import { isPaid, PAYMENT_STATUS } from './payment-status.ts';

/** What the action rules read of an order: its facts and its card charge, if a card paid it. */
export interface ActionFacts extends OrderFacts {
  /** Its card charge: booked ('approved'), being taken back ('reversing'), or none. */
  readonly cardCharge: 'approved' | 'reversing' | null;
}

/** Why an action is refused. */
export type OrderActionRefusal =
  | 'adminOrder.cancelled'
  | 'adminOrder.alreadyPaid'
  | 'adminOrder.notAwaitingTransfer'
  | 'adminOrder.reversing'
  | 'adminOrder.notShipped'
  | 'adminOrder.alreadyDelivered'
  | 'adminOrder.shipped'
  | 'adminOrder.noSuchLine'
  | 'adminOrder.lineShipped'
  | 'adminOrder.allShipped';

/** The transfer of a Havale-EFT order arrived: only once, only while it is awaited. */
export function paymentReceivedBlock(order: ActionFacts): OrderActionRefusal | null {
  if (order.cancelled) return 'adminOrder.cancelled';
  if (isPaid(order.paymentStatus)) return 'adminOrder.alreadyPaid';
  if (order.paymentStatus !== PAYMENT_STATUS.awaitingTransfer) return 'adminOrder.notAwaitingTransfer';
  return null;
}

/** A parcel of the order handed to a carrier: not for a cancelled order, one being cancelled, or one delivered. */
export function shipmentBlock(order: ActionFacts): OrderActionRefusal | null {
  if (order.cancelled) return 'adminOrder.cancelled';
  if (order.cardCharge === 'reversing') return 'adminOrder.reversing';
  if (order.delivered) return 'adminOrder.alreadyDelivered';
  return null;
}

/** Delivered: once, after every product line shipped. */
export function deliveredBlock(order: ActionFacts): OrderActionRefusal | null {
  if (order.cancelled) return 'adminOrder.cancelled';
  if (order.delivered) return 'adminOrder.alreadyDelivered';
  if (orderStage(order) !== 'shipped') return 'adminOrder.notShipped';
  return null;
}

/**
 * Cancelled by the shop: while nothing of it has shipped. Unlike the customer, the staff may cancel an
 * order paid by Havale-EFT: the shop then owes the money back (payment status 'refund_due').
 */
export function staffCancelBlock(order: ActionFacts): OrderActionRefusal | null {
  if (order.cancelled) return 'adminOrder.cancelled';
  if (order.shippedLines > 0 || order.delivered) return 'adminOrder.shipped';
  if (order.cardCharge === 'reversing') return 'adminOrder.reversing';
  return null;
}

/** A product line as the shipment plan reads it. */
export interface ShipmentLine {
  readonly carrierName: string | null;
  readonly trackingNo: string | null;
}

/** A shipment asked for: the carrier's name, the tracking number, the lines (1-based positions; all when absent). */
export interface ShipmentRequest {
  readonly carrierName: string;
  readonly trackingNo: string;
  readonly lines?: readonly number[] | undefined;
}

/**
 * What a shipment does: set the tracking on the lines at `ship` (positions, 1-based), or nothing
 * because the same shipment was recorded already (a retry: `repeat`, its lines at `lines`).
 */
export type ShipmentPlan =
  | { readonly kind: 'ship'; readonly ship: readonly number[]; readonly lines: readonly number[] }
  | { readonly kind: 'repeat'; readonly lines: readonly number[] }
  | { readonly kind: 'refused'; readonly key: OrderActionRefusal; readonly line?: number };

/**
 * Plans a shipment on an order's product lines. A line already in a parcel with the same carrier and
 * number is that parcel again (a retry is one shipment); a line in another parcel is refused. Without
 * lines, every line not yet shipped goes; when none is left, the same parcel again is a retry and
 * any other is refused.
 */
export function planShipment(lines: readonly ShipmentLine[], request: ShipmentRequest): ShipmentPlan {
  const same = (line: ShipmentLine) =>
    line.trackingNo === request.trackingNo && line.carrierName === request.carrierName;
  const positions = lines.map((_, n) => n + 1);
  if (request.lines === undefined) {
    const open = positions.filter((p) => lines[p - 1]?.trackingNo == null);
    if (open.length > 0) return { kind: 'ship', ship: open, lines: open };
    const earlier = positions.filter((p) => same(lines[p - 1] as ShipmentLine));
    return earlier.length > 0
      ? { kind: 'repeat', lines: earlier }
      : { kind: 'refused', key: 'adminOrder.allShipped' };
  }
  const wanted = [...new Set(request.lines)].sort((a, b) => a - b);
  if (wanted.length === 0) return { kind: 'refused', key: 'adminOrder.noSuchLine' };
  const ship: number[] = [];
  for (const position of wanted) {
    const line = lines[position - 1];
    if (!Number.isSafeInteger(position) || position < 1 || !line)
      return { kind: 'refused', key: 'adminOrder.noSuchLine', line: position };
    if (line.trackingNo == null) ship.push(position);
    else if (!same(line)) return { kind: 'refused', key: 'adminOrder.lineShipped', line: position };
  }
  return ship.length > 0 ? { kind: 'ship', ship, lines: wanted } : { kind: 'repeat', lines: wanted };
}
