/**
 * The catalog's lists as the API answers them (GET /products{path}, the campaign and top lists, the
 * wishlist's cards) and as the catalog snapshot stores their first pages: one card per product.
 */
import type { PriceValue } from '../domain/catalog/price-display.ts';
import type { SortOption } from '../domain/catalog/sort.ts';

export type { PriceValue };

/** One product card of a list (SPEC §3 Product, the fields a card shows). */
export interface ListItem {
  id: number;
  code: string;
  name: string;
  seo: string;
  image: string | null;
  brand: { code: string; name: string } | null;
  model: { name: string } | null;
  currency: string;
  defaultUnit: string;
  /** The default unit's id: what a list's add-to-cart posts as productValue (SPEC §7). */
  defaultUnitId: number;
  salePrice: PriceValue | null;
  listPrice: PriceValue | null;
  taxRate: number;
  quantity: number;
  starRate: number;
  salesNumber: number;
  commentCount: number;
  hasVariants: boolean;
}

/** A page of products with the spec's list fields. */
export interface ListPage {
  items: ListItem[];
  total: number;
  /** The sort applied; null for a top list in its own ranking. */
  sort: SortOption | null;
  page: number;
  pages: number;
  limit: number;
}
