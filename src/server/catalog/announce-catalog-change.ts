/**
 * A committed change of the catalog (an import, a stock file), made known to every shop process: this
 * one drops what it keeps at once (catalogChanged, the lists' found-counts), and on PostgreSQL a
 * NOTIFY on `shop_catalog` tells the others, which do the same (followCatalogChanges, wired in by
 * `npm start`). So a list answer of any process shows the change as soon as the writer has returned,
 * not when its cache would have run out.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { catalogChanged } from './catalog-changes.ts';
import { forgetListCounts } from './product-list.ts';

/** The PostgreSQL channel of catalog changes. */
export const CATALOG_CHANNEL = 'shop_catalog';

/** This process's name on the channel: it has followed its own change already. */
const ORIGIN = randomUUID();

/** Drops what this process keeps of `db`'s catalog. */
export async function catalogChangedIn(db: Database): Promise<void> {
  forgetListCounts(db);
  await catalogChanged();
}

/** After a writer's commit: this process follows, and every other process on the database is told. */
export async function announceCatalogChange(db: Database): Promise<void> {
  await catalogChangedIn(db);
  // On the embedded database nobody else listens; a NOTIFY there is harmless.
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${ORIGIN})`);
}

/** The channel handler of a shop process: another process's change is followed here too. */
export function followCatalogChanges(db: Database): Record<string, (payload: string) => void> {
  return {
    [CATALOG_CHANNEL]: (origin) => {
      if (origin !== ORIGIN) void catalogChangedIn(db);
    },
  };
}
