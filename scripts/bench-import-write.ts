// npm run bench:import-write -- [--products N[,M]] [--keep]: the catalog writer alone (the file reader has its
// own benchmark). For each N (default 10,000 and 200,000) a realistic file's products are written
// into a fresh embedded database (or DATABASE_URL's, which it empties first: never a live one), then
// the same file again (all unchanged), then with 1% of prices and stock changed. Prints products per
// second and the process's peak memory. A benchmark, not a test: it asserts nothing.
// BENCH_SHARED=1 keeps the indexes (as on a shared PostgreSQL); BENCH_STEP=N writes in steps of N
// products, as the running shop does (src/server/catalog-import/write-catalog.ts, writeInSteps).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCatalog } from '../src/server/catalog-import/write-catalog.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { argValue, fail } from './lib/cli.ts';
import { benchCatalog, benchChanges } from './lib/import-bench-catalog.ts';
import { megabytes, ownPeakMemory } from './lib/process-memory.ts';

const sizes = (argValue(process.argv, 'products') ?? '10000,200000')
  .split(',')
  .map((s) => Number(s.replace(/_/g, '')));
if (sizes.some((n) => !Number.isSafeInteger(n) || n < 1)) fail('--products must be positive whole numbers');
if (process.env.DATABASE_URL) fail('bench:import runs on a scratch embedded database; unset DATABASE_URL');

const memory = ownPeakMemory();

for (const n of sizes) {
  const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-import-'));
  try {
    const handle = await openBenchDatabase(scratch);
    // Creating a database (PGlite's initdb) peaks at about 1.2 GB on its own: the figures below are
    // the imports' own peak, sampled from here on.
    memory.reset();
    const file = benchCatalog(n);
    const changed = benchChanges(file);
    const step = async (label: string, list: typeof file) => {
      const t0 = performance.now();
      const counts = await writeCatalog(handle.db, list, {
        shopImagesDir: join(scratch, 'images'),
        exclusive: process.env.BENCH_SHARED !== '1' && !process.env.BENCH_STEP,
        stepSize: process.env.BENCH_STEP ? Number(process.env.BENCH_STEP) : undefined,
      });
      const s = (performance.now() - t0) / 1000;
      console.log(
        `${String(n).padStart(7)} ${label.padEnd(16)} ${s.toFixed(1).padStart(6)} s ${Math.round(n / s)
          .toString()
          .padStart(
            8,
          )} products/s  created ${counts.created} updated ${counts.updated} unchanged ${counts.unchanged}  peak ${megabytes(memory.peak())}`,
      );
    };
    await step('first import', file);
    await step('same file again', file);
    await step('1% changed', changed);
    await handle.close();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
memory.stop();
console.log(
  `max RSS of the process, PGlite's initdb included: ${megabytes(process.resourceUsage().maxRSS * 1024)}`,
);
