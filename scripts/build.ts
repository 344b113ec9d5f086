// npm run build [-- --products N]: snapshot the catalog and build the site into a new folder of
// DIST_DIR, served once it succeeded (an empty database gets the demo shop on the embedded quick
// start or with SEED_DEMO=1; otherwise it stays empty: see prepare-db.ts). While the shop runs on
// the embedded database, the shop builds: this asks it through its control socket.
import { dbConfigFromEnv } from '../src/server/config.ts';
import { buildSite } from './lib/build-site.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';
import { askShop, ShopCommandError } from './lib/shop-control.ts';
import { durationText } from './lib/site-builds/build-record.ts';
import type { SiteBuildResult } from './lib/site-builds/site-build.ts';

const products = positiveInt(
  argValue(process.argv, 'products') ?? process.env.SEED_PRODUCTS,
  2000,
  '--products',
);
const config = dbConfigFromEnv();
if ('dataDir' in config) {
  const asked = await askShop(config.dataDir, 'rebuild', { now: true, trigger: 'manual' }).catch(
    (refused) => {
      if (refused instanceof ShopCommandError) fail(refused.message);
      throw refused;
    },
  );
  if (asked !== undefined) {
    const result = asked as SiteBuildResult;
    if (result.outcome !== 'ok')
      fail(
        `The build failed, the site stays as it was: ${'error' in result ? result.error : result.outcome}`,
      );
    console.log(
      `The running shop built the site in ${durationText(result.ms)} (${result.pages} pages) and serves ${result.id}.`,
    );
    process.exit(0);
  }
}
const figures = await buildSite(products).catch((err: Error) => fail(err.message));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const { precompress, precompressAfterMs } = figures.child;
console.log(
  `Built ${figures.products} product pages (${figures.pages} pages in all) into ${figures.id}: snapshot ${seconds(figures.snapshotMs)}, astro build ${seconds(figures.buildMs)} in ${figures.child.parts} processes, ` +
    `precompression ${seconds(precompressAfterMs)} after it (${precompress.compressed} files compressed, ${precompress.reused} unchanged ones reused)`,
);
