/**
 * The equivalent codes and the images of written products. Equivalent codes are a set (added and
 * removed one by one); images are a list in display order, rewritten whole only when it changed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { equivalentCodes, productImages } from '../db/schema/index.ts';
import { deleteRows, deleteWhereIn, insertRows, selectWhereIn } from './batch-sql.ts';

interface Listed {
  productId: number;
  items: readonly string[];
}

/** Sets the products' equivalent codes to the file's (`fresh`: the products are new, nothing to compare). */
export async function writeEquivalentCodes(db: Database, list: readonly Listed[], fresh: boolean) {
  const existing = fresh
    ? []
    : await selectWhereIn<{ productId: number; code: string }>(
        db,
        equivalentCodes,
        sql`product_id as "productId", code`,
        equivalentCodes.productId,
        list.map((p) => p.productId),
      );
  const old = new Map(existing.map((r) => [`${r.productId}\u0000${r.code}`, r]));
  const inserts: { productId: number; code: string }[] = [];
  for (const { productId, items } of list) {
    for (const code of new Set(items)) {
      const key = `${productId}\u0000${code}`;
      if (old.has(key)) old.delete(key);
      else inserts.push({ productId, code });
    }
  }
  await deleteRows(db, equivalentCodes, ['productId', 'code'], [...old.values()]);
  await insertRows(db, equivalentCodes, ['productId', 'code'], inserts);
}

/** Sets the products' images (stored file names, in order) to the file's. */
export async function writeImages(db: Database, list: readonly Listed[], fresh: boolean) {
  const existing = fresh
    ? []
    : await selectWhereIn<{ productId: number; file: string; position: number }>(
        db,
        productImages,
        sql`product_id as "productId", file, position`,
        productImages.productId,
        list.map((p) => p.productId),
      );
  const old = new Map<number, { file: string; position: number }[]>();
  for (const row of existing) old.set(row.productId, [...(old.get(row.productId) ?? []), row]);
  const replaced: number[] = [];
  const inserts: { productId: number; file: string; position: number }[] = [];
  for (const { productId, items } of list) {
    const before = (old.get(productId) ?? []).sort((a, b) => a.position - b.position).map((r) => r.file);
    if (before.length === items.length && before.every((file, i) => file === items[i])) continue;
    if (before.length > 0) replaced.push(productId);
    items.forEach((file, position) => {
      inserts.push({ productId, file, position });
    });
  }
  await deleteWhereIn(db, productImages, 'productId', replaced);
  await insertRows(db, productImages, ['productId', 'file', 'position'], inserts);
}
