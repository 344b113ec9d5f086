/**
 * The integration API's stock call (PUT /api/admin/stock, issue 17): a JSON list of `{code, quantity,
 * warehouse?, price?, unit?}` from the ERP, under the stock file's rules (issue 16) — each item is
 * checked as a row of a stock file with the columns stok_kodu, stok, fiyat, birim, depo (amounts as
 * JSON numbers) — and written the same way (write-stock.ts), only what changes. A list with an
 * error is refused whole, each problem named by its item; the write is in the audit log.
 */
import type { StockProblem, StockUpdateAnswer } from '../../contract/admin-stock.ts';
import { STOCK_COLUMNS, type StockColumn, StockFileChecker } from '../../domain/catalog-import/stock-file.ts';
import { planStock } from '../../domain/catalog-import/stock-plan.ts';
import { t } from '../../i18n/index.ts';
import { ActionRefused, type AuditActor, recordAudit } from '../admin/audit-log.ts';
import { announceCatalogChange } from '../catalog/announce-catalog-change.ts';
import type { Database } from '../db/client.ts';
import { addWarehouses, shopProducts } from './stock-products.ts';
import { writeStock } from './write-stock.ts';

/** One item of the list, as the ERP sends it: price without KDV in the product's currency. */
export interface StockItem {
  readonly code: string;
  readonly quantity?: number | undefined;
  readonly warehouse?: string | undefined;
  readonly price?: number | undefined;
  readonly unit?: string | undefined;
}

/** The most items in one call (the ERP sends a larger stock list in several). */
export const STOCK_ITEMS_MAX = 5000;

/** The item field of each stock file column. */
const FIELD_OF: Readonly<Record<StockColumn, keyof StockItem>> = {
  stok_kodu: 'code',
  stok: 'quantity',
  fiyat: 'price',
  birim: 'unit',
  depo: 'warehouse',
};

/** The stock list was refused: every problem, by item (1 = the first). */
export class StockItemsRefused extends ActionRefused {
  readonly problems: readonly StockProblem[];
  constructor(problems: readonly StockProblem[]) {
    super('adminStock.refused', 400, { n: problems.length });
    this.problems = problems;
  }
}

/** Checks and writes a stock list: how many products changed and how many were already so. */
export async function applyStockItems(
  db: Database,
  items: readonly StockItem[],
  actor: AuditActor,
): Promise<StockUpdateAnswer> {
  const known = await shopProducts(db, [...new Set(items.map((i) => i.code.trim()))]);
  const checker = new StockFileChecker((code) => known.get(code), 'point');
  checker.header([...STOCK_COLUMNS]);
  items.forEach((item, i) => {
    checker.row(
      i + 2,
      STOCK_COLUMNS.map((column) => item[FIELD_OF[column]] ?? null),
    );
  });
  const result = checker.finish();
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const problems = errors.map((p) => ({
      item: p.row - 1,
      code: p.code,
      field: p.column === null ? null : (FIELD_OF[p.column as StockColumn] ?? p.column),
      key: `catalogImport.${p.key}`,
      message: t('tr', `catalogImport.${p.key}`, { ...p.params, column: p.column ?? '', value: p.value }),
    }));
    await recordAudit(db, {
      ...actor,
      action: 'stock.update',
      target: 'stock',
      after: { items: items.length, refusedFor: problems.slice(0, 20).map((p) => `${p.item}:${p.key}`) },
      outcome: 'refused',
    });
    throw new StockItemsRefused(problems);
  }
  await addWarehouses(
    db,
    [...new Set(result.lines.filter((l) => l.quantity !== null).map((l) => known.get(l.code)))].filter(
      (p) => p !== undefined,
    ),
  );
  const plan = planStock(result.lines, known);
  await writeStock(db, plan, { stepSize: 2000 });
  if (plan.updated.length > 0) await announceCatalogChange(db);
  await recordAudit(db, {
    ...actor,
    action: 'stock.update',
    target: 'stock',
    after: { items: items.length, updated: plan.updated.length, unchanged: plan.unchanged },
  });
  return { updated: plan.updated.length, unchanged: plan.unchanged };
}
