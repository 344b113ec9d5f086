import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CatalogSnapshot } from './types.ts';

/** Where the build reads the snapshot: CATALOG_SNAPSHOT, else data/catalog-snapshot.json. */
export function snapshotPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CATALOG_SNAPSHOT ?? 'data/catalog-snapshot.json');
}

let cached: CatalogSnapshot | undefined;

/** The catalog snapshot, read once per build. */
export function readSnapshot(): CatalogSnapshot {
  if (cached) return cached;
  const path = snapshotPath();
  try {
    cached = JSON.parse(readFileSync(path, 'utf8')) as CatalogSnapshot;
  } catch (err) {
    throw new Error(`No catalog snapshot at ${path}: build with "npm run build" (${(err as Error).message})`);
  }
  return cached;
}
