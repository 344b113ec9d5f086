import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// A new production database is migrated and nothing more (no demo data, no settings rows): the shop
// must answer a shopper on it, with the settings' defaults, and never with a 500.
describe.each(testDatabases)('a shop on an empty %s database', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  const reads = [
    '/products',
    '/products/en-cok-satan-urunler',
    '/products/kampanyali-urunler',
    '/products/search?q=kalem',
    '/products/elektronik',
    '/product/1',
    '/product/1/comments',
    '/store',
    '/settings',
    '/reference/countries',
    '/reference/cities',
    '/reference/cities/34/districts',
    '/cart',
    '/checkout/agreements',
    '/auth/me',
    '/auth/session',
  ];
  const customerReads = [
    '/orders',
    '/orders/SP1',
    '/wishlist',
    '/comments',
    '/address',
    '/accountinfo/settings',
    '/account/overdue-debt',
    '/account/export',
  ];

  test('a guest reads every page of it: an empty catalog, the default settings, no 500', async () => {
    const guest = apiClient(app);
    for (const path of reads) {
      const { status } = await guest.get(path);
      expect(status, path).toBeLessThan(500);
    }
    const list = await guest.get('/products');
    expect(list.status).toBe(200);
    expect(list.data.items).toEqual([]);
    const store = await guest.get('/store');
    expect(store.status).toBe(200);
    expect(store.data.settings.b2c_heft_odeme).toBe('1');
  });

  test('a customer signs up, reads their pages, and adding or paying for nothing is refused with a 4xx', async () => {
    const signUp = apiClient(app);
    const registered = await signUp.post('/auth/register', {
      form: {
        email: 'ilk.musteri@ornek.com.tr',
        password: 'Guvenli.2026',
        passwordVerify: 'Guvenli.2026',
        name: 'İlk',
        surname: 'Müşteri',
      },
    });
    expect(registered.status).toBeLessThan(300);

    const ready = await readyCustomer(handle.db, 'bos.magaza@ornek.com.tr');
    const customer = apiClient(app);
    customer.cookie = ready.cookie;
    for (const path of [...reads, ...customerReads]) {
      const { status } = await customer.get(path);
      expect(status, path).toBeLessThan(500);
    }
    const add = await customer.post('/cart/1', { form: { quantity: '1' } });
    expect(add.status).toBeGreaterThanOrEqual(400);
    expect(add.status).toBeLessThan(500);
    for (const [path, form] of [
      ['/payment', { odemeTipi: '2', description: '' }],
      ['/payment', { odemeTipi: '4', description: '' }],
      ['/bin-control', { bin: '454360' }],
      ['/wishlist/1', {}],
    ] as const) {
      const { status } = await customer.post(path, { form });
      expect(status, path).toBeLessThan(500);
    }
  });
});
