/**
 * The client payment key: a random id the free-amount payment page makes for each payment attempt
 * and sends with POST /payment. The server keeps it unique per customer, so a repeated or concurrent
 * submission of the same attempt is charged once and answered with the first one's result.
 */

/** What a payment key may be: 16 to 64 letters, digits, '-' or '_' (a UUID or 32 hex digits fit). */
const PAYMENT_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether a text is a well-formed payment key. */
export function isPaymentKey(text: unknown): text is string {
  return typeof text === 'string' && PAYMENT_KEY_RE.test(text);
}

/** A new random payment key: 32 hex digits from the platform's cryptographic random source. */
export function newPaymentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
