import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ErrorKey, isErrorKey } from '../../src/contract/errors.ts';
import { t } from '../../src/i18n/index.ts';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { apiClient } from './helpers/client.ts';
import { signedInClient } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

type Client = ReturnType<typeof apiClient>;
type Answer = Awaited<ReturnType<Client['get']>>;

/**
 * The answer is the spec's error shape and nothing else but the key beside its messages: the
 * Turkish text of that key, then the key, in this order (the spec's bytes come first).
 */
function expectKeyedError(answer: Answer, status: number, key: ErrorKey, values?: object) {
  const what = `${status} ${key}: ${JSON.stringify(answer.data)}`;
  expect(answer.status, what).toBe(status);
  expect(isErrorKey(answer.data?.error?.key), what).toBe(true);
  expect(answer.data.error.key, what).toBe(key);
  // Hono writes the body with JSON.stringify, so writing the parsed answer again gives its bytes.
  expect(JSON.stringify(answer.data), what).toBe(
    `{"error":{"messages":{"type":${JSON.stringify(t('tr', key, values))}},"key":"${key}"}}`,
  );
}

describe.each(testDatabases)('every refusal of the API carries its error key, on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const pen = () => ids.products['KLM-1'] ?? 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [{ code: 'KLM-1', name: 'Kalem', price: 500, quantity: '3' }]);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('the input layer and the routing: bad text, a foreign site, a wrong type or method, no such call', async () => {
    const guest = apiClient(app);
    expectKeyedError(await guest.get('/no-such-call'), 404, 'api.notFound');
    expectKeyedError(
      await guest.post(`/cart/${pen()}`, { form: { quantity: '1\u0000' } }),
      400,
      'api.invalidText',
    );
    expectKeyedError(
      await guest.post(`/cart/${pen()}`, {
        form: { quantity: '1' },
        headers: { origin: 'https://elsewhere.example' },
      }),
      403,
      'api.crossSite',
    );
    expectKeyedError(
      await guest.post(`/cart/${pen()}`, { raw: '<x/>', headers: { 'content-type': 'application/xml' } }),
      415,
      'api.unsupportedMediaType',
    );
    expectKeyedError(await guest.get('/address/reset'), 405, 'api.methodNotAllowed');
  });

  test("the cart's refusals, with the values of a message's text", async () => {
    const guest = apiClient(app);
    expectKeyedError(
      await guest.post(`/cart/${pen()}`, { form: { quantity: '0' } }),
      400,
      'api.quantityRange',
    );
    expectKeyedError(
      await guest.post('/cart/999999', { form: { quantity: '1' } }),
      404,
      'api.productNotFound',
    );
    expectKeyedError(
      await guest.post(`/cart/${pen()}`, { form: { quantity: '4' } }),
      409,
      'stock.notEnough',
      {
        n: 4,
      },
    );
  });

  test('sign-in, registration and card look-ups', async () => {
    const guest = apiClient(app);
    expectKeyedError(await guest.get('/auth/me'), 401, 'auth.signInRequired');
    expectKeyedError(
      await guest.post('/auth/login', { form: { email: 'yok@ornek.com.tr', password: 'Bilinmez.2026' } }),
      401,
      'auth.wrongCredentials',
    );
    expectKeyedError(
      await guest.post('/auth/register', {
        form: { name: 'Ayşe', surname: 'Yılmaz', email: 'e-posta değil', password: 'a', passwordVerify: 'a' },
      }),
      400,
      'validation.email',
    );
    expectKeyedError(await guest.post('/bin-control', { form: { binNumber: '12' } }), 400, 'payment.badBin');
  });

  test("a signed-in customer's refusals: the checkout, addresses, orders", async () => {
    const { client } = await signedInClient(app, handle.db, 'anahtar@ornek.com.tr');
    expectKeyedError(await client.get('/checkout/agreements?odemeTipi=4'), 400, 'checkout.emptyCart');
    expectKeyedError(await client.post('/post_address', { form: {} }), 400, 'checkout.addressRequired');
    expectKeyedError(await client.get('/orders/999999'), 404, 'api.notFound');
    expectKeyedError(
      await client.post('/address', { multipart: { property_address_title: 'Ev' } }),
      400,
      'validation.name',
    );
  });
});
