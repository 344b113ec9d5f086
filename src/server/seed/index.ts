/**
 * The demo data seed: wipes the database and fills it with a deterministic Turkish shop of N products
 * (same N, same catalog), its settings, store, payment plans, the demo customer with orders and
 * reviews, and the locally generated product images.
 */

import { getTableName, is, sql } from 'drizzle-orm';
import { isPgSequence, PgTable } from 'drizzle-orm/pg-core';
import { parseSettings } from '../../domain/settings.ts';
import { hashPassword } from '../auth/password.ts';
import { withSortKeyTriggersOff } from '../catalog/sort-keys.ts';
import type { Database, DbHandle } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import * as schema from '../db/schema/index.ts';
import { settings as settingsTable } from '../db/schema/index.ts';
import { syncIdSequences } from './bulk-insert.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_CUSTOMER, seedCustomer } from './customers.ts';
import { generateImages } from './images.ts';
import { seedOrders } from './orders.ts';
import { CARD_LOGOS, STORE, seedShop } from './shop.ts';
import { CATEGORY_TREE } from './vocabulary-categories.ts';
import { seedWishlist } from './wishlist.ts';

export { DEMO_CUSTOMER } from './customers.ts';

/** The default catalog size of `npm run seed` and of a first start. */
export const DEFAULT_SEED_PRODUCTS = 2000;
/** The seed of the generator; the same value always gives the same catalog. */
export const DEFAULT_SEED = 20_260_101;

/** Options of seedDatabase. */
export interface SeedOptions {
  /** Number of catalog product rows (variant parents and children included; the shipping product not). */
  readonly products: number;
  /** Where the generated images go (imagesDir() of the configuration). */
  readonly imagesDir: string;
  readonly log?: (line: string) => void;
  /** Generator seed (default DEFAULT_SEED). */
  readonly seed?: number;
  /** The seed's "today": campaign dates, order dates and product creation times are relative to it. */
  readonly now?: Date;
}

/** What was seeded: row counts per table and the time taken. */
export interface SeedSummary {
  readonly counts: Readonly<Record<string, number>>;
  readonly imageFiles: number;
  readonly ms: number;
}

/** Every table of the schema. */
export const allTables = (Object.values(schema) as unknown[]).filter((v) => is(v, PgTable)) as PgTable[];

/** Deletes every row of every table and restarts the id sequences and the schema's own sequences (order numbers). */
export async function wipeDatabase(db: Database): Promise<void> {
  const names = allTables.map((t) => `"${getTableName(t)}"`).join(', ');
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  for (const sequence of Object.values(schema as Record<string, unknown>).filter(isPgSequence)) {
    if (sequence.seqName) await db.execute(sql.raw(`alter sequence "${sequence.seqName}" restart`));
  }
}

/** Whether the database already holds a shop (a store row or any product). */
export async function isSeeded(handle: DbHandle): Promise<boolean> {
  const result = await handle.db.execute(
    sql`select (exists(select 1 from store) or exists(select 1 from products)) as seeded`,
  );
  return rowsOf<{ seeded: boolean }>(result)[0]?.seeded === true;
}

/** Wipes the database and seeds the demo shop in one transaction; images are written first. */
export async function seedDatabase(handle: DbHandle, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const products = Math.floor(options.products);
  if (!Number.isSafeInteger(products) || products < 0)
    throw new RangeError(`Bad product count: ${options.products}`);

  const files = await generateImages(options.imagesDir, CATEGORY_TREE, STORE.name, CARD_LOGOS);
  log(`Images: ${files.length} files in ${options.imagesDir} (${Date.now() - started} ms)`);
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);

  const counts: Record<string, number> = {};
  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await wipeDatabase(db);
    const catalog = await withSortKeyTriggersOff(db, () =>
      seedCatalog(db, { products, seed, storeName: STORE.name, now, log }),
    );
    Object.assign(counts, catalog.counts);
    Object.assign(counts, await seedShop(db, catalog.shippingProductId));
    const rows = await db.select().from(settingsTable);
    const shopSettings = parseSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
    const customer = await seedCustomer(db, passwordHash, now);
    Object.assign(counts, customer.counts);
    const orderCounts = await seedOrders(db, {
      seed,
      now,
      customer,
      settings: shopSettings,
      orderable: catalog.orderable,
      orderableForeign: catalog.orderableForeign,
    });
    Object.assign(counts, orderCounts);
    Object.assign(counts, await seedWishlist(db, customer.customerId, catalog.orderable));
    await syncIdSequences(db, allTables);
  });
  // Planner statistics matter at 200,000 products; a fresh bulk load has none yet.
  await handle.db.execute(sql`analyze`);
  return { counts, imageFiles: files.length, ms: Date.now() - started };
}
