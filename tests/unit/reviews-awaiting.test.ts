import { describe, expect, test } from 'vitest';
import { awaitingReview, type OrderForReview } from '../../src/domain/reviews/reviews-awaiting.ts';

const kalem = { id: 11, name: 'Kalem', image: 'kalem.jpg' };
const defter = { id: 12, name: 'Defter', image: null };
const kargo = { id: 1, name: 'Kargo Bedeli', image: 'kargo.png' };

describe('awaitingReview (reviews are offered per purchased order item)', () => {
  const orders: OrderForReview[] = [
    { orderNo: 'SP2603160002', isCancel: false, itemCount: 3, orderItems: [kalem, defter, kalem, kargo] },
    { orderNo: 'SP2603160001', isCancel: false, itemCount: 1, orderItems: [kalem] },
    { orderNo: 'SP2603150009', isCancel: true, itemCount: 1, orderItems: [defter] },
  ];

  test('lists each bought product once per order, never the shipping line or a cancelled order', () => {
    expect(awaitingReview(orders, [])).toEqual([
      { orderNo: 'SP2603160002', product: kalem },
      { orderNo: 'SP2603160002', product: defter },
      { orderNo: 'SP2603160001', product: kalem },
    ]);
  });

  test('leaves out what is reviewed on that order, but not the same product on another order', () => {
    expect(awaitingReview(orders, [{ orderNo: 'SP2603160002', productId: 11 }])).toEqual([
      { orderNo: 'SP2603160002', product: defter },
      { orderNo: 'SP2603160001', product: kalem },
    ]);
  });
});
