import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isErrorKey } from '../../src/contract/errors.ts';
import { t } from '../../src/i18n/index.ts';
import { createApi } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { newToken, tokenHash } from '../../src/server/auth/session.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { customers, sessions } from '../../src/server/db/schema/index.ts';
import { TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { insertCatalog, insertPosPlans } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

/**
 * Garbage to every route of the API, as the Hono app lists them (a new route is fuzzed without
 * touching this file), as a signed-in customer, as a guest with a cart and as a stranger. Each call
 * starts from a plausible one (the route's own fields, real ids) and is spoiled in a few places:
 * control characters, lone surrogates, broken percent-encoding, huge, negative and unreadable
 * numbers, wrong JSON types, wrong and missing content types, long strings and bodies, deep JSON,
 * in the path, the query, urlencoded and multipart forms, JSON and the cookie. The API never answers
 * 5xx, every refusal has the spec's error shape, and a refused call leaves every table as it was.
 */

const ORIGIN = 'http://shop.test';
const BASE = '/api/catalog';
/**
 * Runs per route and database, twice that for a route that takes a body: about 25 s on PGlite and
 * 15 s on PostgreSQL on a shared 2-core machine. FUZZ_RUNS_PER_ROUTE=100 digs deeper.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 20);

/**
 * What a refused call may still write: only a record whose keeping is the point. A declined card
 * charge is stored as a declined payment attempt (no card money without a record); a refused
 * sign-in, registration, password check, BIN look-up or card payment is counted by the rate limits
 * (rate_limits), which is how guessing is slowed down.
 */
const MAY_RECORD: Readonly<Record<number, readonly string[]>> = Object.fromEntries(
  [400, 401, 402, 403, 404, 409, 413, 415, 429].map((status) => [
    status,
    status === 402 ? ['payment_attempts', 'rate_limits'] : ['rate_limits'],
  ]),
);

/** Field names the API does not read, and names that are traps for a plain object. */
const STRAY_NAMES = ['x', 'data', 'id', '__proto__', 'constructor', 'toString'];
const QUERY_NAMES = ['q', 'brand', 'sort', 'page', 'odemeTipi', 'plan', 'locale', 'siparis'];

/** Printable texts no handler should trust: numbers out of every range, wrong words, long strings. */
const PRINTABLE_NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1,5',
  '0x10',
  // Refused unparsed, as a card payment's amount too (src/domain/money.ts bounds every exponent).
  '1e10000000',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '😀',
  'İıŞşĞğ',
  '../../etc/passwd',
  "'; drop table products;--",
  '<script>alert(1)</script>',
  'true',
  'null',
  '[]',
  '{}',
  'a'.repeat(10_001),
  'ş'.repeat(2_001),
  'x'.repeat(251),
  'Ç'.repeat(51),
];
/** Characters no text field takes: C0, DEL, C1 and a lone surrogate. */
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
];
/** Raw percent-encodings that decode to nothing valid, put into a URL or a form as they are. */
const BAD_ENCODINGS = ['%00', '%ff', '%ED%A0%80', '%', '%zz', '%C0%AF', '%E2%82'];
const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/json',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'text/plain',
  'application/xml',
  'application/json; charset=latin1',
  'application/octet-stream',
];
const RAW_BODIES = [
  '{"quantity":1e10000000}',
  '{"quantity":',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(501)}`,
  'quantity=%ff&unit=%ED%A0%80',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
  `description=${'a'.repeat(70_000)}`,
];

/** percent-encodes a text; a lone surrogate (which encodeURIComponent refuses) goes out as CESU-8 bytes. */
function encode(text: string): string {
  return [...text].map((ch) => (ch.isWellFormed() ? encodeURIComponent(ch) : '%ED%A0%80')).join('');
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Fields = Record<string, Json>;
type Who = 'customer' | 'guest' | 'stranger';
/** A character to slip in, or raw bytes to append after percent-encoding. */
type Bad = { readonly char: string } | { readonly bytes: string };

/**
 * The one defect a call carries, if any: a bad character or byte sequence at one place (a path
 * parameter, a query value, a field's value or name, the cookie), or a body in the wrong shape.
 */
type Spoil =
  | { readonly site: 'none' }
  | {
      readonly site: 'param' | 'query' | 'field' | 'fieldName' | 'cookie';
      readonly bad: Bad;
      readonly index: number;
      readonly at: number;
    }
  | { readonly site: 'type'; readonly type: string }
  | { readonly site: 'encoding'; readonly encoding: 'urlencoded' | 'multipart' | 'json' | 'none' | 'file' }
  | { readonly site: 'raw'; readonly type: string; readonly raw: string };

/** One call: a plausible request (route, parameters, query, body fields, who sends it) and its defect. */
interface Call {
  readonly route: { readonly method: string; readonly path: string };
  readonly params: readonly string[];
  readonly query: Readonly<Record<string, string>>;
  readonly fields: Fields;
  readonly who: Who;
  readonly spoil: Spoil;
}

/** A text with a character slipped in at a position (wrapped to the text's length). */
function slipIn(text: string, char: string, at: number): string {
  const i = at % (text.length + 1);
  return text.slice(0, i) + char + text.slice(i);
}

/** A URL part or form value as it goes out: percent-encoded, with a defect when one is given. */
function outPart(text: string, bad: Bad | undefined, at: number): string {
  if (!bad) return encode(text);
  return 'char' in bad ? encode(slipIn(text, bad.char, at)) : encode(text) + bad.bytes;
}

describe.each(testDatabases)('garbage to every route on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let digestSql = '';
  const cookies = { customer: '', guest: '' };
  let customerToken = '';
  let customerId = 0;
  /** The plausible body of each call that takes one, by 'METHOD /path' under the API. */
  let templates: Record<string, { json: boolean; fields: Fields }> = {};
  let plausible: fc.Arbitrary<string>;

  /** Every table's row count and a digest of its rows. */
  async function snapshot(): Promise<Map<string, string>> {
    const rows = rowsOf<{ name: string; digest: string }>(await handle.db.execute(sql.raw(digestSql)));
    return new Map(rows.map((r) => [r.name, r.digest]));
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const db = handle.db;
    const ids = await insertCatalog(db, [
      { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '30' },
      { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '0' },
      { code: 'SOR-1', name: 'Fiyat Sorunuz', price: 0, quantity: '5' },
      {
        code: 'KOL-1',
        name: 'Koli Bant',
        price: 1500,
        quantity: '500',
        extraUnits: [{ unitCode: 'KOLİ', multiplier: '12', price: 15000 }],
      },
    ]);
    await insertPosPlans(db);
    const kalem = { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0 };
    const ready = await readyCustomer(db, 'veri@ornek.com.tr', [{ ...kalem, quantity: 1 }]);
    customerId = ready.id;
    customerToken = ready.cookie.slice('sid='.length);
    cookies.customer = ready.cookie;
    // A real hash of a password the fuzz never sends: every guess is an ordinary refusal.
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(`gizli-${Math.random()}`) })
      .where(eq(customers.id, customerId));
    app = createApi(db, { payment: new TestVirtualPos() });

    // An order, its review, a favourite, and cart lines again: ids the fuzz can aim at.
    const owner = apiClient(app);
    owner.cookie = ready.cookie;
    const order = (await approveAndOrder(owner, { odemeTipi: '4' })).data.order as {
      id: number;
      orderNo: string;
    };
    const review = await owner.post('/comment', {
      form: {
        comment_product_controller: String(kalem.productId),
        comment_order_no: order.orderNo,
        comment_star: '4',
        comment_title: 'Güzel',
        comment_description: 'Yazıyor.',
      },
    });
    await owner.post(`/wishlist/${ids.products['KOL-1']}`);
    await owner.post(`/cart/${kalem.productId}`, { form: { quantity: '2' } });
    const guest = apiClient(app);
    await guest.post(`/cart/${kalem.productId}`, { form: { quantity: '1' } });
    cookies.guest = guest.cookie;
    const [address] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from addresses where customer_id = ${customerId}`),
    );
    const addressId = String(address?.id ?? 1);

    const tables = rowsOf<{ name: string }>(
      await db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      ),
    ).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['sessions', 'orders', 'payment_attempts']));
    digestSql = tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || ` +
          `coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
      )
      .join(' union all ');

    const address1 = {
      property_address_title: 'Ev',
      property_name: 'Ayşe Yılmaz',
      property_country: 'TR',
      property_city: '34',
      property_town: '3423',
      property_address: 'Caferağa Mah. Moda Cad. No: 12',
      property_number: '+90 (532) 123 45 67',
      property_id_number: '10000000146',
    };
    const card = {
      ccno: TEST_CARDS.declined,
      holder: 'Ayşe Yılmaz',
      ccv: '123',
      expiry: '12/39',
      amount: '250,00',
      plan: '0',
      description: 'Not',
      paymentType: 'pay',
      paymentKey: '0123456789abcdef0123456789abcdef',
      locale: 'tr',
    };
    const form = (fields: Fields) => ({ json: false, fields });
    const json = (fields: Fields) => ({ json: true, fields });
    templates = {
      'POST /auth/register': form({
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'yeni@ornek.com.tr',
        password: 'Gizli.123',
        passwordVerify: 'Gizli.123',
      }),
      'POST /auth/login': form({ email: 'veri@ornek.com.tr', password: 'Gizli.123' }),
      'POST /cart': form({
        description: 'Kapıya bırakın',
        shippingTotal: '0',
        odemeTipi: '4',
        agreementKey: 'x',
      }),
      'POST /cart/:productId': form({ quantity: '2', productValue: '' }),
      'PATCH /cart/:productId': json({ quantity: 2 }),
      'POST /comment': form({
        comment_product_controller: String(kalem.productId),
        comment_order_no: order.orderNo,
        comment_star: '5',
        comment_title: 'Çok iyi',
        comment_description: 'Beğendim.',
      }),
      'POST /comment/:id': form({
        comment_title: 'Çok iyi',
        comment_description: 'Beğendim.',
        comment_star: '5',
      }),
      'PATCH /order/:id': json({ cancel: true }),
      'POST /accountinfo/settings': form({
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'veri@ornek.com.tr',
        phone: '+90 (532) 123 45 67',
        gender: 'female',
        birthdate: '1990-05-17',
      }),
      'POST /account/delete': form({ password: 'Gizli.123' }),
      'POST /account/settings': form({ password: 'Gizli.123', passwordVerify: 'Gizli.123' }),
      'POST /address': form(address1),
      'POST /address/:id': form(address1),
      'POST /post_address': form({ teslimat_address_id: addressId, fatura_address_id: addressId }),
      'POST /settings': json({ key: 'locale', value: 'en' }),
      'POST /bin-control': form({ binNumber: '554960' }),
      'POST /payment': json(card),
      'POST /payment/3ds': json({ id: 1, code: '123456' }),
    };
    plausible = fc.constantFrom(
      ...Object.values(ids.products).map(String),
      ...Object.values(ids.units).map(String),
      addressId,
      String(order.id),
      order.orderNo,
      String((review.data as { comment?: { id: number } }).comment?.id ?? 1),
      '1',
      '2',
      '4',
      '100',
      '101',
      '10000',
      'tr',
      'en',
      'pay',
      'order',
      'name',
      '-price',
      'search',
      'mutfak',
      'anadolu',
      'kampanyali-urunler',
      TEST_CARDS.approved,
      TEST_CARDS.threeDSecure,
      '12/30',
      '123456',
    );
  });
  afterAll(() => handle.close());

  /** Every route of the API as Hono lists them, each method and path once. */
  function apiRoutes() {
    const routes = new Map<string, { method: string; path: string }>();
    for (const r of app.routes) {
      if (r.method !== 'ALL') routes.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
    }
    return [...routes.values()];
  }

  /** The plausible body of a route (none for a route without one). */
  function templateOf(route: { method: string; path: string }) {
    return templates[`${route.method} ${route.path.slice(BASE.length)}`] ?? { json: false, fields: {} };
  }

  test('a control character or broken text in any one place of a plausible call is refused with 400', async () => {
    const invalid = t('tr', 'api.invalidText');
    const bads: Bad[] = [{ char: '\u0000' }, { char: '\ud800' }, { char: '\u001b' }, { bytes: '%ff' }];
    let calls = 0;
    for (const route of apiRoutes()) {
      const template = templateOf(route);
      const fieldCount = Object.keys(template.fields).length;
      const places: Spoil[] = [];
      for (const [i, bad] of bads.entries()) {
        // Each place gets one of the defects, in turn; the first place gets them all.
        const pick = (place: number) => place === 0 || place % bads.length === i;
        const paramCount = (route.path.match(/:[A-Za-z]+|\*$/g) ?? []).length;
        for (let p = 0; p < paramCount; p++)
          if (pick(p)) places.push({ site: 'param', bad, index: p, at: 1 });
        if (pick(0)) places.push({ site: 'query', bad, index: 0, at: 2 });
        // Only a call that takes a body reads its fields (any other answers 415 to a body).
        if (fieldCount === 0) continue;
        for (let f = 0; f < fieldCount; f++)
          if (pick(f)) places.push({ site: 'field', bad, index: f, at: 1 });
        if ('char' in bad && pick(0)) places.push({ site: 'fieldName', bad, index: 0, at: 0 });
      }
      for (const spoil of places) {
        const call: Call = {
          route,
          params: ['1', '1', '1'],
          query: {},
          fields: template.fields,
          who: 'customer',
          spoil,
        };
        const { status, message, what } = await send(call, template.json);
        expect(status, what).toBe(400);
        expect(message, what).toBe(invalid);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(150);
  }, 300_000);

  test('never answers 5xx; a refusal has the error shape and changes nothing in any table', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);

    // A value a handler meets: mostly plausible, sometimes printable garbage (numbers out of every
    // range, long strings, words where numbers belong).
    const clean = fc.oneof(
      { weight: 8, arbitrary: plausible },
      { weight: 3, arbitrary: fc.constantFrom(...PRINTABLE_NASTY) },
      { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'grapheme' }) },
    );
    const jsonValue: fc.Arbitrary<Json> = fc.oneof(
      { weight: 6, arbitrary: clean },
      {
        weight: 1,
        arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Json>(2 ** 31, -1, 0, 1e300, [], {}, [1, 'a'], { a: { b: 'c' } }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
    );
    const bad = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...CONTROLS).map((char): Bad => ({ char })) },
      { weight: 1, arbitrary: fc.constantFrom(...BAD_ENCODINGS).map((bytes): Bad => ({ bytes })) },
    );
    const placed = (site: 'param' | 'query' | 'field' | 'fieldName' | 'cookie') =>
      fc.record({ site: fc.constant(site), bad, index: fc.nat(7), at: fc.nat() });
    const spoil: fc.Arbitrary<Spoil> = fc.oneof(
      { weight: 4, arbitrary: fc.constant({ site: 'none' as const }) },
      { weight: 1, arbitrary: placed('param') },
      { weight: 1, arbitrary: placed('query') },
      { weight: 3, arbitrary: placed('field') },
      { weight: 1, arbitrary: placed('fieldName') },
      { weight: 1, arbitrary: placed('cookie') },
      {
        weight: 1,
        arbitrary: fc.record({ site: fc.constant('type' as const), type: fc.constantFrom(...CONTENT_TYPES) }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          site: fc.constant('encoding' as const),
          encoding: fc.constantFrom('urlencoded', 'multipart', 'json', 'none', 'file') as fc.Arbitrary<
            'urlencoded' | 'multipart' | 'json' | 'none' | 'file'
          >,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          site: fc.constant('raw' as const),
          type: fc.constantFrom(...CONTENT_TYPES),
          raw: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ maxLength: 100, unit: 'binary' })),
        }),
      },
    );

    for (const route of routes) {
      const template = templateOf(route);
      const names = [...Object.keys(template.fields), ...STRAY_NAMES];
      const call: fc.Arbitrary<Call> = fc.record({
        route: fc.constant(route),
        params: fc.array(clean, { minLength: 3, maxLength: 3 }),
        query: fc.oneof(
          fc.constant({}),
          fc.dictionary(fc.constantFrom(...QUERY_NAMES), clean, { maxKeys: 2 }),
        ),
        // The route's own fields, all or some, a few changed, now and then a stray one.
        fields: fc
          .tuple(
            fc.subarray(Object.keys(template.fields)),
            fc.oneof(
              { weight: 2, arbitrary: fc.constant({}) },
              { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...names), jsonValue, { maxKeys: 2 }) },
            ),
            fc.constantFrom(true, true, true, false),
          )
          .map(([kept, changed, keepAll]) => ({
            ...Object.fromEntries(
              Object.entries(template.fields).filter(([name]) => keepAll || kept.includes(name)),
            ),
            ...changed,
          })),
        who: fc.constantFrom<Who>('customer', 'customer', 'guest', 'stranger'),
        spoil,
      });
      const runs = Object.keys(template.fields).length > 0 ? RUNS_PER_ROUTE * 2 : RUNS_PER_ROUTE;
      await fc.assert(
        fc.asyncProperty(call, async (c) => {
          const { status, message, what } = await send(c, template.json);
          expect(status, what).toBeLessThan(500);
          if (status >= 400) expect(typeof message, what).toBe('string');
        }),
        { numRuns: runs },
      );
    }
  }, 300_000);

  /** The database as the last refused call left it: a refusal changes nothing, so it is the next "before". */
  let lastSnapshot: Map<string, string> | undefined;

  /**
   * Sends a call as the browser would, with its defect in place, and checks the database: after a
   * refusal (4xx) every table is as it was, but for what MAY_RECORD allows. Gives the status, the
   * answer's error message (if any) and a description of the call for failure messages.
   */
  async function send(c: Call, takesJson: boolean) {
    // The fuzz may sign the customer out: the session is put back before each call.
    const restored = await handle.db
      .insert(sessions)
      .values({
        tokenHash: tokenHash(customerToken),
        customerId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .onConflictDoNothing()
      .returning();
    if (restored.length > 0) lastSnapshot = undefined;
    const { spoil } = c;
    /** Which of `count` places of a site carries the defect (-1: none of them). */
    const badAt = (site: string, count: number) =>
      spoil.site === site && 'bad' in spoil && count > 0 ? spoil.index % count : -1;
    const badOf = (site: string, count: number, i: number) =>
      i === badAt(site, count) && 'bad' in spoil ? spoil.bad : undefined;
    const at = 'at' in spoil ? spoil.at : 0;
    const char = 'bad' in spoil && 'char' in spoil.bad ? spoil.bad.char : '\u0000';

    const paramCount = (c.route.path.match(/:[A-Za-z]+|\*$/g) ?? []).length;
    let n = 0;
    const path = c.route.path.replace(/:[A-Za-z]+|\*$/g, () => {
      const i = n++;
      return outPart(c.params[i] ?? '1', badOf('param', paramCount, i), at);
    });
    const query = Object.entries(c.query);
    if (spoil.site === 'query' && query.length === 0) query.push(['q', 'kalem']);
    const search = query
      .map(([k, v], i) => `${encode(k)}=${outPart(v, badOf('query', query.length, i), at)}`)
      .join('&');
    const url = `${ORIGIN}${path}${search ? `?${search}` : ''}`;

    const headers: Record<string, string> = { host: new URL(ORIGIN).host };
    if (c.route.method !== 'GET') headers.origin = ORIGIN;
    headers.cookie = c.who === 'stranger' ? `sid=${newToken()}` : cookies[c.who];
    // A header is bytes, and never NUL, CR or LF (the platform refuses those before any server).
    const code = char.charCodeAt(0);
    const headerChar = code > 0xff || char === '\u0000' ? '\u0001' : char;
    if (spoil.site === 'cookie') headers.cookie += 'char' in spoil.bad ? headerChar : spoil.bad.bytes;

    // The body: the route's own kind unless the spoil says otherwise.
    const fields = Object.entries(c.fields).map(
      ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as const,
    );
    if (spoil.site === 'field' && fields.length === 0) fields.push(['x', 'y']);
    if (spoil.site === 'fieldName') fields.push([`ad${char}`, 'x']);
    const target = badAt('field', fields.length);
    const own = c.route.method === 'GET' ? 'none' : takesJson ? 'json' : 'urlencoded';
    const encoding = spoil.site === 'encoding' ? spoil.encoding : spoil.site === 'raw' ? 'raw' : own;
    let body: BodyInit | undefined;
    if (encoding === 'urlencoded') {
      body = fields
        .map(([k, v], i) => `${encode(k)}=${outPart(v, badOf('field', fields.length, i), at)}`)
        .join('&');
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (encoding === 'multipart' || encoding === 'file') {
      const data = new FormData();
      for (const [i, [k, v]] of fields.entries()) data.append(k, i === target ? slipIn(v, char, at) : v);
      if (encoding === 'file') data.append('property_address', new File(['x'], 'adres.txt'));
      body = data;
    } else if (encoding === 'json') {
      // JSON keeps each value's own type; the spoiled one becomes a text with the character in it.
      body = JSON.stringify(
        Object.fromEntries(
          fields.map(([k, v], i) => [k, i === target ? slipIn(v, char, at) : (c.fields[k] ?? v)]),
        ),
      );
      headers['content-type'] = 'application/json';
    } else if (encoding === 'raw' && spoil.site === 'raw') {
      body = spoil.raw;
      headers['content-type'] = spoil.type;
    }
    if (spoil.site === 'type' && body !== undefined) headers['content-type'] = spoil.type;

    const before = lastSnapshot ?? (await snapshot());
    const res = await app.request(url, {
      method: c.route.method,
      headers,
      body: c.route.method === 'GET' ? undefined : body,
    });
    const answer = await res.text();
    const shown = body instanceof FormData ? JSON.stringify([...body.entries()]) : String(body ?? '');
    const what =
      `${c.route.method} ${url} as ${c.who}, ${headers['content-type'] ?? 'no type'}: ${shown.slice(0, 400)}` +
      `\n→ ${res.status} ${answer.slice(0, 300)}`;
    let message: unknown;
    if (res.status >= 400 && res.status < 500) {
      const error = (JSON.parse(answer) as { error?: { messages?: { type?: unknown }; key?: unknown } })
        .error;
      message = error?.messages?.type;
      // Every refusal names its error by a key of the contract, beside the spec's text.
      expect(isErrorKey(error?.key), `no error key: ${what}`).toBe(true);
      const after = await snapshot();
      const mayChange = MAY_RECORD[res.status] ?? [];
      for (const [table, digest] of before) {
        if (!mayChange.includes(table)) expect(after.get(table), `${table} changed: ${what}`).toBe(digest);
      }
      lastSnapshot = after;
    } else lastSnapshot = undefined;
    return { status: res.status, message, what };
  }
});
