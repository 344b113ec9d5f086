/** The row lists and summaries the catalog factory fills, and the context it works in. */
import type {
  equivalentCodes,
  inventory,
  productImages,
  products,
  productUnits,
  variantDimensions,
  variantValues,
} from '../db/schema/index.ts';
import type { SubCategory, TopCategory } from './category-types.ts';
import type { CurrencyCode } from './product-prices.ts';

/** The rows a batch of families inserts, table by table. */
export interface CatalogRows {
  products: (typeof products.$inferInsert)[];
  units: (typeof productUnits.$inferInsert)[];
  images: (typeof productImages.$inferInsert)[];
  inventory: (typeof inventory.$inferInsert)[];
  dimensions: (typeof variantDimensions.$inferInsert)[];
  values: (typeof variantValues.$inferInsert)[];
  equivalents: (typeof equivalentCodes.$inferInsert)[];
}

/** Empty row lists. */
export function emptyRows(): CatalogRows {
  return { products: [], units: [], images: [], inventory: [], dimensions: [], values: [], equivalents: [] };
}

/** The ids already given out; the factory takes the next ones. */
export interface IdCounters {
  product: number;
  unit: number;
  image: number;
  dimension: number;
}

/** What the factory needs to know about rows inserted before it. */
export interface FactoryContext {
  readonly seed: number;
  readonly storeName: string;
  readonly tree: readonly TopCategory[];
  readonly brandIds: ReadonlyMap<string, number>;
  readonly brandsByCategory: Readonly<Record<string, readonly string[]>>;
  readonly categoryIds: ReadonlyMap<SubCategory, number>;
  readonly warehouseIds: readonly number[];
  readonly createdAt: (productId: number) => Date;
}

/** A sellable unit of a family, for campaigns and demo orders. */
export interface UnitSummary {
  readonly id: number;
  readonly unitCode: string;
  readonly multiplier: string;
  readonly price: number;
  readonly width: string;
  readonly height: string;
  readonly length: string;
  readonly weight: string;
}

/** What the catalog keeps about a family once its rows are built. */
export interface FamilySummary {
  readonly id: number;
  readonly topCode: string;
  readonly isParent: boolean;
  readonly discounted: boolean;
  /** Active, priced and in stock. */
  readonly sellable: boolean;
  readonly currency: CurrencyCode;
  readonly taxRate: string;
  readonly code: string;
  readonly name: string;
  readonly image: string;
  readonly units: readonly UnitSummary[];
}
