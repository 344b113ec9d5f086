import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { currencies } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

describe.each(testDatabases)('products and cart on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      { code: 'CAY-1', name: 'Çaydanlık', price: 45000, listPrice: 50000, quantity: '3' },
      { code: 'ISK-1', name: 'Islak Mendil', price: 2990, quantity: '0', category: 'kirtasiye' },
      { code: 'IGN-1', name: 'İğne Seti', price: 1500, quantity: '100', brand: 'bosphorus' },
      {
        code: 'ZAR-1',
        name: 'Zarf',
        price: 999,
        quantity: '25',
        category: 'kirtasiye',
        extraUnits: [{ unitCode: 'KOLİ', multiplier: '12', price: 10000 }],
      },
      { code: 'ARM-1', name: 'Armut Dilimleyici', price: 100, currency: 'USD' },
      { code: 'GIZ-1', name: 'Gizli Ürün', price: 100, isActive: false },
    ]);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('lists products in Turkish alphabetical order with the spec list fields', async () => {
    const res = await apiClient(app).get('/products');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 5, sort: 'name', page: 1, pages: 1, limit: 20 });
    expect(res.data.items.map((i: { name: string }) => i.name)).toEqual([
      'Armut Dilimleyici',
      'Çaydanlık',
      'Islak Mendil',
      'İğne Seti',
      'Zarf',
    ]);
    const cay = res.data.items[1];
    expect(cay).toMatchObject({
      code: 'CAY-1',
      salePrice: { value: 450, currency: 'TRY' },
      listPrice: { value: 500, currency: 'TRY' },
      brand: { code: 'anadolu', name: 'Anadolu' },
      quantity: 3,
    });
  });

  test('sorts by price across currencies in Turkish lira, descending with -price', async () => {
    const res = await apiClient(app).get('/products?sort=-price');
    // 1.00 USD at 34.5 is 34.50 TL: above 29.90, 15.00 and 9.99 TL.
    expect(res.data.items.map((i: { code: string }) => i.code)).toEqual([
      'CAY-1',
      'ARM-1',
      'ISK-1',
      'IGN-1',
      'ZAR-1',
    ]);
    expect(res.data.sort).toBe('-price');
  });

  test('selects a category by path and searches regardless of case and İ/I/ı/i', async () => {
    const category = await apiClient(app).get('/products/kirtasiye');
    expect(category.data.items.map((i: { code: string }) => i.code)).toEqual(['ISK-1', 'ZAR-1']);
    for (const q of ['igne', 'İĞNE', 'IGNE', 'ığne']) {
      const found = await apiClient(app).get(`/products/search?q=${encodeURIComponent(q)}`);
      expect(found.data.items.map((i: { code: string }) => i.code)).toEqual(['IGN-1']);
    }
    const brand = await apiClient(app).get('/products/search?brand=bosphorus');
    expect(brand.data.total).toBe(1);
    expect((await apiClient(app).get('/products/yok-boyle-kategori')).status).toBe(404);
  });

  test('hides prices unless showPriceStatus is 1 and out-of-stock products when showNotInStocks is 0', async () => {
    const other = await openTestDatabase(kind);
    try {
      await insertCatalog(
        other.db,
        [
          { code: 'A', name: 'Var Olan', price: 100, quantity: '2' },
          { code: 'B', name: 'Biten', price: 100, quantity: '0' },
          { code: 'C', name: 'Eksi Stok', price: 100, quantity: '-3' },
        ],
        { showPriceStatus: '0', showNotInStocks: '0' },
      );
      const res = await apiClient(createApi(other.db)).get('/products');
      expect(res.data.items.map((i: { code: string }) => i.code)).toEqual(['A']);
      expect(res.data.items[0].salePrice).toBeNull();
    } finally {
      await other.close();
    }
  });

  test('pages with page and sort from the query; garbage falls back to page 1 and name sort', async () => {
    const res = await apiClient(app).get('/products?page=abc&sort=%27drop');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ page: 1, sort: 'name' });
    const far = await apiClient(app).get('/products?page=999');
    expect(far.data.page).toBe(1);
  });

  test('adds to the cart with a form post and keeps it in the session', async () => {
    const shopper = apiClient(app);
    expect((await shopper.get('/cart')).data.items).toEqual([]);
    const added = await shopper.post(`/cart/${ids.products['CAY-1']}`, { form: { quantity: '2' } });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      product: { id: ids.products['CAY-1'], taxRate: 20 },
      productUnit: { value: 'ADET', multiplier: 1, defaultPrice: { value: 450, currency: 'TRY' } },
      quantity: 2,
    });
    expect(shopper.cookie).toMatch(/^sid=/);
    const cart = await shopper.get('/cart');
    expect(cart.data.items).toHaveLength(1);
    // Another visitor does not see this cart.
    expect((await apiClient(app).get('/cart')).data.items).toEqual([]);
  });

  test('refuses more than the stock with the spec message, counting what is in the cart', async () => {
    const shopper = apiClient(app);
    const id = ids.products['CAY-1'];
    expect((await shopper.post(`/cart/${id}`, { form: { quantity: '2' } })).status).toBe(201);
    const over = await shopper.post(`/cart/${id}`, { form: { quantity: '2' } });
    expect(over.status).toBe(409);
    expect(over.data).toEqual({
      error: { messages: { type: 'Bu üründen 4 adet bulunmamaktadır!' }, key: 'stock.notEnough' },
    });
    // A box of 12 envelopes is 12 base units: two boxes exceed 25 in stock... no: 24 fit, three do not.
    const zarf = ids.products['ZAR-1'];
    const box = String(ids.units['ZAR-1:KOLİ']);
    expect((await shopper.post(`/cart/${zarf}`, { form: { quantity: '2', productValue: box } })).status).toBe(
      201,
    );
    const third = await shopper.post(`/cart/${zarf}`, { form: { quantity: '1', productValue: box } });
    expect(third.data.error.messages.type).toBe('Bu üründen 36 adet bulunmamaktadır!');
    const soldOut = await shopper.post(`/cart/${ids.products['ISK-1']}`, { form: { quantity: '1' } });
    expect(soldOut.status).toBe(409);
  });

  test('answers bad input with 4xx in the spec error shape and changes nothing', async () => {
    const shopper = apiClient(app);
    const id = ids.products['IGN-1'];
    for (const [path, form] of [
      [`/cart/${id}`, { quantity: '0' }],
      [`/cart/${id}`, { quantity: '-1' }],
      [`/cart/${id}`, { quantity: '1e3' }],
      [`/cart/${id}`, { quantity: '1', productValue: '999999' }],
      ['/cart/abc', { quantity: '1' }],
      ['/cart/0', { quantity: '1' }],
      ['/cart/99999999999', { quantity: '1' }],
      [`/cart/${ids.products['GIZ-1']}`, { quantity: '1' }],
    ] as const) {
      const res = await shopper.post(path, { form });
      expect(res.status, `${path} ${JSON.stringify(form)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.data.error.messages.type).toBe('string');
    }
    expect((await shopper.get('/cart')).data.items).toEqual([]);
  });

  test('refuses cross-site form posts', async () => {
    const shopper = apiClient(app);
    const id = ids.products['IGN-1'];
    const foreign = await shopper.post(`/cart/${id}`, {
      form: { quantity: '1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const fetchSite = await shopper.post(`/cart/${id}`, {
      form: { quantity: '1' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
    expect((await shopper.get('/cart')).data.items).toEqual([]);
  });

  test('re-sorts by price when an exchange rate changes', async () => {
    // 1.00 USD at 10 TL is below 15.00 TL now: the armut slicer drops behind the needle set.
    await handle.db.update(currencies).set({ exchangeRate: '10' }).where(eq(currencies.code, 'USD'));
    const res = await apiClient(app).get('/products?sort=-price');
    expect(res.data.items.map((i: { code: string }) => i.code)).toEqual([
      'CAY-1',
      'ISK-1',
      'IGN-1',
      'ARM-1',
      'ZAR-1',
    ]);
    await handle.db.update(currencies).set({ exchangeRate: '34.5' }).where(eq(currencies.code, 'USD'));
  });

  test('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await apiClient(app).post(`/cart/${ids.products['IGN-1']}`, { form: { quantity: '1' } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe.each(testDatabases)('cart changes on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      {
        code: 'ZAR-1',
        name: 'Zarf',
        price: 1000,
        quantity: '30',
        extraUnits: [{ unitCode: 'KOLİ', multiplier: '12', price: 10000 }],
      },
      { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '5' },
    ]);
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  test('patches quantity, adds quantity and changes the unit to its default price', async () => {
    const shopper = apiClient(app);
    const zarf = ids.products['ZAR-1'];
    await shopper.post(`/cart/${zarf}`, { form: { quantity: '2' } });
    expect((await shopper.patch(`/cart/${zarf}`, { json: { quantity: 5 } })).status).toBe(200);
    const added = await shopper.patch(`/cart/${zarf}`, { json: { addQuantity: 1 } });
    expect(added.data.items[0].quantity).toBe(6);
    const box = await shopper.patch(`/cart/${zarf}`, { json: { unit: ids.units['ZAR-1:KOLİ'] } });
    // 6 boxes of 12 is 72 envelopes: more than the 30 in stock.
    expect(box.status).toBe(409);
    expect(box.data.error.messages.type).toBe('Bu üründen 72 adet bulunmamaktadır!');
    await shopper.patch(`/cart/${zarf}`, { json: { quantity: 2 } });
    const inBoxes = await shopper.patch(`/cart/${zarf}`, { json: { unit: ids.units['ZAR-1:KOLİ'] } });
    expect(inBoxes.data.items[0]).toMatchObject({
      quantity: 2,
      productUnit: { value: 'KOLİ', multiplier: 12, defaultPrice: { value: 100, currency: 'TRY' } },
    });
  });

  test('refuses bad patches and another shopper’s lines', async () => {
    const shopper = apiClient(app);
    const kalem = ids.products['KLM-1'];
    await shopper.post(`/cart/${kalem}`, { form: { quantity: '1' } });
    for (const json of [
      { quantity: 0 },
      { quantity: 1.5 },
      { quantity: '2' },
      { quantity: 1, unit: 1 },
      {},
      null,
    ]) {
      const res = await shopper.patch(`/cart/${kalem}`, { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const stranger = apiClient(app);
    expect((await stranger.patch(`/cart/${kalem}`, { json: { quantity: 2 } })).status).toBe(404);
    expect((await stranger.delete(`/cart/${kalem}`)).status).toBe(404);
    expect((await shopper.get('/cart')).data.items[0].quantity).toBe(1);
  });

  test('removes a line and clears the cart', async () => {
    const shopper = apiClient(app);
    await shopper.post(`/cart/${ids.products['KLM-1']}`, { form: { quantity: '1' } });
    await shopper.post(`/cart/${ids.products['ZAR-1']}`, { form: { quantity: '1' } });
    const removed = await shopper.delete(`/cart/${ids.products['KLM-1']}`);
    expect(removed.data.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([
      ids.products['ZAR-1'],
    ]);
    await shopper.delete('/cart');
    expect((await shopper.get('/cart')).data.items).toEqual([]);
  });
});

test('answers the health check without a database or a session', async () => {
  // Any object stands in for the database: the route must not touch it.
  const res = await createApi({} as never).request('http://shop.test/api/catalog/health');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
  expect(res.headers.get('set-cookie')).toBeNull();
});
