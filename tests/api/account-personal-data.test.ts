import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { newToken, tokenHash } from '../../src/server/auth/session.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import {
  branches,
  comments,
  orders,
  paymentAttempts,
  rateLimits,
  sessions,
  wishlistItems,
} from '../../src/server/db/schema/index.ts';
import { RateLimiter, rateLimitKey } from '../../src/server/http/rate-limit.ts';
import { resolvePolicies } from '../../src/server/http/rate-limit-policies.ts';
import { fetchAgreements } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { columnsHolding, type PersonNeedles } from './helpers/personal-data-scan.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const PASSWORD = 'Gizli.123';
const TR_MARK = '[hesap silindiği için kaldırıldı]';
const EN_MARK = '[removed when the account was deleted]';

/** A person as the shop learns about them: account, phone, a home and a company invoice address. */
interface Person {
  name: string;
  surname: string;
  email: string;
  phone: string;
  homePhone: string;
  street: string;
  idNumber: string;
  company?: { name: string; street: string; taxNumber: string };
}

const NILUFER: Person = {
  name: 'Nilüfer',
  surname: 'Karagöz',
  email: 'nilufer.karagoz@ornek.com.tr',
  phone: '+90 (542) 864 20 13',
  homePhone: '+90 (535) 246 81 35',
  street: 'Bağdat Cad. No: 221 D: 7',
  idNumber: '37192468516',
  company: {
    name: 'Karagöz Danışmanlık',
    street: 'Fahrettin Kerim Gökay Cad. No: 44',
    taxNumber: '5836029177',
  },
};
const DERYA: Person = {
  name: 'Derya',
  surname: 'Aksoy',
  email: 'derya.aksoy@ornek.com.tr',
  phone: '+90 (544) 975 31 08',
  homePhone: '+90 (544) 975 31 08',
  street: 'Kuşdili Cad. No: 38',
  idNumber: '41957382672',
  company: { name: 'Aksoy Gıda', street: 'Söğütlüçeşme Cad. No: 3', taxNumber: '4817263596' },
};
const CAN: Person = {
  name: 'Can',
  surname: 'Öztürk',
  email: 'can.ozturk@ornek.com.tr',
  phone: '+90 (533) 111 22 33',
  homePhone: '+90 (533) 111 22 33',
  street: 'Şair Nedim Cad. No: 9',
  idNumber: '26481953772',
};

/** Whether a run of digits could be a card number (the Luhn check every card number passes). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Everything that names the person: the scan must find none of it after the erasure. */
function needlesOf(p: Person): PersonNeedles {
  const full = `${p.name} ${p.surname}`;
  const national = (phone: string) => phone.replace(/\D/g, '').slice(-10);
  return {
    texts: [
      p.email,
      full,
      full.toLocaleUpperCase('tr-TR'),
      full.toLocaleLowerCase('tr-TR'),
      p.street,
      ...(p.company ? [p.company.street, p.company.name] : []),
    ],
    digits: [
      national(p.phone),
      national(p.homePhone),
      p.idNumber,
      ...(p.company ? [p.company.taxNumber] : []),
    ],
  };
}

describe.each(testDatabases)("a customer's personal data, downloaded and erased, on %s", (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let productId: number;

  /**
   * The person registers, sets a phone, saves a home and a company address, orders twice through the
   * API (Turkish and English agreements, a note naming them), and has a branch, a wishlist item, a
   * review naming them, a card payment with a description and a second session.
   */
  async function customerWithHistory(p: Person) {
    const me = apiClient(app);
    const reg = await me.post('/auth/register', {
      form: {
        name: p.name,
        surname: p.surname,
        email: p.email,
        password: PASSWORD,
        passwordVerify: PASSWORD,
      },
    });
    expect(reg.status).toBe(201);
    const id = reg.data.customer.id as number;
    const settings = await me.post('/accountinfo/settings', {
      form: { name: p.name, surname: p.surname, email: p.email, phone: p.phone },
    });
    expect(settings.status).toBe(200);
    const home = {
      property_address_title: 'Ev',
      property_name: `${p.name} ${p.surname}`,
      property_country: 'TR',
      property_city: '34',
      property_town: '3423',
      property_address: p.street,
      property_number: p.homePhone,
      property_id_number: p.idNumber,
      property_company_name: '',
      property_tax_number: '',
      property_tax_office: '',
    };
    const homeRes = await me.post('/address', { multipart: home });
    expect(homeRes.status).toBe(201);
    let invoiceId = homeRes.data.address.id as number;
    if (p.company) {
      const work = await me.post('/address', {
        multipart: {
          ...home,
          property_address_title: 'Şirket',
          property_address: p.company.street,
          property_id_number: '',
          property_company_name: p.company.name,
          property_tax_office: 'Kadıköy',
          property_tax_number: p.company.taxNumber,
        },
      });
      expect(work.status).toBe(201);
      invoiceId = work.data.address.id as number;
    }
    const chosen = await me.post('/post_address', {
      form: { teslimat_address_id: String(homeRes.data.address.id), fatura_address_id: String(invoiceId) },
    });
    expect(chosen.data).toEqual({ success: true });

    const placed: { id: number; orderNo: string }[] = [];
    for (const locale of ['tr', 'en']) {
      expect((await me.post(`/cart/${productId}`, { form: { quantity: '2' } })).status).toBe(201);
      const { key } = await fetchAgreements(me, '4', `&locale=${locale}`);
      const res = await me.post('/cart', {
        form: {
          odemeTipi: '4',
          agreementKey: key,
          locale,
          description: `${p.name} ${p.surname} teslim alacak, ${p.homePhone} arayın; fatura ${p.email}`,
        },
      });
      expect(res.status).toBe(200);
      placed.push(res.data.order);
    }
    const db = handle.db;
    await db.insert(branches).values({ customerId: id, name: `${p.name} ${p.surname} Merkez Şube` });
    await db.insert(wishlistItems).values({ customerId: id, productId });
    await db.insert(comments).values({
      customerId: id,
      productId,
      orderId: placed[0]?.id ?? 0,
      title: 'Çok güzel',
      description: `Ben ${p.name} ${p.surname}, çok memnun kaldım.`,
      star: 5,
      authorName: `${p.name} ${p.surname.slice(0, 1)}.`,
    });
    await db.insert(paymentAttempts).values({
      customerId: id,
      kind: 'pay',
      amount: 150000,
      tryTotal: 150000,
      currency: 'TRY',
      bin: '454360',
      last4: '4242',
      status: 'approved',
      transactionId: 'TX-1001',
      description: `${p.name} ${p.surname} cari ödemesi, ${p.email}`,
      challengePhone: '+90 (5**) *** ** 35',
    });
    const elsewhere = apiClient(app);
    expect(
      (await elsewhere.post('/auth/login', { form: { email: p.email, password: PASSWORD } })).status,
    ).toBe(200);
    return { me, id, orders: placed };
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const ids = await insertCatalog(
      handle.db,
      [{ code: 'URN-1', name: 'Bakır Cezve', price: 5000, quantity: '1000' }],
      {
        b2c_heft_odeme: '1',
        tcknVknKontrol: '1',
      },
    );
    productId = ids.products['URN-1'] as number;
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('the download holds branches, the agreements in full, payment descriptions and sessions; never a secret', async () => {
    const p = DERYA;
    const { me, orders: placed } = await customerWithHistory(p);
    const res = await me.get('/account/export');
    expect(res.status).toBe(200);
    const data = res.data;
    expect(data.account).toMatchObject({
      name: 'Derya',
      surname: 'Aksoy',
      email: p.email,
      phone: p.phone,
    });
    expect(data.addresses.map((a: { address: string }) => a.address)).toEqual([p.street, p.company?.street]);
    expect(data.branches).toEqual([expect.objectContaining({ name: 'Derya Aksoy Merkez Şube' })]);
    expect(data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual(placed.map((o) => o.orderNo));
    expect(data.orders[0].description).toContain('teslim alacak');

    // Each order's two documents, every block as approved: the buyer's name, addresses and numbers in them.
    expect(data.consents.agreements).toHaveLength(2);
    const [trDocs, enDocs] = data.consents.agreements;
    expect(trDocs.documents.map((d: { title: string }) => d.title)).toEqual([
      'Ön Bilgilendirme Formu',
      'Mesafeli Satış Sözleşmesi',
    ]);
    expect(enDocs.documents.map((d: { title: string }) => d.title)).toEqual([
      'Preliminary Information Form',
      'Distance Sales Contract',
    ]);
    const contract = JSON.stringify(trDocs.documents);
    expect(contract).toContain('Ad Soyad: Derya Aksoy');
    expect(contract).toContain(`T.C. Kimlik No: ${p.idNumber}`);
    expect(contract).toContain('Vergi No: 4817263596');
    expect(contract).toContain('Bakır Cezve');
    expect(
      trDocs.documents[0].blocks.every((b: { kind: string }) =>
        ['heading', 'paragraph', 'table'].includes(b.kind),
      ),
    ).toBe(true);

    expect(data.cardPayments).toEqual([
      expect.objectContaining({
        kind: 'pay',
        amount: 1500,
        cardBin: '454360',
        cardLast4: '4242',
        description: `Derya Aksoy cari ödemesi, ${p.email}`,
        bankReference: 'TX-1001',
      }),
    ]);
    // This session and the one on the other device, with their times, the asking one marked.
    expect(data.sessions).toHaveLength(2);
    for (const s of data.sessions) {
      expect(Object.keys(s).sort()).toEqual(
        [
          'active',
          'cookieConsent',
          'cookiesAccepted',
          'createdAt',
          'currency',
          'current',
          'expiresAt',
          'locale',
        ].sort(),
      );
      expect(Date.parse(s.expiresAt)).toBeGreaterThan(Date.parse(s.createdAt));
      expect(s.active).toBe(true);
    }
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.wishlist).toEqual([expect.objectContaining({ code: 'URN-1' })]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ description: 'Ben Derya Aksoy, çok memnun kaldım.' }),
    ]);

    // No secret: not the password hash, not a session token or its hash, no card number beyond BIN/last four.
    const text = JSON.stringify(data);
    const hashes = await handle.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.customerId, data.account.customerNo));
    expect(hashes).toHaveLength(2);
    for (const { tokenHash: h } of hashes) expect(text).not.toContain(h);
    expect(text).not.toContain(me.cookie.split('=')[1] as string);
    expect(text).not.toMatch(/scrypt|passwordHash|password_hash|tokenHash|token_hash/);
    expect((text.match(/\d{13,19}/g) ?? []).filter(passesLuhn)).toEqual([]);
  });

  test('deletion leaves no trace of the person in any column of any table; other customers are untouched', async () => {
    const other = await customerWithHistory(CAN);
    const otherBefore = {
      list: (await other.me.get('/orders')).data,
      detail: await Promise.all(other.orders.map(async (o) => (await other.me.get(`/orders/${o.id}`)).data)),
    };
    const { me, id, orders: placed } = await customerWithHistory(NILUFER);
    const needles = needlesOf(NILUFER);
    const before = await Promise.all(placed.map(async (o) => (await me.get(`/orders/${o.id}`)).data));

    // The scan finds the person everywhere the shop keeps them before the deletion...
    expect(await columnsHolding(handle.db, needles)).toEqual(
      expect.arrayContaining([
        'addresses.address',
        'addresses.company_name',
        'addresses.id_number',
        'addresses.name',
        'addresses.number',
        'addresses.tax_number',
        'branches.name',
        'comments.description',
        'customers.email',
        'customers.phone',
        'orders.agreements',
        'orders.description',
        'orders.fatura_adresi',
        'orders.teslimat_adresi',
        'payment_attempts.description',
      ]),
    );
    const res = await me.post('/account/delete', { form: { password: PASSWORD } });
    expect(res.status).toBe(200);
    // ...and nowhere after it.
    expect(await columnsHolding(handle.db, needles)).toEqual([]);
    // The other customer's details are all still there, and their order pages answer as before.
    expect(await columnsHolding(handle.db, needlesOf(CAN))).toEqual(
      expect.arrayContaining([
        'addresses.address',
        'customers.email',
        'orders.agreements',
        'orders.description',
      ]),
    );
    expect((await other.me.get('/orders')).data).toEqual(otherBefore.list);
    for (const [i, o] of other.orders.entries()) {
      expect((await other.me.get(`/orders/${o.id}`)).data).toEqual(otherBefore.detail[i]);
    }

    // What stays: the orders' numbers, lines and amounts, and payments' BIN and last four digits.
    const kept = await handle.db.select().from(orders).where(eq(orders.customerId, id));
    expect(kept.map((o) => o.orderNo).sort()).toEqual(placed.map((o) => o.orderNo).sort());
    expect(kept.every((o) => o.description === '')).toBe(true);
    expect(kept.map((o) => o.faturaAdresi)).toEqual([
      'Fatura Tipi:Kurumsal|İlçe:Kadıköy|İl:İSTANBUL|Ülke:Türkiye',
      'Fatura Tipi:Kurumsal|İlçe:Kadıköy|İl:İSTANBUL|Ülke:Türkiye',
    ]);
    const [payment] = await handle.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.customerId, id));
    expect(payment).toMatchObject({ bin: '454360', last4: '4242', amount: 150000, description: '' });
    expect(payment?.challengePhone).toBeNull();
    const [review] = await handle.db.select().from(comments).where(eq(comments.customerId, id));
    expect(review).toMatchObject({
      authorName: 'Silinmiş Üye',
      description: `Ben ${TR_MARK}, çok memnun kaldım.`,
    });

    // The order pages still render the redacted contract (read here through a session made for the row).
    const token = newToken();
    await handle.db.insert(sessions).values({
      tokenHash: tokenHash(token),
      customerId: id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const owner = apiClient(app);
    owner.cookie = `sid=${token}`;
    expect((await owner.get('/orders')).status).toBe(200);
    for (const [i, o] of placed.entries()) {
      const page = await owner.get(`/orders/${o.id}`);
      expect(page.status).toBe(200);
      const was = before[i];
      expect(page.data).toMatchObject({
        orderNo: was.orderNo,
        total: was.total,
        orderItems: was.orderItems,
        description: '',
        recipient: '',
        agreementsApprovedAt: was.agreementsApprovedAt,
      });
      expect(page.data.agreements.map((d: { id: string; title: string }) => [d.id, d.title])).toEqual(
        was.agreements.map((d: { id: string; title: string }) => [d.id, d.title]),
      );
      const blocks = (docs: { blocks: { kind: string }[] }[]) => docs.map((d) => d.blocks.map((b) => b.kind));
      expect(blocks(page.data.agreements)).toEqual(blocks(was.agreements));
      const mark = i === 0 ? TR_MARK : EN_MARK;
      const label = i === 0 ? 'Ad Soyad: ' : 'Name: ';
      expect(JSON.stringify(page.data.agreements)).toContain(`${label}${mark}`);
      expect(JSON.stringify(page.data.agreements)).toContain('Bakır Cezve');
    }
  });

  test('deletion leaves no rate-limit row of the customer: sign-ins failed and made, passwords asked again', async () => {
    const email = 'melis.sahin@ornek.com.tr';
    const home = '198.51.100.10';
    const cafe = '198.51.100.20';
    const attacker = '203.0.113.66';
    const me = apiClient(app, undefined, { address: home });
    const reg = await me.post('/auth/register', {
      form: { name: 'Melis', surname: 'Şahin', email, password: PASSWORD, passwordVerify: PASSWORD },
    });
    expect(reg.status).toBe(201);
    const id = reg.data.customer.id as number;
    // Someone else's account, with rows of its own that must stay.
    const other = 'tolga.kaya@ornek.com.tr';
    const otherClient = apiClient(app, undefined, { address: home });
    await otherClient.post('/auth/register', {
      form: { name: 'Tolga', surname: 'Kaya', email: other, password: PASSWORD, passwordVerify: PASSWORD },
    });
    const wrong = { email, password: 'Yanlis.123' };

    // A stranger's failed sign-in; a sign-in from a café, then a mistyped one there; a wrong current
    // password; a card payment counted.
    expect(
      (await apiClient(app, undefined, { address: attacker }).post('/auth/login', { form: wrong })).status,
    ).toBe(401);
    const atCafe = apiClient(app, undefined, { address: cafe });
    expect((await atCafe.post('/auth/login', { form: { email, password: PASSWORD } })).status).toBe(200);
    expect((await atCafe.post('/auth/login', { form: wrong })).status).toBe(401);
    const change = await me.post('/account/settings', {
      form: { currentPassword: 'Yanlis.123', password: 'Yeni.Sifre.42', passwordVerify: 'Yeni.Sifre.42' },
    });
    expect(change.status).toBe(403);
    await new RateLimiter(handle.db, resolvePolicies()).hit('payment.customer', String(id));

    const keys = async () =>
      (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    const mine = [
      rateLimitKey('login.account', email),
      rateLimitKey('login.pair', [email, attacker]),
      rateLimitKey('login.pair', [email, cafe]),
      rateLimitKey('login.known', [email, home]),
      rateLimitKey('login.known', [email, cafe]),
      rateLimitKey('password.confirm', String(id)),
      rateLimitKey('payment.customer', String(id)),
    ];
    const theirs = rateLimitKey('login.known', [other, home]);
    expect(await keys()).toEqual(expect.arrayContaining([...mine, theirs]));

    expect((await me.post('/account/delete', { form: { password: PASSWORD } })).status).toBe(200);
    const left = await keys();
    expect(left.filter((key) => mine.includes(key))).toEqual([]);
    expect(left).toContain(theirs);
    // The addresses' own counters (not the customer's) stay.
    expect(left).toContain(rateLimitKey('login.address', attacker));
  });
});
