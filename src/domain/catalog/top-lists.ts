/**
 * The home page's top lists (SPEC §4): the 20 most liked products (by star rate) and the 20 best
 * sellers (by sales number). Items without a score (missing, 0 or below) are left out; ties keep
 * the order the items came in.
 */

/** Length of each top list. */
export const TOP_LIST_SIZE = 20;

function score(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The first `limit` items with a score above 0, by score descending. The sort is stable (ties
 * keep their input order); the input is not changed.
 */
export function topBy<T>(
  items: ReadonlyArray<T>,
  scoreOf: (item: T) => number | string | null | undefined,
  limit = TOP_LIST_SIZE,
): T[] {
  return items
    .map((item) => ({ item, score: score(scoreOf(item)) }))
    .filter((e) => e.score > 0)
    .sort((a, b) => b.score - a.score) // Array.prototype.sort is stable (ES2019)
    .slice(0, Math.max(0, limit))
    .map((e) => e.item);
}

/** The 20 most liked: only products rated (starRate > 0), highest star rate first. */
export function mostLiked<T extends { readonly starRate?: number | string | null }>(
  items: ReadonlyArray<T>,
  limit = TOP_LIST_SIZE,
): T[] {
  return topBy(items, (i) => i.starRate, limit);
}

/** The 20 best sellers: only products sold (salesNumber > 0), highest sales number first. */
export function bestSellers<T extends { readonly salesNumber?: number | string | null }>(
  items: ReadonlyArray<T>,
  limit = TOP_LIST_SIZE,
): T[] {
  return topBy(items, (i) => i.salesNumber, limit);
}
