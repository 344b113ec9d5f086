/**
 * A product list's place in the query string (SPEC §2 Product list): ?page=N&sort=X, plus ?q= and
 * ?brand= on the search page. A sort change starts again at page 1; page 1 is written as no page.
 */
import type { ListQuery } from './list-api-url.ts';
import { clampPage } from './pagination.ts';
import { isSortOption, type SortOption } from './sort.ts';

export { type ListQuery, listApiUrl } from './list-api-url.ts';

function params(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/** Reads a list's query string: a page below 1 or not a number is page 1, an unknown sort is none. */
export function readListQuery(search: string): ListQuery {
  const p = params(search);
  const sort = p.get('sort')?.trim().toLowerCase();
  return {
    page: clampPage(p.get('page') ?? '', Number.MAX_SAFE_INTEGER),
    sort: isSortOption(sort) ? sort : null,
    q: (p.get('q') ?? '').trim(),
    brand: (p.get('brand') ?? '').trim(),
  };
}

function toSearch(p: URLSearchParams): string {
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** The query string of another page of the same list: every other parameter kept, page 1 left out. */
export function pageSearch(search: string, page: number): string {
  const p = params(search);
  if (page > 1) p.set('page', String(page));
  else p.delete('page');
  return toSearch(p);
}

/** The query string after a sort change: the new sort, and back to page 1 (SPEC §2). */
export function sortSearch(search: string, sort: SortOption | null): string {
  const p = params(search);
  p.delete('page');
  if (sort) p.set('sort', sort);
  else p.delete('sort');
  return toSearch(p);
}
