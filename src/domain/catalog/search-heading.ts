/**
 * The search page's heading: what was searched, by words (?q=), by brand (?brand=, the product
 * page's brand link) or both; every product when neither.
 */

/** Text keys of the heading; the texts live in src/i18n/texts/product-list.ts. */
export type SearchHeadingKey = 'search.all' | 'search.query' | 'search.brand' | 'search.queryInBrand';

export interface SearchHeading {
  readonly key: SearchHeadingKey;
  readonly params: { readonly q?: string; readonly brand?: string };
}

/**
 * The heading for a search by words and/or a brand code; the brand is named by its name when the
 * catalog knows the code, else by the code as typed.
 */
export function searchHeading(
  q: string,
  brandCode: string,
  brandName: (code: string) => string | undefined,
): SearchHeading {
  const words = q.trim();
  const code = brandCode.trim();
  const brand = code ? (brandName(code) ?? code) : '';
  if (words && brand) return { key: 'search.queryInBrand', params: { q: words, brand } };
  if (words) return { key: 'search.query', params: { q: words } };
  if (brand) return { key: 'search.brand', params: { brand } };
  return { key: 'search.all', params: {} };
}
