/**
 * A scratch shop for tests of the site build itself: an embedded database seeded with a few demo
 * products, its own DIST_DIR and snapshot, and the real rebuild (site-build.ts) on them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFolder } from '../../../scripts/lib/site-builds/build-folders.ts';
import { buildSiteFolder, type SiteBuildResult } from '../../../scripts/lib/site-builds/site-build.ts';
import { type DbHandle, openDatabase } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { seedDatabase } from '../../../src/server/seed/index.ts';
import { scratchFolders } from './shop-process.ts';

/** A build that succeeded. */
export type BuildDone = Extract<SiteBuildResult, { outcome: 'ok' }>;

export interface SiteBuildBed {
  readonly handle: DbHandle;
  readonly dist: string;
  /** Builds and serves the site as `npm run build` does; throws when the build did not succeed. */
  build(): Promise<BuildDone>;
  /** A build's client/ folder. */
  clientOf(id: string): string;
  close(): Promise<void>;
}

/** Opens a scratch shop of `products` demo products (CATALOG_SNAPSHOT points into it). */
export async function openSiteBuildBed(name: string, products: number): Promise<SiteBuildBed> {
  const dirs = scratchFolders(name);
  const dataDir = join(dirs.root, 'pglite');
  process.env.CATALOG_SNAPSHOT = dirs.snapshot;
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  await seedDatabase(handle, { products, imagesDir: mkdtempSync(join(tmpdir(), `shop-${name}-images-`)) });
  return {
    handle,
    dist: dirs.dist,
    async build() {
      const result = await buildSiteFolder({
        db: handle.db,
        config: { dataDir },
        dist: dirs.dist,
        trigger: 'manual',
      });
      if (result.outcome !== 'ok') throw new Error(`the build failed: ${JSON.stringify(result)}`);
      return result;
    },
    clientOf: (id) => join(buildFolder(dirs.dist, id), 'client'),
    async close() {
      await handle.close();
      dirs.remove();
    },
  };
}
