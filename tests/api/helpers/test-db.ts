import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type DbHandle, openDatabase } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import * as schema from '../../../src/server/db/schema/index.ts';

/** The databases the API tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: ReadonlyArray<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let migratedDump: Promise<Blob> | undefined;

// initdb plus migrations costs seconds; do it once per worker and start every test database from its dump.
async function pgliteDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const handle = await openDatabase({ memory: true });
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    return dump;
  })();
  return migratedDump;
}

/** A fresh, migrated, empty database of the kind asked for; close() drops it. */
export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<DbHandle> {
  if (kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: await pgliteDump(), extensions: { pg_trgm } });
    return {
      db: drizzle(client, { schema }) as unknown as Database,
      kind: 'pglite',
      close: () => client.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  return {
    db: handle.db,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
