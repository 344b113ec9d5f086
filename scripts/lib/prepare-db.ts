import { dbConfigFromEnv, imagesDir } from '../../src/server/config.ts';
import { DbConfigError, type DbHandle, openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { isSeeded, seedDatabase } from '../../src/server/seed/index.ts';
import { fail } from './cli.ts';

/** Opens the configured database, applies migrations and seeds the demo shop when it is empty. */
export async function prepareDatabase(seedProducts: number): Promise<DbHandle> {
  let handle: DbHandle;
  try {
    handle = await openDatabase(dbConfigFromEnv());
  } catch (err) {
    if (err instanceof DbConfigError) fail(err.message);
    throw err;
  }
  await migrateDatabase(handle);
  if (!(await isSeeded(handle))) {
    console.log(`Empty database: seeding the demo shop with ${seedProducts} products...`);
    await seedDatabase(handle, { products: seedProducts, imagesDir: imagesDir() });
  }
  return handle;
}
