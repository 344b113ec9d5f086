import { describe, expect, test } from 'vitest';
import { awaitingReview, type OrderForReview } from '../../src/domain/reviews/reviews-awaiting.ts';

const kalem = { id: 11, name: 'Kalem', image: 'kalem.jpg' };
const defter = { id: 12, name: 'Defter', image: null };
const kargo = { id: 1, name: 'Kargo Bedeli', image: 'kargo.png' };
// Order lines as GET /orders answers them: bought (paid or shipped) lines are reviewable.
const bought = <T extends object>(p: T) => ({ ...p, reviewable: true });
const unpaid = <T extends object>(p: T) => ({ ...p, reviewable: false });

describe('awaitingReview (reviews are offered per purchased order item)', () => {
  const orders: OrderForReview[] = [
    {
      orderNo: 'SP2603160002',
      isCancel: false,
      itemCount: 3,
      orderItems: [bought(kalem), bought(defter), bought(kalem), unpaid(kargo)],
    },
    { orderNo: 'SP2603160001', isCancel: false, itemCount: 1, orderItems: [bought(kalem)] },
    { orderNo: 'SP2603150009', isCancel: true, itemCount: 1, orderItems: [bought(defter)] },
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

  test('leaves out a line not bought yet: an unpaid Havale-EFT or Kapıda Ödeme order before it ships', () => {
    const open: OrderForReview = {
      orderNo: 'SP2603170001',
      isCancel: false,
      itemCount: 2,
      orderItems: [unpaid(kalem), bought(defter), unpaid(kargo)],
    };
    expect(awaitingReview([open], [])).toEqual([{ orderNo: 'SP2603170001', product: defter }]);
  });
});
