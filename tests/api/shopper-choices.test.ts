import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { branches } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

describe.each(testDatabases)('wishlist, settings, cookies and reference data on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  let ali: ReturnType<typeof apiClient>;
  let zeynep: ReturnType<typeof apiClient>;
  let zeynepBranch: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      { code: 'KLM-1', name: 'Kalem', price: 500 },
      { code: 'DEF-1', name: 'Defter', price: 2500 },
    ]);
    app = createApi(handle.db);
    const password = 'Gizli.123';
    ali = apiClient(app);
    const a = await ali.post('/auth/register', {
      form: { name: 'Ali', surname: 'Kaya', email: 'ali@ornek.com.tr', password, passwordVerify: password },
    });
    zeynep = apiClient(app);
    const z = await zeynep.post('/auth/register', {
      form: {
        name: 'Zeynep',
        surname: 'Demir',
        email: 'zeynep@ornek.com.tr',
        password,
        passwordVerify: password,
      },
    });
    await handle.db.insert(branches).values({ customerId: a.data.customer.id, name: 'Kadıköy Şube' });
    const [zb] = await handle.db
      .insert(branches)
      .values({ customerId: z.data.customer.id, name: 'Çankaya Şube' })
      .returning();
    zeynepBranch = zb?.id ?? 0;
  });
  afterAll(() => handle.close());

  test('the wishlist answers 401 to guests', async () => {
    const guest = apiClient(app);
    const res = await guest.post(`/wishlist/${ids.products['KLM-1']}`);
    expect(res.status).toBe(401);
    expect(res.data.error.messages.type).toBe('Bu işlem için giriş yapmalısınız.');
    expect((await guest.get('/wishlist')).status).toBe(401);
    expect((await guest.delete(`/wishlist/${ids.products['KLM-1']}`)).status).toBe(401);
  });

  test('adds, lists newest first, removes; each customer sees only their own', async () => {
    expect((await ali.post(`/wishlist/${ids.products['KLM-1']}`)).status).toBe(201);
    expect((await ali.post(`/wishlist/${ids.products['DEF-1']}`)).status).toBe(201);
    expect((await ali.post(`/wishlist/${ids.products['DEF-1']}`)).status).toBe(201);
    const list = await ali.get('/wishlist');
    expect(list.data.total).toBe(2);
    expect(list.data.items.map((i: { product: { code: string } }) => i.product.code).sort()).toEqual([
      'DEF-1',
      'KLM-1',
    ]);
    expect((await zeynep.get('/wishlist')).data.total).toBe(0);
    expect((await zeynep.delete(`/wishlist/${ids.products['KLM-1']}`)).status).toBe(404);
    expect((await ali.delete(`/wishlist/${ids.products['KLM-1']}`)).status).toBe(200);
    expect((await ali.get('/wishlist')).data.total).toBe(1);
    expect((await ali.post('/wishlist/99999')).status).toBe(404);
  });

  test('keeps the chosen currency, language and branch; refuses another customer’s branch', async () => {
    const before = await ali.get('/settings');
    expect(before.data).toMatchObject({
      defaultCurrency: { code: 'TRY' },
      userCurrency: { code: 'TRY' },
      activeLocale: 'tr',
    });
    expect(before.data.branches.map((b: { name: string }) => b.name)).toEqual(['Kadıköy Şube']);
    const usd = before.data.currencies.find((c: { code: string }) => c.code === 'USD');
    expect((await ali.post('/settings', { json: { key: 'defaultCurrency', value: usd.id } })).status).toBe(
      200,
    );
    expect((await ali.post('/settings', { json: { key: 'locale', value: 'en' } })).status).toBe(200);
    const branch = before.data.branches[0].id;
    expect((await ali.post('/settings', { json: { key: 'branch', value: branch } })).status).toBe(200);
    const after = await ali.get('/settings');
    expect(after.data).toMatchObject({ userCurrency: { code: 'USD' }, activeLocale: 'en', branch });
    expect((await ali.post('/settings', { json: { key: 'branch', value: zeynepBranch } })).status).toBe(404);
    expect((await apiClient(app).post('/settings', { json: { key: 'branch', value: branch } })).status).toBe(
      401,
    );
    for (const json of [
      { key: 'locale', value: 'de' },
      { key: 'x', value: 1 },
      { key: 'defaultCurrency', value: -1 },
      'locale',
    ]) {
      expect((await ali.post('/settings', { json })).status, JSON.stringify(json)).toBe(400);
    }
    expect((await ali.post('/settings', { json: { key: 'defaultCurrency', value: 999 } })).status).toBe(404);
  });

  test('remembers that the cookie notice was closed', async () => {
    const guest = apiClient(app);
    expect((await guest.get('/settings')).data.cookiesAccepted).toBe(false);
    expect((await guest.post('/cookies')).status).toBe(200);
    expect((await guest.get('/settings')).data.cookiesAccepted).toBe(true);
    expect((await guest.get('/settings')).data.cookieConsent).toBe('all');
  });

  test('remembers a rejection of the cookies, which the notice then no longer asks', async () => {
    const guest = apiClient(app);
    expect((await guest.get('/settings')).data).toMatchObject({
      cookiesAccepted: false,
      cookieConsent: null,
    });
    const rejected = await guest.post('/cookies', { json: { consent: 'necessary' } });
    expect(rejected.status).toBe(200);
    expect((await guest.get('/settings')).data).toMatchObject({
      cookiesAccepted: true,
      cookieConsent: 'necessary',
    });
    // A later 'Kabul Et' changes the answer; an unknown answer changes nothing.
    expect((await guest.post('/cookies', { json: { consent: 'everything' } })).status).toBe(400);
    expect((await guest.get('/settings')).data.cookieConsent).toBe('necessary');
    expect((await guest.post('/cookies', { json: { consent: 'all' } })).status).toBe(200);
    expect((await guest.get('/settings')).data.cookieConsent).toBe('all');
  });

  test('keeps the cookie answer when the shopper signs in', async () => {
    const guest = apiClient(app);
    await guest.post('/cookies', { json: { consent: 'necessary' } });
    const password = 'Gizli.123';
    await guest.post('/auth/register', {
      form: { name: 'Ece', surname: 'Yıldız', email: 'ece@ornek.com.tr', password, passwordVerify: password },
    });
    expect((await guest.get('/settings')).data.cookieConsent).toBe('necessary');
  });

  test('serves the reference data the address forms need', async () => {
    const guest = apiClient(app);
    const countries = await guest.get('/reference/countries');
    expect(countries.data[0]).toMatchObject({ code: 'TR', name: 'Türkiye', dial_code: '+90' });
    const cities = await guest.get('/reference/cities');
    expect(cities.data).toHaveLength(82);
    expect(cities.data[0]).toMatchObject({ sehir_title: 'Seçin', sehir_key: 0 });
    const istanbul = await guest.get('/reference/cities/34/districts');
    expect(istanbul.data[0].ilce_title).toBe('Seçin');
    expect(istanbul.data.map((d: { ilce_title: string }) => d.ilce_title)).toContain('Kadıköy');
    expect((await guest.get('/reference/cities/82/districts')).status).toBe(404);
    expect((await guest.get('/reference/cities/x/districts')).status).toBe(404);
  });
});
