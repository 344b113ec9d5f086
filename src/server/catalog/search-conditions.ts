/**
 * The search of product lists as SQL conditions: each word of the query must be found somewhere in
 * the product, its brand, or (for a word that may be a code) its variants, equivalent codes and
 * barcodes. The list query (product-list.ts) adds them to its own filter; they name the brands
 * table, so that query must left-join brands.
 */
import { like, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike, isCodeTerm, searchTerms } from '../../domain/catalog/search-text.ts';
import { searchFold } from '../db/schema/columns.ts';
import { brands, equivalentCodes, products, productUnits } from '../db/schema/index.ts';

/** A variant's code (alias c), folded as the stored search texts are. */
const CHILD_CODE = searchFold('c.code');

/**
 * Where one folded search word is found: in the product's name, code or model name, in its brand's
 * name, or (for a word long enough to be a code) in a variant's code, an equivalent code or, whole,
 * a unit's barcode, of the product or of one of its variants. Every side is folded the same way
 * (search-text.ts), so PGlite and PostgreSQL agree without a Turkish collation.
 */
function termFound(term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  const found: (SQL | undefined)[] = [like(products.searchText, pattern), like(brands.searchText, pattern)];
  if (isCodeTerm(term)) {
    found.push(sql`${products.id} in (select c.parent_id from ${products} c
      where c.parent_id is not null and ${CHILD_CODE} like ${pattern})`);
    found.push(sql`${products.id} in (select coalesce(c.parent_id, c.id) from ${equivalentCodes} e
      join ${products} c on c.id = e.product_id where e.search_code like ${pattern})`);
    found.push(sql`${products.id} in (select coalesce(c.parent_id, c.id) from ${productUnits} u
      join ${products} c on c.id = u.product_id where u.barcode = ${term})`);
  }
  return or(...found) ?? sql`true`;
}

/** One condition per word of a search query, each word to be found (none for an empty query). */
export function searchConditions(query: string): SQL[] {
  return searchTerms(query).map(termFound);
}
