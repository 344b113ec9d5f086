import { describe, expect, test } from 'vitest';
import { paymentReversal } from '../../src/domain/orders/order-status.ts';
import {
  awaitsPayment,
  cancelledPaymentStatus,
  isPaid,
  PAYMENT_STATUS,
} from '../../src/domain/orders/payment-status.ts';

describe('an order’s payment status', () => {
  test('the stored values', () => {
    expect(PAYMENT_STATUS).toEqual({
      paid: 'paid',
      awaitingTransfer: 'awaiting_transfer',
      payOnDelivery: 'pay_on_delivery',
      cancelled: 'cancelled',
      voided: 'voided',
      refunded: 'refunded',
      refundDue: 'refund_due',
    });
  });

  test('a cancelled order says how its card charge went back, else cancelled', () => {
    expect(cancelledPaymentStatus('void')).toBe('voided');
    expect(cancelledPaymentStatus('refund')).toBe('refunded');
    expect(cancelledPaymentStatus(null)).toBe('cancelled');
  });

  test('the order pages read the reversal back from it', () => {
    expect(paymentReversal(cancelledPaymentStatus('void'))).toBe('voided');
    expect(paymentReversal(cancelledPaymentStatus('refund'))).toBe('refunded');
    for (const other of ['cancelled', 'paid', 'awaiting_transfer', 'pay_on_delivery', '']) {
      expect(paymentReversal(other), other).toBeNull();
    }
  });

  test('paid and awaiting payment', () => {
    expect(isPaid('paid')).toBe(true);
    for (const s of ['awaiting_transfer', 'pay_on_delivery', 'voided', 'refunded', 'cancelled']) {
      expect(isPaid(s), s).toBe(false);
    }
    expect(awaitsPayment('awaiting_transfer')).toBe(true);
    expect(awaitsPayment('pay_on_delivery')).toBe(true);
    expect(awaitsPayment('paid')).toBe(false);
  });
});
