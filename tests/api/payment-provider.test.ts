import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orders, paymentAttempts } from '../../src/server/db/schema/index.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { TEST_CARD } from './helpers/checkout.ts';
import { signedInClient } from './helpers/customers.ts';
import { type CatalogIds, insertShippingShop } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const UNAVAILABLE = 'Seçtiğiniz ödeme yöntemi şu anda kullanılamıyor.';

// Without a configured payment provider the shop offers no card payment, wherever a shopper meets
// it: the published test cards never make a paid order in a real shop.
describe.each(testDatabases)('no payment provider on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let n = 0;

  async function shopper(app: ReturnType<typeof createApi>) {
    n += 1;
    return signedInClient(app, handle.db, `saglayici${n}@ornek.com.tr`, [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 1 },
    ]);
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // The shop's own card switch is on (b2c_kk_odeme '1'): only the missing provider turns the card off.
    ids = await insertShippingShop(handle.db, [
      { code: 'KLM-1', name: 'Dolma Kalem', price: 100000, quantity: '100', weight: '1' },
    ]);
  });
  afterAll(() => handle.close());

  test('the card method is not offered: settings, agreements, payment calls', async () => {
    const app = createApi(handle.db);
    const s = await shopper(app);
    expect((await s.client.get('/store')).data.settings.b2c_kk_odeme).toBe('0');
    const transfer = await s.client.get('/checkout/agreements?odemeTipi=4');
    expect(transfer.data.methods).toMatchObject({ card: false, transfer: true });
    const cardDocs = await s.client.get('/checkout/agreements?odemeTipi=2');
    expect(cardDocs.status).toBe(400);
    expect(cardDocs.data.error.messages.type).toBe(UNAVAILABLE);
    const card = { ...TEST_CARD, agreementKey: transfer.data.key };
    const order = await s.client.post('/payment', { json: card });
    expect(order.status).toBe(400);
    expect(order.data.error.messages.type).toBe(UNAVAILABLE);
    const onAccount = await s.client.post('/payment', {
      json: { ...card, paymentType: 'pay', amount: '100', paymentKey: 'a'.repeat(32) },
    });
    expect(onAccount.status).toBe(400);
    expect(onAccount.data.error.messages.type).toBe(UNAVAILABLE);
    const confirm = await s.client.post('/payment/3ds', { json: { id: '1', code: '123456' } });
    expect(confirm.status).toBe(400);
    expect(
      await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.customerId, s.id)),
    ).toEqual([]);
    expect(await handle.db.select().from(orders).where(eq(orders.customerId, s.id))).toEqual([]);
  });

  test('with the test virtual POS configured, the same shop offers and takes the card', async () => {
    const app = createApi(handle.db, { payment: new TestVirtualPos() });
    const s = await shopper(app);
    expect((await s.client.get('/store')).data.settings.b2c_kk_odeme).toBe('1');
    const docs = await s.client.get('/checkout/agreements?odemeTipi=2');
    expect(docs.data.methods).toMatchObject({ card: true, transfer: true });
    const paid = await s.client.post('/payment', { json: { ...TEST_CARD, agreementKey: docs.data.key } });
    expect(paid.data).toMatchObject({ succeed: true, amount: 1249.9 });
  });
});
