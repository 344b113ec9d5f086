/**
 * Variant dimensions and values. A parent's dimensions are the names its children's `varyant` cells
 * give, in their order; they are rebuilt only when that list changed, and then every child of the
 * parent in the file gets its values again. A new or changed child gets its values set too.
 */
import { sql } from 'drizzle-orm';
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';
import { dimensionCode, nameKey, parentDimensions } from '../../domain/catalog-import/write-rules.ts';
import type { Database } from '../db/client.ts';
import { variantDimensions, variantValues } from '../db/schema/index.ts';
import { deleteRows, deleteWhereIn, insertRows, selectWhereIn, updateRows } from './batch-sql.ts';

type Dimension = { id: number; productId: number; name: string; position: number };

async function dimensionsOf(db: Database, parentIds: readonly number[]): Promise<Dimension[]> {
  return selectWhereIn<Dimension>(
    db,
    variantDimensions,
    sql`id, product_id as "productId", name, position`,
    variantDimensions.productId,
    parentIds,
  );
}

/**
 * Writes the dimensions of every parent with children in the file and the values of the children
 * that need them. `changed` holds the codes of products created or updated by this import.
 */
export async function writeVariants(
  db: Database,
  list: readonly ImportProduct[],
  changed: ReadonlySet<string>,
  idByCode: ReadonlyMap<string, number>,
): Promise<void> {
  // A written product that is no child (any more) has no variant values.
  const plain = list.filter((p) => changed.has(p.code) && (p.parentCode === null || p.variant.length === 0));
  await deleteWhereIn(
    db,
    variantValues,
    'productId',
    plain.map((p) => idByCode.get(p.code) as number),
  );
  const families = new Map<number, ImportProduct[]>();
  // Only a family with a written member can have changed: the others are left alone.
  const touched = new Set(
    list.filter((p) => p.parentCode !== null && changed.has(p.code)).map((p) => p.parentCode as string),
  );
  for (const p of list) {
    if (p.parentCode === null || p.variant.length === 0) continue;
    if (!touched.has(p.parentCode) && !changed.has(p.parentCode)) continue;
    const parentId = idByCode.get(p.parentCode) as number;
    families.set(parentId, [...(families.get(parentId) ?? []), p]);
  }
  if (families.size === 0) return;
  const before = await dimensionsOf(db, [...families.keys()]);
  const oldNames = new Map<number, string[]>();
  for (const d of before.sort((a, b) => a.position - b.position)) {
    oldNames.set(d.productId, [...(oldNames.get(d.productId) ?? []), d.name]);
  }
  const rebuilt: number[] = [];
  const newDimensions: { productId: number; code: string; name: string; position: number }[] = [];
  for (const [parentId, children] of families) {
    const names = parentDimensions(children);
    const old = oldNames.get(parentId) ?? [];
    if (old.length === names.length && old.every((n, i) => n === names[i])) continue;
    rebuilt.push(parentId);
    names.forEach((name, i) => {
      newDimensions.push({ productId: parentId, code: dimensionCode(name), name, position: i + 1 });
    });
  }
  // Dropping a dimension drops its values (on delete cascade); the children below get theirs again.
  await deleteWhereIn(db, variantDimensions, 'productId', rebuilt);
  await insertRows(db, variantDimensions, ['productId', 'code', 'name', 'position'], newDimensions);
  const dimensions = rebuilt.length > 0 ? await dimensionsOf(db, [...families.keys()]) : before;
  const dimensionId = new Map(dimensions.map((d) => [`${d.productId}\u0000${nameKey(d.name)}`, d.id]));

  const rebuiltSet = new Set(rebuilt);
  const children = [...families].flatMap(([parentId, kids]) =>
    kids
      .filter((k) => rebuiltSet.has(parentId) || changed.has(k.code))
      .map((k) => ({ parentId, id: idByCode.get(k.code) as number, variant: k.variant })),
  );
  const existing = await selectWhereIn<{ productId: number; dimensionId: number; value: string }>(
    db,
    variantValues,
    sql`product_id as "productId", dimension_id as "dimensionId", value`,
    variantValues.productId,
    children.map((c) => c.id),
  );
  const old = new Map(existing.map((r) => [`${r.productId}:${r.dimensionId}`, r]));
  const inserts: (typeof variantValues.$inferInsert)[] = [];
  const updates: (typeof variantValues.$inferInsert)[] = [];
  for (const child of children) {
    for (const { dimension, value } of child.variant) {
      const id = dimensionId.get(`${child.parentId}\u0000${nameKey(dimension)}`) as number;
      const key = `${child.id}:${id}`;
      const match = old.get(key);
      old.delete(key);
      const row = { productId: child.id, dimensionId: id, value };
      if (!match) inserts.push(row);
      else if (match.value !== value) updates.push(row);
    }
  }
  await deleteRows(db, variantValues, ['productId', 'dimensionId'], [...old.values()]);
  await updateRows(db, variantValues, ['productId', 'dimensionId'], ['value'], updates);
  await insertRows(db, variantValues, ['productId', 'dimensionId', 'value'], inserts);
}
