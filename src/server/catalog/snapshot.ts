import { closeSync, openSync, renameSync, writeSync } from 'node:fs';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { CAMPAIGN_LISTS } from '../../domain/catalog/campaign-lists.ts';
import { parseSettings } from '../../domain/settings.ts';
import type { CatalogSnapshot, ListPage, SnapshotCategory } from '../../snapshot/types.ts';
import type { Database } from '../db/client.ts';
import { brands, campaigns, categories, currencies, products, settings, store } from '../db/schema/index.ts';
import { resolveListPath } from './list-path.ts';
import { allProductDetails } from './product-detail.ts';
import { listProducts } from './product-list.ts';
import { campaignRunningAt } from './running-campaign.ts';

/** Category ids from a category up to its root. */
function withAncestors(id: number, byId: ReadonlyMap<number, SnapshotCategory>): number[] {
  const out: number[] = [];
  for (
    let c = byId.get(id);
    c && !out.includes(c.id);
    c = c.parentId === null ? undefined : byId.get(c.parentId)
  )
    out.push(c.id);
  return out;
}

/** The brand/category list paths that hold at least one active product (a category counts its sub-categories). */
async function brandCategoryPaths(db: Database, tree: readonly SnapshotCategory[]): Promise<string[]> {
  const pairs = await db
    .selectDistinct({ brand: brands.code, categoryId: products.categoryId })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.isActive, true), isNull(products.parentId)));
  const byId = new Map(tree.map((c) => [c.id, c]));
  const paths = new Set<string>();
  for (const { brand, categoryId } of pairs) {
    if (categoryId === null) continue;
    for (const id of withAncestors(categoryId, byId)) paths.add(`${brand}/${byId.get(id)?.url}`);
  }
  return [...paths].sort();
}

/** The category tree as the snapshot and a product's breadcrumb read it, in display order. */
export function categoryTree(db: Database): Promise<SnapshotCategory[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      url: categories.url,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The shop's settings as stored (key to value). */
export async function storedSettings(db: Database): Promise<Record<string, string>> {
  const settingRows = await db.select().from(settings);
  return Object.fromEntries(settingRows.map((s) => [s.key, s.value]));
}

/** Reads everything the static pages show from the database (active top-level products). */
export async function takeSnapshot(db: Database, now = new Date()): Promise<CatalogSnapshot> {
  const [storeRow] = await db.select().from(store).limit(1);
  const raw = await storedSettings(db);
  const shopSettings = parseSettings(raw);
  const currencyRows = await db.select().from(currencies).orderBy(asc(currencies.id));
  const tree = await categoryTree(db);
  const brandRows = await db
    .select({ code: brands.code, name: brands.name })
    .from(brands)
    .orderBy(sql`${brands.nameSort} collate "C"`, asc(brands.id));
  const running = await db
    .select({ id: campaigns.id, name: campaigns.name, url: campaigns.url })
    .from(campaigns)
    .where(campaignRunningAt(now))
    .orderBy(asc(campaigns.position), asc(campaigns.id));
  const pairs = await brandCategoryPaths(db, tree);
  const listPaths = [
    '',
    ...CAMPAIGN_LISTS.map((l) => l.slug),
    ...running.map((c) => `${CAMPAIGN_LISTS[0]?.slug}/${c.url}`),
    ...tree.map((c) => c.url),
    ...brandRows.map((b) => b.code),
    ...pairs,
  ];
  const lists: Record<string, ListPage> = {};
  for (const path of listPaths) {
    const filter = await resolveListPath(db, path, {});
    if (filter) lists[path] = await listProducts(db, filter, shopSettings, undefined, 1);
  }
  return {
    takenAt: now.toISOString(),
    store: {
      name: storeRow?.name ?? 'Mağaza',
      url: storeRow?.url ?? '',
      whatsapp: storeRow?.whatsapp ?? '',
      whatsappControl: storeRow?.whatsappControl ?? false,
      socialMedia: storeRow?.socialMedia ?? '',
      seller: {
        legalName: storeRow?.legalName || storeRow?.name || '',
        address: storeRow?.address ?? '',
        phone: storeRow?.phone ?? '',
        email: storeRow?.email ?? '',
        mersisNo: storeRow?.mersisNo ?? '',
        taxOffice: storeRow?.taxOffice ?? '',
        taxNumber: storeRow?.taxNumber ?? '',
      },
    },
    settings: raw,
    currencies: currencyRows.map((c) => ({
      code: c.code,
      exchangeRate: c.exchangeRate,
      isDefault: c.isDefault,
    })),
    categories: tree,
    brands: brandRows,
    campaigns: running,
    brandCategoryPaths: pairs,
    lists,
    products: await allProductDetails(db, shopSettings, now),
  };
}

/**
 * Writes the snapshot as JSON for the build: one JSON document, whose products come last, one to a
 * line (src/snapshot/read.ts), so the build can read a product when it renders its page instead of
 * holding every product at once, and so no string of the whole catalog is ever made.
 */
export async function writeSnapshot(db: Database, path: string): Promise<CatalogSnapshot> {
  const snapshot = await takeSnapshot(db);
  const { products: all, ...head } = snapshot;
  // Written beside it, then renamed over it: the running shop's on-demand pages read the file's head
  // at any moment, and never see half of it.
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    let chunk = `${JSON.stringify({ ...head, products: [] }).slice(0, -2)}\n`;
    all.forEach((product, i) => {
      chunk += `${JSON.stringify(product)}${i < all.length - 1 ? ',' : ''}\n`;
      if (chunk.length > 1 << 20) {
        writeSync(fd, chunk);
        chunk = '';
      }
    });
    writeSync(fd, `${chunk}]}\n`);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  return snapshot;
}
