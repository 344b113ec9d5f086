import { writeFileSync } from 'node:fs';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CatalogSnapshot, SnapshotProduct, SnapshotUnit } from '../../snapshot/types.ts';
import type { Database } from '../db/client.ts';
import {
  brands,
  currencies,
  productImages,
  products,
  productUnits,
  settings,
  store,
} from '../db/schema/index.ts';

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

/** Reads everything the static pages show from the database (active top-level products). */
export async function takeSnapshot(db: Database): Promise<CatalogSnapshot> {
  const [storeRow] = await db.select().from(store).limit(1);
  const settingRows = await db.select().from(settings);
  const currencyRows = await db.select().from(currencies).orderBy(asc(currencies.id));
  const productRows = await db
    .select({ p: products, brandCode: brands.code, brandName: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.isActive, true), isNull(products.parentId)))
    .orderBy(sql`${products.nameSort} collate "C"`, asc(products.id));
  const unitRows = await db
    .select()
    .from(productUnits)
    .orderBy(asc(productUnits.productId), asc(productUnits.position));
  const imageRows = await db
    .select({ productId: productImages.productId, file: productImages.file })
    .from(productImages)
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const parents = new Set(
    (await db.selectDistinct({ id: products.parentId }).from(products))
      .map((r) => r.id)
      .filter((id) => id !== null),
  );
  const unitsBy = groupBy(unitRows, (u) => u.productId);
  const imagesBy = groupBy(imageRows, (i) => i.productId);
  const list = productRows.map(
    ({ p, brandCode, brandName }): SnapshotProduct => ({
      id: p.id,
      code: p.code,
      name: p.name,
      seo: p.seo,
      brand: brandCode && brandName ? { code: brandCode, name: brandName } : null,
      model: p.modelName,
      description: p.description,
      metaTitle: p.metaTitle,
      metaDescription: p.metaDescription,
      metaKeywords: p.metaKeywords,
      currency: p.currencyCode,
      taxRate: p.taxRate,
      quantity: p.quantity,
      starRate: p.starRate,
      commentCount: p.commentCount,
      images: (imagesBy.get(p.id) ?? []).slice(0, 4).map((i) => i.file),
      units: (unitsBy.get(p.id) ?? []).map(
        (u): SnapshotUnit => ({
          id: u.id,
          code: u.unitCode,
          multiplier: u.multiplier,
          price: u.price,
          listPrice: u.listPrice,
          barcode: u.barcode,
          isDefault: u.isDefault,
        }),
      ),
      hasVariants: parents.has(p.id),
    }),
  );
  return {
    takenAt: new Date().toISOString(),
    store: {
      name: storeRow?.name ?? 'Mağaza',
      url: storeRow?.url ?? '',
      whatsapp: storeRow?.whatsapp ?? '',
      whatsappControl: storeRow?.whatsappControl ?? false,
      socialMedia: storeRow?.socialMedia ?? '',
    },
    settings: Object.fromEntries(settingRows.map((s) => [s.key, s.value])),
    currencies: currencyRows.map((c) => ({
      code: c.code,
      exchangeRate: c.exchangeRate,
      isDefault: c.isDefault,
    })),
    products: list,
  };
}

/** Writes the snapshot as JSON for the build. */
export async function writeSnapshot(db: Database, path: string): Promise<CatalogSnapshot> {
  const snapshot = await takeSnapshot(db);
  writeFileSync(path, JSON.stringify(snapshot));
  return snapshot;
}
