import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProductDetail, ProductUnit } from '../../contract/product.ts';
import { fromMinor } from '../../domain/money.ts';
import { flag, type ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import {
  brands,
  campaignProducts,
  campaigns,
  equivalentCodes,
  inventory,
  productImages,
  products,
  productUnits,
  variantDimensions,
  variantValues,
  warehouses,
} from '../db/schema/index.ts';
import { campaignRunningAt } from './running-campaign.ts';

type UnitRow = typeof productUnits.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type DimensionRow = typeof variantDimensions.$inferSelect;
type ValueRow = typeof variantValues.$inferSelect;

/** Images a product page shows per product or variant (SPEC §2: up to 4). */
export const MAX_PRODUCT_IMAGES = 4;

function unitView(u: UnitRow, currency: string, showPrices: boolean): ProductUnit {
  return {
    id: u.id,
    value: u.unitCode,
    multiplier: Number(u.multiplier),
    defaultPrice: showPrices ? { value: fromMinor(u.price), currency } : null,
    listPrice: showPrices ? { value: fromMinor(u.listPrice), currency } : null,
    width: Number(u.width),
    height: Number(u.height),
    length: Number(u.length),
    weight: Number(u.weight),
    barcode: u.barcode,
    isDefault: u.isDefault,
  };
}

/** Everything read about one product, before it is shaped for the page. */
interface DetailParts {
  p: ProductRow;
  brand: { code: string; name: string } | null;
  units: readonly UnitRow[];
  images: readonly string[];
  stock: readonly { warehouseName: string; quantity: string }[];
  codes: readonly string[];
  /** The variant dimensions of the product's family (its parent's, for a child). */
  dimensions: readonly DimensionRow[];
  /** The family's active children, by id. */
  childIds: readonly number[];
  /** The children's variant values. */
  values: readonly ValueRow[];
  campaign: { id: number; name: string; url: string } | null;
}

function shapeDetail(parts: DetailParts, settings: ShopSettings): ProductDetail {
  const { p, units, dimensions, childIds, values } = parts;
  const showPrices = flag(settings.showPriceStatus);
  const defaultUnit = units.find((u) => u.isDefault) ?? units[0];
  return {
    id: p.id,
    parentId: p.parentId,
    categoryId: p.categoryId,
    code: p.code,
    name: p.name,
    seo: p.seo,
    image: parts.images[0] ?? null,
    images: [...parts.images],
    brand: parts.brand,
    model: p.modelName ? { name: p.modelName } : null,
    description: p.description,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    metaKeywords: p.metaKeywords,
    currency: p.currencyCode,
    defaultUnit: defaultUnit?.unitCode ?? null,
    units: units.map((u) => unitView(u, p.currencyCode, showPrices)),
    salePrice:
      showPrices && defaultUnit ? { value: fromMinor(defaultUnit.price), currency: p.currencyCode } : null,
    listPrice:
      showPrices && defaultUnit
        ? { value: fromMinor(defaultUnit.listPrice), currency: p.currencyCode }
        : null,
    taxRate: Number(p.taxRate),
    quantity: Number(p.quantity),
    inventory: parts.stock.map((s) => ({ warehouseName: s.warehouseName, quantity: Number(s.quantity) })),
    starRate: Number(p.starRate),
    salesNumber: p.salesNumber,
    commentCount: p.commentCount,
    equivalentCode: parts.codes.join(', '),
    fastDelivery: p.fastDelivery,
    sameDayShipping: p.sameDayShipping,
    hasVariants: p.parentId === null && childIds.length > 0,
    variants: dimensions.map((d) => ({
      code: d.code,
      name: d.name,
      values: [...new Set(values.filter((v) => v.dimensionId === d.id).map((v) => v.value))].map((name) => ({
        name,
      })),
    })),
    children: childIds.map((childId) => ({
      id: childId,
      values: dimensions.map(
        (d) => values.find((v) => v.productId === childId && v.dimensionId === d.id)?.value ?? '',
      ),
    })),
    campaign: parts.campaign,
  };
}

/** Everything a product page shows, live: SPEC §3 Product with units, images, variants and stock. */
export async function productDetail(
  db: Database,
  id: number,
  settings: ShopSettings,
  now = new Date(),
): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ p: products, brandCode: brands.code, brandName: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  if (!row) return undefined;
  const p = row.p;
  // A child product answers with its parent's variant dimensions, so the page can switch between siblings.
  const parentId = p.parentId ?? p.id;
  const [units, images, stock, codes, dimensions, children, campaign] = await Promise.all([
    db
      .select()
      .from(productUnits)
      .where(eq(productUnits.productId, p.id))
      .orderBy(asc(productUnits.position), asc(productUnits.id)),
    db
      .select({ file: productImages.file })
      .from(productImages)
      .where(eq(productImages.productId, p.id))
      .orderBy(asc(productImages.position))
      .limit(MAX_PRODUCT_IMAGES),
    db
      .select({ warehouseName: warehouses.name, quantity: inventory.quantity })
      .from(inventory)
      .innerJoin(warehouses, eq(warehouses.id, inventory.warehouseId))
      .where(eq(inventory.productId, p.id))
      .orderBy(asc(warehouses.id)),
    db
      .select({ code: equivalentCodes.code })
      .from(equivalentCodes)
      .where(eq(equivalentCodes.productId, p.id))
      .orderBy(asc(equivalentCodes.code)),
    db
      .select()
      .from(variantDimensions)
      .where(eq(variantDimensions.productId, parentId))
      .orderBy(asc(variantDimensions.position)),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.parentId, parentId), eq(products.isActive, true)))
      .orderBy(asc(products.id)),
    db
      .select({ id: campaigns.id, name: campaigns.name, url: campaigns.url })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(and(eq(campaignProducts.productId, p.id), campaignRunningAt(now)))
      .orderBy(asc(campaigns.position))
      .limit(1),
  ]);
  const childIds = children.map((c) => c.id);
  const values = childIds.length
    ? await db.select().from(variantValues).where(inArray(variantValues.productId, childIds))
    : [];
  return shapeDetail(
    {
      p,
      brand: row.brandCode && row.brandName ? { code: row.brandCode, name: row.brandName } : null,
      units,
      images: images.map((i) => i.file),
      stock,
      codes: codes.map((c) => c.code),
      dimensions,
      childIds,
      values,
      campaign: campaign[0] ?? null,
    },
    settings,
  );
}

function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * Every active top-level product as its page shows it, in the shape of productDetail, read with a
 * fixed number of queries (the catalog snapshot's product pages), in Turkish name order.
 */
export async function allProductDetails(
  db: Database,
  settings: ShopSettings,
  now = new Date(),
): Promise<ProductDetail[]> {
  const [rows, units, images, stock, codes, dimensions, children, values, memberships] = await Promise.all([
    db
      .select({ p: products, brandCode: brands.code, brandName: brands.name })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.isActive, true), isNull(products.parentId)))
      .orderBy(sql`${products.nameSort} collate "C"`, asc(products.id)),
    db
      .select()
      .from(productUnits)
      .orderBy(asc(productUnits.productId), asc(productUnits.position), asc(productUnits.id)),
    db
      .select({ productId: productImages.productId, file: productImages.file })
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position)),
    db
      .select({
        productId: inventory.productId,
        warehouseName: warehouses.name,
        quantity: inventory.quantity,
      })
      .from(inventory)
      .innerJoin(warehouses, eq(warehouses.id, inventory.warehouseId))
      .orderBy(asc(inventory.productId), asc(warehouses.id)),
    db
      .select({ productId: equivalentCodes.productId, code: equivalentCodes.code })
      .from(equivalentCodes)
      .orderBy(asc(equivalentCodes.productId), asc(equivalentCodes.code)),
    db
      .select()
      .from(variantDimensions)
      .orderBy(asc(variantDimensions.productId), asc(variantDimensions.position)),
    db
      .select({ id: products.id, parentId: products.parentId })
      .from(products)
      .where(and(isNotNull(products.parentId), eq(products.isActive, true)))
      .orderBy(asc(products.id)),
    db.select().from(variantValues),
    db
      .select({
        productId: campaignProducts.productId,
        id: campaigns.id,
        name: campaigns.name,
        url: campaigns.url,
      })
      .from(campaignProducts)
      .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
      .where(campaignRunningAt(now))
      .orderBy(asc(campaigns.position)),
  ]);
  const unitsBy = groupBy(units, (u) => u.productId);
  const imagesBy = groupBy(images, (i) => i.productId);
  const stockBy = groupBy(stock, (s) => s.productId);
  const codesBy = groupBy(codes, (c) => c.productId);
  const dimensionsBy = groupBy(dimensions, (d) => d.productId);
  const childrenBy = groupBy(children, (c) => c.parentId);
  const valuesBy = groupBy(values, (v) => v.productId);
  const campaignBy = new Map<number, { id: number; name: string; url: string }>();
  for (const { productId, ...campaign } of memberships)
    if (!campaignBy.has(productId)) campaignBy.set(productId, campaign);
  return rows.map(({ p, brandCode, brandName }) => {
    const childIds = (childrenBy.get(p.id) ?? []).map((c) => c.id);
    return shapeDetail(
      {
        p,
        brand: brandCode && brandName ? { code: brandCode, name: brandName } : null,
        units: unitsBy.get(p.id) ?? [],
        images: (imagesBy.get(p.id) ?? []).slice(0, MAX_PRODUCT_IMAGES).map((i) => i.file),
        stock: stockBy.get(p.id) ?? [],
        codes: (codesBy.get(p.id) ?? []).map((c) => c.code),
        dimensions: dimensionsBy.get(p.id) ?? [],
        childIds,
        values: childIds.flatMap((id) => valuesBy.get(id) ?? []),
        campaign: campaignBy.get(p.id) ?? null,
      },
      settings,
    );
  });
}
