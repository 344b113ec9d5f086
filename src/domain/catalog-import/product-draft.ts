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
  categoryPath: string[];
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

/** Adds a row to its product's draft: its product cells (first or matching) and its unit. */
export function addRowToDraft(
  draft: ProductDraft,
  cells: RowCells,
  sanitize: (html: string) => string,
): void {
  const first = draft.rows.length === 0;
  draft.rows.push(cells.row);
  for (const column of PRODUCT_COLUMNS) {
    const raw = cells.text(column);
    // A description is compared as it is kept, cleaned: the product then holds one copy of it.
    const text = column === 'aciklama' && raw !== '' ? sanitize(raw) : raw;
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
    readProductCell(draft, cells, column, text);
  }
  addUnit(draft, cells, first);
}

function readProductCell(draft: ProductDraft, cells: RowCells, column: ImportColumn, text: string): void {
  switch (column) {
    case 'urun_adi':
      draft.name = text;
      return;
    case 'marka':
      draft.brand = text;
      return;
    case 'kategori':
      draft.categoryPath = readCategoryPath(text);
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
      else draft.taxRate = rate;
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
      draft.stockTotal = cells.decimal('stok', null, 'any');
      return;
    case 'depo_stoklari':
      draft.warehouses = readWarehouses(cells, text);
      return;
    case 'ana_urun_kodu':
      draft.parentCode = text;
      return;
    case 'varyant': {
      const pairs = readPairs(text);
      if (pairs === null || pairs.length > MAX_VARIANT_DIMENSIONS) cells.report('invalidVariant', column);
      else draft.variant = pairs.map((p) => ({ dimension: p.name, value: p.value }));
      return;
    }
    case 'gorseller': {
      const names = readList(text);
      const bad = names.find((n) => !isPlainFileName(n));
      if (bad !== undefined) cells.report('invalidImageName', column, 'error', { name: bad });
      else draft.images = names;
      return;
    }
    case 'esdeger_kodlar':
      draft.equivalentCodes = readList(text);
      return;
    default:
      return;
  }
}

function readWarehouses(cells: RowCells, text: string): { name: string; quantity: string }[] | null {
  const pairs = readPairs(text);
  const out: { name: string; quantity: string }[] = [];
  for (const pair of pairs ?? []) {
    const quantity = readDecimal(pair.value, cells.style);
    if (quantity === null) break;
    out.push({ name: pair.name, quantity: toText(quantity) });
  }
  if (pairs === null || out.length !== pairs.length) {
    cells.report('invalidWarehouses', 'depo_stoklari');
    return null;
  }
  return out;
}

/** The unit of a row: code, multiplier, default mark, barcode, prices and sizes. */
function addUnit(draft: ProductDraft, cells: RowCells, first: boolean): void {
  const unitCode = readUnitCode(cells.text('birim'));
  const earlier = draft.units.findIndex((u) => u.unitCode === unitCode);
  if (earlier >= 0)
    cells.report('duplicateUnit', 'birim', 'error', { firstRow: draft.unitRows[earlier] ?? 0 });
  // An empty multiplier is 1 only on the product's first row: a second unit without one is an
  // ERP export that lost its conversion, and guessing 1 would sell a box at the price of a piece.
  if (!first && cells.cell('carpan') === null)
    cells.report('multiplierMissing', 'carpan', 'error', { unit: unitCode });
  const multiplier = cells.decimal('carpan', first ? '1' : null, 'positive');
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
  const sizes = (['en', 'boy', 'yukseklik', 'agirlik'] as const).map((c) => cells.decimal(c, '0'));
  const [width, length, height, weight] = sizes;
  if (multiplier === null || price === null || listPrice === null || !width || !length || !height || !weight)
    return;
  draft.units.push({
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
  draft.unitRows.push(cells.row);
}
