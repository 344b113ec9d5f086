/**
 * What the shop's staff and its ERP do to an order (issue 17), each on the locked order row and in
 * the audit log with the values before and after: the Havale-EFT transfer received, a shipment (all
 * or some product lines, one carrier and tracking number; the same shipment again is a retry, not a
 * second parcel), delivered, cancelled (stock back, a card charge voided or refunded through the
 * payment provider), and an internal note. A refusal names why (domain/orders/staff-order-actions.ts),
 * changes nothing, and is logged too.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DeliveredAnswer } from '../../contract/admin-orders.ts';
import { CARRIERS, findCarrier, isTrackingNumber, trackingLink } from '../../domain/orders/carriers.ts';
import { type OrderStage, orderStage } from '../../domain/orders/order-stage.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import {
  deliveredBlock,
  paymentReceivedBlock,
  planShipment,
  shipmentBlock,
  staffCancelBlock,
} from '../../domain/orders/staff-order-actions.ts';
import { charCount } from '../../domain/validation-result.ts';
import { ActionRefused, type AuditActor, audited, recordAudit } from '../admin/audit-log.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orderNotes, orders } from '../db/schema/index.ts';
import { queueShipmentNotice } from '../mail/order-mails.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { cancelOrder } from './order-cancel.ts';
import { lockOrder } from './order-facts.ts';

/** Who acts, as the audit log and the order's notes name them. */
export interface OrderActor extends AuditActor {
  /** The staff member's name, or the API key's ('API: Logo Tiger'), or 'command'. */
  readonly name: string;
}

/** An order's state after an action. */
export interface OrderActionResult {
  readonly orderNo: string;
  readonly stage: OrderStage;
  readonly paymentStatus: string;
}

const target = (orderNo: string) => `order:${orderNo}`;

function throwIf(key: ReturnType<typeof paymentReceivedBlock>): void {
  if (key) throw new ActionRefused(key, key === 'adminOrder.noSuchLine' ? 400 : 409);
}

/** The Havale-EFT transfer of an order arrived: payment status 'paid'; a second confirmation is refused. */
export async function markPaymentReceived(
  db: Database,
  orderNo: string,
  actor: OrderActor,
): Promise<OrderActionResult> {
  const { urNo } = await loadSettings(db);
  return audited(db, actor, 'order.paymentReceived', target(orderNo), async (tx) => {
    const locked = await lockOrder(tx, orderNo, urNo);
    throwIf(paymentReceivedBlock(locked.facts));
    await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.paid }).where(eq(orders.id, locked.order.id));
    const facts = { ...locked.facts, paymentStatus: PAYMENT_STATUS.paid };
    return {
      result: { orderNo, stage: orderStage(facts), paymentStatus: PAYMENT_STATUS.paid },
      before: { paymentStatus: locked.order.paymentStatus },
      after: { paymentStatus: PAYMENT_STATUS.paid },
    };
  });
}

/** A shipment asked for: the carrier (name or key), the tracking number, the product lines (1-based; all when absent). */
export interface ShipmentInput {
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly lines?: readonly number[] | undefined;
}

/** A shipment as recorded: its carrier, number, link and lines; `repeated` when it was recorded already. */
export interface ShipmentResult extends OrderActionResult {
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly trackingUrl: string;
  readonly lines: readonly { line: number; code: string; name: string }[];
  readonly repeated: boolean;
}

/** The known carriers' names, for a refusal's message. */
export const carrierNames = () =>
  Object.values(CARRIERS)
    .map((c) => c.name)
    .join(', ');

/**
 * Hands product lines to a carrier: the lines get its name, tracking url and number and the time;
 * the customer's order page shows 'Kargoya Verildi' with the link. The same carrier and number on
 * the same lines again is answered as recorded (`repeated`), changing nothing.
 */
export async function shipOrder(
  db: Database,
  orderNo: string,
  input: ShipmentInput,
  actor: OrderActor,
  now = new Date(),
): Promise<ShipmentResult> {
  const carrier = findCarrier(input.carrier);
  const number = input.trackingNumber.trim();
  const { urNo } = await loadSettings(db);
  return audited(db, actor, 'order.ship', target(orderNo), async (tx) => {
    if (!carrier) throw new ActionRefused('adminOrder.invalid.carrier', 400, { carriers: carrierNames() });
    if (!isTrackingNumber(number)) throw new ActionRefused('adminOrder.invalid.trackingNumber', 400);
    const known = carrier;
    const locked = await lockOrder(tx, orderNo, urNo);
    throwIf(shipmentBlock(locked.facts));
    const plan = planShipment(locked.lines, {
      carrierName: known.name,
      trackingNo: number,
      lines: input.lines,
    });
    if (plan.kind === 'refused')
      throw new ActionRefused(plan.key, plan.key === 'adminOrder.noSuchLine' ? 400 : 409, {
        line: plan.line ?? 0,
        lines: locked.lines.length,
      });
    const lineOf = (position: number) => locked.lines[position - 1] as (typeof locked.lines)[number];
    const trackingUrl = trackingLink(known.url, number) ?? '';
    if (plan.kind === 'ship') {
      const parcel = plan.ship.map(lineOf);
      await tx
        .update(orderItems)
        .set({ carrierName: known.name, carrierUrl: known.url, trackingNo: number, shippedAt: now })
        .where(
          inArray(
            orderItems.id,
            parcel.map((l) => l.id),
          ),
        );
      await queueShipmentNotice(tx, locked.order, parcel, {
        carrier: known.name,
        trackingNumber: number,
        trackingUrl,
      });
    }
    const shipped = plan.kind === 'ship' ? plan.ship.length : 0;
    const facts = { ...locked.facts, shippedLines: locked.facts.shippedLines + shipped };
    const lines = plan.lines.map((p) => ({ line: p, code: lineOf(p).code, name: lineOf(p).name }));
    return {
      result: {
        orderNo,
        stage: orderStage(facts),
        paymentStatus: locked.order.paymentStatus,
        carrier: known.name,
        trackingNumber: number,
        trackingUrl,
        lines,
        repeated: plan.kind === 'repeat',
      },
      before: { stage: orderStage(locked.facts) },
      after: {
        stage: orderStage(facts),
        carrier: known.name,
        trackingNumber: number,
        lines: plan.lines,
        repeated: plan.kind === 'repeat',
      },
    };
  });
}

/**
 * Every parcel reached the customer: the order page lights 'Teslim Edildi'. A Kapıda Ödeme order is
 * paid on delivery, so its payment status becomes 'paid'.
 */
export async function markDelivered(
  db: Database,
  orderNo: string,
  actor: OrderActor,
  now = new Date(),
): Promise<DeliveredAnswer> {
  const { urNo } = await loadSettings(db);
  return audited(db, actor, 'order.delivered', target(orderNo), async (tx) => {
    const locked = await lockOrder(tx, orderNo, urNo);
    throwIf(deliveredBlock(locked.facts));
    const paymentStatus =
      locked.order.paymentStatus === PAYMENT_STATUS.payOnDelivery
        ? PAYMENT_STATUS.paid
        : locked.order.paymentStatus;
    await tx.update(orders).set({ deliveredAt: now, paymentStatus }).where(eq(orders.id, locked.order.id));
    return {
      result: { orderNo, stage: 'delivered', paymentStatus, deliveredAt: now.toISOString() },
      before: { stage: orderStage(locked.facts), paymentStatus: locked.order.paymentStatus },
      after: { stage: 'delivered', paymentStatus },
    };
  });
}

/**
 * Cancels an order for the shop: while nothing of it has shipped; its stock back, a card charge
 * voided (the same day) or refunded (later) through the payment provider, a received transfer owed
 * back ('refund_due'). The customer's page says the shop cancelled it.
 */
export async function cancelForShop(
  db: Database,
  orderNo: string,
  actor: OrderActor,
  payment: PaymentProvider | null,
  now = new Date(),
): Promise<OrderActionResult> {
  const settings = await loadSettings(db);
  const refuse = async (err: ActionRefused): Promise<never> => {
    await recordAudit(db, {
      ...actor,
      action: 'order.cancel',
      target: target(orderNo),
      after: { refusedFor: err.key },
      outcome: 'refused',
    });
    throw err;
  };
  const current = async () => lockOrder(db, orderNo, settings.urNo, { lock: false });
  const before = await current().catch((err) =>
    err instanceof ActionRefused ? refuse(err) : Promise.reject(err),
  );
  const block = staffCancelBlock(before.facts);
  if (block) return refuse(new ActionRefused(block));
  const outcome = await cancelOrder(
    db,
    { orderId: before.order.id, reason: 'shop', byStaff: true },
    settings,
    { payment, now },
  );
  if (outcome === 'paymentNotReversed') return refuse(new ActionRefused('orders.cancelFailed', 502));
  if (outcome === 'reversedNotRecorded') return refuse(new ActionRefused('orders.cancelNotRecorded', 502));
  const after = await current();
  if (outcome !== 'cancelled')
    return refuse(new ActionRefused(staffCancelBlock(after.facts) ?? 'adminOrder.cancelled'));
  await recordAudit(db, {
    ...actor,
    action: 'order.cancel',
    target: target(orderNo),
    before: { stage: orderStage(before.facts), paymentStatus: before.order.paymentStatus },
    after: { stage: 'cancelled', paymentStatus: after.order.paymentStatus },
  });
  return { orderNo, stage: 'cancelled', paymentStatus: after.order.paymentStatus };
}

/** The longest internal note, in characters. */
export const ORDER_NOTE_MAX = 2000;

/** An internal note as the order's detail shows it. */
export interface OrderNoteView {
  readonly id: number;
  readonly author: string;
  readonly text: string;
  readonly createdAt: string;
}

/** Adds an internal note to an order (never shown to the customer): 1 to 2,000 characters. */
export async function addOrderNote(
  db: Database,
  orderNo: string,
  text: string,
  actor: OrderActor,
): Promise<OrderNoteView> {
  const note = text.replace(/\r\n?/g, '\n').trim();
  return audited(db, actor, 'order.note', target(orderNo), async (tx) => {
    if (note === '' || charCount(note) > ORDER_NOTE_MAX || /[\p{Cc}--[\n\t]]/v.test(note))
      throw new ActionRefused('adminOrder.invalid.note', 400, { max: ORDER_NOTE_MAX });
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
    if (!order) throw new ActionRefused('adminOrder.notFound', 404, { orderNo });
    const [row] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, staffId: actor.staffId, author: actor.name, text: note })
      .returning();
    if (!row) throw new Error('The note insert returned nothing');
    return {
      result: { id: row.id, author: row.author, text: row.text, createdAt: row.createdAt.toISOString() },
      after: { note: row.id },
    };
  });
}
