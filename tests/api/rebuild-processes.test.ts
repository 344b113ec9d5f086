import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { servedBuildId } from '../../scripts/lib/site-builds/build-folders.ts';
import { readBuildLog } from '../../scripts/lib/site-builds/build-log.ts';
import { askForRebuild } from '../../scripts/lib/site-builds/rebuild-request.ts';
import { type RunningShop, runScript, scratchFolders, startShop } from './helpers/shop-process.ts';

// Issue 16, item 5: several shop processes on one PostgreSQL and one DIST_DIR. An import's rebuild
// request reaches them all (NOTIFY); exactly one builds, and every process serves the new build.
const adminUrl = process.env.TEST_DATABASE_URL;
const dirs = scratchFolders('rebuild-processes');

/** Waits (up to two minutes) until `ready` holds. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 1200 && !ready(); i++) await new Promise((done) => setTimeout(done, 100));
}

describe.runIf(adminUrl)('rebuilds with several processes on one PostgreSQL', () => {
  const name = `shop_rebuilds_${process.pid}_${Date.now()}`;
  const shops: RunningShop[] = [];
  afterAll(async () => {
    for (const shop of shops) await shop.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    dirs.remove();
  });

  test('an import asks once, one process builds, every process serves the new build', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      SEED_DEMO: '1',
      SEED_PRODUCTS: '20',
      DATA_DIR: join(dirs.root, 'data'),
      DIST_DIR: dirs.dist,
      CATALOG_SNAPSHOT: dirs.snapshot,
      REBUILD_DELAY: '1',
      REBUILD_AT: 'off',
      SITE_URL: '',
    };
    const build = runScript('build.ts', env);
    expect(build.errors).toEqual([]);
    const first = servedBuildId(dirs.dist);
    shops.push(await startShop(env), await startShop(env));
    const homeTag = async (shop: RunningShop) => (await fetch(`${shop.base}/`)).headers.get('etag');
    const before = await homeTag(shops[0] as RunningShop);
    expect(await homeTag(shops[1] as RunningShop)).toBe(before);

    await askForRebuild({ url: env.DATABASE_URL }, 'import');
    await until(() => servedBuildId(dirs.dist) !== first);
    const next = servedBuildId(dirs.dist);
    expect(next).not.toBe(first);
    await until(() => shops.every((s) => s.output().includes(`Now serving the build ${next}`)));
    // The process that did not build saw that a build started after the request.
    await until(() => shops.some((s) => s.output().includes('no other is made')));
    expect(shops.filter((s) => s.output().includes('no other is made'))).toHaveLength(1);
    expect(readBuildLog(dirs.dist).filter((e) => e.trigger === 'import')).toMatchObject([
      { id: next, outcome: 'ok' },
    ]);
    const after = await homeTag(shops[0] as RunningShop);
    expect(after).not.toBe(before);
    expect(await homeTag(shops[1] as RunningShop)).toBe(after);
  }, 300_000);
});
