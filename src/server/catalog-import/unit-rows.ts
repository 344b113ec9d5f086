/**
 * The units of written products. A unit is matched by its code (ADET, KOLİ), so a cart line that
 * points at a unit keeps pointing at it through every import. A unit the file no longer names is
 * removed, with the cart lines that chose it (cart_items.unit_id has no foreign key; a cart line
 * must not point at a unit that is gone); order lines copy the unit's code and multiplier, so orders
 * are untouched.
 */
import { sql } from 'drizzle-orm';
import type { ImportUnit } from '../../domain/catalog-import/import-product.ts';
import { toText } from '../../domain/exact.ts';
import type { Database } from '../db/client.ts';
import { cartItems, productUnits } from '../db/schema/index.ts';
import { deleteWhereIn, insertRows, reserveIds, selectWhereIn, updateRows } from './batch-sql.ts';

type UnitRow = Partial<typeof productUnits.$inferInsert>;

const VALUES = [
  'unitCode',
  'multiplier',
  'price',
  'listPrice',
  'width',
  'height',
  'length',
  'weight',
  'barcode',
  'isDefault',
  'position',
] as const;

function unitRow(productId: number, u: ImportUnit, position: number): UnitRow {
  return {
    productId,
    unitCode: u.unitCode,
    multiplier: toText(u.multiplier),
    price: u.price,
    listPrice: u.listPrice,
    width: toText(u.width),
    height: toText(u.height),
    length: toText(u.length),
    weight: toText(u.weight),
    barcode: u.barcode,
    isDefault: u.isDefault,
    position,
  };
}

/**
 * Ids from the units' sequence for the units of new products, by product, in the file's order: a
 * new product's row names its default unit's id (its card: card-rows.ts) before the units exist.
 */
export async function reserveUnitIds(
  db: Database,
  list: readonly { productId: number; units: readonly ImportUnit[] }[],
): Promise<Map<number, number[]>> {
  const ids = await reserveIds(
    db,
    productUnits,
    list.reduce((n, p) => n + p.units.length, 0),
  );
  const byProduct = new Map<number, number[]>();
  let next = 0;
  for (const { productId, units } of list) {
    byProduct.set(productId, ids.slice(next, next + units.length));
    next += units.length;
  }
  return byProduct;
}

/** Inserts the units of new products, with the ids reserveUnitIds gave them. */
export async function insertUnits(
  db: Database,
  list: readonly { productId: number; units: readonly ImportUnit[] }[],
  ids: ReadonlyMap<number, readonly number[]>,
): Promise<void> {
  const rows = list.flatMap(({ productId, units }) =>
    units.map((u, i) => ({ id: ids.get(productId)?.[i], ...unitRow(productId, u, i) })),
  );
  await insertRows(db, productUnits, ['id', 'productId', ...VALUES], rows);
}

/** Brings the units of changed products to the file's: matched by code, updated only where they differ. */
export async function replaceUnits(
  db: Database,
  list: readonly { productId: number; units: readonly ImportUnit[] }[],
): Promise<void> {
  const existing = await selectWhereIn<{
    id: number;
    productId: number;
    unitCode: string;
    isDefault: boolean;
  }>(
    db,
    productUnits,
    sql`id, product_id as "productId", unit_code as "unitCode", is_default as "isDefault"`,
    productUnits.productId,
    list.map((p) => p.productId),
  );
  const byProduct = new Map<number, typeof existing>();
  for (const row of existing) {
    const units = byProduct.get(row.productId) ?? [];
    units.push(row);
    byProduct.set(row.productId, units);
  }
  const removed: number[] = [];
  const losingDefault: number[] = [];
  const updates: UnitRow[] = [];
  const inserts: UnitRow[] = [];
  for (const { productId, units } of list) {
    const old = new Map((byProduct.get(productId) ?? []).map((u) => [u.unitCode, u]));
    units.forEach((u, position) => {
      const row = unitRow(productId, u, position);
      const match = old.get(u.unitCode);
      old.delete(u.unitCode);
      if (!match) inserts.push(row);
      else {
        updates.push({ id: match.id, ...row });
        if (match.isDefault && !u.isDefault) losingDefault.push(match.id);
      }
    });
    for (const gone of old.values()) removed.push(gone.id);
  }
  // One default unit per product at every moment (a unique index): the old default lets go first.
  await deleteWhereIn(db, cartItems, 'unitId', removed);
  await deleteWhereIn(db, productUnits, 'id', removed);
  if (losingDefault.length > 0) {
    await db.execute(
      sql`update product_units set is_default = false where id = any(${sql.param(losingDefault)}::integer[])`,
    );
  }
  await updateRows(db, productUnits, ['id'], VALUES, updates);
  await insertRows(db, productUnits, ['productId', ...VALUES], inserts);
}
