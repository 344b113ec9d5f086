import { dbConfigFromEnv, imagesDir } from '../../src/server/config.ts';
import { DbConfigError, type DbHandle, openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { isSeeded, seedDatabase } from '../../src/server/seed/index.ts';
import { fail } from './cli.ts';

/** What `npm start` and `npm run build` say once about a database they leave empty. */
export const EMPTY_DATABASE_NOTICE =
  'The database is empty, so the shop has no products: run `npm run seed` for the demo shop, then `npm run build` and start again.';

let told = false;

/**
 * Whether `npm start` and `npm run build` fill an empty database with the demo shop: SEED_DEMO=1
 * always, SEED_DEMO=0 never, unset only on the embedded quick start (no DATABASE_URL). A production
 * database never gets the demo data and its published account by accident (SEC-23).
 */
export function seedsDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SEED_DEMO?.trim() ?? '';
  if (value === '1') return true;
  if (value === '0') return false;
  if (value !== '') throw new DbConfigError(`SEED_DEMO must be 1 or 0, not "${env.SEED_DEMO}"`);
  return 'dataDir' in dbConfigFromEnv(env);
}

/**
 * Opens the configured database and applies migrations. An empty database gets the demo shop only
 * where seedsDemo() says so (the embedded quick start, or SEED_DEMO=1); otherwise it stays empty and
 * the notice says how to fill it.
 */
export async function prepareDatabase(seedProducts: number): Promise<DbHandle> {
  let handle: DbHandle;
  let seed: boolean;
  try {
    seed = seedsDemo();
    handle = await openDatabase(dbConfigFromEnv());
  } catch (err) {
    if (err instanceof DbConfigError) fail(err.message);
    throw err;
  }
  await migrateDatabase(handle);
  if (!(await isSeeded(handle))) {
    if (seed) {
      console.log(`Empty database: seeding the demo shop with ${seedProducts} products...`);
      await seedDatabase(handle, { products: seedProducts, imagesDir: imagesDir() });
    } else if (!told) {
      told = true;
      console.log(EMPTY_DATABASE_NOTICE);
    }
  }
  return handle;
}
