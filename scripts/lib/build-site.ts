import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'astro';
import { writeSnapshot } from '../../src/server/catalog/snapshot.ts';
import { snapshotPath } from '../../src/snapshot/read.ts';
import { distDir } from './dist-dir.ts';
import { prepareDatabase } from './prepare-db.ts';

/** Figures of one site build. */
export interface BuildFigures {
  products: number;
  snapshotMs: number;
  buildMs: number;
}

/** Snapshots the catalog from the database and builds the static site and the server into dist/. */
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
  return { products: snapshot.products.length, snapshotMs: t1 - t0, buildMs: t2 - t1 };
}
