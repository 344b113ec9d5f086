// The orders under /api/admin (issue 17), as the ERP calls them with a key and the back office with a
// staff session: the list with its filters, each action in the states where it makes sense, the
// refusals and idempotent repeats, what the customer then sees, and the audit log.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAdminApi } from '../../src/server/admin/admin-api.ts';
import { addApiKey, revokeApiKey } from '../../src/server/admin/api-keys.ts';
import { addStaff } from '../../src/server/admin/staff-accounts.ts';
import { createApi } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { addresses, auditLog } from '../../src/server/db/schema/index.ts';
import { adminClient } from './helpers/admin-client.ts';
import { cardPaidOrder } from './helpers/card-orders.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { signedInClient } from './helpers/customers.ts';
import { insertShippingShop, type ShippingShop, stockOf } from './helpers/fixtures.ts';
import { ProbePos } from './helpers/probe-pos.ts';

import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const OPERATOR_PASSWORD = 'kargo rafı 7 sabah';

describe.each(testDatabases)('orders of the owner side on %s', (kind) => {
  let handle: DbHandle;
  let shop: ShippingShop;
  const pos = new ProbePos();
  let app: ReturnType<typeof createApi>;
  let admin: ReturnType<typeof createAdminApi>;
  let readKey = '';
  let writeKey = '';
  let writeKeyId = 0;
  let n = 0;

  /** A client of /api/admin with an API key (none: neither key nor session), checked against the document. */
  const erp = (key?: string) => adminClient(admin, key);

  /** A new customer's order of 2 pens and 1 notebook, by Havale-EFT (4), Kapıda Ödeme (3) or card. */
  async function order(odemeTipi: '3' | '4' | 'card') {
    n += 1;
    const lines = [
      { productId: shop.product('KLM-1'), unitId: shop.unit('KLM-1:ADET'), quantity: 2 },
      { productId: shop.product('DFT-1'), unitId: shop.unit('DFT-1:ADET'), quantity: 1 },
    ];
    if (odemeTipi === 'card') {
      const paid = await cardPaidOrder(app, handle.db, `kart${n}@ornek.com.tr`, lines);
      const detail = (await paid.client.get(`/orders/${paid.orderId}`)).data;
      return {
        client: paid.client,
        id: paid.orderId,
        orderNo: detail.orderNo as string,
        customerId: paid.id,
      };
    }
    const customer = await signedInClient(app, handle.db, `musteri${n}@ornek.com.tr`, lines);
    // A valid T.C. Kimlik No (the fixture's filler is left out of an order's address).
    await handle.db
      .update(addresses)
      .set({ idNumber: '10000000146' })
      .where(eq(addresses.customerId, customer.id));
    const res = await approveAndOrder(customer.client, { odemeTipi });
    if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`);
    const placed = res.data.order as { id: number; orderNo: string };
    return { client: customer.client, id: placed.id, orderNo: placed.orderNo, customerId: customer.id };
  }

  const auditOf = (orderNo: string) =>
    handle.db
      .select({
        action: auditLog.action,
        via: auditLog.via,
        apiKeyId: auditLog.apiKeyId,
        staffId: auditLog.staffId,
        outcome: auditLog.outcome,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.target, `order:${orderNo}`))
      .orderBy(asc(auditLog.id));

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    shop = await insertShippingShop(
      handle.db,
      [
        { code: 'KLM-1', name: 'Dolma Kalem', price: 10000, quantity: '100', weight: '1' },
        { code: 'DFT-1', name: 'Defter', price: 5000, quantity: '100', weight: '1' },
      ],
      { b2c_ko_odeme: '1' },
    );
    app = createApi(handle.db, { payment: pos });
    admin = createAdminApi(handle.db, { payment: pos });
    const read = await addApiKey(handle.db, { name: 'Muhasebe', scope: 'read' });
    const write = await addApiKey(handle.db, { name: 'Logo Tiger', scope: 'write' });
    if (!('added' in read) || !('added' in write)) throw new Error('keys not added');
    readKey = read.added.key;
    writeKey = write.added.key;
    writeKeyId = write.added.id;
    await addStaff(
      handle.db,
      { email: 'depo@ornek.com.tr', name: 'Mehmet Demir', role: 'operator', password: OPERATOR_PASSWORD },
      hashPassword,
    );
  });
  afterAll(() => handle.close());

  test('the ERP reads a new order with a read key: lines, addresses with the identity number, amounts', async () => {
    const placed = await order('4');
    const res = await erp(readKey).get(`/orders?orderNo=${placed.orderNo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.data.next).toBeNull();
    expect(res.data.orders).toHaveLength(1);
    const got = res.data.orders[0];
    expect(got).toMatchObject({
      orderNo: placed.orderNo,
      stage: 'awaitingPayment',
      paymentMethod: 'transfer',
      odemeTipi: 4,
      paymentStatus: 'awaiting_transfer',
      currency: 'TRY',
      customer: { id: placed.customerId, email: `musteri${n}@ornek.com.tr`, name: 'Deneme Müşteri' },
      invoiceAddress: { name: 'Deneme Müşteri', idNumber: '10000000146', city: 'İSTANBUL' },
      deliveryAddress: { address: 'Caferağa Mah. Moda Cad. No: 12' },
      cancelledAt: null,
      deliveredAt: null,
    });
    // 2 × 100,00 + 1 × 50,00 net, KDV 20%: 300,00 with KDV; shipping on top.
    expect(got.lines.slice(0, 2)).toEqual([
      expect.objectContaining({
        line: 1,
        code: 'KLM-1',
        quantity: 2,
        unitPrice: 100,
        lineNet: 200,
        lineTotal: 240,
      }),
      expect.objectContaining({
        line: 2,
        code: 'DFT-1',
        quantity: 1,
        unitPrice: 50,
        lineNet: 50,
        lineTotal: 60,
      }),
    ]);
    expect(got.lines[2]).toMatchObject({ line: null, code: 'KARGO' });
    expect(got.total).toBe(got.subTotal + got.tax + got.shippingTotal);
  });

  test('since lists oldest first and pages by cursor; the filters narrow; a bad filter is 400', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    const a = await order('4');
    const b = await order('3');
    const c = await order('4');
    const reader = erp(readKey);
    const first = await reader.get(`/orders?since=${encodeURIComponent(since)}&limit=2`);
    expect(first.data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([a.orderNo, b.orderNo]);
    const second = await reader.get(
      `/orders?since=${encodeURIComponent(since)}&limit=2&cursor=${first.data.next}`,
    );
    expect(second.data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([c.orderNo]);
    expect(second.data.next).toBeNull();

    const newest = await reader.get('/orders?limit=1');
    expect(newest.data.orders[0].orderNo).toBe(c.orderNo);
    const cod = await reader.get(`/orders?method=cashOnDelivery&customer=${b.customerId}`);
    expect(cod.data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([b.orderNo]);
    expect(cod.data.orders[0].stage).toBe('toShip');
    const byEmail = await reader.get(`/orders?customer=MUSTERI${n}@ornek`);
    expect(byEmail.data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([c.orderNo]);
    const waiting = await reader.get(`/orders?status=awaitingPayment&since=${encodeURIComponent(since)}`);
    expect(waiting.data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([a.orderNo, c.orderNo]);

    for (const [query, field] of [
      ['status=gone', 'status'],
      ['since=yesterday', 'since'],
      ['limit=500', 'limit'],
      ['cursor=-1', 'cursor'],
      ['method=cheque', 'method'],
    ]) {
      const bad = await reader.get(`/orders?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.data.error).toEqual({
        key: 'adminOrder.invalid.filter',
        messages: { type: `Sipariş listesinin süzgeci geçersiz: ${field}.` },
      });
    }
  });

  test('without a key or session 401; a revoked or made-up key 401; a read key may not change (403, logged)', async () => {
    const placed = await order('4');
    expect((await erp().get('/orders')).data.error.key).toBe('admin.signInRequired');
    for (const key of ['tk_uydurma', `${writeKey}x`]) {
      const res = await erp(key).get('/orders');
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
      expect(res.data.error.key).toBe('admin.apiKeyInvalid');
    }
    const refused = await erp(readKey).post(`/orders/${placed.orderNo}/payment-received`);
    expect(refused.status).toBe(403);
    expect(refused.data.error.key).toBe('admin.scopeNotAllowed');
    // A key is never for the staff's own calls.
    expect((await erp(writeKey).get('/staff')).data.error.key).toBe('admin.notAllowed');
    const log = await handle.db
      .select({ action: auditLog.action, via: auditLog.via, outcome: auditLog.outcome })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.via, 'api-key'),
          eq(auditLog.target, `POST /api/admin/orders/${placed.orderNo}/payment-received`),
        ),
      );
    expect(log).toEqual([{ action: 'orders.access', via: 'api-key', outcome: 'refused' }]);

    const spare = await addApiKey(handle.db, { name: 'Eski ERP', scope: 'write' });
    if (!('added' in spare)) throw new Error('key not added');
    expect((await erp(spare.added.key).get('/orders?limit=1')).status).toBe(200);
    await revokeApiKey(handle.db, spare.added.id);
    expect((await erp(spare.added.key).get('/orders?limit=1')).status).toBe(401);
    expect((await erp(readKey).get(`/orders/${placed.orderNo}`)).data.stage).toBe('awaitingPayment');
  });

  test('Havale-EFT: payment received once, shipped (a retry is one shipment), delivered; the customer sees each', async () => {
    const placed = await order('4');
    const writer = erp(writeKey);
    const paid = await writer.post(`/orders/${placed.orderNo}/payment-received`);
    expect(paid.status).toBe(200);
    expect(paid.data).toEqual({ orderNo: placed.orderNo, stage: 'toShip', paymentStatus: 'paid' });
    const twice = await writer.post(`/orders/${placed.orderNo}/payment-received`);
    expect(twice.status).toBe(409);
    expect(twice.data.error).toEqual({
      key: 'adminOrder.alreadyPaid',
      messages: { type: 'Bu siparişin ödemesi zaten alınmış.' },
    });
    expect((await writer.post(`/orders/${placed.orderNo}/delivered`)).data.error.key).toBe(
      'adminOrder.notShipped',
    );

    const body = { carrier: 'Yurtiçi Kargo', trackingNumber: '123456789012' };
    const shipped = await writer.post(`/orders/${placed.orderNo}/shipments`, body);
    expect(shipped.status).toBe(201);
    expect(shipped.data).toEqual({
      orderNo: placed.orderNo,
      stage: 'shipped',
      paymentStatus: 'paid',
      carrier: 'Yurtiçi Kargo',
      trackingNumber: '123456789012',
      trackingUrl: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123456789012',
      lines: [
        { line: 1, code: 'KLM-1', name: 'Dolma Kalem' },
        { line: 2, code: 'DFT-1', name: 'Defter' },
      ],
      repeated: false,
    });
    const retry = await writer.post(`/orders/${placed.orderNo}/shipments`, { ...body, carrier: 'yurtici' });
    expect(retry.status).toBe(200);
    expect(retry.data.repeated).toBe(true);
    const other = await writer.post(`/orders/${placed.orderNo}/shipments`, {
      ...body,
      trackingNumber: '999999999',
    });
    expect(other.status).toBe(409);
    expect(other.data.error.key).toBe('adminOrder.allShipped');

    const customerView = (await placed.client.get(`/orders/${placed.orderNo}`)).data;
    expect(customerView.orderItems.slice(0, 2)).toEqual([
      expect.objectContaining({ kfadi: 'Yurtiçi Kargo', takipNo: '123456789012' }),
      expect.objectContaining({ kfadi: 'Yurtiçi Kargo', takipNo: '123456789012' }),
    ]);
    expect(customerView.deliveredAt).toBeNull();
    expect((await placed.client.patch(`/order/${placed.id}`, { json: { cancel: true } })).status).toBe(409);

    const delivered = await writer.post(`/orders/${placed.orderNo}/delivered`);
    expect(delivered.status).toBe(200);
    expect(delivered.data).toMatchObject({ stage: 'delivered', paymentStatus: 'paid' });
    expect((await writer.post(`/orders/${placed.orderNo}/delivered`)).data.error.key).toBe(
      'adminOrder.alreadyDelivered',
    );
    expect((await placed.client.get(`/orders/${placed.orderNo}`)).data.deliveredAt).toMatch(
      /^\d{4}-\d{2}-\d{2}/,
    );
    const detail = (await writer.get(`/orders/${placed.orderNo}`)).data;
    expect(detail.stage).toBe('delivered');
    expect(detail.lines[0].shippedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect(await auditOf(placed.orderNo)).toEqual([
      {
        action: 'order.paymentReceived',
        via: 'api-key',
        apiKeyId: writeKeyId,
        staffId: null,
        outcome: 'done',
        before: { paymentStatus: 'awaiting_transfer' },
        after: { paymentStatus: 'paid' },
      },
      expect.objectContaining({
        action: 'order.paymentReceived',
        outcome: 'refused',
        after: { refusedFor: 'adminOrder.alreadyPaid' },
      }),
      expect.objectContaining({ action: 'order.delivered', outcome: 'refused' }),
      expect.objectContaining({
        action: 'order.ship',
        outcome: 'done',
        after: expect.objectContaining({ repeated: false, lines: [1, 2] }),
      }),
      expect.objectContaining({
        action: 'order.ship',
        outcome: 'done',
        after: expect.objectContaining({ repeated: true }),
      }),
      expect.objectContaining({ action: 'order.ship', outcome: 'refused' }),
      expect.objectContaining({
        action: 'order.delivered',
        outcome: 'done',
        after: { stage: 'delivered', paymentStatus: 'paid' },
      }),
      expect.objectContaining({ action: 'order.delivered', outcome: 'refused' }),
    ]);
  });

  test('a shipment of some lines; a line in another parcel, a line that is not there, bad input', async () => {
    const placed = await order('3');
    const writer = erp(writeKey);
    const path = `/orders/${placed.orderNo}/shipments`;
    const one = await writer.post(path, { carrier: 'aras', trackingNumber: 'AR1234567', lines: [2] });
    expect(one.status).toBe(201);
    expect(one.data).toMatchObject({ stage: 'partlyShipped', lines: [{ line: 2, code: 'DFT-1' }] });
    const clash = await writer.post(path, { carrier: 'mng', trackingNumber: '9876543210', lines: [1, 2] });
    expect(clash.status).toBe(409);
    expect(clash.data.error).toEqual({
      key: 'adminOrder.lineShipped',
      messages: { type: '2. satır başka bir kargo ya da takip numarasıyla gönderilmiş.' },
    });
    const missing = await writer.post(path, { carrier: 'mng', trackingNumber: '9876543210', lines: [3] });
    expect(missing.status).toBe(400);
    expect(missing.data.error.messages.type).toBe('Siparişte 2 ürün satırı var; 3. satır yok.');
    expect(
      (await writer.post(path, { carrier: 'Kargo X', trackingNumber: '9876543210' })).data.error.key,
    ).toBe('adminOrder.invalid.carrier');
    expect((await writer.post(path, { carrier: 'mng', trackingNumber: '12' })).data.error.key).toBe(
      'adminOrder.invalid.trackingNumber',
    );
    for (const bad of [
      { carrier: 'mng' },
      { carrier: 'mng', trackingNumber: '9876543210', lines: [] },
      { carrier: 'mng', trackingNumber: '9876543210', extra: 1 },
    ]) {
      expect((await writer.post(path, bad)).status).toBe(400);
    }
    // Without lines, the rest goes: the order is shipped.
    const rest = await writer.post(path, { carrier: 'mng', trackingNumber: '9876543210' });
    expect(rest.data).toMatchObject({ stage: 'shipped', lines: [{ line: 1, code: 'KLM-1' }] });
    // Kapıda Ödeme is paid when it is delivered.
    expect((await writer.post(`/orders/${placed.orderNo}/delivered`)).data).toMatchObject({
      paymentStatus: 'paid',
    });
    expect((await writer.post('/orders/SP000000000000/delivered')).status).toBe(404);
    expect((await writer.post('/orders/bad-no!/delivered')).status).toBe(404);
  });

  test('cancel: stock back; a transfer received is owed back; a card charge voided; not after shipping', async () => {
    const writer = erp(writeKey);
    const stock = () => stockOf(handle.db, shop.product('KLM-1'));

    const unpaid = await order('4');
    const before = await stock();
    const cancelled = await writer.post(`/orders/${unpaid.orderNo}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toEqual({
      orderNo: unpaid.orderNo,
      stage: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect(await stock()).toBe(before + 2);
    const seen = (await unpaid.client.get(`/orders/${unpaid.orderNo}`)).data;
    expect(seen).toMatchObject({ isCancel: true, cancelReason: 'shop' });
    expect((await writer.post(`/orders/${unpaid.orderNo}/cancel`)).data.error.key).toBe(
      'adminOrder.cancelled',
    );
    expect(
      (
        await writer.post(`/orders/${unpaid.orderNo}/shipments`, {
          carrier: 'ptt',
          trackingNumber: 'PTT12345678',
        })
      ).data.error.key,
    ).toBe('adminOrder.cancelled');
    expect((await writer.post(`/orders/${unpaid.orderNo}/payment-received`)).data.error.key).toBe(
      'adminOrder.cancelled',
    );

    const received = await order('4');
    await writer.post(`/orders/${received.orderNo}/payment-received`);
    const owed = await writer.post(`/orders/${received.orderNo}/cancel`);
    expect(owed.data).toMatchObject({ stage: 'cancelled', paymentStatus: 'refund_due' });

    const card = await order('card');
    const voids = pos.voids;
    const voided = await writer.post(`/orders/${card.orderNo}/cancel`);
    expect(voided.status).toBe(200);
    expect(voided.data.paymentStatus).toBe('voided');
    expect(pos.voids).toBe(voids + 1);
    const detail = (await writer.get(`/orders/${card.orderNo}`)).data;
    expect(detail.paymentAttempts).toEqual([
      expect.objectContaining({
        status: 'voided',
        reversal: 'void',
        card: expect.stringMatching(/^\d{6}\*{6}\d{4}$/),
      }),
    ]);

    const failing = await order('card');
    pos.refuseVoid = true;
    try {
      const notReversed = await writer.post(`/orders/${failing.orderNo}/cancel`);
      expect(notReversed.status).toBe(502);
      expect(notReversed.data.error.key).toBe('orders.cancelFailed');
    } finally {
      pos.refuseVoid = false;
    }
    expect((await writer.get(`/orders/${failing.orderNo}`)).data.stage).toBe('toShip');

    const sent = await order('3');
    await writer.post(`/orders/${sent.orderNo}/shipments`, { carrier: 'ptt', trackingNumber: 'PTT12345678' });
    const late = await writer.post(`/orders/${sent.orderNo}/cancel`);
    expect(late.status).toBe(409);
    expect(late.data.error.key).toBe('adminOrder.shipped');
    expect(await auditOf(sent.orderNo)).toEqual([
      expect.objectContaining({ action: 'order.ship', outcome: 'done' }),
      expect.objectContaining({
        action: 'order.cancel',
        outcome: 'refused',
        after: { refusedFor: 'adminOrder.shipped' },
      }),
    ]);
  });

  test('an operator signed in to the back office works on orders and writes notes under their name', async () => {
    const placed = await order('4');
    const operator = adminClient(admin);
    const signIn = await operator.form('/auth/login', {
      email: 'depo@ornek.com.tr',
      password: OPERATOR_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect((await operator.get(`/orders?orderNo=${placed.orderNo}`)).data.orders).toHaveLength(1);
    const note = await operator.post(`/orders/${placed.orderNo}/notes`, {
      text: 'Müşteri aradı:\nfaturayı şirket adına istiyor.',
    });
    expect(note.status).toBe(201);
    expect(note.data).toMatchObject({
      author: 'Mehmet Demir',
      text: 'Müşteri aradı:\nfaturayı şirket adına istiyor.',
    });
    const empty = await operator.post(`/orders/${placed.orderNo}/notes`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.data.error.key).toBe('adminOrder.invalid.note');
    await erp(writeKey).post(`/orders/${placed.orderNo}/notes`, { text: 'Fatura kesildi: A-1001' });
    const detail = (await operator.get(`/orders/${placed.orderNo}`)).data;
    expect(detail.notes.map((x: { author: string; text: string }) => [x.author, x.text])).toEqual([
      ['Mehmet Demir', 'Müşteri aradı:\nfaturayı şirket adına istiyor.'],
      ['API: Logo Tiger', 'Fatura kesildi: A-1001'],
    ]);
    // A cross-site form cannot act for the signed-in operator.
    const forged = await operator.request('POST', `/orders/${placed.orderNo}/payment-received`, {
      headers: { origin: 'http://kotu.example' },
    });
    expect(forged.status).toBe(403);
    expect((await operator.get(`/orders/${placed.orderNo}`)).data.paymentStatus).toBe('awaiting_transfer');
    // The notes never reach the customer.
    expect(JSON.stringify((await placed.client.get(`/orders/${placed.orderNo}`)).data)).not.toContain(
      'Fatura kesildi',
    );
  });
});
