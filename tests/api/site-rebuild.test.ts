import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUILT_SITE_FILE } from '../../scripts/lib/built-site.ts';
import { servedBuildFolder } from '../../scripts/lib/site-builds/build-folders.ts';
import { runScript, scratchFolders, startShop } from './helpers/shop-process.ts';

// The pages name the address they were built for (canonical links, sitemap, share links), while the
// server reads SITE_URL at start: a build made on the quick start and then served with the shop's real
// SITE_URL is built again by npm start, so its links never say localhost on a real host.
const dirs = scratchFolders('site-rebuild');
const env = {
  DATA_DIR: join(dirs.root, 'data'),
  DIST_DIR: dirs.dist,
  CATALOG_SNAPSHOT: dirs.snapshot,
  SEED_PRODUCTS: '20',
  DATABASE_URL: '',
  SEED_DEMO: '',
  SITE_URL: '',
};
const REAL = 'https://magaza.anadoluticaret.com.tr';

/** The canonical link of the home page a shop serves. */
async function canonicalOf(base: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}/`)).text();
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

describe('npm start and the address the build names', () => {
  beforeAll(() => {
    // The quick start's build: no SITE_URL, so its links name http://localhost:4321.
    const build = runScript('build.ts', env);
    expect(build.errors).toEqual([]);
    expect(build.status).toBe(0);
  }, 240_000);
  afterAll(() => dirs.remove());

  test('the build records the address its links name', () => {
    const build = servedBuildFolder(dirs.dist) ?? '';
    const record = join(build, BUILT_SITE_FILE);
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual({ site: 'http://localhost:4321' });
    // Beside the build, never among the files it serves.
    expect(existsSync(join(build, 'client', BUILT_SITE_FILE))).toBe(false);
  });

  test('a start with another SITE_URL builds again, saying so, and the pages name the new address', async () => {
    const shop = await startShop({ ...env, SITE_URL: REAL });
    try {
      expect(shop.output()).toContain(
        `The build's links name http://localhost:4321, not ${REAL} (SITE_URL): building the site again...`,
      );
      expect(await canonicalOf(shop.base)).toBe(`${REAL}/`);
      expect(await (await fetch(`${shop.base}/robots.txt`)).text()).toContain(`${REAL}/sitemap-index.xml`);
    } finally {
      await shop.stop();
    }
    // The next start with the same address serves the build as it is.
    const again = await startShop({ ...env, SITE_URL: `${REAL}/` });
    try {
      expect(again.output()).not.toMatch(/building the site/);
      expect(await canonicalOf(again.base)).toBe(`${REAL}/`);
    } finally {
      await again.stop();
    }
  }, 300_000);
});
