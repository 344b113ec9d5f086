/**
 * The scratch databases of the benchmarks: an embedded one the catalog benchmarks write into
 * (migrated, with the two currencies the generated catalog, import-bench-catalog.ts, prices in), and
 * a scratch PostgreSQL database on the server BENCH_DATABASE_URL (else TEST_DATABASE_URL) names.
 */
import { join } from 'node:path';
import pg from 'pg';
import { type DbConfig, type DbHandle, openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { currencies } from '../../src/server/db/schema/index.ts';

/** The PostgreSQL server a benchmark may create scratch databases on, if one is named. */
export function benchAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** A new database `name` on the server of `adminUrl`: its URL, and its removal (with its connections). */
export async function scratchPostgres(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Opens a new database ready for the bench catalog: embedded in `scratch`/pglite, or the scratch
 * PostgreSQL database `config` names.
 */
export async function openBenchDatabase(scratch: string, config?: DbConfig): Promise<DbHandle> {
  const handle = await openDatabase(config ?? { dataDir: join(scratch, 'pglite') });
  await migrateDatabase(handle);
  await handle.db.insert(currencies).values([
    { code: 'TRY', name: 'Türk Lirası', exchangeRate: '1', isDefault: true },
    { code: 'USD', name: 'Amerikan Doları', exchangeRate: '34.5' },
  ]);
  return handle;
}
