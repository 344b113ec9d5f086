// Runs one astro build in its own process into `--out DIR` (else DIST_DIR), then precompresses its
// files, and reports the time of each and the peak memory as JSON on the last line, or the error as
// `{"error": ...}` with exit code 1. It reads the catalog snapshot (CATALOG_SNAPSHOT) and never opens
// the database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import { argValue } from './cli.ts';
import { distDir } from './dist-dir.ts';
import { precompress } from './precompress.ts';

const outDir = argValue(process.argv, 'out') ?? distDir();
try {
  const t0 = performance.now();
  await build({ outDir, logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn' });
  const ms = performance.now() - t0;
  // For the tests only: a build that fails after Astro wrote its files, while this file exists.
  const failWhen = process.env.SHOP_TEST_FAIL_BUILD_IF;
  if (failWhen && existsSync(failWhen)) throw new Error(`The build was made to fail (${failWhen} exists)`);
  // The build's own peak, before precompression reads the files.
  const maxRssKb = process.resourceUsage().maxRSS;
  const compressed = await precompress(join(outDir, 'client'));
  console.log(JSON.stringify({ ms, maxRssKb, precompress: compressed }));
} catch (err) {
  console.log(`\n${JSON.stringify({ error: (err as Error).message || String(err) })}`);
  process.exitCode = 1;
}
