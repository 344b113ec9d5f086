import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orders, products } from '../../src/server/db/schema/index.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder, payCartByCard } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { signedInClient } from './helpers/customers.ts';
import { CASH_ON_DELIVERY_SETTINGS, insertShippingShop, PEN, type ShippingShop } from './helpers/fixtures.ts';
import { markPaid, markShipped } from './helpers/order-states.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Honest reviews: only a bought line (paid, or shipped) of an order not cancelled, never the
// shipping charge; a review of an order cancelled later is kept but hidden from the shop.
const NOT_YET =
  'Bu ürünü, siparişinizin ödemesi alındıktan veya siparişiniz kargoya verildikten sonra değerlendirebilirsiniz.';
const NOT_BOUGHT = 'Yalnızca bu siparişte satın aldığınız ürünleri değerlendirebilirsiniz.';

describe.each(testDatabases)('who may review, and which reviews show, on %s', (kind) => {
  let handle: DbHandle;
  let shop: ShippingShop;
  let app: ReturnType<typeof createApi>;
  const product = (code: string) => shop.product(code);
  let n = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // 5,00 net: every order ships for 49,90, so each has the shipping line (urNo).
    shop = await insertShippingShop(
      handle.db,
      [PEN, { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '100', weight: '1' }],
      CASH_ON_DELIVERY_SETTINGS,
    );
    app = createApi(handle.db, { payment: new TestVirtualPos() });
  });
  afterAll(() => handle.close());

  /** A new customer's order of KLM-1 (and DEF-1) by odemeTipi 4 (Havale-EFT), 3 (Kapıda Ödeme) or 2 (card). */
  async function order(odemeTipi: '2' | '3' | '4', codes = ['KLM-1']) {
    n += 1;
    const { client, id } = await signedInClient(app, handle.db, `yorum${n}.${kind}@ornek.com.tr`);
    for (const code of codes) await client.post(`/cart/${product(code)}`, { form: { quantity: '1' } });
    if (odemeTipi === '2') {
      const paid = await payCartByCard(client);
      expect(paid.status, JSON.stringify(paid.data)).toBe(200);
      const [row] = await handle.db.select().from(orders).where(eq(orders.customerId, id));
      return { client, order: { id: row?.id ?? 0, orderNo: row?.orderNo ?? '' } };
    }
    const res = await approveAndOrder(client, { odemeTipi });
    expect(res.status).toBe(200);
    return { client, order: res.data.order as { id: number; orderNo: string } };
  }

  const review = (productId: number, orderNo: string, star = '5', title = 'Çok iyi') => ({
    form: {
      comment_product_controller: String(productId),
      comment_title: title,
      comment_description: 'Tam anlatıldığı gibi.',
      comment_order_no: orderNo,
      comment_star: star,
      comment_date: '2026-01-01',
    },
  });

  async function lineFlags(client: ReturnType<typeof apiClient>, id: number) {
    const detail = (await client.get(`/orders/${id}`)).data;
    return detail.orderItems.map((i: { code: string; reviewable: boolean }) => [i.code, i.reviewable]);
  }

  test('an unpaid Havale-EFT or Kapıda Ödeme order’s line is reviewable once shipped, not before', async () => {
    for (const odemeTipi of ['4', '3'] as const) {
      const { client, order: o } = await order(odemeTipi);
      expect(await lineFlags(client, o.id)).toEqual([
        ['KLM-1', false],
        ['KARGO', false],
      ]);
      const early = await client.post('/comment', review(product('KLM-1'), o.orderNo));
      expect(early.status).toBe(409);
      expect(early.data.error.messages.type).toBe(NOT_YET);
      // Nothing waits for a review in the list the reviews page reads.
      const listed = (await client.get('/orders')).data.items[0].orderItems;
      expect(listed.map((i: { reviewable: boolean }) => i.reviewable)).toEqual([false, false]);

      await markShipped(handle.db, o.id);
      expect(await lineFlags(client, o.id)).toEqual([
        ['KLM-1', true],
        ['KARGO', false],
      ]);
      expect((await client.post('/comment', review(product('KLM-1'), o.orderNo))).status).toBe(201);
    }
  });

  test('a paid order’s line is reviewable at once: a card order, or a transfer that arrived', async () => {
    const card = await order('2');
    expect(await lineFlags(card.client, card.order.id)).toEqual([
      ['KLM-1', true],
      ['KARGO', false],
    ]);
    expect((await card.client.post('/comment', review(product('KLM-1'), card.order.orderNo))).status).toBe(
      201,
    );
    const transfer = await order('4');
    await markPaid(handle.db, transfer.order.id);
    const res = await transfer.client.post('/comment', review(product('KLM-1'), transfer.order.orderNo));
    expect(res.status).toBe(201);
  });

  test('the shipping product is never reviewable, paid and shipped or not', async () => {
    const { client, order: o } = await order('2');
    await markShipped(handle.db, o.id);
    const res = await client.post('/comment', review(product('KARGO'), o.orderNo));
    expect(res.status).toBe(403);
    expect(res.data.error.messages.type).toBe(NOT_BOUGHT);
  });

  test('a review of an order cancelled later is hidden from the product, its rating and En Çok Beğenilen', async () => {
    const liked = async () =>
      (await apiClient(app).get('/products/en-cok-begenilen-urunler')).data.items.map(
        (i: { code: string; starRate: number; commentCount: number }) => [i.code, i.starRate, i.commentCount],
      );
    const kept = await order('2', ['DEF-1']);
    await markShipped(handle.db, kept.order.id);
    await kept.client.post('/comment', review(product('DEF-1'), kept.order.orderNo, '2', 'İdare eder'));
    // A card order reviewed at once with 5 stars, then cancelled before it shipped.
    const steer = await order('2', ['DEF-1']);
    await steer.client.post('/comment', review(product('DEF-1'), steer.order.orderNo, '5', 'Harika'));
    let list = (await apiClient(app).get(`/product/${product('DEF-1')}/comments`)).data;
    expect(list).toMatchObject({ count: 2, average: 3.5 });
    expect(await liked()).toContainEqual(['DEF-1', 3.5, 2]);

    expect((await steer.client.patch(`/order/${steer.order.id}`, { json: { cancel: true } })).status).toBe(
      200,
    );
    list = (await apiClient(app).get(`/product/${product('DEF-1')}/comments`)).data;
    expect(list).toMatchObject({ count: 1, average: 2 });
    expect(list.items.map((i: { commentTitle: string }) => i.commentTitle)).toEqual(['İdare eder']);
    const [row] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, product('DEF-1')));
    expect(row).toMatchObject({ commentCount: 1, starRate: '2.00' });
    expect(await liked()).toContainEqual(['DEF-1', 2, 1]);
    const detail = (await apiClient(app).get(`/product/${product('DEF-1')}`)).data;
    expect(detail).toMatchObject({ starRate: 2, commentCount: 1 });

    // Its author still has it, marked as not shown; it can no longer be written on that order.
    const mine = (await steer.client.get('/comments')).data.items;
    expect(mine).toEqual([expect.objectContaining({ commentTitle: 'Harika', hidden: true })]);
    expect((await kept.client.get('/comments')).data.items[0].hidden).toBe(false);
    const again = await steer.client.post('/comment', review(product('DEF-1'), steer.order.orderNo));
    expect(again.status).toBe(403);
    expect(await lineFlags(steer.client, steer.order.id)).toEqual([
      ['DEF-1', false],
      ['KARGO', false],
    ]);
  });
});
