import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orders } from '../../src/server/db/schema/index.ts';
import { sweepUnpaidTransfers } from '../../src/server/orders/unpaid-transfer-sweep.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder, payCartByCard } from './helpers/checkout.ts';
import type { apiClient } from './helpers/client.ts';
import { signedInClient } from './helpers/customers.ts';
import {
  CASH_ON_DELIVERY_SETTINGS,
  insertShippingShop,
  PEN,
  type ShippingShop,
  stockOf,
} from './helpers/fixtures.ts';
import { markPaid, markShipped, placedHoursAgo } from './helpers/order-states.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Unpaid orders hold stock, so they are bounded: three at once per customer, and a Havale-EFT whose
// transfer has not arrived within its 24 hours is cancelled by the sweep, with the stock back.
const TOO_MANY = (n: number) =>
  `Ödemesi henüz alınmamış ${n} siparişiniz var. Bu siparişi kartla ödeyebilir ya da önceki siparişleriniz ödendikten veya kargoya verildikten sonra Havale-EFT veya Kapıda Ödeme ile verebilirsiniz.`;

describe.each(testDatabases)('unpaid orders on %s', (kind) => {
  let handle: DbHandle;
  let shop: ShippingShop;
  let app: ReturnType<typeof createApi>;
  const product = (code: string) => shop.product(code);
  let n = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    shop = await insertShippingShop(
      handle.db,
      [
        { ...PEN, quantity: '1000' },
        { code: 'VAZ-1', name: 'Vazo', price: 2500, quantity: '20', weight: '1' },
      ],
      CASH_ON_DELIVERY_SETTINGS,
    );
    app = createApi(handle.db, { payment: new TestVirtualPos() });
  });
  afterAll(() => handle.close());

  async function customer() {
    n += 1;
    return signedInClient(app, handle.db, `odenmemis${n}.${kind}@ornek.com.tr`);
  }

  async function place(
    client: ReturnType<typeof apiClient>,
    odemeTipi: '3' | '4',
    code = 'KLM-1',
    quantity = 1,
  ) {
    await client.post(`/cart/${product(code)}`, { form: { quantity: String(quantity) } });
    return approveAndOrder(client, { odemeTipi });
  }

  const stock = (code: string) => stockOf(handle.db, product(code));

  test('three unpaid Havale-EFT or Kapıda Ödeme orders at once; the fourth is refused, the cart kept', async () => {
    const me = await customer();
    const placed = [];
    for (const odemeTipi of ['4', '3', '4'] as const) {
      const res = await place(me.client, odemeTipi);
      expect(res.status).toBe(200);
      placed.push(res.data.order as { id: number });
    }
    for (const odemeTipi of ['4', '3'] as const) {
      const fourth = await place(me.client, odemeTipi);
      expect(fourth.status).toBe(409);
      expect(fourth.data).toEqual({
        error: { messages: { type: TOO_MANY(3) }, key: 'checkout.tooManyUnpaid' },
      });
    }
    expect((await me.client.get('/cart')).data.items).toHaveLength(1);

    // A card order is never limited.
    const card = await payCartByCard(me.client);
    expect(card.status).toBe(200);

    // One paid, shipped or cancelled order frees its place.
    const [first, second, third] = placed as [{ id: number }, { id: number }, { id: number }];
    await markPaid(handle.db, first.id);
    expect((await place(me.client, '4')).status).toBe(200);
    await markShipped(handle.db, second.id);
    expect((await place(me.client, '3')).status).toBe(200);
    expect((await me.client.patch(`/order/${third.id}`, { json: { cancel: true } })).status).toBe(200);
    expect((await place(me.client, '4')).status).toBe(200);
    expect((await place(me.client, '4')).status).toBe(409);
    // Another customer has places of their own.
    expect((await place((await customer()).client, '4')).status).toBe(200);
  });

  test('the sweep cancels a Havale-EFT placed 25 hours ago, not one of 23 hours; stock back, reason shown', async () => {
    const me = await customer();
    const late = (await place(me.client, '4', 'VAZ-1', 3)).data.order as { id: number; orderNo: string };
    const recent = (await place(me.client, '4', 'VAZ-1', 2)).data.order as { id: number; orderNo: string };
    const now = new Date();
    await placedHoursAgo(handle.db, late.id, 25, now);
    await placedHoursAgo(handle.db, recent.id, 23, now);
    expect(await stock('VAZ-1')).toBe(15);

    const swept = await sweepUnpaidTransfers(handle.db, now);
    expect(swept.cancelled).toEqual([late.orderNo]);
    expect(await stock('VAZ-1')).toBe(18);
    const view = (await me.client.get(`/orders/${late.id}`)).data;
    expect(view).toMatchObject({ isCancel: true, cancelReason: 'transferNotReceived' });
    expect((await me.client.get(`/orders/${recent.id}`)).data).toMatchObject({
      isCancel: false,
      cancelReason: null,
    });
    // Again: nothing more to do. Two hours later the second one's 24 hours are over too.
    expect((await sweepUnpaidTransfers(handle.db, now)).cancelled).toEqual([]);
    const later = new Date(now.getTime() + 2 * 3_600_000);
    expect((await sweepUnpaidTransfers(handle.db, later)).cancelled).toEqual([recent.orderNo]);
    expect(await stock('VAZ-1')).toBe(20);
    // A cancellation by the customer says so.
    const own = (await place(me.client, '4', 'VAZ-1', 1)).data.order as { id: number };
    await me.client.patch(`/order/${own.id}`, { json: { cancel: true } });
    expect((await me.client.get(`/orders/${own.id}`)).data.cancelReason).toBe('customer');
  });

  test('an order the sweep cancels is cancelled at the sweep’s time', async () => {
    const me = await customer();
    const o = (await place(me.client, '4')).data.order as { id: number; orderNo: string };
    // A sweep run on a clock of its own (as a test or a catch-up run gives it), not the wall clock.
    const now = new Date('2026-01-05T10:00:00.000Z');
    await placedHoursAgo(handle.db, o.id, 25, now);
    expect((await sweepUnpaidTransfers(handle.db, now)).cancelled).toEqual([o.orderNo]);
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row?.cancelledAt?.toISOString()).toBe(now.toISOString());
  });

  test('never a paid, shipped or Kapıda Ödeme order, however old', async () => {
    const me = await customer();
    const paid = (await place(me.client, '4')).data.order as { id: number };
    const shipped = (await place(me.client, '4')).data.order as { id: number };
    const cod = (await place(me.client, '3')).data.order as { id: number };
    await markPaid(handle.db, paid.id);
    await markShipped(handle.db, shipped.id);
    const now = new Date();
    for (const o of [paid, shipped, cod]) await placedHoursAgo(handle.db, o.id, 24 * 30, now);
    expect((await sweepUnpaidTransfers(handle.db, now)).cancelled).toEqual([]);
    const rows = await handle.db.select().from(orders).where(eq(orders.customerId, me.id));
    expect(rows.every((r) => r.cancelledAt === null)).toBe(true);
  });

  test('sweeps running at once cancel each overdue order once and put its stock back once', async () => {
    const stockBefore = await stock('KLM-1');
    const overdue: string[] = [];
    for (let i = 0; i < 4; i++) {
      const me = await customer();
      const o = (await place(me.client, '4', 'KLM-1', 5)).data.order as { id: number; orderNo: string };
      await placedHoursAgo(handle.db, o.id, 30);
      overdue.push(o.orderNo);
    }
    expect(await stock('KLM-1')).toBe(stockBefore - 20);
    const runs = await Promise.all(Array.from({ length: 4 }, () => sweepUnpaidTransfers(handle.db)));
    expect(runs.flatMap((r) => r.cancelled).sort()).toEqual([...overdue].sort());
    expect(await stock('KLM-1')).toBe(stockBefore);
  });
});
