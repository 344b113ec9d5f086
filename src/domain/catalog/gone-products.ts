/**
 * Products whose page the last build still has but the catalog no longer sells (issue 16): the
 * server answers their URL with 410 Gone and a link to their category until the next build drops
 * the page. A product is gone when its row says inactive, or when its row has disappeared since it
 * was last seen (a deleted product keeps the category it had).
 */

/** A top-level product row as the catalog holds it now. */
export interface CatalogRow {
  readonly id: number;
  readonly categoryId: number | null;
  readonly isActive: boolean;
}

/** What is known of a gone product: the category its page links to (null: none). */
export interface GoneProduct {
  readonly categoryId: number | null;
}

/** The catalog's state as one refresh reads it: the gone products, and every top-level row's category. */
export interface CatalogState {
  readonly gone: ReadonlyMap<number, GoneProduct>;
  /** The category of every top-level product row seen, active or not, to name a deleted one's. */
  readonly seen: ReadonlyMap<number, number | null>;
}

/** The state before any refresh: nothing is gone. */
export const EMPTY_CATALOG_STATE: CatalogState = { gone: new Map(), seen: new Map() };

/**
 * The next state from the rows read now and the previous state: inactive rows are gone, and so is
 * any product seen before (or gone before) whose row is no longer there.
 */
export function nextCatalogState(rows: readonly CatalogRow[], previous: CatalogState): CatalogState {
  const gone = new Map<number, GoneProduct>();
  const seen = new Map<number, number | null>();
  for (const row of rows) {
    seen.set(row.id, row.categoryId);
    if (!row.isActive) gone.set(row.id, { categoryId: row.categoryId });
  }
  for (const [id, categoryId] of previous.seen) if (!seen.has(id)) gone.set(id, { categoryId });
  for (const [id, product] of previous.gone) if (!seen.has(id) && !gone.has(id)) gone.set(id, product);
  return { gone, seen };
}
