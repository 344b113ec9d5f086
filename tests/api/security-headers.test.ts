import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { siteAddress } from '../../src/server/site-address.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// SEC-07: what the API's answers tell browsers, proxies and CDNs. Every answer that read a session is
// `no-store` (a CDN with a default TTL must not keep anyone's orders or addresses); the public
// catalog reads keep their caching.

const ayse = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@ornek.com.tr',
  password: 'Gizli.123',
  passwordVerify: 'Gizli.123',
};

describe.each(testDatabases)('security headers of the API on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let productId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const ids = await insertCatalog(handle.db, [{ code: 'T-1', name: 'Çay Bardağı', price: 45 }]);
    productId = ids.products['T-1'] ?? 0;
    app = createApi(handle.db, { site: siteAddress({}) });
  });
  afterAll(() => handle.close());

  test('every answer that read a session is no-store: the shopper’s, the guest’s and the refusals', async () => {
    const shopper = apiClient(app);
    expect((await shopper.post('/auth/register', { form: ayse })).status).toBe(201);
    const guest = apiClient(app);
    const answers = {
      'GET /cart': await shopper.get('/cart'),
      'GET /orders': await shopper.get('/orders'),
      'GET /orders/999': await shopper.get('/orders/999'),
      'GET /address': await shopper.get('/address'),
      'GET /accountinfo/settings': await shopper.get('/accountinfo/settings'),
      'GET /accountinfo/overdue-debt': await shopper.get('/accountinfo/overdue-debt'),
      'GET /comments': await shopper.get('/comments'),
      'GET /wishlist': await shopper.get('/wishlist'),
      'GET /auth/me': await shopper.get('/auth/me'),
      'GET /settings': await shopper.get('/settings'),
      'GET /auth/session': await shopper.get('/auth/session'),
      'GET /account/export': await shopper.get('/account/export'),
      'GET /checkout/agreements (empty cart)': await shopper.get('/checkout/agreements?odemeTipi=4'),
      'POST /cart/:id': await shopper.post(`/cart/${productId}`, { form: { quantity: '1' } }),
      'POST /cookies': await guest.post('/cookies', { form: {} }),
      'GET /address (guest, 401)': await guest.get('/address'),
      'GET /no-such-call (404)': await guest.get('/no-such-call'),
      'POST /auth/login (wrong password)': await guest.post('/auth/login', {
        form: { email: ayse.email, password: 'Yanlis.123' },
      }),
    };
    for (const [call, res] of Object.entries(answers)) {
      expect(res.status, call).toBeLessThan(500);
      expect(res.headers.get('cache-control'), call).toBe('no-store');
    }
    expect(answers['GET /orders'].status).toBe(200);
    expect(answers['GET /address (guest, 401)'].status).toBe(401);
  });

  test('the public catalog reads keep their caching: no no-store, the reference data a day', async () => {
    const guest = apiClient(app);
    for (const path of [
      '/products',
      '/products/search?q=bardak',
      `/product/${productId}`,
      `/product/${productId}/comments`,
      '/store',
      '/reference/countries',
    ]) {
      const res = await guest.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/no-store|private/);
    }
    expect((await guest.get('/reference/countries')).headers.get('cache-control')).toMatch(
      /^public, max-age=\d+/,
    );
  });

  test('every answer loads nothing, is never framed or sniffed, and sends no full address away', async () => {
    const guest = apiClient(app);
    for (const path of ['/health', '/products', '/cart', '/no-such-call']) {
      const res = await guest.get(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // The quick start is http: no HSTS.
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});
