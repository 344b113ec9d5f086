/**
 * `npm run catalog:stock`'s work, apart from opening the database (issue 16, "Fast stock and price
 * updates"): read the stock file through the catalog import's spreadsheet reader, check every row
 * against the shop's products, refuse the file whole on errors (unless skipInvalid), apply only
 * what changes, and report in Turkish or English. No rebuild: the pages' islands read live price
 * and stock, and the lists follow at once (write-stock.ts).
 */
import { type StockCheckResult, StockFileChecker } from '../../domain/catalog-import/stock-file.ts';
import type { StockProductNow } from '../../domain/catalog-import/stock-plan.ts';
import { planStock } from '../../domain/catalog-import/stock-plan.ts';
import { type Locale, t } from '../../i18n/index.ts';
import { problemText } from '../catalog-import/problem-text.ts';
import { readSpreadsheet, type SheetOptions } from '../catalog-import/spreadsheet-rows.ts';
import type { Database } from '../db/client.ts';
import { addWarehouses, shopProducts } from './stock-products.ts';
import { type StockWriteOptions, writeStock } from './write-stock.ts';

/** The file and its report; how it is written (in steps, or exclusive): StockWriteOptions. */
export interface StockRunOptions extends StockWriteOptions {
  file: string;
  dryRun: boolean;
  skipInvalid: boolean;
  locale: Locale;
}

export interface StockRunResult {
  /** 0 done, 1 refused (nothing written). */
  code: 0 | 1;
  updated: number;
  unchanged: number;
  refused: number;
}

/** Reads and checks a stock file against the shop's products (`known`, by `stok_kodu`). */
export async function readStockFile(
  known: ReadonlyMap<string, StockProductNow>,
  file: string,
  options: SheetOptions = {},
): Promise<StockCheckResult> {
  let checker: StockFileChecker | undefined;
  const read = await readSpreadsheet(file, options, (style) => {
    checker = new StockFileChecker((code) => known.get(code), style);
    return checker;
  });
  if (read.outcome === 'refused')
    return { lines: [], problems: [read.problem], refusedCodes: [], rows: 0, style: 'comma' };
  const result = (checker as StockFileChecker).finish();
  return read.outcome === 'header-refused' ? { ...result, lines: [] } : result;
}

export async function runStock(
  db: Database,
  options: StockRunOptions,
  out: (line: string) => void,
): Promise<StockRunResult> {
  const { locale } = options;
  const started = Date.now();
  out(t(locale, 'catalogImport.cli.reading', { file: options.file }));
  const known = await shopProducts(db);
  const result = await readStockFile(known, options.file);
  const errors = result.problems.filter((p) => p.severity === 'error');
  const warnings = result.problems.filter((p) => p.severity === 'warning');
  for (const [heading, list] of [
    ['catalogImport.cli.warningsHeading', warnings],
    ['catalogImport.cli.errorsHeading', errors],
  ] as const) {
    if (list.length === 0) continue;
    out(t(locale, heading, { n: list.length }));
    for (const p of list) out(`  ${problemText(locale, p)}`);
  }
  const refused = result.refusedCodes.length + errors.filter((p) => p.code === null && p.row > 0).length;
  const summary = (updated: number, unchanged: number) =>
    t(locale, 'catalogImport.stock.summary', {
      updated,
      unchanged,
      refused,
      seconds: ((Date.now() - started) / 1000).toFixed(1),
    });
  // An error of the file itself (a missing column) refuses it even with skipInvalid.
  const fileError = errors.some((p) => p.code === null && p.row <= 1);
  if (errors.length > 0 && (!options.skipInvalid || fileError)) {
    out(t(locale, 'catalogImport.cli.refusedWhole'));
    out(summary(0, 0));
    return { code: 1, updated: 0, unchanged: 0, refused };
  }
  if (errors.length > 0) out(t(locale, 'catalogImport.cli.skipped', { n: refused }));
  // Only the products given stock by warehouse or total need their warehouse rows.
  await addWarehouses(db, [
    ...new Set(
      result.lines.filter((l) => l.quantity !== null).map((l) => known.get(l.code) as StockProductNow),
    ),
  ]);
  const plan = planStock(result.lines, known);
  if (options.dryRun) out(t(locale, 'catalogImport.cli.dryRun'));
  else await writeStock(db, plan, options);
  out(summary(plan.updated.length, plan.unchanged));
  return { code: 0, updated: plan.updated.length, unchanged: plan.unchanged, refused };
}
