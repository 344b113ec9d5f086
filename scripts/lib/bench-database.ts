/**
 * The scratch embedded database the catalog benchmarks write into: migrated, with the two currencies
 * the generated catalog (import-bench-catalog.ts) prices in.
 */
import { join } from 'node:path';
import { type DbHandle, openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { currencies } from '../../src/server/db/schema/index.ts';

/** Opens a new embedded database in `scratch`/pglite, ready for the bench catalog. */
export async function openBenchDatabase(scratch: string): Promise<DbHandle> {
  const handle = await openDatabase({ dataDir: join(scratch, 'pglite') });
  await migrateDatabase(handle);
  await handle.db.insert(currencies).values([
    { code: 'TRY', name: 'Türk Lirası', exchangeRate: '1', isDefault: true },
    { code: 'USD', name: 'Amerikan Doları', exchangeRate: '34.5' },
  ]);
  return handle;
}
