import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SORT_OPTIONS } from '../../src/domain/catalog/sort.ts';
import { createApi } from '../../src/server/app.ts';
import { categoryIdsByUrl, listProducts } from '../../src/server/catalog/product-list.ts';
import { loadSettings } from '../../src/server/catalog/settings-repo.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import {
  brands,
  campaignProducts,
  campaigns,
  categories,
  products,
} from '../../src/server/db/schema/index.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const codes = (res: { data: { items: { code: string }[] } }) => res.data.items.map((i) => i.code);

describe.each(testDatabases)('product lists by path on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const day = 86_400_000;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      { code: 'CAY-1', name: 'Çaydanlık', price: 45000, listPrice: 50000 },
      { code: 'TAV-1', name: 'Tava', price: 30000 },
      { code: 'KLM-1', name: 'Kalem', price: 1500, brand: 'bosphorus', category: 'kirtasiye' },
      { code: 'DFT-1', name: 'Defter', price: 4500, category: 'kirtasiye' },
      { code: 'BRD-1', name: 'Bardak', price: 2500, brand: 'bosphorus' },
    ]);
    const db = handle.db;
    const id = (code: string) => ids.products[code] ?? 0;
    // Star rates and sales numbers; Tava has neither, Bardak ties Defter on sales.
    const scores: [string, string, number, number][] = [
      ['CAY-1', '4.50', 12, 5],
      ['TAV-1', '0', 0, 4],
      ['KLM-1', '3.00', 40, 3],
      ['DFT-1', '5.00', 7, 2],
      ['BRD-1', '2.00', 7, 1],
    ];
    for (const [code, starRate, salesNumber, daysAgo] of scores) {
      await db
        .update(products)
        .set({ starRate, salesNumber, createdAt: new Date(Date.now() - daysAgo * day) })
        .where(eq(products.id, id(code)));
    }
    const [running, ended] = await db
      .insert(campaigns)
      .values([
        { name: 'Kış Fırsatları', url: 'kis-firsatlari', startsAt: new Date(Date.now() - day) },
        { name: 'Yaz Sonu', url: 'yaz-sonu', endsAt: new Date(Date.now() - day) },
      ])
      .returning();
    await db.insert(campaignProducts).values([
      { campaignId: running?.id ?? 0, productId: id('TAV-1') },
      { campaignId: running?.id ?? 0, productId: id('KLM-1') },
      { campaignId: ended?.id ?? 0, productId: id('BRD-1') },
    ]);
    app = createApi(db);
  });
  afterAll(() => handle.close());

  test('a brand by its code, and a brand within a category', async () => {
    const brand = await apiClient(app).get('/products/bosphorus');
    expect(brand.status).toBe(200);
    expect(codes(brand)).toEqual(['BRD-1', 'KLM-1']);
    expect(brand.data).toMatchObject({ total: 2, page: 1, pages: 1, sort: 'name' });
    const both = await apiClient(app).get('/products/bosphorus/kirtasiye');
    expect(codes(both)).toEqual(['KLM-1']);
    const anadoluKitchen = await apiClient(app).get('/products/anadolu/mutfak?sort=-price');
    expect(codes(anadoluKitchen)).toEqual(['CAY-1', 'TAV-1']);
  });

  test("'Kampanyalı Ürünler' holds the running campaigns' products; one campaign by its url", async () => {
    const all = await apiClient(app).get('/products/kampanyali-urunler');
    expect(codes(all)).toEqual(['KLM-1', 'TAV-1']);
    const one = await apiClient(app).get('/products/kampanyali-urunler/kis-firsatlari?sort=-price');
    expect(codes(one)).toEqual(['TAV-1', 'KLM-1']);
    // An ended campaign lists nothing and is not found by its url.
    expect((await apiClient(app).get('/products/kampanyali-urunler/yaz-sonu')).status).toBe(404);
  });

  test("'En Son Yüklenen Ürünler' lists the newest first, in one page", async () => {
    const res = await apiClient(app).get('/products/en-son-yuklenen-urunler');
    expect(codes(res)).toEqual(['BRD-1', 'DFT-1', 'KLM-1', 'TAV-1', 'CAY-1']);
    expect(res.data).toMatchObject({ total: 5, page: 1, pages: 1, limit: 20, sort: null });
  });

  test("'En Çok Beğenilen Ürünler' takes only rated products, by star rate", async () => {
    const res = await apiClient(app).get('/products/en-cok-begenilen-urunler');
    expect(codes(res)).toEqual(['DFT-1', 'CAY-1', 'KLM-1', 'BRD-1']);
    // The shopper's sort orders the same products.
    const byName = await apiClient(app).get('/products/en-cok-begenilen-urunler?sort=name');
    expect(codes(byName)).toEqual(['BRD-1', 'CAY-1', 'DFT-1', 'KLM-1']);
    expect(byName.data.sort).toBe('name');
  });

  test("'En Çok Satan Ürünler' takes only sold products, by sales number with ties in a stable order", async () => {
    const res = await apiClient(app).get('/products/en-cok-satan-urunler');
    expect(codes(res)).toEqual(['KLM-1', 'CAY-1', 'DFT-1', 'BRD-1']);
  });

  test('paths that name nothing answer 404 with the error shape', async () => {
    for (const path of [
      '/products/yok-boyle-marka',
      '/products/bosphorus/yok-kategori',
      '/products/kirtasiye/bosphorus',
      '/products/en-cok-satan-urunler/extra',
      '/products/a/b/c',
      '/products/B%C3%BCy%C3%BCk',
    ]) {
      const res = await apiClient(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.data.error.messages.type, path).toBeTypeOf('string');
    }
  });

  test('with the list cache on, a list is reused for its time, and an order drops it at once', async () => {
    const other = await openTestDatabase(kind);
    try {
      const catalog = await insertCatalog(
        other.db,
        [
          { code: 'CAY-1', name: 'Çaydanlık', price: 45000, quantity: '3' },
          { code: 'TAV-1', name: 'Tava', price: 30000, quantity: '5' },
        ],
        { b2c_heft_odeme: '1' },
      );
      const cached = createApi(other.db, { listCacheMs: 60_000 });
      const stock = async () =>
        Object.fromEntries(
          (await apiClient(cached).get('/products?sort=name')).data.items.map(
            (i: { code: string; quantity: number }) => [i.code, i.quantity],
          ),
        );
      expect(await stock()).toEqual({ 'CAY-1': 3, 'TAV-1': 5 });
      // A change made elsewhere (another process, the back office) shows once the minute is over.
      await other.db
        .update(products)
        .set({ quantity: '4' })
        .where(eq(products.id, catalog.products['TAV-1'] ?? 0));
      expect(await stock()).toEqual({ 'CAY-1': 3, 'TAV-1': 5 });
      // An order through this API changes stock: the next list is read afresh.
      const shopper = await readyCustomer(other.db, 'liste@example.com', [
        { productId: catalog.products['CAY-1'] ?? 0, unitId: catalog.units['CAY-1:ADET'] ?? 0, quantity: 2 },
      ]);
      const client = apiClient(cached);
      client.cookie = shopper.cookie;
      const order = await approveAndOrder(client, { odemeTipi: '4', shippingTotal: '0' });
      expect(order.status).toBe(200);
      expect(await stock()).toEqual({ 'CAY-1': 1, 'TAV-1': 4 });
      // The cache is off by default: the plain API reads every time.
      await other.db
        .update(products)
        .set({ quantity: '9' })
        .where(eq(products.id, catalog.products['TAV-1'] ?? 0));
      const plain = await apiClient(createApi(other.db)).get('/products?sort=name');
      expect(plain.data.items[1]).toMatchObject({ code: 'TAV-1', quantity: 9 });
    } finally {
      await other.close();
    }
  });

  test('a category list read sub-category by sub-category gives the same pages as one sorted query', async () => {
    const other = await openTestDatabase(kind);
    try {
      // 70 products over two sub-categories, with repeated names, prices and stock to exercise ties.
      const names = ['Çaydanlık', 'Islak Mendil', 'İğne', 'Zarf', 'Ayna', 'Şemsiye', 'Ütü'];
      const fixtures = Array.from({ length: 70 }, (_, i) => ({
        code: `P-${i}`,
        name: names[(i * 5) % names.length] ?? 'Ürün',
        price: [100, 2500, 999, 100, 45000][i % 5] ?? 100,
        quantity: String([0, 3, 3, -2, 10, 7][i % 6]),
        category: i % 3 === 0 ? ('kirtasiye' as const) : ('mutfak' as const),
        currency: i % 7 === 0 ? 'USD' : 'TRY',
        brand: i % 4 === 0 ? ('bosphorus' as const) : ('anadolu' as const),
      }));
      await insertCatalog(other.db, fixtures);
      // Some products without a brand: they come last A-Z by brand, first Z-A.
      await other.db
        .update(products)
        .set({ brandId: null })
        .where(inArray(products.code, ['P-5', 'P-13', 'P-22', 'P-40', 'P-41']));
      // A second brand of the same name (two ERP codes for one maker): one group in the brand sort.
      const [bosphorus] = await other.db.select().from(brands).where(eq(brands.code, 'bosphorus'));
      const [twin] = await other.db
        .insert(brands)
        .values({ code: 'bosphorus-2', name: bosphorus?.name ?? '' })
        .returning();
      await other.db
        .update(products)
        .set({ brandId: twin?.id ?? 0 })
        .where(inArray(products.code, ['P-8', 'P-16', 'P-24', 'P-60']));
      const [parent] = await other.db.insert(categories).values({ name: 'Ev', url: 'ev' }).returning();
      await other.db
        .update(categories)
        .set({ parentId: parent?.id ?? 0 })
        .where(inArray(categories.url, ['mutfak', 'kirtasiye']));
      const ids = (await categoryIdsByUrl(other.db, 'ev')) ?? [];
      expect(ids).toHaveLength(3);
      const settings = await loadSettings(other.db);
      for (const sort of SORT_OPTIONS) {
        for (const page of [1, 2, 3, 4]) {
          const fast = await listProducts(other.db, { categoryIds: ids }, settings, sort, page);
          const plain = await listProducts(other.db, { categoryIds: ids }, settings, sort, page, {
            perCategory: false,
          });
          expect(
            fast.items.map((i) => i.code),
            `${sort} page ${page}`,
          ).toEqual(plain.items.map((i) => i.code));
          expect(fast.items.length).toBe(page < 4 ? 20 : 10);
        }
      }
      // A brand within the category, and only products in stock, read the same way.
      const inStockOnly = { ...settings, showNotInStocks: '0' as const };
      const [anadolu] = await other.db
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.code, 'anadolu'));
      for (const [filter, shown] of [
        [{ categoryIds: ids, brandId: anadolu?.id ?? 0 }, settings],
        [{ categoryIds: ids }, inStockOnly],
      ] as const) {
        for (const sort of SORT_OPTIONS) {
          for (const page of [1, 2, 3]) {
            const fast = await listProducts(other.db, filter, shown, sort, page);
            const plain = await listProducts(other.db, filter, shown, sort, page, { perCategory: false });
            expect(
              fast.items.map((i) => i.code),
              `${sort} page ${page}`,
            ).toEqual(plain.items.map((i) => i.code));
            expect(fast.total).toBe(plain.total);
          }
        }
      }
      // The API answers the same through the category path.
      const api = await apiClient(createApi(other.db)).get('/products/ev?sort=-price&page=2');
      const direct = await listProducts(other.db, { categoryIds: ids }, settings, '-price', 2, {
        perCategory: false,
      });
      expect(codes(api)).toEqual(direct.items.map((i) => i.code));
    } finally {
      await other.close();
    }
  });
});
