/**
 * A product as its page shows it: GET /product/{id} (SPEC §3 Product with its units, images, variants
 * and stock), and each product of the catalog snapshot, in the same shape.
 */
import type { PriceValue } from '../domain/catalog/price-display.ts';

/** One unit the product is sold in; its prices are null when the shop hides prices. */
export interface ProductUnit {
  id: number;
  value: string;
  multiplier: number;
  defaultPrice: PriceValue | null;
  listPrice: PriceValue | null;
  width: number;
  height: number;
  length: number;
  weight: number;
  barcode: string | null;
  isDefault: boolean;
}

/** A variant dimension of the product's family (its parent's, for a child) with the values its children have. */
export interface VariantDimension {
  code: string;
  name: string;
  values: { name: string }[];
}

/** A child of the family, with its value for each dimension, in the dimensions' order. */
export interface VariantChild {
  id: number;
  values: string[];
}

/** A product as its page shows it (GET /product/{id}, and each product of the catalog snapshot). */
export interface ProductDetail {
  id: number;
  parentId: number | null;
  categoryId: number | null;
  code: string;
  name: string;
  seo: string;
  image: string | null;
  images: string[];
  brand: { code: string; name: string } | null;
  model: { name: string } | null;
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  currency: string;
  defaultUnit: string | null;
  units: ProductUnit[];
  salePrice: PriceValue | null;
  listPrice: PriceValue | null;
  taxRate: number;
  quantity: number;
  /** Stock per warehouse. */
  inventory: { warehouseName: string; quantity: number }[];
  starRate: number;
  salesNumber: number;
  commentCount: number;
  equivalentCode: string;
  fastDelivery: boolean;
  sameDayShipping: boolean;
  hasVariants: boolean;
  variants: VariantDimension[];
  children: VariantChild[];
  /** The running campaign the product is in, the first in display order. */
  campaign: { id: number; name: string; url: string } | null;
}
