/**
 * How an owner's command reaches the database: it opens the configured one, except while the shop
 * serves the embedded database (its one opener); then the shop runs the command on its own handle
 * through the control socket (shop-control.ts), and the command gets the shop's answer.
 */
import {
  type Database,
  DatabaseInUseError,
  type DbConfig,
  DbConfigError,
  openDatabase,
} from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { fail } from './cli.ts';
import { askShop, type ShopCommand, ShopCommandError } from './shop-control.ts';

/**
 * Runs `run` on the configured database (migrated first), or asks the running shop to run `command`
 * with `input` (after `viaShop()`, which says so). The answer either way.
 */
export async function onDatabaseOrShop<R>(
  config: DbConfig,
  command: ShopCommand,
  input: unknown,
  run: (db: Database) => Promise<R>,
  viaShop: () => void = () => {},
): Promise<R> {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(config);
  } catch (err) {
    if (err instanceof DatabaseInUseError && 'dataDir' in config) {
      viaShop();
      const answer = await askShop(config.dataDir, command, input).catch((refused) => {
        if (refused instanceof ShopCommandError) fail(refused.message);
        throw refused;
      });
      // Another command holds the folder and no shop answers: a second opener could damage it.
      if (answer === undefined) fail(err.message);
      return answer as R;
    }
    if (err instanceof DbConfigError) fail(err.message);
    throw err;
  }
  try {
    await migrateDatabase(handle);
    return await run(handle.db);
  } finally {
    await handle.close().catch(() => undefined);
  }
}
