import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { servedBuildFolder } from '../../scripts/lib/site-builds/build-folders.ts';
import { takeSnapshot } from '../../src/server/catalog/snapshot.ts';
import { products } from '../../src/server/db/schema/index.ts';
import { staticFiles } from '../../src/server/http/static-files.ts';
import { listen } from '../helpers/listen.ts';
import { decoded, rawRequest } from '../helpers/raw-http.ts';
import { type BuildDone, openSiteBuildBed, type SiteBuildBed } from './helpers/site-build-bed.ts';

// Issue 16, Scale: the nightly rebuild after a change to a few products compresses again only the
// pages that changed, through the real rebuild (site-build.ts, as npm run build and the schedule
// make it). One product is renamed between two builds: its pages in both languages and the lists that
// show it get fresh siblings, every other page takes the previous build's, and the served brotli of
// the renamed product's page is its new page.
const NEW_NAME = 'Yeniden Adlandırılmış Çelik Termos';
let bed: SiteBuildBed;
let firstBuild: BuildDone;
let secondBuild: BuildDone;
let productPath = '';
let oldName = '';

/** Every page of a build (its path under client/). */
function pagesOf(id: string): string[] {
  const client = bed.clientOf(id);
  return readdirSync(client, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'));
}

const fileOf = (id: string, path: string) => join(bed.clientOf(id), path);

beforeAll(async () => {
  bed = await openSiteBuildBed('rebuild-precompression', 20);
  firstBuild = await bed.build();
  const [product] = (await takeSnapshot(bed.handle.db)).products;
  if (!product) throw new Error('the seed made no product with a page');
  productPath = `${product.seo}-p-${product.id}`;
  oldName = product.name;
  await bed.handle.db.update(products).set({ name: NEW_NAME }).where(eq(products.id, product.id));
  secondBuild = await bed.build();
}, 600_000);

afterAll(async () => {
  await bed?.close();
});

describe('a rebuild after renaming one product', () => {
  test('the first build compresses every file, the second only the pages that changed', () => {
    expect(firstBuild.child.precompress.reused).toBe(0);
    const { compressed, reused, files } = secondBuild.child.precompress;
    expect(compressed + reused).toBe(files);
    expect(reused).toBeGreaterThan(compressed);

    const changed: string[] = [];
    for (const path of pagesOf(secondBuild.id)) {
      const now = readFileSync(fileOf(secondBuild.id, path));
      const old = fileOf(firstBuild.id, path);
      const before = existsSync(old) ? readFileSync(old) : Buffer.alloc(0);
      const brotli = (id: string) => statSync(fileOf(id, `${path}.br`), { throwIfNoEntry: false })?.ino;
      const fresh = brotli(secondBuild.id) !== brotli(firstBuild.id);
      // A page gets new siblings exactly when its HTML changed.
      expect({ path, fresh }).toEqual({ path, fresh: !now.equals(before) });
      if (fresh) changed.push(path);
    }
    // The product's own pages, and the lists that show it (the home page shows the first products).
    expect(changed).toContain(`${productPath}/index.html`);
    expect(changed).toContain(`en/${productPath}/index.html`);
    expect(changed.filter((p) => !p.includes(productPath)).length).toBeGreaterThan(0);
    // Each of them showed the product before or shows it now (a list sorted by name may lose it).
    for (const path of changed) {
      const pages = [fileOf(firstBuild.id, path), fileOf(secondBuild.id, path)].map((f) =>
        readFileSync(f, 'utf8'),
      );
      expect({
        path,
        shows: pages.some((page) => page.includes(oldName) || page.includes(NEW_NAME)),
      }).toEqual({
        path,
        shows: true,
      });
    }
  });

  test('the served brotli page of the renamed product decodes to its new page', async () => {
    const client = join(servedBuildFolder(bed.dist) ?? '', 'client');
    const serve = staticFiles(client);
    const { base, close } = await listen((req, res) => {
      void serve(req, res).then((served) => {
        if (!served) res.writeHead(404).end('fell through');
      });
    });
    try {
      for (const path of [`/${productPath}`, `/en/${productPath}`]) {
        const res = await rawRequest(base, path, { 'accept-encoding': 'br, gzip' });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        const page = decoded(res).toString();
        expect(page).toBe(readFileSync(join(client, path, 'index.html'), 'utf8'));
        expect(page).toContain(NEW_NAME);
      }
    } finally {
      await close();
    }
  });
});
