/**
 * A cart line's quantity changes on a slow network (walkthrough m15): every '+' counts, one request
 * per line is in flight at a time, and the latest wish waiting behind it is sent when it answers (the
 * clicks in between coalesce into that one). While a wish is pending the line shows it, so the
 * server's answer to an older request never overwrites what the shopper asked for since.
 */

/** A line's pending change: what the shopper wants now, and the quantity the request in flight sent. */
export interface QuantityIntent {
  readonly wanted: number;
  readonly sent: number;
}

/** The next state of a line, and the quantity to send now (null: nothing to send). */
export interface IntentStep {
  readonly intent: QuantityIntent | undefined;
  readonly send: number | null;
}

/** The shopper asks for `quantity`: sent at once when the line is idle, else queued behind the request in flight. */
export function wantQuantity(intent: QuantityIntent | undefined, quantity: number): IntentStep {
  if (intent === undefined) return { intent: { wanted: quantity, sent: quantity }, send: quantity };
  return { intent: { ...intent, wanted: quantity }, send: null };
}

/**
 * The request in flight answered. Accepted: the latest wish is sent next if it differs, else the line
 * is settled. Refused (stock): every wish made on top of it is dropped too, since it could only ask
 * for more, and the line shows what the server holds.
 */
export function quantityAnswered(intent: QuantityIntent | undefined, accepted: boolean): IntentStep {
  if (intent === undefined || !accepted || intent.wanted === intent.sent) {
    return { intent: undefined, send: null };
  }
  return { intent: { wanted: intent.wanted, sent: intent.wanted }, send: intent.wanted };
}

/** The quantity a line shows: the shopper's pending wish, else what the server holds. */
export function shownQuantity(intent: QuantityIntent | undefined, server: number): number {
  return intent?.wanted ?? server;
}
