import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ListItem, ListPage } from '../../contract/catalog.ts';
import type { CampaignListKind } from '../../domain/catalog/campaign-lists.ts';
import { DEFAULT_SORT, type SortField, type SortOption, sortSpec } from '../../domain/catalog/sort.ts';
import { TOP_LIST_SIZE } from '../../domain/catalog/top-lists.ts';
import { fromMinor } from '../../domain/money.ts';
import { flag, type ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import {
  brands,
  campaignProducts,
  categories,
  productImages,
  products,
  productUnits,
} from '../db/schema/index.ts';
import { searchConditions } from './search-conditions.ts';

/** Products per list page. */
export const LIST_LIMIT = 20;

/** What a list asks for: a category, a brand, both, a campaign list, a search, or everything. */
export interface ListFilter {
  /** A category and its sub-categories. */
  readonly categoryIds?: readonly number[];
  /** A brand named by the path (/{brand}, /{brand}/{category}). */
  readonly brandId?: number;
  /** A brand named by the search's ?brand= code. */
  readonly brandCode?: string;
  readonly query?: string;
  /** Products of these (running) campaigns. */
  readonly campaignIds?: readonly number[];
  /** A top list: the 20 newest, most liked or best selling products. */
  readonly top?: Exclude<CampaignListKind, 'campaign'>;
}

const firstImage = sql<string | null>`(select ${productImages.file} from ${productImages}
  where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`;

function orderBy(sort: SortOption): SQL[] {
  const { field, direction } = sortSpec(sort);
  const dir = direction === 'desc' ? desc : asc;
  const key: Record<typeof field, SQL> = {
    name: sql`${products.nameSort} collate "C"`,
    // Prices in different currencies compare in Turkish lira (sort_price, kept by triggers).
    price: sql`${products.sortPrice}`,
    brand: sql`${brands.nameSort} collate "C"`,
    quantity: sql`${products.quantity}`,
  };
  return [dir(key[field]), asc(products.nameSort), asc(products.id)];
}

function conditions(filter: ListFilter, settings: ShopSettings): SQL | undefined {
  // Written as the partial list indexes' own predicate, so the planner can use them.
  const parts: (SQL | undefined)[] = [sql`${products.isActive}`, isNull(products.parentId)];
  if (filter.categoryIds !== undefined) {
    // Plain values, not a subquery, so the planner can read the category index per category.
    parts.push(inArray(products.categoryId, [...filter.categoryIds]));
  }
  if (filter.brandId !== undefined) parts.push(eq(products.brandId, filter.brandId));
  if (filter.brandCode) parts.push(eq(brands.code, filter.brandCode));
  if (filter.campaignIds !== undefined) {
    parts.push(sql`exists (select 1 from ${campaignProducts} where ${campaignProducts.productId} = ${products.id}
      and ${inArray(campaignProducts.campaignId, [...filter.campaignIds])})`);
  }
  // SPEC §9: top lists take only products with a star rate, best sellers only those with sales.
  if (filter.top === 'liked') parts.push(gt(products.starRate, '0'));
  if (filter.top === 'bestsellers') parts.push(gt(products.salesNumber, 0));
  parts.push(...searchConditions(filter.query ?? ''));
  if (!flag(settings.showNotInStocks)) parts.push(gt(products.quantity, '0'));
  return and(...parts);
}

/** How long a list's found-count is reused: counting 60,000 rows per request is the list's main cost. */
const COUNT_TTL_MS = 30_000;
const counts = new WeakMap<Database, Map<string, { n: number; until: number }>>();

/** Forgets the found-counts of `db`'s lists (after an import changed the catalog). */
export function forgetListCounts(db: Database): void {
  counts.delete(db);
}

async function cachedCount(db: Database, key: string, count: () => Promise<number>): Promise<number> {
  let cache = counts.get(db);
  if (!cache) {
    cache = new Map();
    counts.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.n;
  const n = await count();
  if (cache.size > 10_000) cache.clear();
  cache.set(key, { n, until: Date.now() + COUNT_TTL_MS });
  return n;
}

/** A top list's ranking: newest first, or by star rate or sales number with ties in id order. */
function topRanking(top: NonNullable<ListFilter['top']>): SQL[] {
  if (top === 'latest') return [desc(products.createdAt), desc(products.id)];
  if (top === 'liked') return [desc(products.starRate), asc(products.id)];
  return [desc(products.salesNumber), asc(products.id)];
}

/** TOP_LIST_SIZE products of a top list, in its ranking or, when the shopper chose one, in that sort. */
async function listTop(
  db: Database,
  top: NonNullable<ListFilter['top']>,
  where: SQL | undefined,
  settings: ShopSettings,
  sort: SortOption | undefined,
): Promise<ListPage> {
  const ranked = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...topRanking(top))
    .limit(TOP_LIST_SIZE);
  const ids = ranked.map((r) => r.id);
  const rows =
    ids.length === 0
      ? []
      : await selectCards(db)
          .where(inArray(products.id, ids))
          .orderBy(...(sort ? orderBy(sort) : []));
  if (!sort) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const items = rows.map((r) => toListItem(r, settings));
  return { items, total: items.length, sort: sort ?? null, page: 1, pages: 1, limit: TOP_LIST_SIZE };
}

/**
 * A page of active top-level products matching the filter, sorted (by name when the shopper chose no
 * sort; a top list keeps its own ranking), with the display rules applied.
 */
export async function listProducts(
  db: Database,
  filter: ListFilter,
  settings: ShopSettings,
  chosenSort: SortOption | undefined,
  requestedPage: number,
  /** perCategory: false reads a category list with the plain query (tests compare the two). */
  options: { perCategory?: boolean } = {},
): Promise<ListPage> {
  const where = conditions(filter, settings);
  if (filter.top) return listTop(db, filter.top, where, settings, chosenSort);
  const sort = chosenSort ?? DEFAULT_SORT;
  const total = await cachedCount(db, JSON.stringify([filter, settings.showNotInStocks]), async () => {
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where);
    return n;
  });
  const pages = Math.max(1, Math.ceil(total / LIST_LIMIT));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const offset = (page - 1) * LIST_LIMIT;
  const perCategory =
    options.perCategory === false ? undefined : perCategoryPage(filter, settings, sort, offset);
  const rows = perCategory
    ? await selectCards(db)
        .where(sql`${products.id} in (${perCategory})`)
        .orderBy(...orderBy(sort))
    : await selectCards(db)
        .where(where)
        .orderBy(...orderBy(sort))
        .limit(LIST_LIMIT)
        .offset(offset);
  const items = rows.map((r) => toListItem(r, settings));
  return { items, total, sort, page, pages, limit: LIST_LIMIT };
}

// The sort columns of the per-category read, as raw SQL on an alias: the same order as orderBy().
const PER_CATEGORY_SORT: Partial<Record<SortField, string>> = {
  name: 'name_sort collate "C"',
  price: 'sort_price',
  quantity: 'quantity',
};

/** Deeper pages than this many rows per sub-category are read by the plain query. */
const PER_CATEGORY_MAX_ROWS = 2_000;

function rawOrder(sort: SortOption, alias: string): SQL | undefined {
  const { field, direction } = sortSpec(sort);
  const column = PER_CATEGORY_SORT[field];
  if (!column) return undefined;
  return sql.raw(`${alias}.${column} ${direction}, ${alias}.name_sort asc, ${alias}.id asc`);
}

/**
 * The ids of one page of a category list, read sub-category by sub-category: each reads only its
 * first rows in the chosen sort from its (category, sort) index, and the page is cut from their
 * union. Sorting a whole category (thousands of rows) per request is what this avoids. Undefined
 * when the list is not a category list, or its sort or depth is not served this way.
 */
function perCategoryPage(
  filter: ListFilter,
  settings: ShopSettings,
  sort: SortOption,
  offset: number,
): SQL | undefined {
  const { categoryIds } = filter;
  if (!categoryIds?.length || filter.query || filter.brandCode || filter.campaignIds || filter.top)
    return undefined;
  const inner = rawOrder(sort, 'p');
  const outer = rawOrder(sort, 'ranked');
  const rows = offset + LIST_LIMIT;
  if (!inner || !outer || rows > PER_CATEGORY_MAX_ROWS) return undefined;
  const parts: SQL[] = [sql`p.category_id = cat.id`, sql`p.is_active`, sql`p.parent_id is null`];
  if (filter.brandId !== undefined) parts.push(sql`p.brand_id = ${filter.brandId}`);
  if (!flag(settings.showNotInStocks)) parts.push(sql`p.quantity > 0`);
  const ids = sql.join(
    categoryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select ranked.id from unnest(array[${ids}]::int[]) as cat(id)
    cross join lateral (
      select p.id, p.name_sort, p.sort_price, p.quantity from ${products} p
      where ${sql.join(parts, sql` and `)} order by ${inner} limit ${rows}) ranked
    order by ${outer} limit ${LIST_LIMIT} offset ${offset}`;
}

/** The ids of the category with this url and of its sub-categories; undefined for an unknown url. */
export async function categoryIdsByUrl(db: Database, url: string): Promise<number[] | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.url, url))
    .limit(1);
  if (!row) return undefined;
  const children = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, row.id));
  return [row.id, ...children.map((c) => c.id)];
}

/** The product-card select (product, brand, default unit, currency), ready for where/order/limit. */
export function selectCards(db: Database) {
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      seo: products.seo,
      image: firstImage,
      brandCode: brands.code,
      brandName: brands.name,
      modelName: products.modelName,
      currency: products.currencyCode,
      unitId: productUnits.id,
      unitCode: productUnits.unitCode,
      price: productUnits.price,
      listPrice: productUnits.listPrice,
      taxRate: products.taxRate,
      quantity: products.quantity,
      starRate: products.starRate,
      salesNumber: products.salesNumber,
      commentCount: products.commentCount,
      hasVariants: products.hasVariants,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productUnits, and(eq(productUnits.productId, products.id), eq(productUnits.isDefault, true)));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** A card row as the API answers it, with prices hidden unless showPriceStatus is '1'. */
export function toListItem(r: CardRow, settings: ShopSettings): ListItem {
  const showPrices = flag(settings.showPriceStatus);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    seo: r.seo,
    image: r.image,
    brand: r.brandCode && r.brandName ? { code: r.brandCode, name: r.brandName } : null,
    model: r.modelName ? { name: r.modelName } : null,
    currency: r.currency,
    defaultUnit: r.unitCode,
    defaultUnitId: r.unitId,
    salePrice: showPrices ? { value: fromMinor(r.price), currency: r.currency } : null,
    listPrice: showPrices ? { value: fromMinor(r.listPrice), currency: r.currency } : null,
    taxRate: Number(r.taxRate),
    quantity: Number(r.quantity),
    starRate: Number(r.starRate),
    salesNumber: r.salesNumber,
    commentCount: r.commentCount,
    hasVariants: r.hasVariants,
  };
}
