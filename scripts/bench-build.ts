// npm run bench:build -- --products N [--changed PERCENT]: seeds N products into a scratch database
// and rebuilds the site twice through the real rebuild (site-builds/site-build.ts, as `npm run build`
// and the nightly rebuild do): once from nothing, then after changing the name of PERCENT % of the
// products (1 by default). Prints each build's wall time per phase (snapshot, astro build with the
// precompression running beside it, precompression after it), pages per second, the peak memory of
// the build's child and of every process together, and how many files were compressed and how many
// took the previous build's siblings. A benchmark, not a test: it asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { products as productsTable } from '../src/server/db/schema/index.ts';
import { seedDatabase } from '../src/server/seed/index.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';
import { buildSiteFolder, type SiteBuildResult } from './lib/site-builds/site-build.ts';
import { sampleTreeMemory } from './lib/tree-memory.ts';

const products = positiveInt(argValue(process.argv, 'products'), 10_000, '--products');
const changedPercent = Number(argValue(process.argv, 'changed') ?? 1);
if (!(changedPercent > 0 && changedPercent <= 100)) fail('--changed must be a percentage above 0');
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-build-'));
const dataDir = join(scratch, 'data', 'pglite');
// The build's child reads the snapshot here; inside the project, the built server resolves its
// packages from node_modules.
process.env.CATALOG_SNAPSHOT = join(scratch, 'catalog-snapshot.json');
const dist = resolve('.cache/bench-dist');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** One rebuild through the real path, with the peak memory of every process meanwhile. */
async function rebuild(label: string, db: Parameters<typeof buildSiteFolder>[0]['db']): Promise<void> {
  const memory = sampleTreeMemory();
  const result: SiteBuildResult = await buildSiteFolder({
    db,
    config: { dataDir },
    dist,
    trigger: 'manual',
  });
  const wholeKb = memory.stop();
  if (result.outcome !== 'ok') fail(`the build failed: ${'error' in result ? result.error : result.outcome}`);
  const { child } = result;
  const p = child.precompress;
  console.log(`\n${label}`);
  console.log(
    `  total                  ${seconds(result.ms)}  (${result.products} products, ${result.pages} pages)`,
  );
  console.log(`  snapshot               ${seconds(result.snapshotMs)}`);
  console.log(
    `  astro build            ${seconds(child.ms)}  (${child.parts} processes, ${(result.pages / (child.ms / 1000)).toFixed(0)} pages/s, precompressing beside it)`,
  );
  console.log(`  merge, compression after ${seconds(child.precompressAfterMs)}`);
  console.log(
    `  precompressed files    ${p.compressed} compressed, ${p.reused} reused from the previous build ` +
      `(${mib(p.bytes)} → br ${mib(p.brBytes)}, gzip ${mib(p.gzBytes)})`,
  );
  console.log(
    `  peak memory            build processes ${mib(child.maxRssKb * 1024)} (their peaks added up), all processes ${mib(wholeKb * 1024)}`,
  );
}

try {
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  const t0 = performance.now();
  await seedDatabase(handle, { products, imagesDir: join(scratch, 'data', 'images') });
  console.log(`products seeded          ${products}  (${seconds(performance.now() - t0)})`);

  // The previous run's builds are removed before the clock starts: the first build starts from nothing.
  rmSync(dist, { recursive: true, force: true });
  await rebuild('first build (everything compressed)', handle.db);

  // A change as an ERP file brings it: new names for every (100 / PERCENT)th product.
  const ids = (
    await handle.db
      .select({ id: productsTable.id })
      .from(productsTable)
      .where(sql`${productsTable.parentId} is null and ${productsTable.isActive}`)
      .orderBy(productsTable.id)
  ).map((r) => r.id);
  const step = 100 / changedPercent;
  const changed = ids.filter((_, i) => Math.floor(i % step) === 0);
  await handle.db
    .update(productsTable)
    .set({ name: sql`${productsTable.name} || ' Yeni'` })
    .where(inArray(productsTable.id, changed));
  await rebuild(`second build after renaming ${changed.length} products (${changedPercent}%)`, handle.db);
  await handle.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
