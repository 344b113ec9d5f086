/** The payment frame's calls (SPEC §7 /payment and the 3-D Secure step /payment/3ds). */
import type { PaymentMessage, PaymentResult } from '../contract/payment-frame.ts';
import { api } from './http.ts';

/** What a payment call answers: the result, or a 3-D Secure challenge to confirm first. */
export type PaymentAnswer = {
  succeed?: boolean;
  threeDS?: { id: number; maskedPhone: string };
} & Partial<PaymentResult>;

/** POST /payment (JSON): pays with the card message the checkout or /cari-odeme built. */
export function postPayment(message: PaymentMessage): Promise<PaymentAnswer> {
  return api<PaymentAnswer>('/payment', { method: 'POST', body: message });
}

/** POST /payment/3ds (JSON): confirms a challenge with the code the bank sent. */
export function postChallengeCode(id: number, code: string): Promise<PaymentAnswer> {
  return api<PaymentAnswer>('/payment/3ds', { method: 'POST', body: { id, code } });
}
