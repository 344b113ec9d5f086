/** Checked products as the catalog file reader hands them to the writer, for the import's API tests. */
import type { ImportProduct, ImportUnit } from '../../../src/domain/catalog-import/import-product.ts';

/** A unit: ADET, the default, 100,00 TRY, no barcode or sizes, unless `over` says otherwise. */
export function importUnit(over: Partial<ImportUnit> = {}): ImportUnit {
  return {
    unitCode: 'ADET',
    multiplier: '1',
    isDefault: true,
    barcode: null,
    price: 10000,
    listPrice: 10000,
    width: '0',
    length: '0',
    height: '0',
    weight: '0',
    ...over,
  };
}

/** An active TRY product at 20% KDV with 10 in stock, one unit and no images, unless `over` says otherwise. */
export function importProduct(
  over: Partial<ImportProduct> & Pick<ImportProduct, 'code' | 'name'>,
): ImportProduct {
  return {
    brand: null,
    categoryPath: [],
    modelName: null,
    description: '',
    taxRate: '20',
    currencyCode: 'TRY',
    isActive: true,
    units: [importUnit()],
    stock: { kind: 'total', quantity: '10' },
    parentCode: null,
    variant: [],
    images: [],
    equivalentCodes: [],
    rows: [2],
    ...over,
  };
}
