/**
 * How `npm run catalog:import` and `npm run catalog:stock` reach the database: they open the
 * configured one, except while the shop serves the embedded database (its one opener). Then the
 * shop runs the command on its own handle through the control socket (shop-control.ts), and the
 * command prints the shop's report and ends with its exit code.
 */

import type { Locale } from '../../src/i18n/index.ts';
import { t } from '../../src/i18n/index.ts';
import type { DbConfig } from '../../src/server/db/client.ts';
import {
  DatabaseInUseError,
  DbConfigError,
  type DbHandle,
  openDatabase,
} from '../../src/server/db/client.ts';
import { fail } from './cli.ts';
import { askShop, ShopCommandError } from './shop-control.ts';
import type { ShopImportResult } from './shop-import.ts';

/** The database handle for a catalog command; never returns when the running shop ran it instead. */
export async function openOrHandToShop(
  config: DbConfig,
  command: 'catalog-import' | 'catalog-stock',
  request: { locale: Locale },
  viaShop: 'catalogImport.cli.viaShop' | 'catalogImport.stock.viaShop',
): Promise<DbHandle> {
  const lang = request.locale;
  try {
    return await openDatabase(config);
  } catch (err) {
    // The shop serves this embedded database: it runs the command itself, through its control socket.
    if (err instanceof DatabaseInUseError && 'dataDir' in config) {
      console.log(t(lang, viaShop));
      const answer = (await askShop(config.dataDir, command, request).catch((refused) => {
        if (refused instanceof ShopCommandError) fail(refused.message);
        throw refused;
      })) as ShopImportResult | undefined;
      // Another command holds the folder and no shop answers: a second opener could damage it.
      if (answer === undefined) fail(`${t(lang, 'catalogImport.cli.shopRunning')}\n${err.message}`);
      for (const line of answer.lines) console.log(line);
      process.exit(answer.code);
    }
    if (err instanceof DbConfigError) fail(err.message);
    throw err;
  }
}
