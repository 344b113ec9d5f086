import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orders, paymentAttempts, products, settings } from '../../src/server/db/schema/index.ts';
import { TEST_3DS_CODE, TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { fetchAgreements } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog, insertPosPlans } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const card = (ccno: string, extra: Record<string, string> = {}) => ({
  json: {
    ccno,
    ccv: '000',
    expiry: '12/30',
    holder: 'AYŞE YILMAZ',
    plan: '0',
    amount: '1',
    description: 'Hediye paketi olsun',
    shippingTotal: '0',
    ...extra,
  },
});

describe.each(testDatabases)('card payment on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const pos = new TestVirtualPos();
  const plans: Record<string, number> = {};
  let n = 0;

  async function shopper(quantity = 1) {
    n += 1;
    const ready = await readyCustomer(handle.db, `kart${n}@ornek.com.tr`, [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity },
    ]);
    const client = apiClient(app);
    client.cookie = ready.cookie;
    return { ...ready, client };
  }

  /** The card message of the payment step: the card, and the key of the agreements approved for its plan. */
  async function approvedCard(
    client: ReturnType<typeof apiClient>,
    ccno: string,
    extra: Record<string, string> = {},
  ) {
    const plan = extra.plan && extra.plan !== '0' ? `&plan=${extra.plan}` : '';
    const { key } = await fetchAgreements(client, '2', plan);
    return card(ccno, { agreementKey: key, ...extra });
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        // 1000,00 net + 20% = 1200,00; 1 kg ships for 49,90: 1249,90 TL.
        { code: 'KLM-1', name: 'Dolma Kalem', price: 100000, quantity: '100', weight: '1' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      {
        b2c_kk_odeme: '1',
        kargoUcreti: '0/5/49.90_5/10/69.90',
        ucretsizKargoSecenek: '1',
        ucretsizKargoMiktar: '1500',
        installmentLimit: '500',
      },
    );
    await handle.db.insert(settings).values({ key: 'urNo', value: String(ids.products.KARGO) });
    Object.assign(plans, await insertPosPlans(handle.db));
    app = createApi(handle.db, { payment: pos });
  });
  afterAll(() => handle.close());

  test('charges the server’s own total, saves a paid card order and keeps only BIN and last four digits', async () => {
    const s = await shopper();
    const res = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.approved));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      succeed: true,
      paymentType: 'order',
      amount: 1249.9,
      installment: 1,
      description: 'Hediye paketi olsun',
    });
    const [order] = await handle.db.select().from(orders).where(eq(orders.orderNo, res.data.order));
    expect(order).toMatchObject({ odemeTipi: 2, paymentStatus: 'paid', total: 124990 });
    expect((await s.client.get('/cart')).data.items).toEqual([]);
    const stored = (await handle.db.execute(sql`select t::text as row from payment_attempts t`)) as {
      rows: { row: string }[];
    };
    const everything = stored.rows.map((r) => r.row).join('\n');
    expect(everything).toContain('554960');
    expect(everything).toContain('0012');
    expect(everything).not.toContain(TEST_CARDS.approved);
  });

  test('adds the plan’s commission for installments of the card’s own family only', async () => {
    const s = await shopper();
    const wrongFamily = await s.client.post(
      '/payment',
      await approvedCard(s.client, TEST_CARDS.approved, { plan: String(plans.maximum2) }),
    );
    expect(wrongFamily.status).toBe(400);
    expect(wrongFamily.data.error.messages.type).toBe(
      'Seçilen taksit seçeneği bu kart ve tutar için kullanılamıyor.',
    );
    const res = await s.client.post(
      '/payment',
      await approvedCard(s.client, TEST_CARDS.approved, { plan: String(plans.bonus3) }),
    );
    // 1249,90 × 102,25 / 100 = 1278,022… → 1278,02 TL over 3 installments.
    expect(res.data).toMatchObject({ succeed: true, amount: 1278.02, installment: 3 });
  });

  test('asks for 3-D Secure, takes a wrong code again, and orders on the right one', async () => {
    const s = await shopper();
    const start = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.threeDSecure));
    expect(start.data.threeDS).toMatchObject({ amount: 1249.9 });
    expect(await handle.db.select().from(orders).where(eq(orders.customerId, s.id))).toHaveLength(0);
    const wrong = await s.client.post('/payment/3ds', {
      json: { id: start.data.threeDS.id, code: '000000' },
    });
    expect(wrong.status).toBe(402);
    expect(wrong.data.error.messages.type).toBe('Doğrulama kodu hatalı. Lütfen tekrar deneyin.');
    const other = await shopper();
    expect(
      (await other.client.post('/payment/3ds', { json: { id: start.data.threeDS.id, code: TEST_3DS_CODE } }))
        .status,
    ).toBe(404);
    const ok = await s.client.post('/payment/3ds', {
      json: { id: start.data.threeDS.id, code: TEST_3DS_CODE },
    });
    expect(ok.data).toMatchObject({ succeed: true, paymentType: 'order' });
    expect(
      (await s.client.post('/payment/3ds', { json: { id: start.data.threeDS.id, code: TEST_3DS_CODE } }))
        .status,
    ).toBe(404);
  });

  test('voids the charge when the cart changed during 3-D Secure', async () => {
    const s = await shopper();
    const start = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.threeDSecure));
    await s.client.patch(`/cart/${ids.products['KLM-1']}`, { json: { quantity: 2 } });
    const res = await s.client.post('/payment/3ds', {
      json: { id: start.data.threeDS.id, code: TEST_3DS_CODE },
    });
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(
      'Sepetiniz ödeme sırasında değişti. Ödemeniz iptal edildi; lütfen tekrar deneyin.',
    );
    expect(await handle.db.select().from(orders).where(eq(orders.customerId, s.id))).toHaveLength(0);
    const [attempt] = await handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, start.data.threeDS.id));
    expect(attempt?.status).toBe('voided');
    expect(pos.wasVoided(attempt?.transactionId ?? '')).toBe(true);
  });

  test('a declined card leaves no order, the cart and the stock as they were', async () => {
    const s = await shopper();
    const [before] = await handle.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, ids.products['KLM-1'] ?? 0));
    const res = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.declined));
    expect(res.status).toBe(402);
    expect(res.data.error.messages.type).toBe('Ödeme onaylanmadı: kartınızın limiti yetersiz.');
    expect((await s.client.get('/cart')).data.items).toHaveLength(1);
    const [after] = await handle.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, ids.products['KLM-1'] ?? 0));
    expect(after?.q).toBe(before?.q);
  });

  test('checks the card in the spec’s order, and refuses guests', async () => {
    const s = await shopper();
    const cases: [Record<string, string>, string][] = [
      [{ holder: '' }, 'Form bilgilerini eksiksiz doldurunuz!'],
      [{ ccno: '5549 6000 0000' }, 'Kart bilgilerini eksiksiz doldurunuz!'],
      [{ ccv: '12' }, 'CCV bilgisini eksiksiz doldurunuz!'],
      [{ expiry: '12/3' }, 'Ay ve yılı eksiksiz giriniz'],
      [{ ccno: '5549600000000013' }, 'Kart numarası geçersiz. Lütfen kontrol ediniz.'],
      [{ expiry: '01/20' }, 'Kartınızın son kullanma tarihi geçmiş ya da hatalı.'],
    ];
    for (const [change, message] of cases) {
      const res = await s.client.post('/payment', await approvedCard(s.client, TEST_CARDS.approved, change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.data.error.messages.type).toBe(message);
    }
    expect((await apiClient(app).post('/payment', card(TEST_CARDS.approved))).status).toBe(401);
  });
});
