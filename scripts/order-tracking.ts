// npm run order:tracking -- --order SP… --carrier "Yurtiçi Kargo" --number 123456789 [--line N]: sets the
// carrier and tracking number on an order's product lines (all, or the Nth) in the configured database
// (DATABASE_URL, else PGlite under DATA_DIR). The customer then sees 'Kargo Takip' and the tracking link.
// While the shop serves the embedded database, the shop sets it (scripts/lib/shop-control.ts).
import { CARRIERS } from '../src/domain/orders/carriers.ts';
import { dbConfigFromEnv } from '../src/server/config.ts';
import { DatabaseInUseError, DbConfigError, type DbHandle, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { setOrderTracking, TrackingError, type TrackingResult } from '../src/server/orders/order-tracking.ts';
import { argValue, fail, positiveInt } from './lib/cli.ts';
import { askShop, ShopCommandError } from './lib/shop-control.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log('Usage: npm run order:tracking -- --order SP… --carrier NAME --number TRACKING_NO [--line N]');
  console.log(
    `  --carrier  one of: ${Object.values(CARRIERS)
      .map((c) => c.name)
      .join(', ')}`,
  );
  console.log('  --line     only the Nth product line of the order (default: every product line)');
  process.exit(0);
}
const orderNo = argValue(argv, 'order');
const carrier = argValue(argv, 'carrier');
const number = argValue(argv, 'number');
if (!orderNo || !carrier || !number) fail('--order, --carrier and --number are required (see --help)');
const lineArg = argValue(argv, 'line');
const line = lineArg === undefined ? undefined : positiveInt(lineArg, 1, '--line');

const request = { orderNo, carrier, number, line };
const config = dbConfigFromEnv();

/** Prints what was set, for the owner. */
function report(result: TrackingResult): void {
  console.log(`${result.orderNo}: ${result.carrierName} ${number} on ${result.lines.length} line(s):`);
  for (const l of result.lines) console.log(`  ${l.code}  ${l.name}`);
  console.log(`Tracking link: ${result.trackingUrl}`);
}

let handle: DbHandle;
try {
  handle = await openDatabase(config);
} catch (err) {
  // The shop serves this embedded database: it sets the tracking itself, through its control socket.
  if (err instanceof DatabaseInUseError && 'dataDir' in config) {
    const result = await askShop(config.dataDir, 'order-tracking', request).catch((refused) => {
      if (refused instanceof ShopCommandError) fail(refused.message);
      throw refused;
    });
    if (result === undefined) fail(err.message);
    report(result as TrackingResult);
    process.exit(0);
  }
  if (err instanceof DbConfigError) fail(err.message);
  throw err;
}
try {
  await migrateDatabase(handle);
  report(await setOrderTracking(handle.db, request));
} catch (err) {
  if (err instanceof TrackingError) {
    await handle.close();
    fail(err.message);
  }
  throw err;
} finally {
  await handle.close().catch(() => undefined);
}
