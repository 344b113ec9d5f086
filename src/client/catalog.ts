/** The lists' call (GET /products{path}{search}): a category, a brand, a campaign, the search. */
import type { ListPage } from '../contract/catalog.ts';
import { type ListQuery, listApiUrl } from '../domain/catalog/list-api-url.ts';
import { api } from './http.ts';

/** GET /products{path}{search}: a page of a list. */
export function readListPage(apiPath: string, query: ListQuery, signal: AbortSignal): Promise<ListPage> {
  return api<ListPage>(listApiUrl(apiPath, query), { signal });
}
