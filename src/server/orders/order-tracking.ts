/**
 * `npm run order:tracking`'s service: a shipment recorded by the shop's owner on the machine, through
 * the same orders service as the back office and the ERP (staff-order-actions.ts shipOrder), as a
 * command in the audit log. A refusal is given back as its key and values, for the command to print
 * in its language.
 */
import type { ErrorKey } from '../../contract/errors.ts';
import { ActionRefused } from '../admin/audit-log.ts';
import type { Database } from '../db/client.ts';
import { type OrderActor, type ShipmentResult, shipOrder } from './staff-order-actions.ts';

/** What to set: the order number, the carrier (name or key), the tracking number, optionally one line (1-based). */
export interface TrackingRequest {
  readonly orderNo: string;
  readonly carrier: string;
  readonly number: string;
  /** The product line's position on the order (1 = first product line); all not yet shipped when absent. */
  readonly line?: number | undefined;
}

/** The shipment recorded (or recorded before: `repeated`), or why not. */
export type TrackingOutcome =
  | { readonly shipped: ShipmentResult }
  | { readonly refused: { readonly key: ErrorKey; readonly params: Record<string, string | number> } };

/** The command as the audit log names it. */
const COMMAND: OrderActor = { staffId: null, via: 'command', name: 'npm run order:tracking' };

/** Records the shipment of an order's product lines (all not yet shipped, or the one at `line`). */
export async function setOrderTracking(db: Database, request: TrackingRequest): Promise<TrackingOutcome> {
  const orderNo = request.orderNo.trim().toUpperCase();
  try {
    const shipped = await shipOrder(
      db,
      orderNo,
      {
        carrier: request.carrier,
        trackingNumber: request.number,
        lines: request.line === undefined ? undefined : [request.line],
      },
      COMMAND,
    );
    return { shipped };
  } catch (err) {
    if (err instanceof ActionRefused)
      return { refused: { key: err.key, params: { orderNo, ...err.params } } };
    throw err;
  }
}

/** A tracking request as the shop's control socket received it; undefined for anything else. */
export function trackingRequestOf(value: unknown): TrackingRequest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { orderNo, carrier, number, line } = value as Record<string, unknown>;
  if (typeof orderNo !== 'string' || typeof carrier !== 'string' || typeof number !== 'string')
    return undefined;
  if (line !== undefined && !Number.isSafeInteger(line)) return undefined;
  return { orderNo, carrier, number, line: line as number | undefined };
}
