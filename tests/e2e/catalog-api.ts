// What the browser tests read of the demo shop's catalog through its API: the lists, every product,
// the page of all products that holds a product in some state, the first product that fits a test
// (with the contract's own types). Shared, so each spec finds products the same way instead of
// hard-coding ids or keeping its own copy of the list's fields.
import type { APIRequestContext } from '@playwright/test';
import type { ListItem, ListPage } from '../../src/contract/catalog.ts';
import type { ProductDetail } from '../../src/contract/product.ts';
import { expect } from './fixtures.ts';

export type { ListItem, ListPage, ProductDetail };

/**
 * A page of GET /api/catalog/products{path}: path '', a list's path ('/kampanyali-urunler') and/or a
 * query ('?sort=name&page=2').
 */
export async function listPage(request: APIRequestContext, path: string): Promise<ListPage> {
  const res = await request.get(`/api/catalog/products${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListPage;
}

/** The cards of that page (see `listPage`). */
export async function listItems(request: APIRequestContext, path: string): Promise<ListItem[]> {
  return (await listPage(request, path)).items;
}

/** Every card of a list (path as for `listPage`), page after page. */
export async function everyItem(request: APIRequestContext, path: string): Promise<ListItem[]> {
  const join = path.includes('?') ? '&' : '?';
  const first = await listPage(request, path);
  const items = [...first.items];
  for (let page = 2; page <= first.pages; page++) {
    items.push(...(await listPage(request, `${path}${join}page=${page}`)).items);
  }
  return items;
}

let catalog: ListItem[] | undefined;

/** Every product of the demo shop's lists, by name, read once through the API. */
export async function allProducts(request: APIRequestContext): Promise<ListItem[]> {
  catalog ??= await everyItem(request, '?sort=name');
  return catalog;
}

/** The page of all products (the search page without words) that holds an item matching the test. */
export async function pageHolding(
  request: APIRequestContext,
  match: (i: ListItem) => boolean,
): Promise<{ n: number; item: ListItem }> {
  const first = await listPage(request, '');
  for (let n = 1; n <= first.pages; n++) {
    const answer = n === 1 ? first : await listPage(request, `?page=${n}`);
    const item = answer.items.find(match);
    if (item) return { n, item };
  }
  throw new Error('no such product in the demo shop');
}

/** Where a test looks for its products: a list's sort and how many of its pages. */
export interface ProductSearch {
  /** The list's sort; most stock first unless said, so that a test's product has room. */
  sort?: string;
  /** How many of the list's first pages to read (1 unless said). */
  pages?: number;
}

/** The products of the list's first pages (most stock first) that `fits` keeps, in the list's order. */
export async function findProducts(
  request: APIRequestContext,
  fits: (p: ListItem) => boolean,
  { sort = '-quantity', pages = 1 }: ProductSearch = {},
): Promise<ListItem[]> {
  const found: ListItem[] = [];
  for (let n = 1; n <= pages; n++) {
    const answer = await listPage(request, `?sort=${sort}${n > 1 ? `&page=${n}` : ''}`);
    found.push(...answer.items.filter(fits));
    if (n >= answer.pages) break;
  }
  return found;
}

/** The first product that `fits` keeps (see `findProducts`); the test fails saying what it missed. */
export async function findProduct(
  request: APIRequestContext,
  fits: (p: ListItem) => boolean,
  search: ProductSearch & { what?: string } = {},
): Promise<ListItem> {
  const [product] = await findProducts(request, fits, search);
  if (!product) throw new Error(`no ${search.what ?? 'such product'} in the demo shop`);
  return product;
}

/** A card that goes straight into a cart: no variants to choose first, and a price above zero. */
export const plainAndPriced = (p: ListItem): boolean => !p.hasVariants && (p.salePrice?.value ?? 0) > 0;

/** A product's page data, GET /api/catalog/product/{id}. */
export async function productDetail(request: APIRequestContext, id: number): Promise<ProductDetail> {
  const res = await request.get(`/api/catalog/product/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ProductDetail;
}

/**
 * The first product of the whole catalog (by name) whose card `first` keeps and whose page data
 * `then` keeps: for a test that needs a product in a state only its page shows (units, variants).
 */
export async function detailWhere(
  request: APIRequestContext,
  first: (item: ListItem) => boolean,
  then: (p: ProductDetail) => boolean = () => true,
): Promise<ProductDetail> {
  for (const item of (await allProducts(request)).filter(first)) {
    const p = await productDetail(request, item.id);
    if (then(p)) return p;
  }
  throw new Error('no such product in the demo shop');
}
