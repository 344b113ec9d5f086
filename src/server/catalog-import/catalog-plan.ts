/**
 * What an import will do, decided before anything is written: each file product is new, changed or
 * unchanged (its fingerprint equals the one stored by the import that last wrote it), and with
 * deactivateMissing the active products the file does not name are to be switched off.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';
import { fingerprintText } from '../../domain/catalog-import/write-rules.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** A product row as the plan needs it. */
export interface ExistingProduct {
  readonly id: number;
  readonly isActive: boolean;
  readonly parentId: number | null;
}

/** A file product with its fingerprint, and its row when it exists. */
export interface PlannedProduct {
  readonly product: ImportProduct;
  readonly hash: string;
  readonly existing: ExistingProduct | undefined;
}

export interface ImportPlan {
  readonly create: PlannedProduct[];
  readonly update: PlannedProduct[];
  readonly unchanged: PlannedProduct[];
  /** Ids of active products the file does not name (only with deactivateMissing). */
  readonly deactivate: number[];
  /** Every product id by code: existing rows now, new rows once they are given ids. */
  readonly idByCode: Map<string, number>;
}

/** The fingerprint stored on a product: a hash of its fingerprint text. */
export function fingerprint(product: ImportProduct): string {
  let hash = fingerprints.get(product);
  if (hash === undefined) {
    hash = createHash('sha1').update(fingerprintText(product)).digest('base64url');
    fingerprints.set(product, hash);
  }
  return hash;
}

// The writer plans twice (for the images, then in its transaction): each product is hashed once.
const fingerprints = new WeakMap<ImportProduct, string>();

/** Reads the products' codes, ids and fingerprints and sorts the file's products into the plan. */
export async function planImport(
  db: Database,
  list: readonly ImportProduct[],
  deactivateMissing: boolean,
): Promise<ImportPlan> {
  const result = await db.execute(
    sql`select id, code, import_hash as "hash", is_active as "isActive", parent_id as "parentId"
      from products`,
  );
  const rows = rowsOf<{
    id: number;
    code: string;
    hash: string | null;
    isActive: boolean;
    parentId: number | null;
  }>(result);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const plan: ImportPlan = {
    create: [],
    update: [],
    unchanged: [],
    deactivate: [],
    idByCode: new Map(rows.map((r) => [r.code, r.id])),
  };
  const inFile = new Set<string>();
  for (const product of list) {
    inFile.add(product.code);
    const hash = fingerprint(product);
    const row = byCode.get(product.code);
    const planned = {
      product,
      hash,
      existing: row && { id: row.id, isActive: row.isActive, parentId: row.parentId },
    };
    if (!row) plan.create.push(planned);
    else if (row.hash === hash) plan.unchanged.push(planned);
    else plan.update.push(planned);
  }
  if (deactivateMissing) {
    for (const row of rows) if (row.isActive && !inFile.has(row.code)) plan.deactivate.push(row.id);
  }
  return plan;
}
