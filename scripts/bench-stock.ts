// npm run bench:stock -- [--products N] [--step S] [--db postgres]: a stock file applied to a large catalog (issue 16, goal: a
// file of 200,000 rows in under 30 s). The bench import's catalog of N products (default 200,000)
// is written into a fresh embedded database, then stock files of N rows are applied by the
// command's own function: one that changes every product (new stock, every third a new price,
// every tenth a warehouse's stock), a day's file (the same with 10% of the products moved again),
// and that file again (nothing changes). Prints the time and the peak memory of each apply. The
// files are written as the command writes them on its own embedded database (exclusive); with
// --step S in steps of S products, as the running shop writes them (scripts/lib/shop-stock.ts).
// --db postgres writes into a scratch PostgreSQL database (BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, names the server) with its indexes kept, as the command writes there while
// the shops serve from it.
// A benchmark, not a test: it asserts nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { ImportProduct } from '../src/domain/catalog-import/import-product.ts';
import { writeCatalog } from '../src/server/catalog-import/write-catalog.ts';
import { runStock } from '../src/server/catalog-stock/run-stock.ts';
import { benchAdminUrl, openBenchDatabase, scratchPostgres } from './lib/bench-database.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';
import { benchCatalog } from './lib/import-bench-catalog.ts';
import { megabytes, ownPeakMemory } from './lib/process-memory.ts';

const n = Number((argValue(process.argv, 'products') ?? '200000').replace(/_/g, ''));
const stepText = argValue(process.argv, 'step');
const stepSize = stepText === undefined ? undefined : positiveInt(stepText, 2000, '--step');
if (!Number.isSafeInteger(n) || n < 1) fail('--products must be a positive whole number');
if (process.env.DATABASE_URL) fail('bench:stock runs on a scratch database; unset DATABASE_URL');
const backend = argValue(process.argv, 'db') ?? 'pglite';
if (backend !== 'pglite' && backend !== 'postgres') fail('--db must be pglite or postgres');
const adminUrl = benchAdminUrl();
if (backend === 'postgres' && !adminUrl)
  fail('--db postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server for a scratch database');
if (backend === 'postgres' && stepSize) fail('--step is how the running shop writes the embedded database');
/** On PostgreSQL the shops keep serving: the command writes with the indexes kept. */
const exclusive = backend === 'pglite' && !stepSize;

const memory = ownPeakMemory();

/**
 * The ERP's stock file for the catalog: one row per product, as Turkish Excel writes it. `day` 0
 * changes every product (new stock, every third a new price); day 1 is the same file with every
 * tenth product's stock and every thirtieth price moved again, as a day's business would.
 */
function stockFile(list: readonly ImportProduct[], rows: number, day: 0 | 1): string {
  const lines = ['stok_kodu;stok;fiyat;depo'];
  for (let i = 0; i < list.length && lines.length <= rows; i++) {
    const p = list[i] as ImportProduct;
    const unit = p.units.find((u) => u.isDefault) ?? p.units[0];
    const moved = day === 1 && i % 10 === 0 ? 1 : 0;
    const cents = unit ? unit.price + 150 + (day === 1 && i % 30 === 0 ? 10 : 0) : 0;
    const price = i % 3 === 0 && unit ? (cents / 100).toFixed(2).replace('.', ',') : '';
    const warehouse =
      i % 10 === 0 && p.stock.kind === 'warehouses' ? (p.stock.warehouses[0]?.name ?? '') : '';
    lines.push(`${p.code};${((i * 7) % 500) + moved};${price};${warehouse}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-stock-'));
const postgres =
  backend === 'postgres'
    ? await scratchPostgres(adminUrl as string, `shop_bench_stock_${process.pid}`)
    : undefined;
try {
  const handle = await openBenchDatabase(scratch, postgres && { url: postgres.url });
  const catalog = benchCatalog(n);
  const t0 = performance.now();
  await writeCatalog(handle.db, catalog, {
    shopImagesDir: join(scratch, 'images'),
    exclusive: backend === 'pglite',
  });
  if (postgres) await handle.db.execute(sql`vacuum analyze`);
  console.log(
    `catalog of ${catalog.length} products written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const files = [0, 1].map((day) => {
    const file = join(scratch, `stok-${day}.csv`);
    writeFileSync(file, stockFile(catalog, n, day as 0 | 1));
    return file;
  });
  const runs = [
    ['every row changes', files[0]],
    ['a day: 10% change', files[1]],
    ['same file again', files[1]],
  ] as const;
  for (const [label, file] of runs) {
    memory.reset();
    const t1 = performance.now();
    const result = await runStock(
      handle.db,
      // As `npm run catalog:stock` writes on its own embedded database or on PostgreSQL, or in the
      // running shop's steps.
      { file: file as string, dryRun: false, skipInvalid: false, locale: 'en', stepSize, exclusive },
      () => {},
    );
    const s = (performance.now() - t1) / 1000;
    console.log(
      `${n} rows  ${label.padEnd(18)} ${s.toFixed(1).padStart(6)} s  updated ${result.updated} unchanged ${result.unchanged} refused ${result.refused}  peak ${megabytes(memory.peak())}`,
    );
  }
  await handle.close();
} finally {
  await postgres?.drop();
  rmSync(scratch, { recursive: true, force: true });
  memory.stop();
}
