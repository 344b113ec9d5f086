import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema/index.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { markPaid } from './helpers/order-states.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

describe.each(testDatabases)('reviews on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const product = (code: string) => String(ids.products[code] ?? 0);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100' },
        { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '100' },
      ],
      { b2c_heft_odeme: '1' },
    );
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  async function buyer(email: string, codes: string[]) {
    const ready = await readyCustomer(handle.db, email);
    const client = apiClient(app);
    client.cookie = ready.cookie;
    for (const code of codes) await client.post(`/cart/${product(code)}`, { form: { quantity: '1' } });
    const order = (await approveAndOrder(client, { odemeTipi: '4' })).data.order;
    // Bought: the transfer arrived (an unpaid, unshipped order is not reviewable yet).
    await markPaid(handle.db, order.id);
    return { client, order };
  }

  const review = (productCode: string, orderNo: string, star: string, title = 'Çok iyi') => ({
    form: {
      comment_product_controller: product(productCode),
      comment_title: title,
      comment_description: 'Yazısı akıcı, elime rahat oturuyor.',
      comment_order_no: orderNo,
      comment_star: star,
      comment_date: '2026-01-01',
    },
  });

  test('reviews only what the customer bought on that order, once, with stars 1 to 5', async () => {
    const ayse = await buyer('ayse@ornek.com.tr', ['KLM-1']);
    const bad: [ReturnType<typeof review>, string][] = [
      [review('KLM-1', ayse.order.orderNo, '0'), 'Lütfen yorum için yıldız seçiniz.'],
      [review('KLM-1', ayse.order.orderNo, '6'), 'Lütfen yorum için yıldız seçiniz.'],
      [review('KLM-1', ayse.order.orderNo, '4', '   '), 'Lütfen yorum başlığı girin.'],
      [review('KLM-1', ayse.order.orderNo, '4', 'x'.repeat(51)), 'Lütfen yorum başlığı girin.'],
    ];
    for (const [request, message] of bad) {
      const res = await ayse.client.post('/comment', request);
      expect(res.status).toBe(400);
      expect(res.data.error.messages.type).toBe(message);
    }
    const notBought = await ayse.client.post('/comment', review('DEF-1', ayse.order.orderNo, '5'));
    expect(notBought.status).toBe(403);
    expect(notBought.data.error.messages.type).toBe(
      'Yalnızca bu siparişte satın aldığınız ürünleri değerlendirebilirsiniz.',
    );
    const ok = await ayse.client.post('/comment', review('KLM-1', ayse.order.orderNo, '4'));
    expect(ok.status).toBe(201);
    expect(ok.data.comment).toMatchObject({ star: 4, commentTitle: 'Çok iyi', name: 'Deneme M.' });
    const twice = await ayse.client.post('/comment', review('KLM-1', ayse.order.orderNo, '5'));
    expect(twice.status).toBe(409);
    const stranger = await buyer('can@ornek.com.tr', ['DEF-1']);
    expect((await stranger.client.post('/comment', review('KLM-1', ayse.order.orderNo, '5'))).status).toBe(
      403,
    );
    expect((await apiClient(app).post('/comment', review('KLM-1', ayse.order.orderNo, '5'))).status).toBe(
      401,
    );
  });

  test('lists a product’s reviews newest first with a one-decimal average, and keeps the product rating', async () => {
    const zeynep = await buyer('zeynep@ornek.com.tr', ['KLM-1']);
    await zeynep.client.post('/comment', review('KLM-1', zeynep.order.orderNo, '5', 'Harika'));
    const list = await apiClient(app).get(`/product/${product('KLM-1')}/comments`);
    expect(list.data).toMatchObject({ count: 2, average: 4.5 });
    expect(list.data.items.map((i: { commentTitle: string }) => i.commentTitle)).toEqual([
      'Harika',
      'Çok iyi',
    ]);
    const [row] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, Number(product('KLM-1'))));
    expect(row).toMatchObject({ commentCount: 2, starRate: '4.50' });
    const none = await apiClient(app).get(`/product/${product('DEF-1')}/comments`);
    expect(none.data).toEqual({ items: [], average: 0, count: 0 });
  });

  test('edits only the customer’s own review and lists them under Değerlendirmelerim', async () => {
    const mert = await buyer('mert@ornek.com.tr', ['DEF-1']);
    const added = await mert.client.post('/comment', review('DEF-1', mert.order.orderNo, '2', 'İdare eder'));
    const id = added.data.comment.id;
    const edit = {
      form: {
        comment_title: 'Fikrim değişti',
        comment_description: 'Kâğıdı kalınmış, memnunum.',
        comment_star: '',
        comment_b_star: '2',
        comment_product_id: product('DEF-1'),
        comment_date: '2026-01-02',
      },
    };
    const kept = await mert.client.post(`/comment/${id}`, edit);
    expect(kept.data.comment).toMatchObject({ commentTitle: 'Fikrim değişti', star: 2 });
    const restarred = await mert.client.post(`/comment/${id}`, { form: { ...edit.form, comment_star: '5' } });
    expect(restarred.data.comment.star).toBe(5);
    const other = await buyer('ozge@ornek.com.tr', ['KLM-1']);
    expect((await other.client.post(`/comment/${id}`, edit)).status).toBe(404);
    const mine = await mert.client.get('/comments');
    expect(mine.data.items).toHaveLength(1);
    expect(mine.data.items[0]).toMatchObject({
      commentTitle: 'Fikrim değişti',
      orderNo: mert.order.orderNo,
      product: { id: Number(product('DEF-1')), name: 'Defter' },
    });
    expect((await other.client.get('/comments')).data.items).toEqual([]);
    expect((await apiClient(app).get('/comments')).status).toBe(401);
  });
});
