/**
 * The ids of one page of a category list, at any page number, read from the list indexes without
 * sorting the category (issue 16, "Scale"). A category list is its own products and its
 * sub-categories'; each sub-category's products are read in the list's order from its
 * (category, sort key, name, id) index, and PostgreSQL merges the sorted branches (a Merge
 * Append), so page N costs reading N pages of index entries, never a sort of the whole category.
 * The brand sort groups the list by brand name: the brands' product counts (kept with the list's
 * total) say which brands a page falls in, and only those are read, by (category, brand, name).
 */
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type SortOption, sortSpec } from '../../domain/catalog/sort.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** What narrows a category list: the categories, a brand from the path, and in-stock only. */
export interface CategoryListScope {
  readonly categoryIds: readonly number[];
  readonly brandId?: number | undefined;
  readonly inStockOnly: boolean;
}

/** A value of the query, or the placeholder it is given by (a query prepared once: PageIdsQuery). */
type Value = number | Placeholder;

/** The products of one category of the list, as the list indexes' predicate has it. */
function branchWhere(
  scope: CategoryListScope,
  categoryId: Value,
  brand?: Value | null,
  scopeBrand: Value | undefined = scope.brandId,
): SQL {
  const parts: SQL[] = [sql`p.category_id = ${categoryId}`, sql`p.is_active`, sql`p.parent_id is null`];
  if (scopeBrand !== undefined) parts.push(sql`p.brand_id = ${scopeBrand}`);
  if (brand === null) parts.push(sql`p.brand_id is null`);
  else if (brand !== undefined) parts.push(sql`p.brand_id = ${brand}`);
  if (scope.inStockOnly) parts.push(sql`p.quantity > 0`);
  return sql.join(parts, sql` and `);
}

/**
 * `rows` ids from `offset` of the union of branches, each in `order` (given twice: on the table's
 * alias p and on the union's columns), merged in that order.
 */
function mergedPage(
  branches: SQL[],
  columns: SQL,
  order: (alias: string) => SQL,
  rows: Value,
  offset: Value,
  upTo: Value = (offset as number) + (rows as number),
) {
  const inner = branches.map(
    (where) => sql`(select ${columns} from products p where ${where} order by ${order('p')} limit ${upTo})`,
  );
  return sql`select id from (${sql.join(inner, sql` union all `)}) page
    order by ${order('page')} limit ${rows} offset ${offset}`;
}

const KEY = { name: null, price: 'sort_price', quantity: 'quantity' } as const;

/**
 * A page's ids as a query of placeholders and their values. The query is the same text for every
 * page of every list of one shape (sort, number of categories, brand or not, in stock only or
 * not): building it from its parts cost more than running it (0.4 ms a request at 200,000
 * products), so it is built and prepared once per shape (product-list.ts).
 */
export interface PageIdsQuery {
  readonly shape: string;
  /** The query, built only when its shape has no statement yet. */
  readonly ids: () => SQL;
  readonly values: Readonly<Record<string, number>>;
}

/** The values of a scope's placeholders: `c0`, `c1`… for its categories, `brand` for its brand. */
function scopeValues(scope: CategoryListScope): Record<string, number> {
  const values: Record<string, number> = {};
  if (scope.brandId !== undefined) values.brand = scope.brandId;
  scope.categoryIds.forEach((id, i) => {
    values[`c${i}`] = id;
  });
  return values;
}

/**
 * The subquery of the page's ids for a sort by name, price or stock quantity (ties by name, then
 * id, as the list's order has them); undefined for the brand sort (see brandPageIds).
 */
export function categoryPageIds(
  scope: CategoryListScope,
  sort: SortOption,
  offset: number,
  rows: number,
): PageIdsQuery | undefined {
  const { field, direction } = sortSpec(sort);
  if (field === 'brand') return undefined;
  const key = KEY[field];
  const dir = sql.raw(direction);
  const order = (a: string) =>
    key === null
      ? sql`${sql.raw(`${a}.name_sort`)} collate "C" ${dir}, ${sql.raw(`${a}.id`)}`
      : sql`${sql.raw(`${a}.${key}`)} ${dir}, ${sql.raw(`${a}.name_sort`)} collate "C", ${sql.raw(`${a}.id`)}`;
  const columns = sql.raw(key === null ? 'p.id, p.name_sort' : `p.id, p.name_sort, p.${key}`);
  const values = { ...scopeValues(scope), rows, offset, upTo: offset + rows };
  const ids = () => {
    const brand = scope.brandId === undefined ? undefined : sql.placeholder('brand');
    const branches = scope.categoryIds.map((_, i) =>
      branchWhere(scope, sql.placeholder(`c${i}`), undefined, brand),
    );
    const [r, o, u] = (['rows', 'offset', 'upTo'] as const).map((name) => sql.placeholder(name));
    return mergedPage(branches, columns, order, r as Placeholder, o as Placeholder, u);
  };
  return {
    shape: JSON.stringify([sort, scope.categoryIds.length, scope.brandId !== undefined, scope.inStockOnly]),
    ids,
    values,
  };
}

/** Products of the list per brand name (brands sharing a name count as one group). */
export interface BrandGroup {
  /** The brand's sort key; null for products without a brand (last A-Z, first Z-A). */
  readonly nameSort: string | null;
  readonly brandIds: readonly (number | null)[];
  readonly count: number;
}

/** Counts the list's products per brand, in the brands' A-Z order. */
export async function brandGroups(db: Database, scope: CategoryListScope): Promise<BrandGroup[]> {
  const where = sql.join(
    scope.categoryIds.map((id) => sql`(${branchWhere(scope, id)})`),
    sql` or `,
  );
  const counted = rowsOf<{ brandId: number | null; nameSort: string | null; n: number | string }>(
    await db.execute(sql`select p.brand_id as "brandId", b.name_sort as "nameSort", count(*) as n
      from products p left join brands b on b.id = p.brand_id where ${where}
      group by p.brand_id, b.name_sort`),
  );
  const groups = new Map<string | null, { brandIds: (number | null)[]; count: number }>();
  for (const r of counted) {
    const group = groups.get(r.nameSort) ?? { brandIds: [], count: 0 };
    group.brandIds.push(r.brandId);
    group.count += Number(r.n);
    groups.set(r.nameSort, group);
  }
  // Byte order, as collate "C" sorts; no brand sorts last, as null does in an ascending sort.
  const byteOrder = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : Buffer.compare(Buffer.from(a), Buffer.from(b));
  return [...groups.entries()]
    .sort(([a], [b]) => byteOrder(a, b))
    .map(([nameSort, g]) => ({ nameSort, brandIds: g.brandIds, count: g.count }));
}

/**
 * The page's ids for the brand sort: the brand groups the page falls in, each read by name and id
 * from its (category, brand, name) index. Undefined for an empty page. As a PageIdsQuery: the
 * statement's shape is the page's groups (how many, with how many brands, the brandless one), which
 * a handful of statements cover, and the brands, counts and categories are its values.
 */
export function brandPageIds(
  scope: CategoryListScope,
  groups: readonly BrandGroup[],
  descending: boolean,
  offset: number,
  rows: number,
): PageIdsQuery | undefined {
  const ordered = descending ? [...groups].reverse() : groups;
  const values = scopeValues(scope);
  /** Per group of the page: its brands, null for the products without one. */
  const pageGroups: (readonly (number | null)[])[] = [];
  let skip = offset;
  let want = rows;
  for (const group of ordered) {
    if (want <= 0) break;
    if (skip >= group.count) {
      skip -= group.count;
      continue;
    }
    const g = pageGroups.length;
    const take = Math.min(want, group.count - skip);
    Object.assign(values, { [`t${g}`]: take, [`s${g}`]: skip, [`u${g}`]: take + skip });
    group.brandIds.forEach((b, k) => {
      if (b !== null) values[`b${g}_${k}`] = b;
    });
    pageGroups.push(group.brandIds);
    want -= take;
    skip = 0;
  }
  if (pageGroups.length === 0) return undefined;
  const ids = () => {
    const order = (a: string) => sql`${sql.raw(`${a}.name_sort`)} collate "C", ${sql.raw(`${a}.id`)}`;
    const scopeBrand = scope.brandId === undefined ? undefined : sql.placeholder('brand');
    const parts = pageGroups.map((brandIds, g) => {
      const branches = scope.categoryIds.flatMap((_, i) =>
        brandIds.map((b, k) =>
          branchWhere(
            scope,
            sql.placeholder(`c${i}`),
            b === null ? null : sql.placeholder(`b${g}_${k}`),
            scopeBrand,
          ),
        ),
      );
      const [t, o, u] = ['t', 's', 'u'].map((name) => sql.placeholder(`${name}${g}`));
      return sql`(${mergedPage(branches, sql.raw('p.id, p.name_sort'), order, t as Placeholder, o as Placeholder, u)})`;
    });
    return sql.join(parts, sql` union all `);
  };
  const shape = pageGroups.map((brandIds) => brandIds.map((b) => (b === null ? 'n' : 'b')).join(''));
  return {
    // The sort is in the shape: the page's statement orders its rows by it (product-list.ts).
    shape: JSON.stringify([
      descending ? '-brand' : 'brand',
      scope.categoryIds.length,
      scope.brandId !== undefined,
      scope.inStockOnly,
      shape,
    ]),
    ids,
    values,
  };
}
