import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { products, settings } from '../../src/server/db/schema/index.ts';
import { TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder, fetchAgreements } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { markPaid, markShipped } from './helpers/order-states.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Unpaid orders hold stock, so they are bounded: three at once per customer.
const TOO_MANY = (n: number) =>
  `Ödemesi henüz alınmamış ${n} siparişiniz var. Bu siparişi kartla ödeyebilir ya da önceki siparişleriniz ödendikten veya kargoya verildikten sonra Havale-EFT veya Kapıda Ödeme ile verebilirsiniz.`;

describe.each(testDatabases)('unpaid orders on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const product = (code: string) => ids.products[code] ?? 0;
  let n = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '1000', weight: '1' },
        { code: 'VAZ-1', name: 'Vazo', price: 2500, quantity: '20', weight: '1' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      {
        kargoUcreti: '0/5/49.90_5/10/69.90',
        b2c_kk_odeme: '1',
        b2c_heft_odeme: '1',
        b2c_ko_odeme: '1',
        kapidaOdemeBedeli: '29.90',
        kapidaOdemeUstLimit: '10000',
      },
    );
    await handle.db.insert(settings).values({ key: 'urNo', value: String(product('KARGO')) });
    app = createApi(handle.db, { payment: new TestVirtualPos() });
  });
  afterAll(() => handle.close());

  async function customer() {
    n += 1;
    const ready = await readyCustomer(handle.db, `odenmemis${n}.${kind}@ornek.com.tr`);
    const client = apiClient(app);
    client.cookie = ready.cookie;
    return { ...ready, client };
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
      expect(fourth.data).toEqual({ error: { messages: { type: TOO_MANY(3) } } });
    }
    expect((await me.client.get('/cart')).data.items).toHaveLength(1);

    // A card order is never limited.
    const { key } = await fetchAgreements(me.client, '2');
    const card = await me.client.post('/payment', {
      json: {
        ccno: TEST_CARDS.approved,
        ccv: '000',
        expiry: '12/30',
        holder: 'AYŞE YILMAZ',
        plan: '0',
        amount: '1',
        shippingTotal: '0',
        agreementKey: key,
      },
    });
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
});
