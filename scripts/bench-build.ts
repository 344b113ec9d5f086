// npm run bench:build -- --products N: seeds N products into a scratch database, builds the site, and
// prints product pages (both locales) per second and the build's peak memory, then the time of
// precompressing the site's files on its own line. A benchmark, not a test: it asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeSnapshot } from '../src/server/catalog/snapshot.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { seedDatabase } from '../src/server/seed/index.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';
import type { PrecompressFigures } from './lib/precompress.ts';

const products = positiveInt(argValue(process.argv, 'products'), 10_000, '--products');
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-build-'));
const env = {
  ...process.env,
  DATA_DIR: join(scratch, 'data'),
  CATALOG_SNAPSHOT: join(scratch, 'catalog-snapshot.json'),
  // Inside the project, so the built server resolves its packages from node_modules.
  DIST_DIR: resolve('.cache/bench-dist'),
};
try {
  const handle = await openDatabase({ dataDir: join(env.DATA_DIR, 'pglite') });
  await migrateDatabase(handle);
  const t0 = performance.now();
  await seedDatabase(handle, { products, imagesDir: join(env.DATA_DIR, 'images') });
  const t1 = performance.now();
  const snapshot = await writeSnapshot(handle.db, env.CATALOG_SNAPSHOT);
  const t2 = performance.now();
  await handle.close();

  // The previous run's output is removed before the clock starts: the benchmark times building.
  rmSync(env.DIST_DIR, { recursive: true, force: true });
  const child = spawnSync(
    process.execPath,
    [
      '--experimental-strip-types',
      '--disable-warning=ExperimentalWarning',
      'scripts/lib/astro-build-child.ts',
    ],
    { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.status !== 0) fail(`astro build failed:\n${child.stderr}${child.stdout}`);
  const last = child.stdout.trim().split('\n').at(-1) ?? '{}';
  const { ms, maxRssKb, precompress } = JSON.parse(last) as {
    ms: number;
    maxRssKb: number;
    precompress: PrecompressFigures;
  };
  const pages = snapshot.products.length;
  const files = readdirSync(join(env.DIST_DIR, 'client'), { recursive: true }).map(String);
  const html = files.filter((f) => f.endsWith('.html')).length;
  // Every product has a Turkish page and an English one under en/.
  const productPages = files.filter((f) => /(?:^|\/)[a-z0-9-]+-p-\d+\/index\.html$/.test(f)).length;
  console.log(`products seeded        ${products}  (${((t1 - t0) / 1000).toFixed(1)} s)`);
  console.log(`snapshot               ${((t2 - t1) / 1000).toFixed(1)} s`);
  console.log(
    `products with a page   ${pages}  (${productPages} product pages in tr and en, ${html} HTML files in all)`,
  );
  console.log(`astro build            ${(ms / 1000).toFixed(1)} s`);
  console.log(
    `product pages / second ${(productPages / (ms / 1000)).toFixed(0)}  (every page: ${(html / (ms / 1000)).toFixed(0)}/s)`,
  );
  console.log(`build peak memory      ${(maxRssKb / 1024).toFixed(0)} MiB`);
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  console.log(
    `precompression         ${(precompress.ms / 1000).toFixed(1)} s  (${precompress.files} files, ` +
      `${mib(precompress.bytes)} → br ${mib(precompress.brBytes)}, gzip ${mib(precompress.gzBytes)})`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
