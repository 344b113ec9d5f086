/**
 * Writes a checked catalog file's products into the database (issue 16): creates the new ones,
 * updates the changed ones, leaves the unchanged ones untouched, and with deactivateMissing switches
 * off the active products the file does not name. Everything is one transaction: an error anywhere
 * leaves the catalog as it was. Rows go in batches (batch-sql.ts), never one statement per product.
 * After the commit, this process's cached product lists are dropped (catalog-changes.ts).
 */
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';
import { nameKey } from '../../domain/catalog-import/write-rules.ts';
import { catalogChanged } from '../catalog/catalog-changes.ts';
import { forgetListCounts } from '../catalog/product-list.ts';
import { imagesDir as shopImagesDir } from '../config.ts';
import type { Database } from '../db/client.ts';
import { currencies } from '../db/schema/index.ts';
import { type ImportPlan, type PlannedProduct, planImport } from './catalog-plan.ts';
import { writeEquivalentCodes, writeImages } from './extra-rows.ts';
import { storeImages } from './import-images.ts';
import {
  deactivateProducts,
  insertProducts,
  reserveProductIds,
  sumParentStock,
  updateProducts,
} from './product-rows.ts';
import { ensureReferences } from './reference-rows.ts';
import { insertStock, replaceStock } from './stock-rows.ts';
import { insertUnits, replaceUnits } from './unit-rows.ts';
import { writeVariants } from './variant-rows.ts';

/** What an import did (or, with dryRun, would do) to the catalog's products. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
}

/** The counts, and the image files that were named but could not be read (the products have none of them). */
export interface WriteResult extends ImportCounts {
  missingImages: string[];
}

export interface WriteOptions {
  /** Where the file's image names are looked up (--images). */
  imagesDir?: string;
  /** The shop's image folder the stored copies go to (default: DATA_DIR/images). */
  shopImagesDir?: string;
  /** Switch off active products the file does not name. */
  deactivateMissing?: boolean;
  /** Only count: nothing is written. */
  dryRun?: boolean;
  /** Products written so far, of the products to write. */
  onProgress?: (written: number, total: number) => void;
}

/** The catalog cannot take the file (nothing was written). */
export class CatalogWriteError extends Error {
  override name = 'CatalogWriteError';
  readonly text: { tr: string; en: string };
  constructor(text: { tr: string; en: string }) {
    super(text.en);
    this.text = text;
  }
}

export async function writeCatalog(
  db: Database,
  list: readonly ImportProduct[],
  options: WriteOptions = {},
): Promise<WriteResult> {
  refuseDuplicates(list);
  if (options.dryRun) {
    const plan = await planImport(db, list, options.deactivateMissing ?? false);
    checkParents(list, plan);
    return { ...countsOf(plan), missingImages: [] };
  }
  const result = await db.transaction(async (tx) => {
    const plan = await planImport(tx as unknown as Database, list, options.deactivateMissing ?? false);
    checkParents(list, plan);
    const missingImages = await writePlan(tx as unknown as Database, list, plan, options);
    return { ...countsOf(plan), missingImages };
  });
  if (result.created + result.updated + result.deactivated > 0) {
    forgetListCounts(db);
    catalogChanged(db);
  }
  return result;
}

function countsOf(plan: ImportPlan): ImportCounts {
  return {
    created: plan.create.length,
    updated: plan.update.length,
    unchanged: plan.unchanged.length,
    deactivated: plan.deactivate.length,
  };
}

function refuseDuplicates(list: readonly ImportProduct[]): void {
  const seen = new Set<string>();
  for (const p of list) {
    if (seen.has(p.code)) {
      throw new CatalogWriteError({
        tr: `${p.code} stok kodu dosyada iki kez geçiyor.`,
        en: `The stock code ${p.code} appears twice in the file.`,
      });
    }
    seen.add(p.code);
  }
}

function checkParents(list: readonly ImportProduct[], plan: ImportPlan): void {
  const inFile = new Set(list.map((p) => p.code));
  for (const p of list) {
    if (p.parentCode !== null && !inFile.has(p.parentCode) && !plan.idByCode.has(p.parentCode)) {
      throw new CatalogWriteError({
        tr: `${p.code} ürününün ana ürünü ${p.parentCode} katalogda yok.`,
        en: `The parent ${p.parentCode} of ${p.code} is not in the catalog.`,
      });
    }
  }
}

async function checkCurrencies(db: Database, changed: readonly PlannedProduct[]): Promise<void> {
  const known = new Set((await db.select({ code: currencies.code }).from(currencies)).map((c) => c.code));
  const missing = [...new Set(changed.map((c) => c.product.currencyCode))].filter((c) => !known.has(c));
  if (missing.length > 0) {
    throw new CatalogWriteError({
      tr: `Mağazada ${missing.join(', ')} para birimi (kuru) tanımlı değil.`,
      en: `The shop has no ${missing.join(', ')} currency (exchange rate) set up.`,
    });
  }
}

async function writePlan(
  db: Database,
  list: readonly ImportProduct[],
  plan: ImportPlan,
  options: WriteOptions,
): Promise<string[]> {
  const changed = [...plan.create, ...plan.update];
  await checkCurrencies(db, changed);
  const refs = await ensureReferences(db, {
    brands: uniqueNames(changed.map((c) => c.product.brand)),
    categoryPaths: changed.map((c) => c.product.categoryPath).filter((path) => path.length > 0),
    warehouses: uniqueNames(
      changed.flatMap((c) =>
        c.product.stock.kind === 'warehouses' ? c.product.stock.warehouses.map((w) => w.name) : [],
      ),
    ),
  });
  const images = await storeImages(
    changed.flatMap((c) => c.product.images),
    options.imagesDir,
    options.shopImagesDir ?? shopImagesDir(),
  );
  let written = 0;
  const total = changed.length;
  const progress = (rows: number) => {
    written += rows;
    options.onProgress?.(written, total);
  };
  await reserveProductIds(db, plan);
  await insertProducts(db, plan, refs, progress);
  await updateProducts(db, plan, refs, progress);

  const rows = (of: readonly PlannedProduct[]) =>
    of.map(({ product }) => ({ productId: plan.idByCode.get(product.code) as number, product }));
  const created = rows(plan.create);
  const updated = rows(plan.update);
  await insertUnits(
    db,
    created.map((c) => ({ productId: c.productId, units: c.product.units })),
  );
  await replaceUnits(
    db,
    updated.map((c) => ({ productId: c.productId, units: c.product.units })),
  );
  await insertStock(
    db,
    created.map((c) => ({ productId: c.productId, stock: c.product.stock })),
    refs,
  );
  await replaceStock(
    db,
    updated.map((c) => ({ productId: c.productId, stock: c.product.stock })),
    refs,
  );
  const equivalents = (of: typeof created) =>
    of.map((c) => ({ productId: c.productId, items: c.product.equivalentCodes }));
  await writeEquivalentCodes(db, equivalents(created), true);
  await writeEquivalentCodes(db, equivalents(updated), false);
  const imageFiles = (of: typeof created) =>
    of.map((c) => ({
      productId: c.productId,
      items: c.product.images.flatMap((file) => images.stored.get(file) ?? []),
    }));
  await writeImages(db, imageFiles(created), true);
  await writeImages(db, imageFiles(updated), false);
  await writeVariants(db, list, new Set(changed.map((c) => c.product.code)), plan.idByCode);
  await sumParentStock(db, plan, list);
  await deactivateProducts(db, plan.deactivate);
  return [...images.missing];
}

/** Names with one spelling each (the first seen) per folded name, without nulls. */
function uniqueNames(names: readonly (string | null)[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (name !== null && !byKey.has(nameKey(name))) byKey.set(nameKey(name), name);
  return [...byKey.values()];
}
