import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { catalogChanged } from '../../src/server/catalog/catalog-changes.ts';
import {
  forgetGoneProducts,
  goneProduct,
  refreshGoneProducts,
  watchGoneProducts,
} from '../../src/server/catalog/gone-products.ts';
import { liveProductPage, productPageOnSale } from '../../src/server/catalog/live-product-page.ts';
import { takeSnapshot } from '../../src/server/catalog/snapshot.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { catalogVersion, categories, products } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { slugPages } from '../../src/snapshot/pages.ts';
import type { CatalogSnapshot } from '../../src/snapshot/types.ts';
import { apiClient } from './helpers/client.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Between an import and the next build (issue 16 item 6): the on-demand page of a product reads the
// live database into exactly what the build reads from the snapshot, a withdrawn product is gone
// (410) with its category, and the writer's catalogChanged() drops the cached lists at once.
describe.each(testDatabases)('the catalog between two builds on %s', (kind) => {
  let handle: DbHandle;
  let snapshot: CatalogSnapshot;
  let watch: { stop(): void };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDatabase(handle, { products: 60, imagesDir: mkdtempSync(join(tmpdir(), 'shop-between-')) });
    snapshot = JSON.parse(JSON.stringify(await takeSnapshot(handle.db))) as CatalogSnapshot;
    // No interval: only catalogChanged() reads the database again.
    watch = await watchGoneProducts(handle.db, 0);
  });
  afterAll(async () => {
    watch?.stop();
    forgetGoneProducts();
    await handle?.close();
  });

  test('a product page read live is the page the build makes from the snapshot', async () => {
    const built = slugPages(snapshot).filter((p) => p.kind === 'product');
    expect(built.length).toBeGreaterThan(20);
    for (const page of built.slice(0, 20)) {
      const live = await liveProductPage(handle.db, page.product.id, page.slug);
      expect(JSON.parse(JSON.stringify(live)), page.slug).toEqual(page);
      expect(await productPageOnSale(handle.db, page.product.id, page.slug)).toBe(true);
    }
  });

  test('no live page under another seo, for a variant child, or for an unknown id', async () => {
    const page = slugPages(snapshot).find((p) => p.kind === 'product');
    if (page?.kind !== 'product') throw new Error('no product page');
    expect(
      await liveProductPage(handle.db, page.product.id, `baska-isim-p-${page.product.id}`),
    ).toBeUndefined();
    expect(await productPageOnSale(handle.db, page.product.id, `baska-isim-p-${page.product.id}`)).toBe(
      false,
    );
    expect(await liveProductPage(handle.db, 987654, 'olmayan-urun-p-987654')).toBeUndefined();
    const childId = snapshot.products.find((p) => p.children.length > 0)?.children[0]?.id;
    if (childId === undefined) throw new Error('the demo shop has no variant child');
    const [row] = await handle.db.select().from(products).where(eq(products.id, childId));
    expect(await liveProductPage(handle.db, childId, `${row?.seo}-p-${childId}`)).toBeUndefined();
  });

  test('a deactivated product leaves its list at once and is gone with its category until activated', async () => {
    const api = apiClient(createApi(handle.db, { listCacheMs: 60_000 }));
    const product = snapshot.products.find((p) => p.categoryId !== null);
    if (!product?.categoryId) throw new Error('no product with a category');
    const [category] = await handle.db.select().from(categories).where(eq(categories.id, product.categoryId));
    const listPath = `/products/${category?.url}?limit=100`;
    const ids = async () =>
      ((await api.get(listPath)).data as { items: { id: number }[] }).items.map((i) => i.id);
    // Read into the cache, kept for a minute.
    expect(await ids()).toContain(product.id);
    expect(goneProduct(product.id)).toBeUndefined();

    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    // Until the writer says so, this process still answers from its cache...
    expect(await ids()).toContain(product.id);
    await catalogChanged();
    // ...and at once after.
    expect(await ids()).not.toContain(product.id);
    expect(goneProduct(product.id)).toEqual({ categoryPath: `/${category?.url}` });
    expect(await liveProductPage(handle.db, product.id, `${product.seo}-p-${product.id}`)).toBeUndefined();

    await handle.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    await catalogChanged();
    expect(goneProduct(product.id)).toBeUndefined();
    expect(await ids()).toContain(product.id);
  });

  test('a product deleted since the last read is gone with the category it had', async () => {
    const [category] = await handle.db.select().from(categories).limit(1);
    if (!category) throw new Error('no category');
    const [created] = await handle.db
      .insert(products)
      .values({
        code: 'SILINECEK-1',
        name: 'Silinecek Çaydanlık',
        seo: 'silinecek-caydanlik',
        categoryId: category.id,
        currencyCode: 'TRY',
        taxRate: '20',
      })
      .returning({ id: products.id });
    if (!created) throw new Error('not created');
    await catalogChanged();
    expect(goneProduct(created.id)).toBeUndefined();
    await handle.db.delete(products).where(eq(products.id, created.id));
    await catalogChanged();
    expect(goneProduct(created.id)).toEqual({ categoryPath: `/${category.url}` });
  });

  test('a change made elsewhere is read at the next poll; stock and price changes do not call for one', async () => {
    const product = snapshot.products.find((p) => p.categoryId !== null);
    if (!product) throw new Error('no product with a category');
    const version = async () =>
      (await handle.db.select({ v: catalogVersion.version }).from(catalogVersion))[0]?.v;
    const before = await version();
    // A stock file or an order writes stock and the sort price only: the counter stays.
    await handle.db.execute(sql`update products set quantity = quantity + 1, sort_price = sort_price + 1
      where id = ${product.id}`);
    expect(await version()).toBe(before);
    // Hand-written SQL, or another process, withdraws the product without telling this one: the
    // counter moves, and the next poll reads it.
    await handle.db.execute(sql`update products set is_active = false where id = ${product.id}`);
    expect(await version()).toBeGreaterThan(before ?? 0);
    expect(goneProduct(product.id)).toBeUndefined();
    await refreshGoneProducts(handle.db);
    expect(goneProduct(product.id)?.categoryPath).toMatch(/^\/[a-z0-9-]+$/);
    await handle.db.execute(sql`update products set is_active = true where id = ${product.id}`);
    await refreshGoneProducts(handle.db);
    expect(goneProduct(product.id)).toBeUndefined();
    // While the counter stands, a poll reads no product: a change that does not move it (its trigger
    // off) is not seen.
    await handle.db.execute(sql`alter table products disable trigger shop_products_catalog_version`);
    try {
      await handle.db.execute(sql`update products set is_active = false where id = ${product.id}`);
      await refreshGoneProducts(handle.db);
      expect(goneProduct(product.id)).toBeUndefined();
      await handle.db.execute(sql`update products set is_active = true where id = ${product.id}`);
    } finally {
      await handle.db.execute(sql`alter table products enable trigger shop_products_catalog_version`);
    }
  });
});
