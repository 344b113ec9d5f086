import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
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

type UnitRow = typeof productUnits.$inferSelect;

function unitView(u: UnitRow, currency: string, showPrices: boolean) {
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

/** Everything a product page shows, live: SPEC §3 Product with units, images, variants and stock. */
export async function productDetail(db: Database, id: number, settings: ShopSettings, now = new Date()) {
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
  const showPrices = flag(settings.showPriceStatus);
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
      .limit(4),
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
      .where(
        and(
          eq(campaignProducts.productId, p.id),
          or(isNull(campaigns.startsAt), lte(campaigns.startsAt, now)),
          or(isNull(campaigns.endsAt), gt(campaigns.endsAt, now)),
        ),
      )
      .orderBy(asc(campaigns.position))
      .limit(1),
  ]);
  const childIds = children.map((c) => c.id);
  const values = childIds.length
    ? await db.select().from(variantValues).where(inArray(variantValues.productId, childIds))
    : [];
  const defaultUnit = units.find((u) => u.isDefault) ?? units[0];
  return {
    id: p.id,
    parentId: p.parentId,
    code: p.code,
    name: p.name,
    seo: p.seo,
    image: images[0]?.file ?? null,
    images: images.map((i) => i.file),
    brand: row.brandCode && row.brandName ? { code: row.brandCode, name: row.brandName } : null,
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
    inventory: stock.map((s) => ({ warehouseName: s.warehouseName, quantity: Number(s.quantity) })),
    starRate: Number(p.starRate),
    salesNumber: p.salesNumber,
    commentCount: p.commentCount,
    equivalentCode: codes.map((c) => c.code).join(', '),
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
    campaign: campaign[0] ?? null,
  };
}
