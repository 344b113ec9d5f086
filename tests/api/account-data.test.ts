import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import {
  addresses,
  carts,
  comments,
  customers,
  orderItems,
  orders,
  paymentAttempts,
  sessions,
  wishlistItems,
} from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const PASSWORD = 'Gizli.123';
const ADDRESS =
  'Adres Başlığı:Ev|Alıcı:Zeynep Kaya|Fatura Tipi:Bireysel|Adres:Moda Cad. No: 12|İlçe:Kadıköy|' +
  'İl:İSTANBUL|Ülke:Türkiye|Telefon:+90 (532) 123 45 67|T.C. Kimlik No:10000000146';

/**
 * Where each column of a customer's orders and card payments is in the download (the field of its
 * entry), or why it is not. A column added to the schema without a decision here fails the type check.
 */
type Placement = { field: string } | { not: string };
const ORDER_COLUMNS: Record<keyof typeof orders.$inferSelect, Placement> = {
  id: { not: 'the database row id; orderNo names the order' },
  orderNo: { field: 'orderNo' },
  customerId: { not: 'the account the download is of' },
  submissionKey: { not: 'a technical key against double submission' },
  date: { field: 'date' },
  description: { field: 'description' },
  branchId: { field: 'branch' },
  odemeTipi: { field: 'odemeTipi' },
  currencyCode: { field: 'currency' },
  exchangeRate: { field: 'exchangeRate' },
  subTotal: { field: 'subTotal' },
  tax: { field: 'tax' },
  shippingTotal: { field: 'shippingTotal' },
  cashOnDeliveryFee: { field: 'cashOnDeliveryFee' },
  commission: { field: 'commission' },
  total: { field: 'total' },
  tryTotal: { field: 'tryTotal' },
  unitPricesWithKdv: { field: 'unitPricesWithKdv' },
  faturaAdresi: { field: 'faturaAdresi' },
  teslimatAdresi: { field: 'teslimatAdresi' },
  paymentStatus: { field: 'paymentStatus' },
  agreements: { not: 'in consents.agreements, in full' },
  agreementsApprovedAt: { not: 'in consents.agreements (approvedAt)' },
  cancelledAt: { field: 'cancelledAt' },
  cancelReason: { field: 'cancelReason' },
  deliveredAt: { field: 'deliveredAt' },
  locale: { field: 'locale' },
  createdAt: { not: 'the row time; date is when the order was placed' },
};
const PAYMENT_COLUMNS: Record<keyof typeof paymentAttempts.$inferSelect, Placement> = {
  id: { not: 'the database row id' },
  customerId: { not: 'the account the download is of' },
  kind: { field: 'kind' },
  cartId: { not: 'the cart an attempt paid for, emptied by the order' },
  cartRevision: { not: 'a technical guard against paying a changed cart' },
  planId: { not: 'the installment plan row; installment is its count' },
  installment: { field: 'installment' },
  amount: { field: 'amount' },
  tryTotal: { not: 'the amount before commission: the order total or the chosen amount' },
  currency: { field: 'currency' },
  bin: { field: 'cardBin' },
  last4: { field: 'cardLast4' },
  status: { field: 'status' },
  challengeId: { not: "the bank's 3-D Secure session id" },
  transactionId: { field: 'bankReference' },
  description: { field: 'description' },
  orderId: { field: 'orderNo' },
  debtSettled: { field: 'debtSettled' },
  debtCurrency: { field: 'debtCurrency' },
  agreementKey: { not: 'the key of the agreements, given in full with the order' },
  agreementLocale: { not: 'the language of the agreements, given in full with the order' },
  commissionFee: { not: 'the plan percent; the order gives the commission amount' },
  paymentKey: { not: 'a technical key against double submission' },
  failureKey: { not: 'the message key a decline was answered with; status says it was declined' },
  challengePhone: { field: 'codeSentTo' },
  approvedAt: { field: 'approvedAt' },
  reversedAt: { field: 'reversedAt' },
  reversal: { field: 'reversal' },
  reversalStartedAt: { field: 'reversalStartedAt' },
  createdAt: { field: 'createdAt' },
};
const fieldsOf = (columns: Record<string, Placement>) =>
  Object.values(columns).flatMap((p) => ('field' in p ? [p.field] : []));

describe.each(testDatabases)('KVKK data download and account deletion on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let productId: number;

  // A newly registered customer with an address, a wishlist item, an order with a line and a review.
  async function customerWithHistory(email: string) {
    const me = apiClient(app);
    const reg = await me.post('/auth/register', {
      form: { name: 'Zeynep', surname: 'Kaya', email, password: PASSWORD, passwordVerify: PASSWORD },
    });
    expect(reg.status).toBe(201);
    const id = reg.data.customer.id as number;
    const db = handle.db;
    await db.insert(addresses).values({
      customerId: id,
      addressTitle: 'Ev',
      name: 'Zeynep Kaya',
      country: 'TR',
      city: '34',
      town: '3423',
      address: 'Moda Cad. No: 12',
      number: '+90 (532) 123 45 67',
      idNumber: '10000000146',
    });
    await db.insert(wishlistItems).values({ customerId: id, productId });
    const orderNo = `SP${String(id).padStart(8, '0')}`;
    const [order] = await db
      .insert(orders)
      .values({
        orderNo,
        customerId: id,
        submissionKey: `k-${email}`,
        odemeTipi: 1,
        currencyCode: 'TRY',
        exchangeRate: '1',
        subTotal: 10000,
        tax: 2000,
        shippingTotal: 0,
        total: 12000,
        tryTotal: 12000,
        faturaAdresi: ADDRESS,
        teslimatAdresi: ADDRESS,
      })
      .returning();
    if (!order) throw new Error('order insert failed');
    await db.insert(orderItems).values({
      orderId: order.id,
      productId,
      code: 'URN-1',
      name: 'Bakır Cezve',
      quantity: 2,
      unitCode: 'ADET',
      multiplier: '1',
      unitPrice: 5000,
      taxRate: '20',
      lineNet: 10000,
      lineTax: 2000,
    });
    await db.insert(comments).values({
      customerId: id,
      productId,
      orderId: order.id,
      title: 'Çok güzel',
      description: 'Kahve tadı harika.',
      star: 5,
      authorName: 'Zeynep K.',
    });
    return { me, id, orderNo, orderId: order.id };
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const ids = await insertCatalog(handle.db, [{ code: 'URN-1', name: 'Bakır Cezve', price: 50 }]);
    productId = ids.products['URN-1'] as number;
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('the download is a JSON attachment of everything kept about the customer, never the password', async () => {
    const { me, orderNo } = await customerWithHistory('zeynep@ornek.com.tr');
    const res = await me.get('/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hesap-verilerim-.*\.json"$/,
    );
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.data.account).toMatchObject({ name: 'Zeynep', surname: 'Kaya', email: 'zeynep@ornek.com.tr' });
    expect(res.data.addresses).toHaveLength(1);
    expect(res.data.addresses[0]).toMatchObject({ addressTitle: 'Ev', idNumber: '10000000146' });
    expect(res.data.orders).toEqual([
      expect.objectContaining({
        orderNo,
        total: 120,
        faturaAdresi: ADDRESS,
        lines: [expect.objectContaining({ code: 'URN-1', name: 'Bakır Cezve', quantity: 2, unitPrice: 50 })],
      }),
    ]);
    expect(res.data.reviews).toEqual([
      expect.objectContaining({ product: 'Bakır Cezve', orderNo, title: 'Çok güzel', star: 5 }),
    ]);
    expect(res.data.wishlist).toEqual([expect.objectContaining({ code: 'URN-1' })]);
    expect(res.data.consents).toMatchObject({ agreements: [], cookieNoticeAccepted: false });
    const text = JSON.stringify(res.data);
    expect(text).not.toContain('scrypt');
    expect(text).not.toContain('passwordHash');
  });

  test('the download says why an order was cancelled, and when a card charge was approved and taken back', async () => {
    const { me, id, orderNo, orderId } = await customerWithHistory('iptal@ornek.com.tr');
    const at = (text: string) => new Date(text);
    await handle.db
      .update(orders)
      .set({ cancelledAt: at('2026-03-02T09:30:00.000Z'), cancelReason: 'transferNotReceived' })
      .where(eq(orders.id, orderId));
    await handle.db.insert(paymentAttempts).values({
      customerId: id,
      kind: 'order',
      orderId,
      cartId: 1,
      cartRevision: 1,
      amount: 12000,
      tryTotal: 12000,
      currency: 'TRY',
      bin: '454360',
      last4: '4242',
      status: 'refunded',
      transactionId: 'TX-2002',
      approvedAt: at('2026-03-01T10:00:00.000Z'),
      reversedAt: at('2026-03-02T09:30:00.000Z'),
    });
    const data = (await me.get('/account/export')).data;
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderNo,
        cancelledAt: '2026-03-02T09:30:00.000Z',
        cancelReason: 'transferNotReceived',
      }),
    ]);
    expect(data.cardPayments).toEqual([
      expect.objectContaining({
        orderNo,
        status: 'refunded',
        approvedAt: '2026-03-01T10:00:00.000Z',
        reversedAt: '2026-03-02T09:30:00.000Z',
      }),
    ]);
    // Every column kept of an order or a payment is in the download, or named above with why not.
    expect(Object.keys(data.orders[0])).toEqual(expect.arrayContaining(fieldsOf(ORDER_COLUMNS)));
    expect(Object.keys(data.cardPayments[0])).toEqual(expect.arrayContaining(fieldsOf(PAYMENT_COLUMNS)));
  });

  test('a wrong or missing password deletes nothing', async () => {
    const { me, id } = await customerWithHistory('ali@ornek.com.tr');
    const wrong = await me.post('/account/delete', { form: { password: 'Yanlis.999' } });
    expect(wrong.status).toBe(403);
    expect(wrong.data.error.messages.type).toBe('Şifreniz hatalı.');
    const empty = await me.post('/account/delete', { form: { password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.data.error.messages.type).toBe('Lütfen şifrenizi girin.');
    for (const raw of ['%%%', '\u0000\uffff', 'password[]=1&password[]=2']) {
      const res = await me.post('/account/delete', {
        raw,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBeLessThan(500);
      expect(res.status).not.toBe(200);
    }
    const json = await me.post('/account/delete', { json: { password: PASSWORD, x: [1] } });
    expect(json.status).toBeLessThan(500);
    const [row] = await handle.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.email).toBe('ali@ornek.com.tr');
    expect((await me.get('/auth/me')).status).toBe(200);
  });

  test('deletion erases the person, keeps the orders anonymised, signs out everywhere and frees the email', async () => {
    const { me, id, orderNo, orderId } = await customerWithHistory('silinecek@ornek.com.tr');
    const elsewhere = apiClient(app);
    await elsewhere.post('/auth/login', { form: { email: 'silinecek@ornek.com.tr', password: PASSWORD } });
    expect((await elsewhere.get('/auth/me')).status).toBe(200);

    const res = await me.post('/account/delete', { form: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true });
    expect(res.headers.get('set-cookie')).toMatch(/sid=;/);

    const db = handle.db;
    const [row] = await db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ name: 'Silinmiş', surname: 'Üye', phone: '', gender: null, birthdate: null });
    expect(row?.email).not.toContain('silinecek');
    expect(await db.select().from(addresses).where(eq(addresses.customerId, id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.customerId, id))).toEqual([]);
    expect(await db.select().from(carts).where(eq(carts.customerId, id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, id))).toEqual([]);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.orderNo).toBe(orderNo);
    expect(order?.total).toBe(12000);
    expect(order?.faturaAdresi).toBe('Fatura Tipi:Bireysel|İlçe:Kadıköy|İl:İSTANBUL|Ülke:Türkiye');
    expect(order?.teslimatAdresi).not.toContain('Zeynep');
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(1);
    const [review] = await db.select().from(comments).where(eq(comments.customerId, id));
    expect(review?.authorName).toBe('Silinmiş Üye');

    // Signed out here and on the other device; the old password opens nothing.
    expect((await me.get('/auth/me')).status).toBe(401);
    expect((await elsewhere.get('/auth/me')).status).toBe(401);
    expect((await me.get('/account/export')).status).toBe(401);
    const login = await apiClient(app).post('/auth/login', {
      form: { email: 'silinecek@ornek.com.tr', password: PASSWORD },
    });
    expect(login.status).toBe(401);

    // The email registers again as a new, empty account.
    const again = apiClient(app);
    const reg = await again.post('/auth/register', {
      form: {
        name: 'Yeni',
        surname: 'Üye',
        email: 'silinecek@ornek.com.tr',
        password: PASSWORD,
        passwordVerify: PASSWORD,
      },
    });
    expect(reg.status).toBe(201);
    expect(reg.data.customer.id).not.toBe(id);
    expect((await again.get('/account/export')).data.orders).toEqual([]);
  });

  test('a guest gets 401 from the download and the deletion', async () => {
    const guest = apiClient(app);
    expect((await guest.get('/account/export')).status).toBe(401);
    const res = await guest.post('/account/delete', { form: { password: PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.data.error.messages.type).toBe('Bu işlem için giriş yapmalısınız.');
  });
});
