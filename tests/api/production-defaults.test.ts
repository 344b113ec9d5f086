import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EMPTY_DATABASE_NOTICE } from '../../scripts/lib/prepare-db.ts';
import { DEMO_CUSTOMER } from '../../src/server/seed/index.ts';
import { runScript, scratchFolders, startShop } from './helpers/shop-process.ts';

// SEC-23: the demo data and its published account only on the embedded quick start or when asked.
// A new PostgreSQL database is migrated and left empty, the shop serves it, and says how to fill it.
const dirs = scratchFolders('defaults');
const common = { DIST_DIR: dirs.dist, CATALOG_SNAPSHOT: dirs.snapshot, SEED_PRODUCTS: '20' };
const adminUrl = process.env.TEST_DATABASE_URL;

/** Signs in as the published demo customer: the status of the answer. */
async function demoSignIn(base: string): Promise<number> {
  const res = await fetch(`${base}/api/catalog/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  return res.status;
}

/** What a shopper of an empty shop gets: the home page and the API, never a 500. */
async function expectEmptyShopServes(base: string): Promise<void> {
  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('Öne Çıkan Ürünler');
  for (const path of ['/sepet', '/search?q=kalem', '/account/login', '/no-such-page']) {
    expect((await fetch(`${base}${path}`)).status, path).toBeLessThan(500);
  }
  const products = await fetch(`${base}/api/catalog/products/search?q=kalem`);
  expect(products.status).toBe(200);
  expect(((await products.json()) as { items: unknown[] }).items).toEqual([]);
  for (const path of ['/store', '/cart', '/products', '/product/1', '/auth/session']) {
    expect((await fetch(`${base}/api/catalog${path}`)).status, path).toBeLessThan(500);
  }
  expect(await demoSignIn(base)).toBe(401);
}

describe('production defaults', () => {
  beforeAll(() => {
    // The build of an empty catalog: the embedded database told not to take the demo shop.
    const build = runScript('build.ts', { ...common, DATA_DIR: join(dirs.root, 'build'), SEED_DEMO: '0' });
    expect(build.errors).toEqual([]);
    expect(build.status).toBe(0);
    expect(build.stdout).toContain(EMPTY_DATABASE_NOTICE);
    expect(build.stdout).toContain('Built 0 product pages');
  }, 180_000);
  afterAll(() => dirs.remove());

  test.runIf(adminUrl)(
    'a new PostgreSQL database is migrated, stays empty, serves, and says how to fill it',
    async () => {
      const name = `shop_defaults_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      const shop = await startShop({ ...common, DATABASE_URL: url.toString(), SEED_DEMO: '' });
      try {
        expect(shop.output().split('\n')).toContain(EMPTY_DATABASE_NOTICE);
        expect(shop.output().split(EMPTY_DATABASE_NOTICE)).toHaveLength(2);
        await expectEmptyShopServes(shop.base);
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        try {
          const counts = await db.query(
            `select (select count(*) from products)::int as products, (select count(*) from customers)::int as customers,
                  (select count(*) from store)::int as store, (select count(*) from orders)::int as orders,
                  (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
          );
          // No demo shop, no demo customer; the migrations ran.
          expect(counts.rows[0]).toMatchObject({ products: 0, customers: 0, store: 0, orders: 0 });
          expect(counts.rows[0].migrations).toBeGreaterThan(0);
        } finally {
          await db.end();
        }
      } finally {
        await shop.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );

  test('SEED_DEMO=0 keeps even the embedded database empty, with the same notice', async () => {
    const shop = await startShop({ ...common, DATA_DIR: join(dirs.root, 'empty'), SEED_DEMO: '0' });
    try {
      expect(shop.output()).toContain(EMPTY_DATABASE_NOTICE);
      await expectEmptyShopServes(shop.base);
    } finally {
      await shop.stop();
    }
  });

  test('the embedded quick start still seeds the demo shop and its customer', async () => {
    const shop = await startShop({ ...common, DATA_DIR: join(dirs.root, 'quick'), SEED_DEMO: '' });
    try {
      expect(shop.output()).toContain('Empty database: seeding the demo shop with 20 products...');
      expect(shop.output()).not.toContain(EMPTY_DATABASE_NOTICE);
      expect(await demoSignIn(shop.base)).toBe(200);
    } finally {
      await shop.stop();
    }
  });

  test('a SEED_DEMO that is neither 1 nor 0 stops npm start in one line', () => {
    const run = runScript('start.ts', { ...common, DATA_DIR: join(dirs.root, 'typo'), SEED_DEMO: 'yes' });
    expect(run.status).toBe(1);
    expect(run.errors).toEqual(['Error: SEED_DEMO must be 1 or 0, not "yes"']);
  });
});
