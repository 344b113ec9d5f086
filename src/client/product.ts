/** The product calls (GET /product/{id}, GET /products{path}), answering src/contract's product and catalog types. */
import type { ListPage } from '../contract/catalog.ts';
import type { ProductDetail } from '../contract/product.ts';
import { type ListQuery, listApiUrl } from '../domain/catalog/list-query.ts';
import { api } from './http.ts';

/** GET /product/{id}: a product (or a variant child) as the product page shows it. */
export function readProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return api<ProductDetail>(`/product/${id}`, signal ? { signal } : {});
}

/** GET /products{path}{search}: a page of a list (a category, a brand, a campaign, the search). */
export function readListPage(apiPath: string, query: ListQuery, signal: AbortSignal): Promise<ListPage> {
  return api<ListPage>(listApiUrl(apiPath, query), { signal });
}
