/**
 * Seeds the catalog: currencies, warehouses, brands, the category tree, the shipping product (id 1,
 * inactive), N catalog products built family by family and inserted in batches, and the campaigns.
 * Ids are given out here (explicit ids), so rows can point at each other before they are inserted.
 */

import { slugify } from '../../domain/slug.ts';
import type { Database } from '../db/client.ts';
import {
  brands,
  campaignProducts,
  campaigns,
  categories,
  currencies,
  equivalentCodes,
  inventory,
  productImages,
  products,
  productUnits,
  variantDimensions,
  variantValues,
  warehouses,
} from '../db/schema/index.ts';
import { eventLoopTurn } from '../event-loop-turn.ts';
import { bulkInsert, withPlainIndexesDropped } from './bulk-insert.ts';
import {
  type CatalogRows,
  emptyRows,
  type FactoryContext,
  type FamilySummary,
  type IdCounters,
} from './catalog-rows.ts';
import type { SubCategory } from './category-types.ts';
import { SHIPPING_IMAGE } from './images.ts';
import { buildFamily } from './product-factory.ts';
import { EXCHANGE_RATES } from './product-prices.ts';
import { createRandom, hashSeed } from './random.ts';
import { CATEGORY_TREE } from './vocabulary-categories.ts';
import { BRANDS_BY_CATEGORY, CAMPAIGNS, WAREHOUSES } from './vocabulary-words.ts';

/** The shipping product's id: inserted first, so the urNo setting is the same for every N. */
export const SHIPPING_PRODUCT_ID = 1;
/** Net fee put on the shipping product's unit (the orders carry the real fee). */
const SHIPPING_UNIT_PRICE = 4990;
// Product rows per insert round; a family is never split between rounds.
const ROUND_ROWS = 4000;
const CAMPAIGN_SIZE = 20;
const DAY_MS = 86_400_000;

/** What the rest of the seed needs from the catalog. */
export interface CatalogResult {
  readonly counts: Record<string, number>;
  readonly shippingProductId: number;
  /** Simple, sellable TRY products for the demo orders (the first few of the catalog). */
  readonly orderable: readonly FamilySummary[];
  /** A few simple, sellable products priced in USD or EUR. */
  readonly orderableForeign: readonly FamilySummary[];
}

/** Options of the catalog seed. */
export interface CatalogOptions {
  readonly products: number;
  readonly seed: number;
  readonly storeName: string;
  readonly now: Date;
  readonly log: (line: string) => void;
}

/** Inserts the whole catalog and returns its counts and the products the orders may use. */
export async function seedCatalog(db: Database, options: CatalogOptions): Promise<CatalogResult> {
  const { seed, now } = options;
  const target = Math.max(0, Math.floor(options.products));
  await db.insert(currencies).values([
    { id: 1, code: 'TRY', name: 'Türk Lirası', exchangeRate: EXCHANGE_RATES.TRY, isDefault: true },
    { id: 2, code: 'USD', name: 'Amerikan Doları', exchangeRate: EXCHANGE_RATES.USD, isDefault: false },
    { id: 3, code: 'EUR', name: 'Euro', exchangeRate: EXCHANGE_RATES.EUR, isDefault: false },
  ]);
  const warehouseIds = WAREHOUSES.map((_, i) => i + 1);
  await db.insert(warehouses).values(WAREHOUSES.map((name, i) => ({ id: i + 1, name })));
  const brandNames = [...new Set(Object.values(BRANDS_BY_CATEGORY).flat())];
  const brandIds = new Map(brandNames.map((name, i) => [name, i + 1]));
  await db.insert(brands).values(brandNames.map((name, i) => ({ id: i + 1, code: slugify(name), name })));
  const categoryIds = await insertCategories(db);

  await insertShippingProduct(db, now);
  // Spread creation times over ~18 months (newest last) so 'latest products' has a real order.
  const step = Math.max(60_000, Math.min(37 * 60_000, Math.floor((540 * DAY_MS) / Math.max(1, target))));
  const ctx: FactoryContext = {
    seed,
    storeName: options.storeName,
    tree: CATEGORY_TREE,
    brandIds,
    brandsByCategory: BRANDS_BY_CATEGORY,
    categoryIds,
    warehouseIds,
    createdAt: (id) => new Date(now.getTime() - (target + 1 - id) * step),
  };
  const ids: IdCounters = { product: SHIPPING_PRODUCT_ID, unit: 1, image: 1, dimension: 0 };
  const counts: Record<string, number> = {};
  const picker = campaignPicker(seed);
  const orderable: FamilySummary[] = [];
  const orderableForeign: FamilySummary[] = [];
  let families = 0;
  const started = Date.now();
  const bulkTables = [
    products,
    productUnits,
    productImages,
    inventory,
    variantDimensions,
    variantValues,
    equivalentCodes,
  ];
  await withPlainIndexesDropped(db, bulkTables, async () => {
    let rows = emptyRows();
    // One round is inserted while the next is generated: on PostgreSQL the server works meanwhile.
    let inflight: Promise<void> = Promise.resolve();
    while (ids.product - SHIPPING_PRODUCT_ID < target) {
      const summary = buildFamily(ctx, families, target - (ids.product - SHIPPING_PRODUCT_ID), ids, rows);
      families++;
      picker.offer(summary);
      if (summary.sellable && !summary.isParent) {
        if (summary.currency === 'TRY' && orderable.length < 60) orderable.push(summary);
        if (summary.currency !== 'TRY' && orderableForeign.length < 5) orderableForeign.push(summary);
      }
      if (rows.products.length >= ROUND_ROWS) {
        await inflight;
        inflight = insertRows(db, rows, counts);
        // Its failure is awaited (and thrown) below; this only keeps Node from calling it unhandled meanwhile.
        inflight.catch(() => {});
        rows = emptyRows();
        options.log(
          `  ${ids.product - SHIPPING_PRODUCT_ID} / ${target} products (${Date.now() - started} ms)`,
        );
      }
      // Yield now and then, so the inflight round's statements can be sent while generating.
      if (families % 256 === 0) await eventLoopTurn();
    }
    await inflight;
    await insertRows(db, rows, counts);
  });
  counts.families = families;
  const chosen = picker.chosen();
  await db.insert(campaigns).values(
    CAMPAIGNS.map((c, i) => ({
      id: i + 1,
      name: c.name,
      url: slugify(c.name),
      startsAt: c.days ? new Date(startOfDay(now) + c.days[0] * DAY_MS) : null,
      endsAt: c.days ? new Date(startOfDay(now) + c.days[1] * DAY_MS + DAY_MS - 1000) : null,
      position: i + 1,
    })),
  );
  const links = chosen.flatMap((list, i) =>
    list.map((productId, position) => ({ campaignId: i + 1, productId, position })),
  );
  await bulkInsert(db, campaignProducts, links);
  counts.campaigns = CAMPAIGNS.length;
  counts.campaignProducts = links.length;
  return { counts, shippingProductId: SHIPPING_PRODUCT_ID, orderable, orderableForeign };
}

function startOfDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

async function insertCategories(db: Database): Promise<Map<SubCategory, number>> {
  const rows: (typeof categories.$inferInsert)[] = [];
  const ids = new Map<SubCategory, number>();
  CATEGORY_TREE.forEach((top, t) => {
    const topId = rows.length + 1;
    rows.push({ id: topId, parentId: null, name: top.name, url: slugify(top.name), position: t + 1 });
    top.subs.forEach((sub, s) => {
      const id = rows.length + 1;
      ids.set(sub, id);
      rows.push({ id, parentId: topId, name: sub.name, url: slugify(sub.name), position: s + 1 });
    });
  });
  await db.insert(categories).values(rows);
  return ids;
}

async function insertShippingProduct(db: Database, now: Date): Promise<void> {
  await db.insert(products).values({
    id: SHIPPING_PRODUCT_ID,
    code: 'KARGO',
    name: 'Kargo Bedeli',
    seo: 'kargo-bedeli',
    description: '<p>Siparişin kargo ücreti. Bu ürün satışta gösterilmez.</p>',
    currencyCode: 'TRY',
    taxRate: '0',
    quantity: '0',
    isActive: false,
    createdAt: now,
  });
  await db.insert(productUnits).values({
    id: 1,
    productId: SHIPPING_PRODUCT_ID,
    unitCode: 'ADET',
    multiplier: '1',
    price: SHIPPING_UNIT_PRICE,
    listPrice: SHIPPING_UNIT_PRICE,
    isDefault: true,
    position: 0,
  });
  await db
    .insert(productImages)
    .values({ id: 1, productId: SHIPPING_PRODUCT_ID, file: SHIPPING_IMAGE, position: 0 });
}

async function insertRows(db: Database, rows: CatalogRows, counts: Record<string, number>): Promise<void> {
  // Parents before children, dimensions before their values: the order of the foreign keys.
  await bulkInsert(db, products, rows.products);
  await bulkInsert(db, productUnits, rows.units);
  await bulkInsert(db, productImages, rows.images);
  await bulkInsert(db, inventory, rows.inventory);
  await bulkInsert(db, variantDimensions, rows.dimensions);
  await bulkInsert(db, variantValues, rows.values);
  await bulkInsert(db, equivalentCodes, rows.equivalents);
  for (const [name, list] of Object.entries(rows)) counts[name] = (counts[name] ?? 0) + list.length;
}

// Reservoir sampling per campaign: a fair, deterministic pick over the whole catalog in one pass.
function campaignPicker(seed: number) {
  const pools = CAMPAIGNS.map((c, i) => ({
    def: c,
    rng: createRandom(hashSeed(seed, 0x5eed, i)),
    seen: 0,
    ids: [] as number[],
  }));
  return {
    offer(f: FamilySummary): void {
      if (!f.sellable) return;
      for (const pool of pools) {
        const { def } = pool;
        if (def.discountedOnly && !f.discounted) continue;
        if (!def.categories.includes('*') && !def.categories.includes(f.topCode)) continue;
        pool.seen++;
        if (pool.ids.length < CAMPAIGN_SIZE) pool.ids.push(f.id);
        else {
          const j = pool.rng.int(0, pool.seen - 1);
          if (j < CAMPAIGN_SIZE) pool.ids[j] = f.id;
        }
      }
    },
    chosen: (): number[][] => pools.map((p) => [...p.ids].sort((a, b) => a - b)),
  };
}
