import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { servedBuildId } from '../../scripts/lib/site-builds/build-folders.ts';
import { readBuildLog } from '../../scripts/lib/site-builds/build-log.ts';
import { askForRebuild } from '../../scripts/lib/site-builds/rebuild-request.ts';
import { type RunningShop, runScript, scratchFolders, startShop } from './helpers/shop-process.ts';

// Issue 16, items 3 and 5: several shop processes on one PostgreSQL and one DIST_DIR. An import's
// rebuild request reaches them all (NOTIFY); exactly one builds, and every process serves the new
// build. A stock file applied by the command reaches every process's lists at once, though each
// keeps its list answers for ten minutes.
const adminUrl = process.env.TEST_DATABASE_URL;
const dirs = scratchFolders('rebuild-processes');

/** Waits (up to two minutes) until `ready` holds. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 1200 && !ready(); i++) await new Promise((done) => setTimeout(done, 100));
}

describe.runIf(adminUrl)('rebuilds with several processes on one PostgreSQL', () => {
  const name = `shop_rebuilds_${process.pid}_${Date.now()}`;
  const shops: RunningShop[] = [];
  const shared: { env?: Record<string, string> } = {};
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
      // Only the catalog's NOTIFY can make a list answer new within the second test.
      LIST_CACHE_MS: '600000',
    };
    shared.env = env;
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

  test('a stock file applied by the command shows in the lists of every process at once', async () => {
    const env = shared.env as Record<string, string>;
    expect(shops).toHaveLength(2);
    type Item = { code: string; quantity: number };
    const firstPage = async (shop: RunningShop) =>
      ((await (await fetch(`${shop.base}/api/catalog/products?sort=name`)).json()) as { items: Item[] })
        .items;
    // Both processes answer the list, and keep that answer.
    const [item] = await firstPage(shops[0] as RunningShop);
    expect(item).toBeDefined();
    await firstPage(shops[1] as RunningShop);
    const quantity = (item?.quantity ?? 0) + 1234;
    const file = join(dirs.root, 'stok.csv');
    writeFileSync(file, `stok_kodu;stok\n${item?.code};${quantity}\n`);

    const run = runScript('catalog-stock.ts', env, [file]);
    expect(run.errors).toEqual([]);
    expect(run.status).toBe(0);
    // The NOTIFY reaches the other processes a moment after the commit.
    const seen = async () =>
      Promise.all(
        shops.map(async (shop) => (await firstPage(shop)).find((i) => i.code === item?.code)?.quantity),
      );
    let quantities = await seen();
    for (let i = 0; i < 20 && quantities.some((q) => q !== quantity); i++) {
      await new Promise((done) => setTimeout(done, 100));
      quantities = await seen();
    }
    expect(quantities).toEqual([quantity, quantity]);
  }, 120_000);
});
