/**
 * A product draft becomes what the writer gets (import-product.ts): its stock from `stok` and
 * `depo_stoklari`, and its units with exactly one default.
 */
import { add, cmp, toText } from '../exact.ts';
import type { ImportProduct, ImportStock } from './import-product.ts';
import type { ProductDraft } from './product-draft.ts';

/** The stock of every product whose file has no stock column: one object for all of them. */
const UNCHANGED: ImportStock = Object.freeze({ kind: 'unchanged' });

/**
 * The product's stock from `stok` and `depo_stoklari`; null (reported) when they disagree. Products
 * with the same total share one stock object, kept in `totals`.
 */
export function draftStock(
  draft: ProductDraft,
  report: () => void,
  totals: Map<string, ImportStock>,
): ImportStock | null {
  if (draft.warehouses !== null) {
    const sum = draft.warehouses.reduce((s, w) => toText(add(s, w.quantity)), '0');
    if (draft.stockTotal !== null && cmp(sum, draft.stockTotal) !== 0) {
      report();
      return null;
    }
    return { kind: 'warehouses', warehouses: draft.warehouses.slice() };
  }
  if (draft.stockTotal !== null) {
    let stock = totals.get(draft.stockTotal);
    if (stock === undefined) {
      stock = Object.freeze({ kind: 'total', quantity: draft.stockTotal });
      totals.set(draft.stockTotal, stock);
    }
    return stock;
  }
  return UNCHANGED;
}

/**
 * The checked product of a draft without errors (the first unit is the default when none is
 * marked). Its lists are copied to their length: a list grown row by row keeps room for more, and
 * a large file's products are all held until they are written.
 */
export function draftProduct(draft: ProductDraft, stock: ImportStock): ImportProduct {
  const units = draft.units.some((u) => u.isDefault)
    ? draft.units.slice()
    : draft.units.map((u, i) => ({ ...u, isDefault: i === 0 }));
  return {
    code: draft.code,
    name: draft.name,
    brand: draft.brand,
    categoryPath: draft.categoryPath,
    modelName: draft.modelName,
    description: draft.description,
    taxRate: draft.taxRate,
    currencyCode: draft.currencyCode,
    isActive: draft.isActive,
    units,
    stock,
    parentCode: draft.parentCode,
    variant: draft.variant,
    images: draft.images,
    equivalentCodes: draft.equivalentCodes,
    rows: draft.rows.slice(),
  };
}
