import { describe, expect, test } from 'vitest';
import { type CancelState, cancelBlock } from '../../src/domain/orders/cancellation.ts';

const open: CancelState = { cancelled: false, shipped: false, paymentStatus: 'paid', cardCharge: 'approved' };

describe('whether the shop may cancel an order now', () => {
  test('a card-paid order not shipped may be cancelled: its charge goes back with it', () => {
    expect(cancelBlock(open)).toBeNull();
  });

  test('orders still waiting for their money may be cancelled', () => {
    for (const paymentStatus of ['awaiting_transfer', 'pay_on_delivery']) {
      expect(cancelBlock({ ...open, paymentStatus, cardCharge: null }), paymentStatus).toBeNull();
    }
  });

  test('a payment received other than by card is the staff’s to pay back: refused', () => {
    expect(cancelBlock({ ...open, cardCharge: null })).toBe('paidOutsideCard');
  });

  test('a charge already being taken back means a cancellation is under way', () => {
    expect(cancelBlock({ ...open, cardCharge: 'reversing' })).toBe('reversing');
  });

  test('cancelled or shipped comes first, whatever the payment', () => {
    expect(cancelBlock({ ...open, cancelled: true, cardCharge: null })).toBe('cancelled');
    expect(cancelBlock({ ...open, cancelled: true, shipped: true })).toBe('cancelled');
    expect(cancelBlock({ ...open, shipped: true, cardCharge: 'reversing' })).toBe('shipped');
    expect(cancelBlock({ ...open, shipped: true, cardCharge: null })).toBe('shipped');
  });
});
