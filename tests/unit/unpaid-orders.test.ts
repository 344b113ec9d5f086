import { describe, expect, test } from 'vitest';
import {
  holdsUnpaid,
  isTransferOverdue,
  mayPlaceUnpaidOrder,
  overdueIfPlacedBefore,
  TRANSFER_PAYMENT_HOURS,
  transferDeadline,
  UNPAID_ORDER_LIMIT,
} from '../../src/domain/orders/unpaid-orders.ts';
import { t } from '../../src/i18n/index.ts';

const HOUR = 3_600_000;
const now = new Date('2026-03-16T09:30:00Z');
const placed = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

describe('unpaid orders: the 24-hour Havale-EFT deadline and the limit per customer', () => {
  test('the deadline is the 24 hours the payment step’s notice names', () => {
    expect(TRANSFER_PAYMENT_HOURS).toBe(24);
    expect(t('tr', 'checkoutPayment.transferNotice')).toContain('24 saat içinde ödemesi yapılmayan');
    expect(transferDeadline(placed(0)).toISOString()).toBe('2026-03-17T09:30:00.000Z');
  });

  test('the sweep’s query bound is the deadline turned round: placed before it means overdue now', () => {
    const bound = overdueIfPlacedBefore(now);
    expect(bound.toISOString()).toBe('2026-03-15T09:30:00.000Z');
    expect(transferDeadline(bound).getTime()).toBe(now.getTime());
    const order = { paymentStatus: 'awaiting_transfer', cancelled: false, shipped: false };
    expect(isTransferOverdue({ ...order, date: bound }, now)).toBe(false);
    expect(isTransferOverdue({ ...order, date: new Date(bound.getTime() - 1) }, now)).toBe(true);
  });

  test('a Havale-EFT still awaiting its transfer is overdue after 24 hours, not before', () => {
    const order = { paymentStatus: 'awaiting_transfer', cancelled: false, shipped: false };
    expect(isTransferOverdue({ ...order, date: placed(25) }, now)).toBe(true);
    expect(isTransferOverdue({ ...order, date: placed(23) }, now)).toBe(false);
    expect(isTransferOverdue({ ...order, date: placed(24) }, now)).toBe(false);
    expect(isTransferOverdue({ ...order, date: new Date(placed(24).getTime() - 1) }, now)).toBe(true);
  });

  test('never a paid, shipped, cancelled or Kapıda Ödeme order', () => {
    const old = { date: placed(100), paymentStatus: 'awaiting_transfer', cancelled: false, shipped: false };
    expect(isTransferOverdue({ ...old, paymentStatus: 'paid' }, now)).toBe(false);
    expect(isTransferOverdue({ ...old, paymentStatus: 'pay_on_delivery' }, now)).toBe(false);
    expect(isTransferOverdue({ ...old, shipped: true }, now)).toBe(false);
    expect(isTransferOverdue({ ...old, cancelled: true }, now)).toBe(false);
  });

  test('unpaid: awaiting a transfer or payment on delivery, not cancelled, not shipped', () => {
    const open = { paymentStatus: 'awaiting_transfer', cancelled: false, shipped: false };
    expect(holdsUnpaid(open)).toBe(true);
    expect(holdsUnpaid({ ...open, paymentStatus: 'pay_on_delivery' })).toBe(true);
    expect(holdsUnpaid({ ...open, paymentStatus: 'paid' })).toBe(false);
    expect(holdsUnpaid({ ...open, shipped: true })).toBe(false);
    expect(holdsUnpaid({ ...open, cancelled: true })).toBe(false);
  });

  test('three unpaid orders at once; the fourth is refused', () => {
    expect(UNPAID_ORDER_LIMIT).toBe(3);
    expect([0, 1, 2, 3, 4].map(mayPlaceUnpaidOrder)).toEqual([true, true, true, false, false]);
  });
});
