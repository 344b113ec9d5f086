/**
 * Products whose page the last build still has but the catalog no longer sells (issue 16): the
 * server answers their URL with 410 Gone and a link to their category until the next build drops
 * the page. A product is gone when its row says inactive, or when its row has disappeared since it
 * was last seen (a deleted product keeps the category it had).
 */

/** A top-level product the catalog holds but does not sell (is_active false), with its category. */
export interface InactiveRow {
  readonly id: number;
  readonly categoryId: number | null;
}

/** One read of the catalog. */
export interface CatalogRead {
  /** The top-level products that are inactive now. */
  readonly inactive: readonly InactiveRow[];
  /**
   * Every top-level product's category now; left out when the set of products cannot have changed
   * since the last read (the server compares their count and id sum), to spare reading them all.
   */
  readonly all?: ReadonlyMap<number, number | null>;
}

/** What is known of a gone product: the category its page links to (null: none). */
export interface GoneProduct {
  readonly categoryId: number | null;
}

/** The catalog's state as one refresh reads it: the gone products, and every top-level product's category. */
export interface CatalogState {
  readonly gone: ReadonlyMap<number, GoneProduct>;
  /** The category of every top-level product seen, active or not, to name a deleted one's. */
  readonly seen: ReadonlyMap<number, number | null>;
}

/** The state before any read: nothing is gone. */
export const EMPTY_CATALOG_STATE: CatalogState = { gone: new Map(), seen: new Map() };

/**
 * The next state from a read and the previous state: inactive products are gone, and so is any
 * product seen before (or gone before) that is no longer there.
 */
export function nextCatalogState(read: CatalogRead, previous: CatalogState): CatalogState {
  const seen = read.all ?? previous.seen;
  const gone = new Map<number, GoneProduct>();
  for (const row of read.inactive) gone.set(row.id, { categoryId: row.categoryId });
  for (const [id, categoryId] of previous.seen) if (!seen.has(id)) gone.set(id, { categoryId });
  for (const [id, product] of previous.gone) if (!seen.has(id) && !gone.has(id)) gone.set(id, product);
  return { gone, seen };
}
