/**
 * Applies a stock file's plan (issue 16) in one transaction (in the running shop on the embedded
 * database, a large one in steps: StockWriteOptions): only the rows that change, in batched
 * statements (batch-sql.ts). The catalog import's row triggers step aside (migration 0020) and the
 * sort price is written here from the same formula. A written product forgets its import
 * fingerprint, so that the next catalog import writes its stock and prices again. After the commit
 * the list totals and cached lists of every shop process are dropped (announceCatalogChange): the
 * next list answer shows the new stock and prices, and an order placed after this returns reads the
 * new price in its own transaction.
 */
import { sql } from 'drizzle-orm';
import { type StockPlan, stockSteps } from '../../domain/catalog-import/stock-plan.ts';
import { announceCatalogChange } from '../catalog/announce-catalog-change.ts';
import { batches, deleteWhereIn, insertRows, updateRows } from '../catalog-import/batch-sql.ts';
import { sumChildrenStock } from '../catalog-import/product-rows.ts';
import { ensureReferences } from '../catalog-import/reference-rows.ts';
import { REBUILD_INDEXES_FROM } from '../catalog-import/write-catalog.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { inventory, products, productUnits } from '../db/schema/index.ts';
import { eventLoopTurn } from '../event-loop-turn.ts';
import { withPlainIndexesDropped } from '../seed/bulk-insert.ts';

/**
 * Rows per statement: each statement hashes the whole products (or units) table to join its batch,
 * so a file that changes most of a large catalog is written in a few large statements.
 */
const STOCK_BATCH_ROWS = 25_000;

/** How a stock plan is written. */
export interface StockWriteOptions {
  /**
   * Nobody else uses the database (the embedded one, opened by the command itself): a plan of many
   * products then drops the products' plain indexes and builds them once at the end, as an exclusive
   * catalog import does. Each changed product row is a new row version with an entry in every index:
   * a file changing all of 200,000 products spent 22 s keeping thirteen indexes (two of them
   * trigram) up to date, against 6 s writing without them and 9 s building them again. Not with
   * `stepSize`: the shop reads the lists through them meanwhile.
   */
  exclusive?: boolean;
  /**
   * Changed products from which an exclusive write rebuilds the indexes. By default half of the
   * catalog's products, and at least 20,000: keeping the indexes up costs each changed row, and
   * building them again costs the whole table, so rebuilding pays from about half the catalog.
   */
  rebuildIndexesFrom?: number;
  /**
   * The running shop shares the embedded database: a plan of more products than this is written in
   * steps of this many, each its own transaction, and the shop answers between two (as a large
   * catalog import is: write-catalog.ts).
   */
  stepSize?: number;
}

export async function writeStock(
  db: Database,
  plan: StockPlan,
  options: StockWriteOptions = {},
): Promise<void> {
  if (plan.updated.length === 0) return;
  const { stepSize } = options;
  if (stepSize === undefined || plan.updated.length <= stepSize) {
    const rebuildIndexes =
      options.exclusive === true &&
      plan.updated.length >=
        (options.rebuildIndexesFrom ?? (await rebuildIndexesFrom(db, plan.updated.length)));
    await db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const write = async () => {
        await writeRows(db, plan);
        await sumParents(db, plan.parentSums);
      };
      await (rebuildIndexes ? withPlainIndexesDropped(db, [products], write) : write());
    });
  } else {
    // The file was checked whole before: every step is a whole product's rows, and the parents'
    // sums come last, once all their children are written.
    for (const step of stockSteps(plan, stepSize)) {
      await db.transaction((tx) => writeRows(tx as unknown as Database, step));
      await eventLoopTurn();
    }
    await db.transaction((tx) => sumParents(tx as unknown as Database, plan.parentSums));
  }
  await announceCatalogChange(db);
}

/** The default of StockWriteOptions.rebuildIndexesFrom, counted only for a large enough plan. */
async function rebuildIndexesFrom(db: Database, changed: number): Promise<number> {
  if (changed < REBUILD_INDEXES_FROM) return REBUILD_INDEXES_FROM;
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products`));
  return Math.max(REBUILD_INDEXES_FROM, Math.ceil((row?.n ?? 0) / 2));
}

/** The rows of the plan's products: unit prices, warehouse stock, and the product rows. */
async function writeRows(db: Database, plan: Omit<StockPlan, 'parentSums' | 'unchanged'>): Promise<void> {
  await db.execute(sql`select set_config('shop.catalog_import', 'on', true)`);
  await updateRows(db, productUnits, ['productId', 'unitCode'], ['price'], plan.prices, STOCK_BATCH_ROWS);
  await deleteWhereIn(db, inventory, 'productId', plan.clearWarehouses);
  const refs = await ensureReferences(db, {
    brands: [],
    categoryPaths: [],
    warehouses: new Set(plan.warehouseRows.filter((w) => !w.existing).map((w) => w.warehouse)),
  });
  const rows = (existing: boolean) =>
    plan.warehouseRows
      .filter((w) => w.existing === existing)
      .map((w) => ({
        productId: w.productId,
        warehouseId: refs.warehouse(w.warehouse),
        quantity: w.quantity,
      }));
  await updateRows(db, inventory, ['productId', 'warehouseId'], ['quantity'], rows(true));
  await insertRows(db, inventory, ['productId', 'warehouseId', 'quantity'], rows(false));
  await writeProducts(db, plan);
}

/** The variant parents' stock: the sum of their children's. */
async function sumParents(db: Database, parentIds: readonly number[]): Promise<void> {
  await db.execute(sql`select set_config('shop.catalog_import', 'on', true)`);
  await sumChildrenStock(db, parentIds);
}

/**
 * Each changed product's row written once: its new quantity, and its default unit's new price in
 * the card and as the sort price (either may stay), and its import fingerprint forgotten (the card
 * triggers of migration 0024 step aside for this writer, as the sort price's do). A product row
 * carries many indexes, so one write per row is what keeps a large file fast.
 */
async function writeProducts(
  db: Database,
  plan: Pick<StockPlan, 'quantities' | 'sortPrices' | 'updated'>,
): Promise<void> {
  const quantity = new Map(plan.quantities.map((q) => [q.productId, q.quantity]));
  const defaultPrice = new Map(plan.sortPrices.map((s) => [s.productId, s]));
  for (const batch of batches(plan.updated, STOCK_BATCH_ROWS)) {
    await db.execute(sql`update products p
      set quantity = coalesce(v.quantity, p.quantity), sort_price = coalesce(v.sort_price, p.sort_price),
        card_price = coalesce(v.card_price, p.card_price), import_hash = null
      from unnest(${sql.param(batch)}::integer[],
                  ${sql.param(batch.map((id) => quantity.get(id) ?? null))}::numeric[],
                  ${sql.param(batch.map((id) => defaultPrice.get(id)?.sortPrice ?? null))}::bigint[],
                  ${sql.param(batch.map((id) => defaultPrice.get(id)?.price ?? null))}::bigint[])
        as v(id, quantity, sort_price, card_price)
      where p.id = v.id`);
  }
}
