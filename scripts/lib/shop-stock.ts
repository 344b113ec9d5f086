/**
 * `npm run catalog:stock` run by the shop itself (as shop-import.ts does for the catalog import):
 * while the shop serves the embedded database the command hands it the file's path through the
 * control socket, and the shop applies it on its own handle. No rebuild is asked for: the pages
 * read live price and stock, and the lists follow at once.
 */
import type { Locale } from '../../src/i18n/index.ts';
import { runStock, type StockRunOptions } from '../../src/server/catalog-stock/run-stock.ts';
import type { Database } from '../../src/server/db/client.ts';
import { SHOP_IMPORT_STEP, type ShopImportResult } from './shop-import.ts';

/** The input as sent, checked: a command from another version or by hand is refused in one line. */
export function shopStockInput(input: unknown): StockRunOptions | undefined {
  const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (typeof given.file !== 'string' || !given.file.startsWith('/')) return undefined;
  const locale: Locale = given.locale === 'en' ? 'en' : 'tr';
  return { file: given.file, dryRun: given.dryRun === true, skipInvalid: given.skipInvalid === true, locale };
}

/**
 * Applies the stock file in the shop: the exit code and the report's lines. A file that changes
 * many products is written in steps, so the shop goes on answering meanwhile.
 */
export async function stockInShop(db: Database, input: StockRunOptions): Promise<ShopImportResult> {
  const lines: string[] = [];
  const result = await runStock(db, { ...input, exclusive: false, stepSize: SHOP_IMPORT_STEP }, (line) =>
    lines.push(line),
  );
  return { code: result.code, lines };
}
