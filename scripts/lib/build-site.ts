import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'astro';
import { writeSnapshot } from '../../src/server/catalog/snapshot.ts';
import { snapshotPath } from '../../src/snapshot/read.ts';
import { distDir } from './dist-dir.ts';
import { precompress } from './precompress.ts';
import { prepareDatabase } from './prepare-db.ts';

/** Figures of one site build. */
export interface BuildFigures {
  products: number;
  snapshotMs: number;
  buildMs: number;
  precompressMs: number;
}

/**
 * Snapshots the catalog from the database, builds the static site and the server into dist/, and
 * precompresses the site's text files (brotli and gzip siblings) for the server to send as they are.
 */
export async function buildSite(seedProducts: number): Promise<BuildFigures> {
  const handle = await prepareDatabase(seedProducts);
  const t0 = performance.now();
  const path = snapshotPath();
  mkdirSync(dirname(path), { recursive: true });
  const snapshot = await writeSnapshot(handle.db, path);
  await handle.close();
  const t1 = performance.now();
  await build({ outDir: distDir(), logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn' });
  const t2 = performance.now();
  const { ms: precompressMs } = await precompress(join(distDir(), 'client'));
  return { products: snapshot.products.length, snapshotMs: t1 - t0, buildMs: t2 - t1, precompressMs };
}
