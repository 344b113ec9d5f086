/**
 * One SQL statement in the running shop's embedded database (its test command, taken only when the
 * shop was started by `npm run test:e2e`: scripts/lib/shop-control.ts), as a writer would run it;
 * the shop then follows as after a catalog change. Gives the statement's rows.
 */
import { askShop } from '../../scripts/lib/shop-control.ts';
import { dbConfigFromEnv } from '../../src/server/config.ts';

export async function inShop<T>(statement: string): Promise<T[]> {
  const config = dbConfigFromEnv();
  if (!('dataDir' in config)) throw new Error('the browser tests run on the embedded database');
  const rows = await askShop(config.dataDir, 'test-sql', statement);
  if (!Array.isArray(rows))
    throw new Error(`the shop did not take the test command: ${JSON.stringify(rows)}`);
  return rows as T[];
}
