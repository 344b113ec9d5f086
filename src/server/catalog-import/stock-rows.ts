/**
 * The per-warehouse stock of written products (the stock dialog's rows). A file with warehouse
 * stock sets exactly those warehouses' rows; a file with one total drops the breakdown (it would
 * contradict the total); a file without stock leaves the rows as they are.
 */
import { sql } from 'drizzle-orm';
import type { ImportStock } from '../../domain/catalog-import/import-product.ts';
import { toText } from '../../domain/exact.ts';
import type { Database } from '../db/client.ts';
import { inventory } from '../db/schema/index.ts';
import { deleteRows, deleteWhereIn, insertRows, selectWhereIn, updateRows } from './batch-sql.ts';
import type { ReferenceIds } from './reference-rows.ts';

type InventoryRow = typeof inventory.$inferInsert;

interface Stocked {
  productId: number;
  stock: ImportStock;
}

function desiredRows(list: readonly Stocked[], refs: ReferenceIds): InventoryRow[] {
  return list.flatMap(({ productId, stock }) =>
    stock.kind === 'warehouses'
      ? stock.warehouses.map((w) => ({
          productId,
          warehouseId: refs.warehouse(w.name),
          quantity: toText(w.quantity),
        }))
      : [],
  );
}

/** Inserts the warehouse rows of new products. */
export async function insertStock(db: Database, list: readonly Stocked[], refs: ReferenceIds): Promise<void> {
  await insertRows(db, inventory, ['productId', 'warehouseId', 'quantity'], desiredRows(list, refs));
}

/** Brings the warehouse rows of changed products to the file's, rewriting only rows that differ. */
export async function replaceStock(
  db: Database,
  list: readonly Stocked[],
  refs: ReferenceIds,
): Promise<void> {
  await deleteWhereIn(
    db,
    inventory,
    'productId',
    list.filter((p) => p.stock.kind === 'total').map((p) => p.productId),
  );
  const byWarehouses = list.filter((p) => p.stock.kind === 'warehouses');
  const existing = await selectWhereIn<{ productId: number; warehouseId: number; quantity: string }>(
    db,
    inventory,
    sql`product_id as "productId", warehouse_id as "warehouseId", quantity`,
    inventory.productId,
    byWarehouses.map((p) => p.productId),
  );
  const old = new Map(existing.map((r) => [`${r.productId}:${r.warehouseId}`, r]));
  const updates: InventoryRow[] = [];
  const inserts: InventoryRow[] = [];
  for (const row of desiredRows(byWarehouses, refs)) {
    const key = `${row.productId}:${row.warehouseId}`;
    const match = old.get(key);
    old.delete(key);
    if (!match) inserts.push(row);
    else if (toText(match.quantity) !== row.quantity) updates.push(row);
  }
  await deleteRows(db, inventory, ['productId', 'warehouseId'], [...old.values()]);
  await updateRows(db, inventory, ['productId', 'warehouseId'], ['quantity'], updates);
  await insertRows(db, inventory, ['productId', 'warehouseId', 'quantity'], inserts);
}
