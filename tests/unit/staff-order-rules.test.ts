import { describe, expect, test } from 'vitest';
import { parseOrderFilter } from '../../src/domain/orders/order-filter.ts';
import { orderStage } from '../../src/domain/orders/order-stage.ts';
import {
  type ActionFacts,
  deliveredBlock,
  paymentReceivedBlock,
  planShipment,
  shipmentBlock,
  staffCancelBlock,
} from '../../src/domain/orders/staff-order-actions.ts';

const waiting: ActionFacts = {
  cancelled: false,
  delivered: false,
  paymentStatus: 'awaiting_transfer',
  productLines: 2,
  shippedLines: 0,
  cardCharge: null,
};
const paid = { ...waiting, paymentStatus: 'paid' };
const byCard = { ...paid, cardCharge: 'approved' as const };

describe('an order’s stage, as the back office and the ERP see it', () => {
  test('from waiting for its transfer to delivered, or cancelled', () => {
    expect(orderStage(waiting)).toBe('awaitingPayment');
    expect(orderStage(paid)).toBe('toShip');
    expect(orderStage({ ...waiting, paymentStatus: 'pay_on_delivery' })).toBe('toShip');
    expect(orderStage({ ...paid, shippedLines: 1 })).toBe('partlyShipped');
    expect(orderStage({ ...paid, shippedLines: 2 })).toBe('shipped');
    // Shipped on trust before the transfer came: shipped all the same.
    expect(orderStage({ ...waiting, shippedLines: 2 })).toBe('shipped');
    expect(orderStage({ ...paid, shippedLines: 2, delivered: true })).toBe('delivered');
    expect(orderStage({ ...paid, cancelled: true })).toBe('cancelled');
  });
});

describe('which action is allowed when', () => {
  test('payment received: once, only while a transfer is awaited, never on a cancelled order', () => {
    expect(paymentReceivedBlock(waiting)).toBeNull();
    expect(paymentReceivedBlock(paid)).toBe('adminOrder.alreadyPaid');
    expect(paymentReceivedBlock({ ...waiting, paymentStatus: 'pay_on_delivery' })).toBe(
      'adminOrder.notAwaitingTransfer',
    );
    expect(paymentReceivedBlock({ ...waiting, cancelled: true })).toBe('adminOrder.cancelled');
  });
  test('a shipment: not when cancelled, being cancelled, or delivered', () => {
    expect(shipmentBlock(paid)).toBeNull();
    expect(shipmentBlock(waiting)).toBeNull();
    expect(shipmentBlock({ ...paid, cancelled: true })).toBe('adminOrder.cancelled');
    expect(shipmentBlock({ ...byCard, cardCharge: 'reversing' })).toBe('adminOrder.reversing');
    expect(shipmentBlock({ ...paid, shippedLines: 2, delivered: true })).toBe('adminOrder.alreadyDelivered');
  });
  test('delivered: once, after every product line shipped', () => {
    expect(deliveredBlock({ ...paid, shippedLines: 1 })).toBe('adminOrder.notShipped');
    expect(deliveredBlock({ ...paid, shippedLines: 2 })).toBeNull();
    expect(deliveredBlock({ ...paid, shippedLines: 2, delivered: true })).toBe('adminOrder.alreadyDelivered');
    expect(deliveredBlock({ ...paid, shippedLines: 2, cancelled: true })).toBe('adminOrder.cancelled');
  });
  test('cancel by the shop: before anything shipped, a paid transfer included', () => {
    expect(staffCancelBlock(waiting)).toBeNull();
    expect(staffCancelBlock(paid)).toBeNull();
    expect(staffCancelBlock(byCard)).toBeNull();
    expect(staffCancelBlock({ ...paid, shippedLines: 1 })).toBe('adminOrder.shipped');
    expect(staffCancelBlock({ ...byCard, cardCharge: 'reversing' })).toBe('adminOrder.reversing');
    expect(staffCancelBlock({ ...paid, cancelled: true })).toBe('adminOrder.cancelled');
  });
});

describe('a shipment’s plan: the same parcel twice is one parcel', () => {
  const open = { carrierName: null, trackingNo: null };
  const aras = { carrierName: 'Aras Kargo', trackingNo: 'AR1234567' };
  const ship = (lines?: number[]) => ({ carrierName: 'Aras Kargo', trackingNo: 'AR1234567', lines });

  test('without lines, every line not yet shipped goes; when none is left, the same parcel is a retry', () => {
    expect(planShipment([open, open], ship())).toEqual({ kind: 'ship', ship: [1, 2], lines: [1, 2] });
    expect(planShipment([aras, open], { ...ship(), trackingNo: 'AR7654321' })).toEqual({
      kind: 'ship',
      ship: [2],
      lines: [2],
    });
    expect(planShipment([aras, aras], ship())).toEqual({ kind: 'repeat', lines: [1, 2] });
    expect(planShipment([aras, aras], { ...ship(), trackingNo: 'AR7654321' })).toEqual({
      kind: 'refused',
      key: 'adminOrder.allShipped',
    });
  });
  test('with lines: each must exist and be open or in this same parcel', () => {
    expect(planShipment([open, open], ship([2, 2]))).toEqual({ kind: 'ship', ship: [2], lines: [2] });
    expect(planShipment([aras, open], ship([1, 2]))).toEqual({ kind: 'ship', ship: [2], lines: [1, 2] });
    expect(planShipment([aras, open], ship([1]))).toEqual({ kind: 'repeat', lines: [1] });
    expect(planShipment([aras, open], { ...ship([1]), carrierName: 'MNG Kargo' })).toEqual({
      kind: 'refused',
      key: 'adminOrder.lineShipped',
      line: 1,
    });
    expect(planShipment([open], ship([3]))).toEqual({
      kind: 'refused',
      key: 'adminOrder.noSuchLine',
      line: 3,
    });
    expect(planShipment([open], ship([0]))).toEqual({
      kind: 'refused',
      key: 'adminOrder.noSuchLine',
      line: 0,
    });
    expect(planShipment([open], ship([]))).toEqual({ kind: 'refused', key: 'adminOrder.noSuchLine' });
  });
});

describe('the order list’s filters', () => {
  test('nothing given: newest first, 50 a page', () => {
    expect(parseOrderFilter({})).toEqual({ ok: true, value: { limit: 50, ascending: false } });
  });
  test('since asks for oldest first; a bare date is midnight in Türkiye', () => {
    const parsed = parseOrderFilter({ since: '2026-11-28', until: '2026-11-29T12:00:00Z', limit: '100' });
    expect(parsed).toEqual({
      ok: true,
      value: {
        since: new Date('2026-11-27T21:00:00.000Z'),
        until: new Date('2026-11-29T12:00:00.000Z'),
        limit: 100,
        ascending: true,
      },
    });
  });
  test('stage, method, customer by number or e-mail, order number, cursor', () => {
    expect(
      parseOrderFilter({
        status: 'toShip',
        method: 'cashOnDelivery',
        customer: '42',
        orderNo: 'sp261128100001',
        cursor: '7',
      }),
    ).toEqual({
      ok: true,
      value: {
        stage: 'toShip',
        method: 'cashOnDelivery',
        customer: { id: 42 },
        orderNo: 'SP261128100001',
        cursor: 7,
        limit: 50,
        ascending: false,
      },
    });
    expect(parseOrderFilter({ customer: 'Ayse@Ornek' })).toMatchObject({
      value: { customer: { email: 'ayse@ornek' } },
    });
  });
  test('the first field that does not parse is named', () => {
    expect(parseOrderFilter({ status: 'lost' })).toEqual({ ok: false, field: 'status' });
    expect(parseOrderFilter({ method: 'cheque' })).toEqual({ ok: false, field: 'method' });
    expect(parseOrderFilter({ since: '28.11.2026' })).toEqual({ ok: false, field: 'since' });
    expect(parseOrderFilter({ until: '2026-02-30T00:00:00Z' })).toEqual({ ok: false, field: 'until' });
    expect(parseOrderFilter({ orderNo: 'SP 1' })).toEqual({ ok: false, field: 'orderNo' });
    expect(parseOrderFilter({ cursor: '0' })).toEqual({ ok: false, field: 'cursor' });
    expect(parseOrderFilter({ limit: '101' })).toEqual({ ok: false, field: 'limit' });
    expect(parseOrderFilter({ limit: '0' })).toEqual({ ok: false, field: 'limit' });
  });
});
