import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, money, searchFold, turkishSortKey } from './columns.ts';

/** Currencies with their exchange rate against the Turkish lira (TRY = 1). */
export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  exchangeRate: decimal('exchange_rate', 18, 6).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameSort: text('name_sort').generatedAlwaysAs(turkishSortKey('name')),
    // The folded name, so 'kalemtas' and 'KALEMTAŞ' find Kalemtaş (src/domain/catalog/search-text.ts).
    searchText: text('search_text').generatedAlwaysAs(searchFold('name')),
  },
  (t) => [index('brands_name_sort_idx').on(sql`${t.nameSort} COLLATE "C"`)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/**
 * One counter (row id 1) that takes a new value with every statement changing which products exist,
 * which are on sale or where they are listed, or the categories (triggers of migration 0023, values
 * from its sequence): a process polls it to learn of a change made elsewhere (gone-products.ts)
 * without reading the products.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Products. A product with variants is a parent whose children (parent_id set) are the sellable
 * combinations. quantity is the sellable stock in base units, decremented atomically at order time;
 * inventory holds the per-warehouse breakdown shown in the stock modal.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    seo: text('seo').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    modelName: text('model_name'),
    description: text('description').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    taxRate: decimal('tax_rate', 5, 2).notNull(),
    quantity: decimal('quantity').notNull().default('0'),
    starRate: decimal('star_rate', 3, 2).notNull().default('0'),
    salesNumber: integer('sales_number').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    fastDelivery: boolean('fast_delivery').notNull().default(false),
    sameDayShipping: boolean('same_day_shipping').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    // Kept by database triggers (migration 0005): the default unit's price in TRY kuruş, for sorting
    // across currencies, and whether the product has variant children.
    sortPrice: money('sort_price'),
    hasVariants: boolean('has_variants').notNull().default(false),
    // The product card's default unit and first image, kept by database triggers (migration 0024)
    // and by the catalog writers, so that a list page reads one row per product: joining the units
    // and images for each card was half of what a category page cost PostgreSQL.
    cardUnitId: integer('card_unit_id'),
    cardUnitCode: text('card_unit_code'),
    cardPrice: money('card_price'),
    cardListPrice: money('card_list_price'),
    cardImage: text('card_image'),
    // A catalog import's fingerprint of the file's product (src/server/catalog-import): the same
    // product in the next file leaves the row untouched. Null for products the import never wrote.
    importHash: text('import_hash'),
    createdAt: createdAt(),
    nameSort: text('name_sort').generatedAlwaysAs(turkishSortKey('name')),
    // Name, code and model name, folded: a search matches any of them.
    searchText: text('search_text').generatedAlwaysAs(
      searchFold(`name || ' ' || code || ' ' || coalesce(model_name, '')`),
    ),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_parent_idx').on(t.parentId),
    index('products_created_idx').on(t.createdAt),
    // Trigram indexes are the dearest to write (a stock update writes a new row version into every
    // index), so each holds only the rows its search reads: the listed products' texts, and the
    // variants' codes (a search finds a variant by its code, then lists its parent).
    index('products_search_text_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.isActive} and ${t.parentId} is null`),
    index('products_code_search_idx')
      .using('gin', sql`${searchFold('code')} gin_trgm_ops`)
      .where(sql`${t.parentId} is not null`),
    // The product lists read only active top-level products: partial indexes for their sorts.
    index('products_list_price_idx').on(t.sortPrice).where(sql`${t.isActive} and ${t.parentId} is null`),
    index('products_list_name_idx')
      .on(sql`${t.nameSort} COLLATE "C"`, t.id)
      .where(sql`${t.isActive} and ${t.parentId} is null`),
    // A category's list reads each sub-category's rows in the list's whole order (key, name, id)
    // from these, and merges them: any page without a sort (src/server/catalog/category-page.ts).
    index('products_list_category_price_idx')
      .on(t.categoryId, t.sortPrice, sql`${t.nameSort} COLLATE "C"`, t.id)
      .where(sql`${t.isActive} and ${t.parentId} is null`),
    index('products_list_category_name_idx')
      .on(t.categoryId, sql`${t.nameSort} COLLATE "C"`, t.id)
      .where(sql`${t.isActive} and ${t.parentId} is null`),
    index('products_list_category_stock_idx')
      .on(t.categoryId, t.quantity, sql`${t.nameSort} COLLATE "C"`, t.id)
      .where(sql`${t.isActive} and ${t.parentId} is null`),
    index('products_list_category_brand_idx')
      .on(t.categoryId, t.brandId, sql`${t.nameSort} COLLATE "C"`, t.id)
      .where(sql`${t.isActive} and ${t.parentId} is null`),
    index('products_list_quantity_idx').on(t.quantity).where(sql`${t.isActive} and ${t.parentId} is null`),
  ],
);

/** Units a product is sold in (ADET, KOLİ ...): multiplier to base units, prices and shipping size. */
export const productUnits = pgTable(
  'product_units',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitCode: text('unit_code').notNull(),
    multiplier: decimal('multiplier', 12, 4).notNull().default('1'),
    price: money('price').notNull(),
    listPrice: money('list_price').notNull(),
    width: decimal('width', 10, 2).notNull().default('0'),
    height: decimal('height', 10, 2).notNull().default('0'),
    length: decimal('length', 10, 2).notNull().default('0'),
    weight: decimal('weight', 10, 3).notNull().default('0'),
    barcode: text('barcode'),
    isDefault: boolean('is_default').notNull().default(false),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('product_units_product_idx').on(t.productId),
    // A search for a barcode reads the unit by it.
    index('product_units_barcode_idx').on(t.barcode),
    uniqueIndex('product_units_default_idx').on(t.productId).where(sql`${t.isDefault}`),
  ],
);

/** Variant dimensions of a parent product (1 to 3: Renk, Beden, ...). */
export const variantDimensions = pgTable(
  'variant_dimensions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [uniqueIndex('variant_dimensions_product_pos_idx').on(t.productId, t.position)],
);

/** The value a child product has in one dimension of its parent. */
export const variantValues = pgTable(
  'variant_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => variantDimensions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.dimensionId] })],
);

/** Images of a product or of one variant (child product), in display order. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Stock per warehouse (may be zero or negative, as a real ERP's is). */
export const inventory = pgTable(
  'inventory',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: decimal('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.warehouseId] })],
);

/** Equivalent (cross-reference) codes of a product. */
export const equivalentCodes = pgTable(
  'equivalent_codes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    // The folded code: a search finds a product by any part of an equivalent code, in any case.
    searchCode: text('search_code').generatedAlwaysAs(searchFold('code')),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.code] }),
    index('equivalent_codes_search_idx').using('gin', sql`${t.searchCode} gin_trgm_ops`),
  ],
);

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().unique(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  position: integer('position').notNull().default(0),
});

export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index('campaign_products_product_idx').on(t.productId),
  ],
);
