// npm run seed -- --products N [--seed S]: wipes the configured database (DATABASE_URL, else PGlite under
// DATA_DIR) and fills it with the deterministic demo shop; images go to DATA_DIR/images.
import { dbConfigFromEnv, imagesDir } from '../src/server/config.ts';
import { DbConfigError, type DbHandle, openDatabase, redact } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import {
  DEFAULT_SEED,
  DEFAULT_SEED_PRODUCTS,
  DEMO_CUSTOMER,
  seedDatabase,
} from '../src/server/seed/index.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log('Usage: npm run seed -- [--products N] [--seed S]');
  console.log(`  --products  catalog product rows, variants included (default ${DEFAULT_SEED_PRODUCTS})`);
  console.log(
    `  --seed      generator seed; the same seed and N give the same catalog (default ${DEFAULT_SEED})`,
  );
  process.exit(0);
}
// '200,000' and '200_000' read as 200000.
const products = positiveInt(
  argValue(argv, 'products')?.replace(/,/g, ''),
  DEFAULT_SEED_PRODUCTS,
  '--products',
);
const seed = positiveInt(argValue(argv, 'seed'), DEFAULT_SEED, '--seed');

const config = dbConfigFromEnv();
const where =
  'url' in config ? redact(config.url) : 'dataDir' in config ? `PGlite in ${config.dataDir}` : 'memory';
let handle: DbHandle;
try {
  handle = await openDatabase(config);
} catch (err) {
  if (err instanceof DbConfigError) fail(err.message);
  throw err;
}
try {
  console.log(`Seeding ${products} products into ${where}...`);
  await migrateDatabase(handle);
  const summary = await seedDatabase(handle, { products, seed, imagesDir: imagesDir(), log: console.log });
  console.log('Rows:');
  for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(18)} ${count}`);
  console.log(`Images: ${summary.imageFiles} files in ${imagesDir()}`);
  console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  console.log(`Done in ${(summary.ms / 1000).toFixed(1)} s.`);
} finally {
  await handle.close();
}
