/**
 * The products table's rows of an import: new products inserted with ids taken from the sequence
 * first (so a child can name its new parent in the same batch), changed products updated in place.
 * A product's URL slug is made from its name once, when it is created, and never changed after.
 * The import sets sort_price, has_variants and the card columns itself (the triggers step aside for
 * it: migrations 0020 and 0024), so each product row is written once, not once per unit and per
 * child; a new product's units get their ids before they are written, for its card.
 */
import { sql } from 'drizzle-orm';
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';
import { parentsFirst, sortPrice, stockQuantity } from '../../domain/catalog-import/write-rules.ts';
import { slugify } from '../../domain/slug.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { batches, insertRows, reserveIds, updateRows } from './batch-sql.ts';
import type { ImportPlan, PlannedProduct } from './catalog-plan.ts';
import type { ReferenceIds } from './reference-rows.ts';

type ProductRow = Partial<typeof products.$inferInsert>;

/** The columns every written product sets (quantity only when the file gives stock). */
const SHARED = [
  'parentId',
  'name',
  'brandId',
  'categoryId',
  'modelName',
  'description',
  'currencyCode',
  'taxRate',
  'isActive',
  'importHash',
  'sortPrice',
  'cardUnitCode',
  'cardPrice',
  'cardListPrice',
  'cardImage',
] as const;

/** The file name of a product's first image as the shop stores it, null for none. */
export type FirstImage = (p: ImportProduct) => string | null;

/** Exchange rates by currency code (text, as the database keeps them). */
export type Rates = ReadonlyMap<string, string>;

function sharedValues(
  p: ImportProduct,
  hash: string,
  plan: ImportPlan,
  refs: ReferenceIds,
  rates: Rates,
  firstImage: FirstImage,
): ProductRow {
  const unit = p.units.find((u) => u.isDefault) ?? p.units[0];
  // The card shows the unit the database marks as the default (unit-rows.ts writes isDefault as is).
  const card = p.units.find((u) => u.isDefault);
  const parentId = p.parentCode === null ? null : plan.idByCode.get(p.parentCode);
  if (parentId === undefined)
    throw new Error(`The parent ${p.parentCode} of ${p.code} is not in the catalog`);
  return {
    parentId,
    name: p.name,
    brandId: p.brand === null ? null : refs.brand(p.brand),
    categoryId: refs.category(p.categoryPath),
    modelName: p.modelName,
    description: p.description,
    currencyCode: p.currencyCode,
    taxRate: p.taxRate,
    isActive: p.isActive,
    importHash: hash,
    sortPrice: unit ? sortPrice(unit.price, rates.get(p.currencyCode) ?? '1') : null,
    cardUnitCode: card?.unitCode ?? null,
    cardPrice: card?.price ?? null,
    cardListPrice: card?.listPrice ?? null,
    cardImage: firstImage(p),
  };
}

/** Gives the new products ids from the products sequence, recording them in plan.idByCode. */
export async function reserveProductIds(db: Database, plan: ImportPlan): Promise<void> {
  const ids = await reserveIds(db, products, plan.create.length);
  plan.create.forEach((planned, i) => {
    plan.idByCode.set(planned.product.code, ids[i] as number);
  });
}

/**
 * Inserts the new products, parents before children; `progress` hears of each batch. `unitIds` are
 * the ids their units will have (reserveUnitIds), in the file's order.
 */
export async function insertProducts(
  db: Database,
  plan: ImportPlan,
  refs: ReferenceIds,
  rates: Rates,
  progress: (rows: number) => void,
  { unitIds, firstImage }: { unitIds: ReadonlyMap<number, readonly number[]>; firstImage: FirstImage },
): Promise<void> {
  const parents = new Set(plan.create.map((c) => c.product.parentCode).filter((c) => c !== null));
  const rows = parentsFirst(plan.create.map((c) => ({ ...c, parentCode: c.product.parentCode }))).map(
    ({ product: p, hash }): ProductRow => {
      const id = plan.idByCode.get(p.code) as number;
      const defaultUnit = p.units.findIndex((u) => u.isDefault);
      return {
        id,
        code: p.code,
        seo: slugify(p.name) || slugify(p.code) || 'urun',
        quantity: stockQuantity(p.stock) ?? '0',
        hasVariants: parents.has(p.code),
        cardUnitId: unitIds.get(id)?.[defaultUnit] ?? null,
        ...sharedValues(p, hash, plan, refs, rates, firstImage),
      };
    },
  );
  const columns = ['id', 'code', 'seo', 'quantity', 'hasVariants', 'cardUnitId', ...SHARED] as const;
  for (const batch of batches(rows)) {
    await insertRows(db, products, columns, batch);
    progress(batch.length);
  }
}

/** Updates the changed products (their slug stays); the stock only when the file gives it. */
export async function updateProducts(
  db: Database,
  plan: ImportPlan,
  refs: ReferenceIds,
  rates: Rates,
  progress: (rows: number) => void,
  firstImage: FirstImage,
): Promise<void> {
  const row = ({ product: p, hash, existing }: PlannedProduct): ProductRow => ({
    id: existing?.id as number,
    ...sharedValues(p, hash, plan, refs, rates, firstImage),
    quantity: stockQuantity(p.stock),
  });
  const withStock = plan.update.filter((u) => u.product.stock.kind !== 'unchanged').map(row);
  const withoutStock = plan.update.filter((u) => u.product.stock.kind === 'unchanged').map(row);
  for (const batch of batches(withStock)) {
    await updateRows(db, products, ['id'], [...SHARED, 'quantity'], batch);
    progress(batch.length);
  }
  for (const batch of batches(withoutStock)) {
    await updateRows(db, products, ['id'], SHARED, batch);
    progress(batch.length);
  }
}

/**
 * A variant parent whose own stock the file leaves out shows the sum of its children's stock (as
 * the demo catalog's parents do), so the lists' stock filter and sort see the family's stock.
 */
export async function sumParentStock(db: Database, plan: ImportPlan, list: readonly ImportProduct[]) {
  // The parents of written children, and written parents: the others' sums cannot have moved.
  const written = new Set([...plan.create, ...plan.update].map((c) => c.product.code));
  const parentCodes = new Set(
    list
      .filter((p) => p.parentCode !== null && (written.has(p.code) || written.has(p.parentCode)))
      .map((p) => p.parentCode as string),
  );
  const ids = list
    .filter((p) => parentCodes.has(p.code) && p.stock.kind === 'unchanged')
    .map((p) => plan.idByCode.get(p.code) as number);
  await sumChildrenStock(db, ids);
}

/** Sets each parent's stock to the sum of its children's (a row is written only when it moves). */
export async function sumChildrenStock(db: Database, parentIds: readonly number[]): Promise<void> {
  for (const batch of batches(parentIds)) {
    await db.execute(sql`update products p set quantity = s.total
      from (select parent_id, sum(quantity) as total from products
            where parent_id = any(${sql.param(batch)}::integer[]) group by parent_id) s
      where p.id = s.parent_id and p.quantity is distinct from s.total`);
  }
}

/** Switches the products off and forgets their fingerprint (the next file naming them writes them). */
export async function deactivateProducts(db: Database, ids: readonly number[]): Promise<void> {
  for (const batch of batches(ids)) {
    await db.execute(sql`update products set is_active = false, import_hash = null
      where id = any(${sql.param(batch)}::integer[])`);
  }
}

/**
 * has_variants of the products whose children may have changed: the parents of written children,
 * the products a written child left, and the written products themselves. Only rows whose value
 * changes are rewritten. Those of them left with no child lose their variant dimensions too, or
 * their page would still offer a choice of colour or size with nothing behind it.
 */
export async function refreshHasVariants(db: Database, plan: ImportPlan): Promise<void> {
  const ids = new Set<number>();
  for (const { product, existing } of [...plan.create, ...plan.update]) {
    if (product.parentCode !== null) ids.add(plan.idByCode.get(product.parentCode) as number);
    if (existing?.parentId != null) ids.add(existing.parentId);
    if (existing) ids.add(existing.id);
  }
  for (const batch of batches([...ids])) {
    // One pass over the batch's children (no index needed: a large import may run without it).
    await db.execute(sql`update products p set has_variants = (k.parent_id is not null)
      from unnest(${sql.param(batch)}::integer[]) as q(id)
      left join (select distinct parent_id from products
                 where parent_id = any(${sql.param(batch)}::integer[])) k on k.parent_id = q.id
      where p.id = q.id and p.has_variants is distinct from (k.parent_id is not null)`);
    await db.execute(sql`delete from variant_dimensions d
      where d.product_id = any(${sql.param(batch)}::integer[])
        and d.product_id not in (select parent_id from products
                                 where parent_id = any(${sql.param(batch)}::integer[]))`);
  }
}
