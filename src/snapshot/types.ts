/**
 * The catalog snapshot: what the static build reads instead of the database. Products and list
 * pages have the live API's own shapes (GET /product/{id}, GET /products{path}), so an island shows
 * the built data first and swaps in the live answer after hydration without translating anything.
 */

import type { ListItem, ListPage } from '../contract/catalog.ts';
import type { ProductDetail } from '../contract/product.ts';
import type { Seller } from '../contract/settings.ts';

/** A product page's data: the API's product detail as it was at build time. */
export type SnapshotProduct = ProductDetail;
export type { ListItem, ListPage };

/** A category of the tree. */
export interface SnapshotCategory {
  id: number;
  parentId: number | null;
  name: string;
  url: string;
  position: number;
}

/** A brand. */
export interface SnapshotBrand {
  code: string;
  name: string;
}

/** A campaign running when the snapshot was taken, in display order. */
export interface SnapshotCampaign {
  id: number;
  name: string;
  url: string;
}

/** The store's identity. */
export interface SnapshotStore {
  name: string;
  url: string;
  whatsapp: string;
  whatsappControl: boolean;
  socialMedia: string;
  /** The seller's legal data (the store settings), as the legal pages and the order documents name it. */
  seller: SnapshotSeller;
}

/** The merchant's legal details (the contract's Seller, as the snapshot carries them). */
export type SnapshotSeller = Seller;

/** The whole snapshot. */
export interface CatalogSnapshot {
  takenAt: string;
  store: SnapshotStore;
  settings: Record<string, string>;
  currencies: { code: string; exchangeRate: string; isDefault: boolean }[];
  categories: SnapshotCategory[];
  brands: SnapshotBrand[];
  campaigns: SnapshotCampaign[];
  /** Brand and category pairs that have products, as list paths: {brandCode}/{categoryUrl}. */
  brandCategoryPaths: string[];
  /**
   * The first page, in the default order, of every list a static page shows, by its API list path
   * ('' for every product, 'elektronik', 'kampanyali-urunler/yaz-indirimi', ...).
   */
  lists: Record<string, ListPage>;
  products: SnapshotProduct[];
}
