import { dbConfigFromEnv } from '../../src/server/config.ts';
import { distDir } from './dist-dir.ts';
import { prepareDatabase } from './prepare-db.ts';
import type { BuildTrigger } from './site-builds/build-record.ts';
import { buildSiteFolder, type SiteBuildResult } from './site-builds/site-build.ts';

/** Figures of one site build. */
export type BuildFigures = Extract<SiteBuildResult, { outcome: 'ok' }>;

/**
 * Opens the database itself (no shop runs on it), snapshots the catalog, builds the site into a new
 * folder of DIST_DIR and serves it (site-builds/site-build.ts). Throws when the build failed, or when
 * another build is running.
 */
export async function buildSite(
  seedProducts: number,
  trigger: BuildTrigger = 'manual',
): Promise<BuildFigures> {
  const handle = await prepareDatabase(seedProducts);
  try {
    const result = await buildSiteFolder({
      db: handle.db,
      config: dbConfigFromEnv(),
      dist: distDir(),
      trigger,
    });
    if (result.outcome === 'busy')
      throw new Error('Another build of the site is running: try again when it is done.');
    if (result.outcome === 'failed')
      throw new Error(`The build failed, the site stays as it was: ${result.error}`);
    return result;
  } finally {
    await handle.close();
  }
}
