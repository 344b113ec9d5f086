import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ListItem, ListPage } from '../../contract/catalog.ts';
import type { CampaignListKind } from '../../domain/catalog/campaign-lists.ts';
import { DEFAULT_SORT, type SortOption, sortSpec } from '../../domain/catalog/sort.ts';
import { TOP_LIST_SIZE } from '../../domain/catalog/top-lists.ts';
import { fromMinor } from '../../domain/money.ts';
import { flag, type ShopSettings } from '../../domain/settings.ts';
import { type ArrayStatement, arrayRows, arrayStatement } from '../db/array-rows.ts';
import { type Database, planOnce } from '../db/client.ts';
import { statementName } from '../db/per-database.ts';
import { brands, campaignProducts, categories, products } from '../db/schema/index.ts';
import { ResponseCache } from '../http/response-cache.ts';
import {
  brandGroups,
  brandPageIds,
  type CategoryListScope,
  categoryPageIds,
  type PageIdsQuery,
} from './category-page.ts';
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
  // Ties by name in byte order, as the list indexes hold it (category-page.ts reads them).
  return [dir(key[field]), asc(sql`${products.nameSort} collate "C"`), asc(products.id)];
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
/** Counts kept per list: at 200,000 products, a few per category, sort group and filter. */
const COUNT_ENTRIES = 10_000;
const counts = new WeakMap<Database, ResponseCache<unknown>>();

/** Forgets the found-counts of `db`'s lists (after an import changed the catalog). */
export function forgetListCounts(db: Database): void {
  counts.delete(db);
}

/**
 * A list's count (or brand groups), reused for COUNT_TTL_MS. When it has expired, the requests of
 * the next moments still get it while one of them counts again: each of 32 concurrent requests
 * counting a large category when its count expired held the category's pages at a p99 of 130 ms
 * under load (bench:api), where 30 ms is usual.
 */
async function cachedCount<T>(db: Database, key: string, count: () => Promise<T>): Promise<T> {
  let cache = counts.get(db);
  if (!cache) {
    cache = new ResponseCache(COUNT_TTL_MS, COUNT_ENTRIES);
    counts.set(db, cache);
  }
  return (await cache.answer(key, count)) as T;
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
      : await cardRows(
          db,
          selectCards(db)
            .where(inArray(products.id, ids))
            .orderBy(...(sort ? orderBy(sort) : [])),
        );
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
  const countKey = JSON.stringify([filter, settings.showNotInStocks]);
  const total = await cachedCount(db, countKey, async () => {
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
  const scope = options.perCategory === false ? undefined : categoryScope(filter, settings);
  const pageIds = scope && (await categoryPage(db, scope, countKey, sort, offset));
  const rows = pageIds
    ? await preparedPage(db, pageIds, sort)
    : await cardRows(
        db,
        selectCards(db)
          .where(where)
          .orderBy(...orderBy(sort))
          .limit(LIST_LIMIT)
          .offset(offset),
      );
  const items = rows.map((r) => toListItem(r, settings));
  return { items, total, sort, page, pages, limit: LIST_LIMIT };
}

/**
 * A category list page's query run as a named statement: its text is built and parsed once per
 * connection and shape. A page given as placeholders and values (PageIdsQuery: by sort key or by
 * brand) has its statement built once per database and shape, each page only fills in its values,
 * and it runs on connections that plan it once (planOnce): with a plan for its values PostgreSQL
 * planned it at each call (at 2,000 products 1.35 ms to bind and 0.9 ms to run; generic, 0.2 and
 * 0.5 ms). Not every statement: a generic plan for all of them made the all-products page ten
 * times slower.
 */
function preparedPage(db: Database, pageIds: SQL | PageIdsQuery, sort: SortOption): Promise<CardRow[]> {
  const page = (ids: SQL, on = db) => {
    const query = selectCards(on)
      .where(sql`${products.id} in (${ids})`)
      .orderBy(...orderBy(sort));
    return arrayStatement<StoredCard>(query, cardFields, statementName('list_page', query.toSQL().sql));
  };
  if (!('shape' in pageIds)) return cardsOf(arrayRows(db, page(pageIds)));
  const planned = planOnce(db);
  let statements = pageStatements.get(planned);
  if (!statements) {
    statements = new Map();
    pageStatements.set(planned, statements);
  }
  let statement = statements.get(pageIds.shape);
  if (!statement) {
    statement = page(pageIds.ids(), planned);
    statements.set(pageIds.shape, statement);
  }
  return cardsOf(arrayRows(planned, statement, pageIds.values));
}

/** The page statements built per database and page shape (a handful: sorts by categories' count). */
const pageStatements = new WeakMap<Database, Map<string, ArrayStatement<StoredCard>>>();

/**
 * A category list's scope, for reading its pages from the list indexes (category-page.ts); undefined
 * for any other list.
 */
function categoryScope(filter: ListFilter, settings: ShopSettings): CategoryListScope | undefined {
  const { categoryIds } = filter;
  if (!categoryIds?.length || filter.query || filter.brandCode || filter.campaignIds || filter.top)
    return undefined;
  return { categoryIds, brandId: filter.brandId, inStockOnly: !flag(settings.showNotInStocks) };
}

/** The subquery of a category list page's ids (none for a page past the brand groups' end). */
async function categoryPage(
  db: Database,
  scope: CategoryListScope,
  countKey: string,
  sort: SortOption,
  offset: number,
): Promise<SQL | PageIdsQuery | undefined> {
  const byKey = categoryPageIds(scope, sort, offset, LIST_LIMIT);
  if (byKey) return byKey;
  const groups = await cachedCount(db, `brands:${countKey}`, () => brandGroups(db, scope));
  return (
    brandPageIds(scope, groups, sortSpec(sort).direction === 'desc', offset, LIST_LIMIT) ??
    sql`select null::integer`
  );
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

/**
 * A product card's fields: product, brand, currency, and the default unit and first image as the
 * product row keeps them (its card columns, migration 0024).
 */
const cardFields = {
  id: products.id,
  code: products.code,
  name: products.name,
  seo: products.seo,
  image: products.cardImage,
  brandCode: brands.code,
  brandName: brands.name,
  modelName: products.modelName,
  currency: products.currencyCode,
  unitId: products.cardUnitId,
  unitCode: products.cardUnitCode,
  price: products.cardPrice,
  listPrice: products.cardListPrice,
  taxRate: products.taxRate,
  quantity: products.quantity,
  starRate: products.starRate,
  salesNumber: products.salesNumber,
  commentCount: products.commentCount,
  hasVariants: products.hasVariants,
};

/** The product-card select, ready for where/order/limit; read its rows with cardRows. */
export function selectCards(db: Database) {
  return db.select(cardFields).from(products).leftJoin(brands, eq(brands.id, products.brandId));
}

/** A card select's row as the database has it: a product without a default unit has no card. */
type StoredCard = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

type CardRow = StoredCard & { unitId: number; unitCode: string; price: number; listPrice: number };

/** The rows of a card statement that are cards: a product without a default unit is left out. */
async function cardsOf(rows: Promise<StoredCard[]>): Promise<CardRow[]> {
  return (await rows).filter((r): r is CardRow => r.unitId !== null);
}

/** A card select's rows, read without drizzle's row mapping (array-rows.ts: the lists' hot path). */
export function cardRows(db: Database, query: Parameters<typeof arrayStatement>[0]): Promise<CardRow[]> {
  return cardsOf(arrayRows(db, arrayStatement<StoredCard>(query, cardFields)));
}

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
