// Runs one astro build in its own process into `--out DIR` (else DIST_DIR), of the whole site or of
// the share of its pages that SHOP_BUILD_PART names (src/snapshot/build-part.ts), and precompresses
// the pages it owns while Astro writes them, taking the siblings of pages unchanged since the build in
// `--previous DIR` (when given) from it. The other files (the bundled assets, the sitemap, public/'s
// files) are compressed once the shares are merged (finish-build-child.ts). Reports the time of each
// and the peak memory as JSON on the last line, or the error as `{"error": ...}` with exit code 1.
// It reads the catalog snapshot (CATALOG_SNAPSHOT) and never opens the database.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'astro';
import { buildPart } from '../../src/snapshot/build-part.ts';
import { buildPartRoutes } from './build-part-routes.ts';
import { argValue } from './cli.ts';
import { readCompressedHashes, writeCompressedHashes } from './compressed-hashes.ts';
import { distDir } from './dist-dir.ts';
import { Precompressor } from './precompress.ts';
import { installSyncDigest } from './sync-digest.ts';
import { watchWrittenFiles } from './written-files.ts';

const outDir = resolve(argValue(process.argv, 'out') ?? distDir());
const previous = argValue(process.argv, 'previous');
// Its worker threads keep this process alive: a failed build stops them.
let compressor: Precompressor | undefined;
try {
  const client = join(outDir, 'client');
  const running = new Precompressor(
    client,
    previous ? { client: join(previous, 'client'), hashes: readCompressedHashes(previous) } : undefined,
  );
  compressor = running;
  installSyncDigest();
  const t0 = performance.now();
  // The pages every share renders are the first share's to compress (build-part-routes.ts).
  const routes = buildPartRoutes(buildPart());
  const stopWatching = watchWrittenFiles(client, async (file, body) => {
    if (routes.owns(relative(client, file))) await running.add(file, body);
  });
  try {
    await build({
      outDir,
      logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn',
      integrations: [routes.integration],
    });
  } finally {
    stopWatching();
  }
  const ms = performance.now() - t0;
  // For the tests only: a build that fails after Astro wrote its files, while this file exists.
  const failWhen = process.env.SHOP_TEST_FAIL_BUILD_IF;
  if (failWhen && existsSync(failWhen)) throw new Error(`The build was made to fail (${failWhen} exists)`);
  const compressed = await running.done();
  writeCompressedHashes(outDir, running.hashes);
  // What precompression added after the build: the rest ran beside it.
  const afterMs = performance.now() - t0 - ms;
  const maxRssKb = process.resourceUsage().maxRSS;
  console.log(JSON.stringify({ ms, maxRssKb, precompress: compressed, precompressAfterMs: afterMs }));
} catch (err) {
  console.log(`\n${JSON.stringify({ error: (err as Error).message || String(err) })}`);
  process.exitCode = 1;
  await compressor?.close();
}
