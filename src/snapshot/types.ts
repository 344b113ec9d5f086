/**
 * The catalog snapshot: what the static build reads instead of the database. Amounts are minor
 * units; the islands refresh price and stock from the API after hydration.
 */

/** A unit a product is sold in. */
export interface SnapshotUnit {
  id: number;
  code: string;
  multiplier: string;
  price: number;
  listPrice: number;
  barcode: string | null;
  isDefault: boolean;
}

/** A product page's data. */
export interface SnapshotProduct {
  id: number;
  code: string;
  name: string;
  seo: string;
  brand: { code: string; name: string } | null;
  model: string | null;
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  currency: string;
  taxRate: string;
  quantity: string;
  starRate: string;
  commentCount: number;
  images: string[];
  units: SnapshotUnit[];
  hasVariants: boolean;
}

/** The store's identity. */
export interface SnapshotStore {
  name: string;
  url: string;
  whatsapp: string;
  whatsappControl: boolean;
  socialMedia: string;
}

/** The whole snapshot. */
export interface CatalogSnapshot {
  takenAt: string;
  store: SnapshotStore;
  settings: Record<string, string>;
  currencies: { code: string; exchangeRate: string; isDefault: boolean }[];
  products: SnapshotProduct[];
}

/** The product page path of a product: /{seo}-p-{id}. */
export function productPath(p: Pick<SnapshotProduct, 'seo' | 'id'>): string {
  return `/${p.seo}-p-${p.id}`;
}
