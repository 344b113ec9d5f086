import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildsRoot, servedBuildId } from '../../scripts/lib/site-builds/build-folders.ts';
import {
  type RunningShop,
  runScript,
  runScriptAsync,
  scratchFolders,
  startShop,
} from './helpers/shop-process.ts';

// Issue 16, items 4 and 5: the owner rebuilds the site while shoppers browse. Every page keeps
// answering from the previous build until the new one is whole, a failed build leaves the site as it
// was, build:rollback serves the previous build again, and an import's rebuild request is built after
// REBUILD_DELAY, all in the running shop on the embedded database, which nothing else opens.
const dirs = scratchFolders('rebuild-without-gap');
const data = join(dirs.root, 'data');
const failFlag = join(dirs.root, 'fail-the-next-build');
const env = {
  DATA_DIR: data,
  DIST_DIR: dirs.dist,
  CATALOG_SNAPSHOT: dirs.snapshot,
  SEED_PRODUCTS: '20',
  DATABASE_URL: '',
  SEED_DEMO: '',
  SITE_URL: '',
  REBUILD_DELAY: '1',
  // Tests only: the build's child fails after Astro wrote its files while this file exists.
  SHOP_TEST_FAIL_BUILD_IF: failFlag,
};
/** A build's duration as build:status prints it: `42.5 s`, or `1 min 7 s` on a slow machine. */
const DURATION = '(?:\\d+ min \\d+ s|[\\d.]+ s)';
let shop: RunningShop;
/** Paths a shopper asks for and the status each must answer. */
let visits: [string, number][];

async function etagOf(path: string): Promise<string | null> {
  return (await fetch(`${shop.base}${path}`, { method: 'HEAD' })).headers.get('etag');
}

/** Asks for every visit path again and again until `until` settles; gives what each answer was. */
async function browseDuring<T>(
  until: Promise<T>,
): Promise<{ result: T; answers: string[]; homeTags: Set<string> }> {
  let done = false;
  let rounds = 0;
  const answers: string[] = [];
  const homeTags = new Set<string>();
  const walking = (async () => {
    while (!done) {
      for (const [path, expected] of visits) {
        const res = await fetch(`${shop.base}${path}`);
        await res.arrayBuffer();
        answers.push(`${path} ${res.status === expected ? 'as expected' : `answered ${res.status}`}`);
        if (path === '/') homeTags.add(res.headers.get('etag') ?? '');
      }
      rounds += 1;
      // A few shoppers, not a load test.
      await new Promise((next) => setTimeout(next, 25));
    }
  })();
  const result = await until;
  // Two more whole rounds: what shoppers get once it is over.
  const last = rounds + 2;
  while (rounds < last) await new Promise((next) => setTimeout(next, 10));
  done = true;
  await walking;
  return { result, answers, homeTags };
}

function status(): string {
  const run = runScript('build-status.ts', env);
  expect(run.errors).toEqual([]);
  return run.stdout;
}

describe('a rebuild never takes the site down', () => {
  beforeAll(async () => {
    const build = runScript('build.ts', env);
    expect(build.errors).toEqual([]);
    expect(build.status).toBe(0);
    shop = await startShop(env);
    const home = await (await fetch(`${shop.base}/`)).text();
    const product = /href="(\/[a-z0-9-]+-p-\d+)"/.exec(home)?.[1];
    const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(home)?.[1];
    expect(product).toBeDefined();
    expect(asset).toBeDefined();
    visits = [
      ['/', 200],
      ['/en/', 200],
      [product ?? '', 200],
      [`/en${product}`, 200],
      [asset ?? '', 200],
      ['/robots.txt', 200],
      ['/api/catalog/products', 200],
      ['/boyle-bir-sayfa-yok', 404],
      ['/en/no-such-page', 404],
    ];
  }, 300_000);

  afterAll(async () => {
    await shop?.stop();
    dirs.remove();
  });

  test('npm run build while the shop runs: the shop builds, every page answers throughout, then the new build', async () => {
    const before = servedBuildId(dirs.dist);
    const oldHome = await etagOf('/');
    const { result, answers, homeTags } = await browseDuring(runScriptAsync('build.ts', env));
    expect(result.errors).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/The running shop built the site in .* \(\d+ pages\) and serves /);
    // Enough rounds to have asked before, during and after the switch.
    expect(answers.length).toBeGreaterThan(visits.length * 5);
    expect(answers.filter((a) => !a.endsWith('as expected'))).toEqual([]);
    const after = servedBuildId(dirs.dist);
    expect(after).not.toBe(before);
    const newHome = await etagOf('/');
    expect(newHome).not.toBe(oldHome);
    // The shoppers saw the old build, then the new one, and nothing in between.
    expect([...homeTags].sort()).toEqual([oldHome, newHome].sort());
    expect(status()).toContain(`Served build:    ${after}`);
    expect(status()).toContain(`Rollback target: ${before} (npm run build:rollback)`);
  }, 240_000);

  test('a failed build leaves the site as it was and removes its half-done folder', async () => {
    const served = servedBuildId(dirs.dist);
    const home = await etagOf('/');
    const folders = readdirSync(buildsRoot(dirs.dist)).sort();
    writeFileSync(failFlag, '');
    try {
      const { result, answers } = await browseDuring(runScriptAsync('build.ts', env));
      expect(result.status).toBe(1);
      expect(result.errors).toEqual([
        `Error: The build failed, the site stays as it was: The build was made to fail (${failFlag} exists)`,
      ]);
      expect(answers.filter((a) => !a.endsWith('as expected'))).toEqual([]);
    } finally {
      rmSync(failFlag);
    }
    expect(servedBuildId(dirs.dist)).toBe(served);
    expect(await etagOf('/')).toBe(home);
    expect(readdirSync(buildsRoot(dirs.dist)).sort()).toEqual(folders);
    expect(status()).toMatch(new RegExp(` manual +${DURATION} +- +\\S+ +failed: The build was made to fail`));
  }, 240_000);

  test('npm run build:rollback serves the previous build again, and the running shop follows', async () => {
    const served = servedBuildId(dirs.dist) ?? '';
    const home = await etagOf('/');
    const [previous] = status().match(/(?<=Rollback target: )\S+/) ?? [];
    const rollback = runScript('build-rollback.ts', env);
    expect(rollback.errors).toEqual([]);
    expect(rollback.stdout).toContain(`Now serving the build ${previous} (was ${served}).`);
    expect(servedBuildId(dirs.dist)).toBe(previous);
    // The shop follows the pointer within about a second: ask until it does.
    let now = home;
    for (let i = 0; i < 50 && now === home; i++) {
      await new Promise((done) => setTimeout(done, 100));
      now = await etagOf('/');
    }
    expect(now).not.toBe(home);
    expect(status()).toContain(`Served build:    ${previous}`);
    expect(status()).toContain('Rollback target: none');
  });

  test('npm run catalog:import while the shop runs: the shop imports, the new product is served at once, and built REBUILD_DELAY later', async () => {
    const before = servedBuildId(dirs.dist);
    const file = join(dirs.root, 'yeni-urunler.csv');
    writeFileSync(
      file,
      [
        'stok_kodu;urun_adi;kategori;kdv;para_birimi;birim;fiyat;stok',
        'TRM-900;Termos Çelik 900 ml;Mutfak;20;TL;ADET;349,90;25',
      ].join('\r\n'),
    );
    const { result, answers } = await browseDuring(runScriptAsync('catalog-import.ts', env, [file]));
    expect(result.errors).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Mağaza çalışıyor: dosyayı mağaza kendi veritabanı bağlantısıyla alıyor');
    expect(result.stdout).toMatch(
      /Oluşturulan: 1, güncellenen: 0, değişmeyen: 0, pasife alınan: 0, reddedilen: 0/,
    );
    expect(result.stdout).toMatch(/Site \d\d:\d\d sularında \(İstanbul saati\) yeniden oluşturulacak/);
    expect(answers.filter((a) => !a.endsWith('as expected'))).toEqual([]);

    // Before the rebuild: the product is in the lists and its page is made on demand, in both languages.
    const found = (await (await fetch(`${shop.base}/api/catalog/products/search?q=termos`)).json()) as {
      items: { id: number; seo: string; name: string }[];
    };
    const termos = found.items.find((p) => p.name === 'Termos Çelik 900 ml');
    expect(termos).toBeDefined();
    const path = `/${termos?.seo}-p-${termos?.id}`;
    for (const page of [path, `/en${path}`]) {
      const res = await fetch(`${shop.base}${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await res.text()).toContain('Termos Çelik 900 ml');
    }

    // The import asked for a rebuild: built after REBUILD_DELAY, recorded as an import, then static.
    let after = before;
    for (let i = 0; i < 1200 && after === before; i++) {
      await new Promise((done) => setTimeout(done, 100));
      after = servedBuildId(dirs.dist);
    }
    expect(after).not.toBe(before);
    expect(status()).toMatch(new RegExp(` import +${DURATION} +\\d+ +${after} \\(served\\) +ok`));
    // Now a page of the build: its file is there, and it is no longer made on demand.
    expect(existsSync(join(buildsRoot(dirs.dist), after ?? '', 'client', path, 'index.html'))).toBe(true);
    const built = await fetch(`${shop.base}${path}`);
    expect(built.status).toBe(200);
    expect(built.headers.get('cache-control')).not.toBe('public, max-age=60');
    expect(await built.text()).toContain('Termos Çelik 900 ml');
  }, 240_000);
});
