/**
 * Writes a checked catalog file's products into the database (issue 16): creates the new ones,
 * updates the changed ones, leaves the unchanged ones untouched, and with deactivateMissing switches
 * off the active products the file does not name. Rows go in batches (batch-sql.ts), never one
 * statement per product. After the write, the product lists of every shop process are dropped
 * (announce-catalog-change.ts).
 *
 * Normally everything is one transaction: an error anywhere leaves the catalog as it was. In the
 * running shop on the embedded database (one connection, which the shop's own queries share) a
 * large import is written in steps of whole families instead (`stepSize`), each its own short
 * transaction, so that the shop goes on answering while it runs (see writeInSteps).
 */
import { sql } from 'drizzle-orm';
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';
import { importSteps } from '../../domain/catalog-import/import-steps.ts';
import { nameKey } from '../../domain/catalog-import/write-rules.ts';
import { announceCatalogChange } from '../catalog/announce-catalog-change.ts';
import { imagesDir as shopImagesDir } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  currencies,
  equivalentCodes,
  inventory,
  productImages,
  products,
  productUnits,
  variantDimensions,
  variantValues,
} from '../db/schema/index.ts';
import { eventLoopTurn } from '../event-loop-turn.ts';
import { withPlainIndexesDropped } from '../seed/bulk-insert.ts';
import { batches } from './batch-sql.ts';
import { type CardSource, writeCards } from './card-rows.ts';
import { type ImportPlan, type PlannedProduct, planImport } from './catalog-plan.ts';
import { withRowChecksDeferred } from './deferred-row-checks.ts';
import { writeEquivalentCodes, writeImages } from './extra-rows.ts';
import { type StoredImages, storeImages } from './import-images.ts';
import {
  deactivateProducts,
  type FirstImage,
  insertProducts,
  type Rates,
  refreshHasVariants,
  reserveProductIds,
  sumParentStock,
  updateProducts,
} from './product-rows.ts';
import { ensureReferences, type ReferenceIds } from './reference-rows.ts';
import { insertStock, replaceStock } from './stock-rows.ts';
import { TableStatistics } from './table-statistics.ts';
import { insertUnits, replaceUnits, reserveUnitIds } from './unit-rows.ts';
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
  /**
   * Nobody else uses the database meanwhile (the embedded database, which the running shop would
   * hold): a large import may then drop the tables' plain indexes and build them once at the end,
   * which is several times faster than keeping the trigram indexes up to date row by row. On a
   * shared PostgreSQL the indexes stay, so the running shop is never locked out.
   */
  exclusive?: boolean;
  /** New products from which an exclusive import rebuilds the indexes (default 20,000). */
  rebuildIndexesFrom?: number;
  /**
   * The running shop shares the embedded database: an import that changes more products than this
   * is written in steps of about this many (whole families), each its own transaction, with the
   * indexes kept. Not with `exclusive`.
   */
  stepSize?: number;
  /**
   * Changed products per step of an import written in one transaction (default 10,000): only a
   * step's rows are built at a time.
   */
  transactionStep?: number;
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

/** New products from which an exclusive import rebuilds the indexes rather than keeping them up. */
export const REBUILD_INDEXES_FROM = 20_000;
/**
 * Changed products per step of an import written in one transaction: the rows of all of a large
 * file's products at once (their column arrays and statement parameters) cost the import command
 * about as much memory as the checked products themselves; a step's rows are garbage after it.
 */
const TRANSACTION_STEP = 10_000;
const BULK_TABLES = [products, productUnits, inventory, equivalentCodes, productImages, variantValues];
/** The tables an import writes, whose planner statistics it keeps current (table-statistics.ts). */
const ANALYZED_TABLES = [...BULK_TABLES, variantDimensions];

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
  // Images are files, not rows: resized inside the transaction they would hold the embedded database
  // (and with it the running shop's lists) for as long as sharp works. So the changed products'
  // images are stored first; one left over by a refused import is harmless (its name is its content's).
  const first = await planImport(db, list, options.deactivateMissing ?? false);
  const early = await storeImagesOf(changedProducts(first), options);
  const stepSize = options.exclusive ? undefined : options.stepSize;
  const work = first.create.length + first.update.length + first.deactivate.length;
  const stepped = stepSize !== undefined && work > stepSize;
  const catalogSize = first.idByCode.size;
  const result = stepped
    ? await writeInSteps(db, list, first, options, early, stepSize)
    : await db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const plan = await planImport(db, list, options.deactivateMissing ?? false);
        checkParents(list, plan);
        const rebuildIndexes =
          options.exclusive === true &&
          plan.create.length >= (options.rebuildIndexesFrom ?? REBUILD_INDEXES_FROM);
        const write = async () => {
          const prepared = await prepare(db, plan, options, early);
          const steps = familySteps(list, plan, options.transactionStep ?? TRANSACTION_STEP);
          await writeFamilies(db, steps, prepared, rebuildIndexes);
          await deactivateProducts(db, plan.deactivate);
          return [...prepared.images.missing];
        };
        const missingImages = rebuildIndexes
          ? await withPlainIndexesDropped(db, BULK_TABLES, write)
          : await write();
        return { ...countsOf(plan), missingImages };
      });
  const written = result.created + result.updated + result.deactivated;
  if (written > 0) {
    if (!stepped) {
      // The steps analyzed as they went.
      await new TableStatistics(db, ANALYZED_TABLES, catalogSize).written(written);
    }
    await announceCatalogChange(db);
  }
  return result;
}

/** Part of a plan: the file's products of some whole families, and the plan of those it writes. */
interface FamilyStep {
  /** Every product of the step's families in the file, written or not. */
  family: readonly ImportProduct[];
  plan: ImportPlan;
}

/** The plan's changed products in steps of whole families of about `size` (import-steps.ts). */
function familySteps(list: readonly ImportProduct[], plan: ImportPlan, size: number): FamilyStep[] {
  const creating = new Set(plan.create);
  const planned = new Map(changedProducts(plan).map((p) => [p.product, p]));
  return importSteps(list, (p) => planned.has(p), size).map((step) => {
    const changed = step.changed.map((p) => planned.get(p) as PlannedProduct);
    return {
      family: step.family,
      plan: {
        create: changed.filter((p) => creating.has(p)),
        update: changed.filter((p) => !creating.has(p)),
        unchanged: [],
        deactivate: [],
        idByCode: plan.idByCode,
      },
    };
  });
}

/**
 * The import in steps, for the running shop on the embedded database, whose one connection its
 * own queries wait for while a transaction holds it: one transaction of 200,000 products kept its
 * lists, carts and checkouts waiting for two minutes. The file has been checked whole before (a
 * refused file writes nothing), and the plan, the parents, the currencies, the brands, categories
 * and warehouses and the new products' ids are settled before the first step. Then each step
 * writes whole families in a transaction of its own, and the shop's waiting queries run between two
 * steps. The deactivations come last. A step is all or nothing; an import cut off between two
 * steps (the machine stopped) has written whole products, and the same file imported again writes
 * the rest (the written ones are unchanged). `plan` is the one made before the images were stored,
 * not made again: no transaction spans the steps anyway, and the shop runs one catalog write at a
 * time (shop-control.ts).
 */
async function writeInSteps(
  db: Database,
  list: readonly ImportProduct[],
  plan: ImportPlan,
  options: WriteOptions,
  early: StoredImages,
  stepSize: number,
): Promise<WriteResult> {
  checkParents(list, plan);
  const statistics = new TableStatistics(db, ANALYZED_TABLES, plan.idByCode.size);
  const prepared = await db.transaction((tx) => prepare(tx as unknown as Database, plan, options, early));
  for (const step of familySteps(list, plan, stepSize)) {
    await db.transaction((tx) => writeFamilies(tx as unknown as Database, [step], prepared, false));
    // The shop's queries between two steps are planned for the catalog as it now is.
    await statistics.written(step.plan.create.length + step.plan.update.length);
    await eventLoopTurn();
  }
  for (const ids of batches(plan.deactivate, stepSize)) {
    await db.transaction((tx) => deactivateProducts(tx as unknown as Database, ids));
    await statistics.written(ids.length);
    await eventLoopTurn();
  }
  await statistics.finish();
  return { ...countsOf(plan), missingImages: [...prepared.images.missing] };
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

/** The exchange rates by code; refuses a file that names a currency the shop has not set up. */
async function checkCurrencies(db: Database, changed: readonly PlannedProduct[]): Promise<Rates> {
  const rows = await db.select({ code: currencies.code, rate: currencies.exchangeRate }).from(currencies);
  const rates = new Map(rows.map((c) => [c.code, c.rate]));
  const missing = [...new Set(changed.map((c) => c.product.currencyCode))].filter((c) => !rates.has(c));
  if (missing.length > 0) {
    throw new CatalogWriteError({
      tr: `Mağazada ${missing.join(', ')} para birimi (kuru) tanımlı değil.`,
      en: `The shop has no ${missing.join(', ')} currency (exchange rate) set up.`,
    });
  }
  return rates;
}

/** What every step of an import needs, settled before the first product row is written. */
interface Prepared {
  rates: Rates;
  refs: ReferenceIds;
  images: StoredImages;
  progress: (rows: number) => void;
}

/**
 * Checks the currencies, finds or creates the brands, categories and warehouses, stores the images
 * not stored yet, and gives the new products their ids.
 */
async function prepare(
  db: Database,
  plan: ImportPlan,
  options: WriteOptions,
  early: StoredImages,
): Promise<Prepared> {
  const changed = changedProducts(plan);
  const rates = await checkCurrencies(db, changed);
  const refs = await ensureReferences(db, {
    brands: uniqueNames(changed.map((c) => c.product.brand)),
    categoryPaths: changed.map((c) => c.product.categoryPath).filter((path) => path.length > 0),
    warehouses: uniqueNames(
      changed.flatMap((c) =>
        c.product.stock.kind === 'warehouses' ? c.product.stock.warehouses.map((w) => w.name) : [],
      ),
    ),
  });
  // Normally stored before the transaction; a product changed since then gets its images now.
  const images = await storeImagesOf(changed, options, early);
  let written = 0;
  const total = changed.length;
  const progress = (rows: number) => {
    written += rows;
    options.onProgress?.(written, total);
  };
  await reserveProductIds(db, plan);
  return { rates, refs, images, progress };
}

/**
 * Writes the steps' new and changed products with their units, stock, codes, images and variants,
 * and what their families derive from them (a parent's stock sum, has_variants): first every
 * step's new rows, then every step's updates and family rows. With `bulk` the new rows go in
 * without their per-row foreign key checks, which are made once over all of them.
 */
async function writeFamilies(
  db: Database,
  steps: readonly FamilyStep[],
  prepared: Prepared,
  bulk: boolean,
): Promise<void> {
  // The row triggers of sort_price and has_variants step aside: this writer sets both (migration 0020).
  await db.execute(sql`select set_config('shop.catalog_import', 'on', true)`);
  // The new products' rows first: nothing points at them yet, so a large load may check their
  // foreign keys once at the end instead of row by row.
  const insertNew = async () => {
    for (const step of steps) await insertStep(db, step.plan, prepared);
  };
  if (bulk) await withRowChecksDeferred(db, BULK_TABLES, insertNew);
  else await insertNew();
  for (const step of steps) await updateStep(db, step, prepared);
}

/** The rows of the new products, parents before children. */
async function insertStep(db: Database, plan: ImportPlan, { rates, refs, images, progress }: Prepared) {
  const created = productRows(plan, plan.create);
  const unitIds = await reserveUnitIds(db, unitsOf(created));
  await insertProducts(db, plan, refs, rates, progress, { unitIds, firstImage: firstImageOf(images) });
  await insertUnits(db, unitsOf(created), unitIds);
  await insertStock(db, stockOf(created), refs);
  await writeEquivalentCodes(db, equivalentsOf(created), true);
  await writeImages(db, imageFilesOf(created, images), true);
}

/** The changed products' rows, and the rows their families derive from the written ones. */
async function updateStep(db: Database, { family, plan }: FamilyStep, prepared: Prepared) {
  const { rates, refs, images, progress } = prepared;
  const updated = productRows(plan, plan.update);
  await updateProducts(db, plan, refs, rates, progress, firstImageOf(images));
  await replaceUnits(db, unitsOf(updated));
  await replaceStock(db, stockOf(updated), refs);
  await writeEquivalentCodes(db, equivalentsOf(updated), false);
  const files = imageFilesOf(updated, images);
  await writeImages(db, files, false);
  // The product rows named the cards' units by code; a default unit new to the product has its id
  // only now (the other cards are as written, and are not written again).
  await writeCards(db, cardsOf(files));
  await writeVariants(db, family, new Set(changedProducts(plan).map((c) => c.product.code)), plan.idByCode);
  await sumParentStock(db, plan, family);
  await refreshHasVariants(db, plan);
}

type ProductWithId = { productId: number; product: ImportProduct };

function productRows(plan: ImportPlan, of: readonly PlannedProduct[]): ProductWithId[] {
  return of.map(({ product }) => ({ productId: plan.idByCode.get(product.code) as number, product }));
}

function unitsOf(of: readonly ProductWithId[]) {
  return of.map((c) => ({ productId: c.productId, units: c.product.units }));
}

function stockOf(of: readonly ProductWithId[]) {
  return of.map((c) => ({ productId: c.productId, stock: c.product.stock }));
}

function equivalentsOf(of: readonly ProductWithId[]) {
  return of.map((c) => ({ productId: c.productId, items: c.product.equivalentCodes }));
}

/** A product's images as the shop stored them (a missing one left out), in the file's order. */
function storedImages(product: ImportProduct, images: StoredImages): string[] {
  return product.images.flatMap((file) => images.stored.get(file) ?? []);
}

function imageFilesOf(of: readonly ProductWithId[], images: StoredImages) {
  return of.map((c) => ({ productId: c.productId, items: storedImages(c.product, images) }));
}

/** The first of a product's stored images, for its card. */
function firstImageOf(images: StoredImages): FirstImage {
  return (product) => storedImages(product, images)[0] ?? null;
}

/** The products' cards: each one's first image is the first file of its images (card-rows.ts). */
function cardsOf(files: ReturnType<typeof imageFilesOf>): CardSource[] {
  return files.map((f) => ({ productId: f.productId, image: f.items[0] ?? null }));
}

function changedProducts(plan: ImportPlan): PlannedProduct[] {
  return [...plan.create, ...plan.update];
}

/** Stores the products' images, but for the ones `known` already tells of. */
async function storeImagesOf(
  changed: readonly PlannedProduct[],
  options: WriteOptions,
  known: StoredImages = { stored: new Map(), missing: [] },
): Promise<StoredImages> {
  const missing = new Set(known.missing);
  const files = changed
    .flatMap((c) => c.product.images)
    .filter((file) => !known.stored.has(file) && !missing.has(file));
  const more = await storeImages(files, options.imagesDir, options.shopImagesDir ?? shopImagesDir());
  if (more.stored.size === 0 && more.missing.length === 0) return known;
  return {
    stored: new Map([...known.stored, ...more.stored]),
    missing: [...new Set([...known.missing, ...more.missing])].sort(),
  };
}

/** Names with one spelling each (the first seen) per folded name, without nulls. */
function uniqueNames(names: readonly (string | null)[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (name !== null && !byKey.has(nameKey(name))) byKey.set(nameKey(name), name);
  return [...byKey.values()];
}
