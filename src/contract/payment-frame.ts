/**
 * The payment frame's messages (/payment/start in an iframe): the card message the parent page posts
 * in, and what the frame posts back. Both sides are islands of this shop, on the same origin; the
 * result is the POST /payment answer the frame passes on.
 */
import type { ErrorKey } from './errors.ts';

/**
 * The fields the parent page posts into the frame (SPEC §7), and paymentType: 'order' (or none) pays
 * the cart, 'pay' is the free-amount payment on account. A 'pay' message without a preset amount
 * (none, or not above 0) makes the frame ask for the amount itself. agreementKey and locale name the
 * agreements the shopper approved (GET /checkout/agreements); the frame passes them on to POST /payment.
 * paymentKey is the free-amount page's key of this one payment attempt (a repeat charges once); a
 * 'pay' message without one gets a key of its own in the frame.
 */
export const PAYMENT_MESSAGE_FIELDS = [
  'ccno',
  'ccv',
  'expiry',
  'holder',
  'plan',
  'amount',
  'description',
  'shippingTotal',
  'paymentType',
  'agreementKey',
  'locale',
  'paymentKey',
] as const;

export type PaymentMessageField = (typeof PAYMENT_MESSAGE_FIELDS)[number];

/** The card message the parent page posts into the frame: every field as text. */
export type PaymentMessage = Record<PaymentMessageField, string>;

/**
 * The card message, if the data posted into the frame is one: it names ccno, and every field is a
 * string or a number (a missing field reads as '').
 */
export function readPaymentMessage(data: unknown): PaymentMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (!('ccno' in record)) return undefined;
  const out: Partial<PaymentMessage> = {};
  for (const field of PAYMENT_MESSAGE_FIELDS) {
    const value = record[field];
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number') return undefined;
    out[field] = value === undefined ? '' : String(value);
  }
  return out as PaymentMessage;
}

/** What the frame posts back to the parent page (the checkout or the payment on account). */
export interface FrameReply {
  /** The frame listens: the parent may post the card message now (sent once, when the frame starts). */
  ready?: boolean;
  loading?: boolean;
  payment_succeed?: boolean;
  dialogClose?: boolean;
  result?: PaymentResult;
  /** Why the payment failed: the API's text as the frame shows it, or the frame's own message. */
  error?: string;
  /** The API's error key of that failure (src/contract/errors.ts): the page shows its own text by it. */
  errorKey?: ErrorKey;
}

/** The payment result the checkout summary shows (SPEC §3). */
export interface PaymentResult {
  succeed: boolean;
  paymentType: 'order' | 'pay';
  /** The order number; null for a payment on account. */
  order: string | null;
  amount: number;
  installment?: number;
  description: string;
}
