// npm run bench:import-read [-- --rows N --xlsx]: writes a realistic catalog file of N rows
// (default 200,000; scripts/lib/sample-catalog.ts) to a scratch folder, reads and checks it with
// readCatalogFile as the import does, and prints the rows per second and the peak memory (RSS) of
// the reading. A benchmark, not a test: it prints, and exits 0 unless it could not run.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCatalogFile } from '../src/server/catalog-import/read-catalog-file.ts';
import { argValue, positiveInt } from './lib/cli.ts';
import { writeSampleCsv, writeSampleXlsx } from './lib/sample-catalog.ts';

const count = positiveInt(argValue(process.argv, 'rows'), 200_000, '--rows');
const xlsx = process.argv.includes('--xlsx');
const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-import-read-'));
const MB = 1024 * 1024;
try {
  const path = join(scratch, xlsx ? 'katalog.xlsx' : 'katalog.csv');
  let started = performance.now();
  const rows = await (xlsx ? writeSampleXlsx(path, count) : writeSampleCsv(path, count));
  const size = statSync(path).size;
  console.log(
    `wrote ${rows} rows, ${(size / MB).toFixed(1)} MB ${xlsx ? 'XLSX' : 'CSV'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The writing's garbage is collected before the reading is measured, when --expose-gc allows it.
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  started = performance.now();
  const result = await readCatalogFile(path, {
    onProgress: (n) => {
      if (n % 50_000 === 0) process.stdout.write(`  ${n} rows\n`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const errors = result.problems.filter((p) => p.severity === 'error').length;
  console.log(
    `read ${result.rows} rows into ${result.products.length} products (${errors} errors, ${result.problems.length - errors} warnings) in ${seconds.toFixed(1)} s: ${Math.round(result.rows / seconds)} rows/s`,
  );
  console.log(
    `memory: ${(rssBefore / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB RSS while reading (${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB peak of the process)`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
