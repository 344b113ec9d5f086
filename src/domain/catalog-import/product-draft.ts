/**
 * One product of a catalog import file while its rows are read: the product-level cells from the
 * first row that has them (a later row must repeat them or leave them empty), and one unit per row.
 */
import { cmp, toText } from '../exact.ts';
import type { RowCells } from './cell-reader.ts';
import {
  isPlainFileName,
  MAX_VARIANT_DIMENSIONS,
  readBarcode,
  readCategoryPath,
  readCurrency,
  readFlag,
  readList,
  readPairs,
  readUnitCode,
} from './cell-values.ts';
import { readDecimal } from './decimal-style.ts';
import type { ImportColumn } from './import-columns.ts';
import type { ImportCurrency, ImportUnit } from './import-product.ts';
import type { TextPool } from './text-pool.ts';

/** The columns that describe the product, not one of its units. */
export const PRODUCT_COLUMNS: readonly ImportColumn[] = [
  'urun_adi',
  'marka',
  'kategori',
  'model',
  'aciklama',
  'kdv',
  'para_birimi',
  'aktif',
  'stok',
  'depo_stoklari',
  'ana_urun_kodu',
  'varyant',
  'gorseller',
  'esdeger_kodlar',
];

/** The KDV rate when the file gives none: Türkiye's general rate. */
export const DEFAULT_TAX_RATE = '20';

export interface ProductDraft {
  code: string;
  rows: number[];
  /** The first non-empty text of each product column and its row. */
  seen: Partial<Record<ImportColumn, string>>;
  name: string;
  brand: string | null;
  categoryPath: readonly string[];
  modelName: string | null;
  description: string;
  taxRate: string;
  currencyCode: ImportCurrency;
  isActive: boolean;
  stockTotal: string | null;
  warehouses: { name: string; quantity: string }[] | null;
  parentCode: string | null;
  variant: { dimension: string; value: string }[];
  images: string[];
  equivalentCodes: string[];
  units: ImportUnit[];
  unitRows: number[];
}

/** A new draft for the product of a row. */
export function newDraft(code: string): ProductDraft {
  return {
    code,
    rows: [],
    seen: {},
    name: '',
    brand: null,
    categoryPath: [],
    modelName: null,
    description: '',
    taxRate: DEFAULT_TAX_RATE,
    currencyCode: 'TRY',
    isActive: true,
    stockTotal: null,
    warehouses: null,
    parentCode: null,
    variant: [],
    images: [],
    equivalentCodes: [],
    units: [],
    unitRows: [],
  };
}

/**
 * The product columns whose values repeat across a file's products (a brand, a category, a parent's
 * code), kept once in the pool; the others are the product's own (a name, its images).
 */
const OWN_COLUMNS: ReadonlySet<ImportColumn> = new Set([
  'urun_adi',
  'aciklama',
  'gorseller',
  'esdeger_kodlar',
]);

/**
 * Adds a row to its product's draft: its product cells (first or matching) and its unit. Repeated
 * values are kept once, in `pool`.
 */
export function addRowToDraft(
  draft: ProductDraft,
  cells: RowCells,
  sanitize: (html: string) => string,
  pool: TextPool,
): void {
  const first = draft.rows.length === 0;
  draft.rows = appended(draft.rows, cells.row);
  for (const column of PRODUCT_COLUMNS) {
    const raw = cells.text(column);
    // A description is compared as it is kept, cleaned: the product then holds one copy of it.
    const cleaned = column === 'aciklama' && raw !== '' ? sanitize(raw) : raw;
    const text = OWN_COLUMNS.has(column) ? cleaned : pool.text(cleaned);
    if (raw === '') {
      if (first && column === 'urun_adi') cells.report('nameRequired', column);
      continue;
    }
    const earlier = draft.seen[column];
    if (earlier !== undefined) {
      if (earlier !== text) cells.report('fieldConflict', column, 'error', { firstRow: draft.rows[0] ?? 0 });
      continue;
    }
    draft.seen[column] = text;
    readProductCell(draft, cells, column, text, pool);
  }
  addUnit(draft, cells, first, pool);
}

function readProductCell(
  draft: ProductDraft,
  cells: RowCells,
  column: ImportColumn,
  text: string,
  pool: TextPool,
): void {
  switch (column) {
    case 'urun_adi':
      draft.name = text;
      return;
    case 'marka':
      draft.brand = text;
      return;
    case 'kategori':
      draft.categoryPath = pool.list(text, readCategoryPath);
      return;
    case 'model':
      draft.modelName = text;
      return;
    case 'aciklama':
      draft.description = text;
      return;
    case 'kdv': {
      const rate = cells.decimal('kdv', null, 'any');
      if (rate === null) return;
      if (cmp(rate, 0) < 0 || cmp(rate, 100) > 0) cells.report('invalidTaxRate', 'kdv');
      else draft.taxRate = pool.text(rate);
      return;
    }
    case 'para_birimi': {
      const currency = readCurrency(text);
      if (currency === null) cells.report('unknownCurrency', column);
      else draft.currencyCode = currency;
      return;
    }
    case 'aktif': {
      const active = readFlag(text);
      if (active === null) cells.report('invalidFlag', column);
      else draft.isActive = active;
      return;
    }
    case 'stok':
      // ERP stock goes below zero (sold before it arrived): a negative level is read as it is.
      draft.stockTotal = pooled(pool, cells.decimal('stok', null, 'any'));
      return;
    case 'depo_stoklari':
      draft.warehouses = readWarehouses(cells, text, pool);
      return;
    case 'ana_urun_kodu':
      draft.parentCode = text;
      return;
    case 'varyant': {
      const pairs = readPairs(text);
      if (pairs === null || pairs.length > MAX_VARIANT_DIMENSIONS) cells.report('invalidVariant', column);
      else draft.variant = pairs.map((p) => ({ dimension: pool.text(p.name), value: pool.text(p.value) }));
      return;
    }
    case 'gorseller': {
      const names = readList(text);
      const bad = names.find((n) => !isPlainFileName(n));
      if (bad !== undefined) cells.report('invalidImageName', column, 'error', { name: bad });
      // Copied to its length (readList's list keeps room to grow), as the codes below.
      else draft.images = names.slice();
      return;
    }
    case 'esdeger_kodlar':
      draft.equivalentCodes = readList(text).slice();
      return;
    default:
      return;
  }
}

/**
 * The list with the item added. A first item makes a list of one: a list grown from empty by push
 * keeps room for 17 items, and most products have one row and one unit, in every draft of the file.
 */
function appended<T>(list: T[], item: T): T[] {
  if (list.length === 0) return [item];
  list.push(item);
  return list;
}

/** The pool's copy of a value that may be missing. */
function pooled(pool: TextPool, text: string | null): string | null {
  return text === null ? null : pool.text(text);
}

function readWarehouses(
  cells: RowCells,
  text: string,
  pool: TextPool,
): { name: string; quantity: string }[] | null {
  const pairs = readPairs(text);
  const out: { name: string; quantity: string }[] = [];
  for (const pair of pairs ?? []) {
    const quantity = readDecimal(pair.value, cells.style);
    if (quantity === null) break;
    out.push({ name: pool.text(pair.name), quantity: pool.text(toText(quantity)) });
  }
  if (pairs === null || out.length !== pairs.length) {
    cells.report('invalidWarehouses', 'depo_stoklari');
    return null;
  }
  return out;
}

/** The unit of a row: code, multiplier, default mark, barcode, prices and sizes. */
function addUnit(draft: ProductDraft, cells: RowCells, first: boolean, pool: TextPool): void {
  const unitCode = pool.text(readUnitCode(cells.text('birim')));
  const earlier = draft.units.findIndex((u) => u.unitCode === unitCode);
  if (earlier >= 0)
    cells.report('duplicateUnit', 'birim', 'error', { firstRow: draft.unitRows[earlier] ?? 0 });
  // An empty multiplier is 1 only on the product's first row: a second unit without one is an
  // ERP export that lost its conversion, and guessing 1 would sell a box at the price of a piece.
  if (!first && cells.cell('carpan') === null)
    cells.report('multiplierMissing', 'carpan', 'error', { unit: unitCode });
  const multiplier = pooled(pool, cells.decimal('carpan', first ? '1' : null, 'positive'));
  const defaultText = cells.text('varsayilan_birim');
  const isDefault = defaultText === '' ? false : readFlag(defaultText);
  if (isDefault === null) cells.report('invalidFlag', 'varsayilan_birim');
  else if (isDefault && draft.units.some((u) => u.isDefault))
    cells.report('multipleDefaultUnits', 'varsayilan_birim');
  const barcodeCell = cells.cell('barkod');
  const barcode = barcodeCell === null ? null : readBarcode(barcodeCell);
  if (barcodeCell !== null && barcode === null) cells.report('invalidBarcode', 'barkod');
  if (cells.cell('fiyat') === null) cells.report('priceRequired', 'fiyat');
  const price = cells.price('fiyat', null);
  const listPrice = cells.price('liste_fiyati', price);
  const sizes = (['en', 'boy', 'yukseklik', 'agirlik'] as const).map((c) =>
    pooled(pool, cells.decimal(c, '0')),
  );
  const [width, length, height, weight] = sizes;
  if (multiplier === null || price === null || listPrice === null || !width || !length || !height || !weight)
    return;
  draft.units = appended(draft.units, {
    unitCode,
    multiplier,
    isDefault: isDefault === true,
    barcode,
    price,
    listPrice,
    width,
    length,
    height,
    weight,
  });
  draft.unitRows = appended(draft.unitRows, cells.row);
}
