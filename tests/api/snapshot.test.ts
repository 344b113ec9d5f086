import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { takeSnapshot, writeSnapshot } from '../../src/server/catalog/snapshot.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { pairPages, slugPages } from '../../src/snapshot/pages.ts';
import { readSnapshot, readWholeSnapshot } from '../../src/snapshot/read.ts';
import { slugPageData, slugStaticPaths } from '../../src/snapshot/slug-pages-built.ts';
import type { CatalogSnapshot } from '../../src/snapshot/types.ts';
import { apiClient } from './helpers/client.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The static pages show the snapshot first and the islands then swap in the live API's answer:
// both must say the same thing about the same catalog.
describe.each(testDatabases)('the catalog snapshot on %s', (kind) => {
  let handle: DbHandle;
  let snapshot: CatalogSnapshot;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDatabase(handle, { products: 150, imagesDir: mkdtempSync(join(tmpdir(), 'shop-snap-')) });
    snapshot = JSON.parse(JSON.stringify(await takeSnapshot(handle.db))) as CatalogSnapshot;
    api = apiClient(createApi(handle.db, { listCacheMs: 0 }));
  });
  afterAll(async () => {
    await handle?.close();
  });

  test('every product page holds what GET /product/{id} answers', async () => {
    expect(snapshot.products.length).toBeGreaterThan(50);
    for (const product of snapshot.products) {
      const res = await api.get(`/product/${product.id}`);
      expect(res.status).toBe(200);
      expect(product).toEqual(res.data);
    }
  });

  test('every list page starts with the first page GET /products{path} answers', async () => {
    const paths = Object.keys(snapshot.lists);
    expect(paths).toEqual(expect.arrayContaining(['', 'kampanyali-urunler', 'en-cok-satan-urunler']));
    for (const path of paths) {
      const res = await api.get(`/products/${path}`);
      expect(res.status, path).toBe(200);
      expect(snapshot.lists[path], path).toEqual(res.data);
    }
  });

  test('one page per product, category, brand with products and campaign list; lists under /{brand}/{url}', () => {
    const slugs = slugPages(snapshot).map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of snapshot.products) expect(slugs).toContain(`${p.seo}-p-${p.id}`);
    for (const c of snapshot.categories) expect(slugs).toContain(c.url);
    expect(slugs).toEqual(expect.arrayContaining(['kampanyali-urunler', 'en-son-yuklenen-urunler']));
    const pairs = pairPages(snapshot);
    expect(pairs.filter((p) => p.view.kind === 'campaign')).toHaveLength(snapshot.campaigns.length);
    for (const p of pairs.filter((p) => p.view.kind === 'brandCategory'))
      expect(p.view.initial.total, `${p.first}/${p.second}`).toBeGreaterThan(0);
  });

  test("a product page's trail runs from its top category to the product", () => {
    const byUrl = new Map(snapshot.categories.map((c) => [c.url, c]));
    const page = slugPages(snapshot).find((p) => p.kind === 'product');
    if (page?.kind !== 'product') throw new Error('no product page');
    const [top, ...rest] = page.breadcrumb;
    expect(byUrl.get(top?.path.slice(1) ?? '')?.parentId).toBeNull();
    expect(rest.at(-1)).toEqual({ name: page.product.name, path: `/${page.slug}` });
  });

  test('the build reads each product from the snapshot file when it renders its page: the same pages', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'shop-snap-file-')), 'catalog-snapshot.json');
    const written = await writeSnapshot(handle.db, path);
    // Still one JSON document, for any other reader.
    expect(readWholeSnapshot(path)).toEqual(JSON.parse(JSON.stringify(written)));
    const before = process.env.CATALOG_SNAPSHOT;
    process.env.CATALOG_SNAPSHOT = path;
    try {
      expect('products' in readSnapshot()).toBe(false);
      const built = slugStaticPaths().map(({ params, props }) => {
        expect(params.slug).toBe(props.page.slug);
        return slugPageData(props.page);
      });
      expect(built).toEqual(slugPages(JSON.parse(JSON.stringify(written)) as CatalogSnapshot));
    } finally {
      process.env.CATALOG_SNAPSHOT = before;
    }
  });
});
