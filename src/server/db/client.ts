import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  DataFolderInUseError,
  type DataFolderLock,
  type LockHolder,
  lockDataFolder,
} from './data-folder-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database and how to close it. */
export interface DbHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the database is: a PostgreSQL URL, a PGlite data folder, or PGlite in memory (tests). */
export type DbConfig = { url: string } | { dataDir: string } | { memory: true };

/** A configuration problem the shop reports as one clear line instead of a stack trace. */
export class DbConfigError extends Error {
  override name = 'DbConfigError';
}

/** Opens the database: PostgreSQL through `pg` for a URL, else embedded PGlite. */
export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  if ('url' in config) return openPostgres(config.url);
  return openPglite('dataDir' in config ? config.dataDir : undefined);
}

/**
 * The same database through connections that plan named statements once (a generic plan), for the
 * statements whose generic plan is as good as a fresh one; the database itself where there is no
 * such choice (PGlite).
 */
export function planOnce(db: Database): Database {
  return plannedOnce.get(db) ?? db;
}

const plannedOnce = new WeakMap<Database, Database>();

async function openPostgres(url: string): Promise<DbHandle> {
  const size = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const pool = new pg.Pool({ connectionString: url, max: size });
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DbConfigError(`Cannot connect to DATABASE_URL (${redact(url)}): ${(err as Error).message}`);
  }
  // A dropped idle connection must not crash the process; the pool reconnects on the next query.
  pool.on('error', () => {});
  // PostgreSQL plans a named statement again at every call while its plan with the values looks
  // cheaper than the generic one: a category page's spent 1.35 ms planning and 0.9 ms running.
  // Connected on first use, for the category pages only (product-list.ts): the all-products list
  // got ten times slower with a generic plan.
  const genericPool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil(size / 2)),
    options: '-c plan_cache_mode=force_generic_plan',
  });
  genericPool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  plannedOnce.set(db, drizzlePg(genericPool, { schema }) as unknown as Database);
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}

/** The embedded database's folder is open elsewhere: the one line names who holds it. */
export class DatabaseInUseError extends DbConfigError {
  override name = 'DatabaseInUseError';
  /** Who holds the folder. */
  readonly holder: LockHolder;
  constructor(inUse: DataFolderInUseError) {
    super(inUse.message);
    this.holder = inUse.holder;
  }
}

/**
 * PGlite's own start parameters, without full-page writes. PGlite already runs without fsync (its
 * `-F`): what it writes is as safe as the operating system's cache keeps it, and a page can only be
 * torn by the machine stopping, which fsync off gives up to anyway. The full-page images guard
 * against exactly that, and cost the most WAL of a large write: the first change of each page after
 * a checkpoint logs the whole 8 kB page (a stock file of 200,000 rows wrote 150 MB of WAL per 25,000
 * with them, 60 MB without, and took 40% longer).
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'full_page_writes=off'];

// One opener per folder (data-folder-lock.ts): a second PGlite on a live folder can damage it.
async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  let lock: DataFolderLock | undefined;
  if (dataDir) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (err) {
      throw new DbConfigError(`Cannot create the data folder ${dataDir}: ${(err as Error).message}`);
    }
    try {
      lock = lockDataFolder(dataDir);
    } catch (err) {
      if (err instanceof DataFolderInUseError) throw new DatabaseInUseError(err);
      throw new DbConfigError(`Cannot lock the data folder ${dataDir}: ${(err as Error).message}`);
    }
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams: PGLITE_START });
  } catch (err) {
    lock?.release();
    throw new DbConfigError(`Cannot open the embedded database in ${dataDir}: ${(err as Error).message}`);
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close().finally(() => lock?.release()),
  };
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}
