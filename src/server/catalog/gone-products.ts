/**
 * The products whose built page must answer 410 Gone (src/domain/catalog/gone-products.ts), kept in
 * memory so that no page request queries the database for it: read at start, again every
 * `everyMs` (GONE_REFRESH_MS, default 10 s: how soon another process's change shows), and at once
 * when this process changes the catalog (catalogChanged()).
 *
 * On the global object: the shop's server (scripts/start.ts) and the Astro pages it renders (their
 * own copy of this module) read the same state.
 */
import { and, isNull, not, sql } from 'drizzle-orm';
import {
  type CatalogState,
  EMPTY_CATALOG_STATE,
  nextCatalogState,
} from '../../domain/catalog/gone-products.ts';
import { listPagePath } from '../../domain/site-paths.ts';
import type { Database } from '../db/client.ts';
import { jsonRows } from '../db/rows.ts';
import { catalogVersion, categories, products } from '../db/schema/index.ts';
import { onCatalogChange } from './catalog-changes.ts';

/** A gone product as its 410 page shows it: the locale-free path of its category list, if any. */
export interface GonePage {
  categoryPath: string | null;
}

interface Held {
  state: CatalogState;
  categoryUrls: ReadonlyMap<number, string>;
  /** The top-level products' count and id sum at the last read. */
  fingerprint: string;
  /** The catalog's change counter (catalog_version) read before the last read, and of which database. */
  version: number | undefined;
  db: Database;
}

const key = Symbol.for('shop.goneProducts');
const holder = globalThis as { [key]?: Held };

/** The gone product of this id, or undefined when it is on sale or was never known. */
export function goneProduct(id: number): GonePage | undefined {
  const held = holder[key];
  const gone = held?.state.gone.get(id);
  if (!held || !gone) return undefined;
  const url = gone.categoryId === null ? undefined : held.categoryUrls.get(gone.categoryId);
  return { categoryPath: url === undefined ? null : listPagePath(url) };
}

/**
 * Reads the inactive top-level products, and every top-level product's category when their set may
 * have changed (another count or id sum than at the last read), and keeps the gone products. At
 * 200,000 products on the embedded database: about 0.2 s, and 0.4 s when all are read again; on
 * PostgreSQL 0.7 s. Nothing is read while the catalog's change counter stands where it stood at
 * the last read (one row: migration 0023), which is most of the polls.
 */
export async function refreshGoneProducts(db: Database): Promise<void> {
  const previous = holder[key];
  // Read before the products: a change committed in between is read now and again at the next poll.
  const [counter] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  const version = counter?.version;
  if (previous?.db === db && version !== undefined && previous.version === version) return;
  const inactiveTopLevel = and(isNull(products.parentId), not(products.isActive));
  const [inactive, [count], categoryRows] = await Promise.all([
    db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inactiveTopLevel),
    db
      .select({ value: sql<string>`count(*) || ':' || coalesce(sum(${products.id}), 0)` })
      .from(products)
      .where(isNull(products.parentId)),
    db.select({ id: categories.id, url: categories.url }).from(categories),
  ]);
  const fingerprint = count?.value ?? '';
  const all = previous?.fingerprint === fingerprint ? undefined : await everyProduct(db);
  holder[key] = {
    state: nextCatalogState({ inactive, ...(all ? { all } : {}) }, previous?.state ?? EMPTY_CATALOG_STATE),
    categoryUrls: new Map(categoryRows.map((c) => [c.id, c.url])),
    fingerprint,
    version,
    db,
  };
}

/** Every top-level product's category, read as one text (200,000 rows as rows cost ten times more). */
async function everyProduct(db: Database): Promise<Map<number, number | null>> {
  const rows = await jsonRows<[id: number, categoryId: number | null]>(
    db,
    sql`id, category_id`,
    sql`from products where parent_id is null`,
  );
  return new Map(rows);
}

/** Forgets every gone product (tests, and a process that closes its database). */
export function forgetGoneProducts(): void {
  holder[key] = undefined;
}

/**
 * Keeps the gone products current: reads them now, every `everyMs`, and whenever this process
 * changes the catalog. A failed read keeps the last state (and says so once per failure).
 */
export async function watchGoneProducts(db: Database, everyMs: number): Promise<{ stop(): void }> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const read = () =>
    refreshGoneProducts(db).catch((err: Error) =>
      console.error(`Reading the gone products failed: ${err.message}`),
    );
  const refresh = (): Promise<void> => {
    if (!running) {
      running = read().finally(() => {
        running = undefined;
      });
      return running;
    }
    // A change told while a read runs may have come after that read began: one more read follows.
    queued ??= running.then(() => {
      queued = undefined;
      return refresh();
    });
    return queued;
  };
  await refresh();
  const timer = everyMs > 0 ? setInterval(refresh, everyMs) : undefined;
  timer?.unref();
  const unsubscribe = onCatalogChange(refresh);
  return {
    stop() {
      if (timer) clearInterval(timer);
      unsubscribe();
    },
  };
}
