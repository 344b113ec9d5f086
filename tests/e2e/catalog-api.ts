// What the browser tests read of the demo shop's catalog through its API: the lists, every product,
// the page of all products that holds a product in some state. Shared, so each spec finds products
// the same way instead of hard-coding ids.
import type { APIRequestContext } from '@playwright/test';
import type { ListItem, ListPage } from '../../src/contract/catalog.ts';
import { expect } from './fixtures.ts';

/** A page of GET /api/catalog/products{path} (path '' or a query such as '?page=2'). */
export async function listPage(request: APIRequestContext, path: string): Promise<ListPage> {
  const res = await request.get(`/api/catalog/products${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListPage;
}

let catalog: ListItem[] | undefined;

/** Every product of the demo shop's lists, by name, read once through the API. */
export async function allProducts(request: APIRequestContext): Promise<ListItem[]> {
  if (catalog) return catalog;
  const first = await listPage(request, '?sort=name');
  const items = [...first.items];
  for (let page = 2; page <= first.pages; page++) {
    items.push(...(await listPage(request, `?sort=name&page=${page}`)).items);
  }
  catalog = items;
  return items;
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
