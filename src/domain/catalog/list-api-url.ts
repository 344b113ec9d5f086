/**
 * What a product list asks the API for, and the call's URL (SPEC §2 Product list). Apart from the
 * query string's reading and writing (list-query.ts), which only the list pages need: the home page's
 * carousels call the API too.
 */
import type { SortOption } from './sort.ts';

/** What a list's URL asks for. */
export interface ListQuery {
  readonly page: number;
  /** The chosen sort; null when the URL names none (the list's own order). */
  readonly sort: SortOption | null;
  /** The search words (search page only); '' when none. */
  readonly q: string;
  /** The brand code of a brand search (search page only); '' when none. */
  readonly brand: string;
}

/**
 * The API call of a list: /products/{apiPath}?page=&sort= (sort only when one is chosen, so a top
 * list keeps its ranking), with q and brand for the search path.
 */
export function listApiUrl(apiPath: string, query: ListQuery): string {
  const p = new URLSearchParams();
  if (apiPath === 'search') {
    if (query.q) p.set('q', query.q);
    if (query.brand) p.set('brand', query.brand);
  }
  p.set('page', String(query.page));
  if (query.sort) p.set('sort', query.sort);
  return `${apiPath === '' ? '/products' : `/products/${apiPath}`}?${p.toString()}`;
}
