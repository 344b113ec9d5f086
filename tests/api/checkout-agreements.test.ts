import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { forgetCachedSettings } from '../../src/server/catalog/settings-repo.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { orders, paymentAttempts, products, settings } from '../../src/server/db/schema/index.ts';
import { TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder, fetchAgreements } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog, insertPosPlans } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const REQUIRED = "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.";
const CHANGED =
  'Sepetiniz veya sipariş bilgileriniz değişti. Lütfen güncel bilgileri kontrol edip sözleşmeleri yeniden onaylayın.';
const UNAVAILABLE = 'Seçtiğiniz ödeme yöntemi şu anda kullanılamıyor.';

type Doc = {
  id: string;
  title: string;
  blocks: { kind: string; text?: string; head?: string[]; rows?: string[][] }[];
};

/** Every text of a document, blocks and table cells, one per line. */
function textOf(doc: Doc | undefined): string {
  return (doc?.blocks ?? [])
    .flatMap((b) => (b.kind === 'table' ? [...(b.head ?? []), ...(b.rows ?? []).flat()] : [b.text ?? '']))
    .join('\n');
}

const card = (ccno: string, extra: Record<string, string> = {}) => ({
  json: { ccno, ccv: '000', expiry: '12/30', holder: 'AYŞE YILMAZ', plan: '0', amount: '1', ...extra },
});

describe.each(testDatabases)('checkout agreements on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const pos = new TestVirtualPos();
  let plans: { bonus3: number; maximum2: number };
  let n = 0;

  async function shopper(lines: [string, number][]) {
    n += 1;
    const ready = await readyCustomer(
      handle.db,
      `sozlesme${n}@ornek.com.tr`,
      lines.map(([code, quantity]) => ({
        productId: ids.products[code] ?? 0,
        unitId: ids.units[`${code}:ADET`] ?? 0,
        quantity,
      })),
    );
    const client = apiClient(app);
    client.cookie = ready.cookie;
    return { ...ready, client };
  }
  async function ordersOf(customerId: number) {
    return handle.db.select().from(orders).where(eq(orders.customerId, customerId));
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100', weight: '1' },
        { code: 'PAHALI-1', name: 'Pahalı Makine', price: 1_000_000, quantity: '10', weight: '1' },
        { code: 'SON-1', name: 'Son Ürün', price: 100_000, quantity: '1', weight: '1' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      {
        kargoUcreti: '0/5/49.90_5/10/69.90',
        ucretsizKargoSecenek: '1',
        ucretsizKargoMiktar: '1500',
        b2c_kk_odeme: '1',
        b2c_heft_odeme: '1',
        b2c_ko_odeme: '1',
        kapidaOdemeBedeli: '29.90',
        kapidaOdemeUstLimit: '10000',
        installmentLimit: '500',
      },
    );
    await handle.db.insert(settings).values({ key: 'urNo', value: String(ids.products.KARGO) });
    plans = await insertPosPlans(handle.db);
    app = createApi(handle.db, { payment: pos });
  });
  afterAll(() => handle.close());

  test('builds both documents for this order: seller, buyer, addresses, lines, amounts, method, cayma hakkı', async () => {
    const s = await shopper([['KLM-1', 3]]);
    const res = await s.client.get('/checkout/agreements?odemeTipi=4');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.data.key).toMatch(/^[0-9a-f]{64}$/);
    expect(res.data.documents.map((d: Doc) => [d.id, d.title])).toEqual([
      ['on-bilgilendirme', 'Ön Bilgilendirme Formu'],
      ['mesafeli-satis', 'Mesafeli Satış Sözleşmesi'],
    ]);
    // 3 × 5,00 = 15,00 net + 3,00 KDV; 3 kg ship for 49,90: 67,90 TL.
    expect(res.data.amounts).toEqual({
      currency: 'TRY',
      subTotal: 15,
      tax: 3,
      shippingTotal: 49.9,
      cashOnDeliveryFee: 0,
      commission: 0,
      total: 67.9,
      tryTotal: 67.9,
    });
    expect(res.data.methods).toEqual({ card: true, transfer: true, cashOnDelivery: true });
    for (const doc of res.data.documents as Doc[]) {
      const text = textOf(doc);
      expect(text).toContain('Unvan: Test Mağazacılık A.Ş.');
      expect(text).toContain('MERSİS No: 0123456789000015');
      expect(text).toContain('Vergi Dairesi / Vergi No: Kadıköy / 1234567890');
      expect(text).toContain('E-posta: destek@test-magaza.com.tr');
      expect(text).toContain('Ad Soyad: Deneme Müşteri');
      expect(text).toContain(`E-posta: sozlesme${n}@ornek.com.tr`);
      expect(text).toContain(
        'Teslimat Adresi: Deneme Müşteri, Caferağa Mah. Moda Cad. No: 12, Kadıköy/İSTANBUL, Türkiye, +90 (532) 123 45 67',
      );
      expect(text).toContain('Ödeme Şekli: Havale-EFT');
      expect(text).toContain('Genel Toplam (Vergiler Dahil)');
      expect(text).toContain(
        'ALICI, ürünü teslim aldığı günden itibaren 14 (on dört) gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir.',
      );
      expect(text).toContain(
        'c) Çabuk bozulabilen veya son kullanma tarihi geçebilecek malların teslimine ilişkin sözleşmeler.',
      );
      const lines = doc.blocks.find((b) => b.kind === 'table' && b.head?.[0] === 'Ürün');
      expect(lines?.rows).toEqual([['Kalem', 'KLM-1', '3', 'ADET', '₺6,00', '%20', '₺18,00']]);
    }
    // The same order gives the same documents and key.
    expect((await s.client.get('/checkout/agreements?odemeTipi=4')).data.key).toBe(res.data.key);
    // English documents are other documents.
    const en = await s.client.get('/checkout/agreements?odemeTipi=4&locale=en');
    expect(en.data.documents.map((d: Doc) => d.title)).toEqual([
      'Preliminary Information Form',
      'Distance Sales Contract',
    ]);
    expect(en.data.key).not.toBe(res.data.key);
  });

  test('reports the Kapıda Ödeme fee, and offers Kapıda Ödeme only up to the limit', async () => {
    const s = await shopper([['KLM-1', 3]]);
    const cod = await fetchAgreements(s.client, '3');
    expect(cod.amounts).toMatchObject({ cashOnDeliveryFee: 29.9, total: 97.8, tryTotal: 97.8 });
    expect(textOf(cod.documents[0])).toContain(
      'Ödeme, ürünler teslim edilirken kargo görevlisine yapılır. ₺29,90 tutarındaki Kapıda Ödeme bedeli genel toplama dahildir.',
    );
    // 10.000,00 net + 2.000,00 KDV is above 10.000 TL.
    const rich = await shopper([['PAHALI-1', 1]]);
    expect((await fetchAgreements(rich.client, '4')).methods).toEqual({
      card: true,
      transfer: true,
      cashOnDelivery: false,
    });
    const refused = await rich.client.get('/checkout/agreements?odemeTipi=3');
    expect(refused.status).toBe(400);
    expect(refused.data.error.messages.type).toBe(UNAVAILABLE);
    const key = (await fetchAgreements(rich.client, '4')).key;
    const post = await rich.client.post('/cart', { form: { odemeTipi: '3', agreementKey: key } });
    expect(post.status).toBe(400);
    expect(post.data.error.messages.type).toBe(UNAVAILABLE);
    expect(await ordersOf(rich.id)).toHaveLength(0);
  });

  test('reports the card plan’s commission in the amounts and the documents', async () => {
    const s = await shopper([['PAHALI-1', 1]]);
    const plan = await fetchAgreements(s.client, '2', `&plan=${plans.bonus3}`);
    // 12.000,00 TL (free shipping) × 2,25 % = 270,00 TL.
    expect(plan.amounts).toMatchObject({ commission: 270, total: 12270, tryTotal: 12270 });
    expect(textOf(plan.documents[1])).toContain('Ödeme Şekli: Kredi Kartı (3 Taksit)');
    expect(textOf(plan.documents[1])).toContain('Taksit Vade Farkı (3 Taksit, %2,25)');
    const single = await fetchAgreements(s.client, '2');
    expect(single.amounts).toMatchObject({ commission: 0, total: 12000 });
    expect(single.key).not.toBe(plan.key);
    for (const bad of ['abc', '-1', '999999', '1.5']) {
      const res = await s.client.get(`/checkout/agreements?odemeTipi=2&plan=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.data.error.messages.type).toBe(
        'Seçilen taksit seçeneği bu kart ve tutar için kullanılamıyor.',
      );
    }
    // Below installmentLimit there are no installments.
    const small = await shopper([['KLM-1', 1]]);
    expect((await small.client.get(`/checkout/agreements?odemeTipi=2&plan=${plans.bonus3}`)).status).toBe(
      400,
    );
  });

  test('answers the contract’s errors: guest, no address, empty cart, disabled or unknown method, bad locale', async () => {
    expect((await apiClient(app).get('/checkout/agreements?odemeTipi=4')).status).toBe(401);
    const s = await shopper([['KLM-1', 1]]);
    await s.client.post('/address/reset');
    const noAddress = await s.client.get('/checkout/agreements?odemeTipi=4');
    expect(noAddress.status).toBe(400);
    expect(noAddress.data.error.messages.type).toBe('Lütfen adres seçiniz!');
    const empty = await shopper([]);
    const none = await empty.client.get('/checkout/agreements?odemeTipi=4');
    expect(none.status).toBe(400);
    expect(none.data.error.messages.type).toBe('Sepetinizde ürün bulunmamaktadır.');
    const t = await shopper([['KLM-1', 1]]);
    for (const tipi of ['', '1', '5', 'x', '4.0']) {
      const res = await t.client.get(`/checkout/agreements?odemeTipi=${tipi}`);
      expect(res.status, tipi).toBe(400);
      expect(res.data.error.messages.type).toBe(UNAVAILABLE);
    }
    expect((await t.client.get('/checkout/agreements?odemeTipi=4&locale=de')).status).toBe(400);
    await handle.db.update(settings).set({ value: '0' }).where(eq(settings.key, 'b2c_heft_odeme'));
    forgetCachedSettings(handle.db);
    try {
      const off = await t.client.get('/checkout/agreements?odemeTipi=4');
      expect(off.status).toBe(400);
      expect(off.data.error.messages.type).toBe(UNAVAILABLE);
      expect((await fetchAgreements(t.client, '3')).methods.transfer).toBe(false);
    } finally {
      await handle.db.update(settings).set({ value: '1' }).where(eq(settings.key, 'b2c_heft_odeme'));
      forgetCachedSettings(handle.db);
    }
  });

  test('an order needs the approved key; a changed cart gives 409 and keeps the cart', async () => {
    const s = await shopper([['KLM-1', 2]]);
    const missing = await s.client.post('/cart', { form: { odemeTipi: '4' } });
    expect(missing.status).toBe(400);
    expect(missing.data.error.messages.type).toBe(REQUIRED);
    for (const garbage of ['x', 'A'.repeat(64), `${'a'.repeat(63)}g`, ' ']) {
      const res = await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: garbage } });
      expect(res.status, garbage).toBe(400);
      expect(res.data.error.messages.type).toBe(REQUIRED);
    }
    const before = await fetchAgreements(s.client, '4');
    // Another tab adds one more pen.
    await s.client.patch(`/cart/${ids.products['KLM-1']}`, { json: { quantity: 3 } });
    const stale = await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: before.key } });
    expect(stale.status).toBe(409);
    expect(stale.data.error.messages.type).toBe(CHANGED);
    expect((await s.client.get('/cart')).data.items).toHaveLength(1);
    expect(await ordersOf(s.id)).toHaveLength(0);
    // The key of another method, or of the other language, is not this order's either.
    const cod = await fetchAgreements(s.client, '3');
    expect((await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: cod.key } })).status).toBe(
      409,
    );
    const en = await fetchAgreements(s.client, '4', '&locale=en');
    expect((await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: en.key } })).status).toBe(
      409,
    );
    const badLocale = await s.client.post('/cart', {
      form: { odemeTipi: '4', agreementKey: en.key, locale: 'de' },
    });
    expect(badLocale.status).toBe(400);
    expect(badLocale.data.error.messages.type).toBe(
      'Geçersiz istek. Lütfen bilgileri kontrol edip tekrar deneyin.',
    );
    expect(
      (await s.client.post('/cart', { form: { odemeTipi: '4', agreementKey: en.key, locale: 'en' } })).status,
    ).toBe(200);
  });

  test('stores the approved documents with the order, and adds the Kapıda Ödeme fee to it', async () => {
    const s = await shopper([['KLM-1', 3]]);
    const shown = await fetchAgreements(s.client, '3');
    const res = await s.client.post('/cart', {
      form: { odemeTipi: '3', agreementKey: shown.key, shippingTotal: '0', total: '1', tryTotal: '1' },
    });
    expect(res.status).toBe(200);
    expect(res.data.order).toMatchObject({
      subTotal: 15,
      tax: 3,
      shippingTotal: 49.9,
      cashOnDeliveryFee: 29.9,
      total: 97.8,
      tryTotal: 97.8,
    });
    const [saved] = await ordersOf(s.id);
    expect(saved?.agreements).toEqual(shown.documents);
    expect(saved?.agreementsApprovedAt).toBeInstanceOf(Date);
    expect(saved?.cashOnDeliveryFee).toBe(2990);
    const detail = await s.client.get(`/orders/${res.data.order.orderNo}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({
      id: res.data.order.id,
      cashOnDeliveryFee: 29.9,
      commission: 0,
      total: 97.8,
      agreements: shown.documents,
    });
    expect(new Date(detail.data.agreementsApprovedAt).getTime()).toBe(saved?.agreementsApprovedAt?.getTime());
    const other = await shopper([]);
    expect((await other.client.get(`/orders/${res.data.order.orderNo}`)).status).toBe(404);
    for (const bad of ['SP', 'SPX', 'sp1', `${res.data.order.orderNo}0`]) {
      expect((await s.client.get(`/orders/${bad}`)).status, bad).toBe(404);
    }
  });

  test('a card payment checks the key before charging, and stores the approved documents', async () => {
    const s = await shopper([['PAHALI-1', 1]]);
    const missing = await s.client.post('/payment', card(TEST_CARDS.approved));
    expect(missing.status).toBe(400);
    expect(missing.data.error.messages.type).toBe(REQUIRED);
    const single = await fetchAgreements(s.client, '2');
    // The key of a single payment does not approve 3 installments.
    const wrongPlan = await s.client.post(
      '/payment',
      card(TEST_CARDS.approved, { plan: String(plans.bonus3), agreementKey: single.key }),
    );
    expect(wrongPlan.status).toBe(409);
    expect(wrongPlan.data.error.messages.type).toBe(CHANGED);
    expect(
      await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.customerId, s.id)),
    ).toEqual([]);
    const shown = await fetchAgreements(s.client, '2', `&plan=${plans.bonus3}`);
    const paid = await s.client.post(
      '/payment',
      card(TEST_CARDS.approved, { plan: String(plans.bonus3), agreementKey: shown.key, amount: '1' }),
    );
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ succeed: true, amount: 12270, installment: 3 });
    const [order] = await ordersOf(s.id);
    expect(paid.data.orderId).toBe(order?.id);
    expect(paid.data.order).toBe(order?.orderNo);
    expect(order).toMatchObject({ commission: 27000, total: 1_227_000, tryTotal: 1_227_000 });
    expect(order?.agreements).toEqual(shown.documents);
    const detail = await s.client.get(`/orders/${order?.id}`);
    expect(detail.data).toMatchObject({ commission: 270, cashOnDeliveryFee: 0, total: 12270 });
  });

  test('a cart or address changed after approval stops the card payment before any charge', async () => {
    const s = await shopper([['KLM-1', 1]]);
    const { key } = await fetchAgreements(s.client, '2');
    await s.client.patch(`/cart/${ids.products['KLM-1']}`, { json: { quantity: 2 } });
    const res = await s.client.post('/payment', card(TEST_CARDS.approved, { agreementKey: key }));
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe(CHANGED);
    expect((await s.client.get('/cart')).data.items[0]).toMatchObject({ quantity: 2 });
    const fresh = await fetchAgreements(s.client, '2');
    // Another delivery address chosen in another tab.
    const moved = await s.client.post('/address', {
      multipart: {
        property_address_title: 'İş',
        property_name: 'Deneme Müşteri',
        property_country: 'TR',
        property_city: '34',
        property_town: '3423',
        property_address: 'Rıhtım Cad. No: 5 Kadıköy',
        property_number: '+90 (532) 123 45 67',
        property_id_number: '12345678950',
        property_company_name: '',
        property_tax_number: '',
        property_tax_office: '',
      },
    });
    expect(moved.status).toBe(201);
    await s.client.post('/post_address', {
      form: { teslimat_address_id: String(moved.data.address.id), fatura_address_id: String(s.addressId) },
    });
    const after = await s.client.post('/payment', card(TEST_CARDS.approved, { agreementKey: fresh.key }));
    expect(after.status).toBe(409);
    expect(after.data.error.messages.type).toBe(CHANGED);
    expect(
      await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.customerId, s.id)),
    ).toEqual([]);
    expect(await ordersOf(s.id)).toHaveLength(0);
    const bad = await s.client.post(
      '/payment',
      card(TEST_CARDS.approved, { agreementKey: fresh.key, locale: 'xx' }),
    );
    expect(bad.status).toBe(400);
    expect(typeof bad.data.error.messages.type).toBe('string');
  });

  test('a double card submit gives one order and one standing charge', async () => {
    const s = await shopper([['KLM-1', 1]]);
    const { key } = await fetchAgreements(s.client, '2');
    const message = card(TEST_CARDS.approved, { agreementKey: key });
    const [a, b] = await Promise.all([
      s.client.post('/payment', message),
      s.client.post('/payment', message),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.data.order).toBe(a.data.order);
    expect(await ordersOf(s.id)).toHaveLength(1);
    const again = await s.client.post('/payment', message);
    expect(again.data).toMatchObject({ succeed: true, order: a.data.order, orderId: a.data.orderId });
    const attempts = await handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.customerId, s.id));
    const standing = attempts.filter((x) => x.status === 'approved');
    expect(standing).toHaveLength(1);
    for (const x of attempts.filter((y) => y.status !== 'approved')) {
      expect(x.status).toBe('voided');
      expect(pos.wasVoided(x.transactionId ?? '')).toBe(true);
    }
  });

  test('stock sold out between approval and payment: the stock message, the charge voided, the cart kept', async () => {
    const s = await shopper([['SON-1', 1]]);
    const { key } = await fetchAgreements(s.client, '2');
    // Someone else buys the last one meanwhile.
    await handle.db
      .update(products)
      .set({ quantity: '0' })
      .where(eq(products.id, ids.products['SON-1'] ?? 0));
    const res = await s.client.post('/payment', card(TEST_CARDS.approved, { agreementKey: key }));
    expect(res.status).toBe(409);
    expect(res.data.error.messages.type).toBe('Bu üründen 1 adet bulunmamaktadır!');
    const [attempt] = await handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.customerId, s.id));
    expect(attempt?.status).toBe('voided');
    expect(pos.wasVoided(attempt?.transactionId ?? '')).toBe(true);
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect((await s.client.get('/cart')).data.items).toHaveLength(1);
  });

  test('repeats of an order answer the same order; tampered amounts change nothing', async () => {
    const s = await shopper([['KLM-1', 1]]);
    const { key } = await fetchAgreements(s.client, '4');
    const form = { odemeTipi: '4', agreementKey: key, shippingTotal: '0', total: '0.01', amount: '0.01' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => s.client.post('/cart', { form })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data.order.orderNo)).size).toBe(1);
    // 5,00 + 1,00 KDV + 49,90 shipping.
    expect(answers[0]?.data.order).toMatchObject({ total: 55.9, shippingTotal: 49.9 });
    expect(await ordersOf(s.id)).toHaveLength(1);
    const last = await approveAndOrder(s.client, { odemeTipi: '4' }).catch((e: Error) => e.message);
    expect(String(last)).toContain('Sepetinizde ürün bulunmamaktadır.');
  });
});
