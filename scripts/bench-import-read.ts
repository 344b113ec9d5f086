// npm run bench:import-read [-- --rows N --xlsx]: writes a realistic catalog file of N rows
// (default 200,000; scripts/lib/sample-catalog.ts) to a scratch folder, then reads and checks it
// with readCatalogFile as the import does, in a process of its own (so the writing's memory is not
// counted), and prints the rows per second, the peak memory (RSS) and the first problems found.
// A benchmark, not a test: it prints, and exits 0 unless it could not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { problemText } from '../src/server/catalog-import/problem-text.ts';
import { readCatalogFile } from '../src/server/catalog-import/read-catalog-file.ts';
import { argValue, positiveInt } from './lib/cli.ts';
import { writeSampleCsv, writeSampleXlsx } from './lib/sample-catalog.ts';

const MB = 1024 * 1024;
const readOnly = argValue(process.argv, 'read');

if (readOnly !== undefined) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const result = await readCatalogFile(readOnly, {
    onProgress: (n) => {
      if (n % 50_000 === 0) console.log(`  ${n} rows`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const errors = result.problems.filter((p) => p.severity === 'error').length;
  console.log(
    `read ${result.rows} rows into ${result.products.length} products (${errors} errors, ${result.problems.length - errors} warnings) in ${seconds.toFixed(1)} s: ${Math.round(result.rows / seconds)} rows/s`,
  );
  for (const p of result.problems.slice(0, 5)) console.log(`  ${problemText('en', p)}`);
  console.log(
    `peak memory: ${(Math.max(peak, process.resourceUsage().maxRSS * 1024) / MB).toFixed(0)} MB RSS`,
  );
} else {
  const count = positiveInt(argValue(process.argv, 'rows'), 200_000, '--rows');
  const xlsx = process.argv.includes('--xlsx');
  const scratch = mkdtempSync(join(tmpdir(), 'shop-bench-import-read-'));
  try {
    const path = join(scratch, xlsx ? 'katalog.xlsx' : 'katalog.csv');
    const started = performance.now();
    const rows = await (xlsx ? writeSampleXlsx(path, count) : writeSampleCsv(path, count));
    const size = statSync(path).size / MB;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `wrote ${rows} rows, ${size.toFixed(1)} MB ${xlsx ? 'XLSX' : 'CSV'} in ${seconds.toFixed(1)} s`,
    );
    const child = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, '--read', path], {
      stdio: 'inherit',
    });
    if (child.status !== 0) process.exitCode = 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
