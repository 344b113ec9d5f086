import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Every route with its method; {id} is replaced by generated path segments.
const ROUTES: readonly [string, string][] = [
  ['GET', '/products/{id}'],
  ['GET', '/product/{id}'],
  ['GET', '/product/{id}/comments'],
  ['GET', '/cart'],
  ['POST', '/cart/{id}'],
  ['PATCH', '/cart/{id}'],
  ['DELETE', '/cart/{id}'],
  ['POST', '/cart'],
  ['POST', '/auth/register'],
  ['POST', '/auth/login'],
  ['GET', '/auth/me'],
  ['GET', '/wishlist'],
  ['POST', '/wishlist/{id}'],
  ['DELETE', '/wishlist/{id}'],
  ['GET', '/settings'],
  ['POST', '/settings'],
  ['GET', '/store'],
  ['GET', '/reference/cities/{id}/districts'],
  ['GET', '/address'],
  ['POST', '/address'],
  ['POST', '/address/{id}'],
  ['DELETE', '/address/{id}'],
  ['POST', '/post_address'],
  ['GET', '/accountinfo/settings'],
  ['POST', '/accountinfo/settings'],
  ['POST', '/account/settings'],
  ['GET', '/orders'],
  ['GET', '/orders/{id}'],
  ['PATCH', '/order/{id}'],
  ['POST', '/comment'],
  ['POST', '/comment/{id}'],
  ['GET', '/comments'],
  ['POST', '/bin-control'],
  ['GET', '/checkout/agreements'],
  ['POST', '/payment'],
  ['GET', '/no-such-route/{id}'],
];

// The tables whose content a refused request must leave as it was (sessions may come and go).
const TABLES = [
  'products',
  'product_units',
  'cart_items',
  'wishlist_items',
  'addresses',
  'customers',
  'orders',
  'order_items',
  'comments',
];

const FIELD_NAMES = [
  'quantity',
  'productValue',
  'odemeTipi',
  'description',
  'shippingTotal',
  'email',
  'password',
  'passwordVerify',
  'name',
  'surname',
  'key',
  'value',
  'property_city',
  'property_number',
  'teslimat_address_id',
  'comment_star',
  'comment_title',
  'comment_order_no',
  'binNumber',
  'agreementKey',
  'locale',
  'plan',
  'paymentType',
  'amount',
];

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    '1e10000000',
    '1e-10000000',
    'NaN',
    '9'.repeat(40),
    '%00',
    '../../etc/passwd',
    "'; drop table products;--",
    'İı',
    '\u0000',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

const bodyArb = fc.oneof(
  fc.record({
    kind: fc.constant('form' as const),
    fields: fc.dictionary(fc.constantFrom(...FIELD_NAMES), nasty),
  }),
  fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.dictionary(fc.constantFrom(...FIELD_NAMES), nasty),
  }),
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('raw' as const), text: fc.string({ maxLength: 200 }) }),
  fc.constant({ kind: 'none' as const }),
);

describe.each(testDatabases)('garbage to every route on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let customerCookie = '';

  async function fingerprint(): Promise<string> {
    const parts: string[] = [];
    for (const table of TABLES) {
      const result = (await handle.db.execute(
        sql.raw(
          `select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${table} t`,
        ),
      )) as { rows: { n: string; h: string }[] };
      parts.push(`${table}:${result.rows[0]?.n}:${result.rows[0]?.h}`);
    }
    return parts.join(',');
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const ids = await insertCatalog(handle.db, [
      { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '3' },
      { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '0' },
    ]);
    const ready = await readyCustomer(handle.db, 'veri@ornek.com.tr', [
      { productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 1 },
    ]);
    customerCookie = ready.cookie;
    app = createApi(handle.db, { payment: new TestVirtualPos() });
  });
  afterAll(() => handle.close());

  test('never answers 5xx, and a refused request changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.oneof(nasty, fc.constantFrom('1', '2', '999999')),
        fc.dictionary(fc.constantFrom('page', 'sort', 'q', 'brand', 'odemeTipi', 'plan', 'locale'), nasty, {
          maxKeys: 3,
        }),
        bodyArb,
        fc.boolean(),
        async ([method, template], id, query, body, signedIn) => {
          const client = apiClient(app);
          if (signedIn) client.cookie = customerCookie;
          const path = template.replace('{id}', encodeURIComponent(id));
          const search = new URLSearchParams(query).toString();
          const url = search ? `${path}?${search}` : path;
          // fetch sends no body with GET.
          const init =
            method === 'GET'
              ? {}
              : body.kind === 'form'
                ? { form: body.fields }
                : body.kind === 'multipart'
                  ? { multipart: body.fields }
                  : body.kind === 'json'
                    ? { json: body.value }
                    : body.kind === 'raw'
                      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: body.text }
                      : {};
          const before = await fingerprint();
          const res = await client.request(method, url, init);
          const what = `${method} ${url} ${JSON.stringify(body)}`;
          expect(res.status, what).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.data?.error?.messages?.type, what).toBe('string');
            expect(await fingerprint(), what).toBe(before);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 180_000);
});
