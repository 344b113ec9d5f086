/**
 * "The catalog has changed": what a writer of the catalog in this process (the import, a stock
 * file) calls once it has committed, so that what this process keeps in memory follows at once:
 * the product-list answers cached by the API are dropped, and the gone products (410) are read again.
 *
 * Kept on the global object: the Astro server bundle carries its own copy of this module, and the
 * shop's process must have one list. The writers call it through announceCatalogChange, which also
 * tells the other processes on PostgreSQL (announce-catalog-change.ts).
 */

/** Something this process keeps that a catalog change makes stale. */
export interface Clearable {
  clear(): void;
}

const key = Symbol.for('shop.catalogChanges');
interface Listeners {
  caches: Set<WeakRef<Clearable>>;
  listeners: Set<() => unknown>;
}
const holder = globalThis as { [key]?: Listeners };

function registry(): Listeners {
  holder[key] ??= { caches: new Set(), listeners: new Set() };
  return holder[key];
}

/** Drops `cache` whenever this process changes the catalog; held weakly, so a dropped API is not kept. */
export function clearOnCatalogChange(cache: Clearable): void {
  registry().caches.add(new WeakRef(cache));
}

/**
 * Calls `listener` whenever this process changes the catalog (awaiting what it gives); gives the
 * function that stops it.
 */
export function onCatalogChange(listener: () => unknown): () => void {
  registry().listeners.add(listener);
  return () => registry().listeners.delete(listener);
}

/**
 * Tells this process that the catalog has changed (products created, deactivated or deleted, prices
 * or stock written): cached lists are dropped at once, and the gone products are read again before
 * the promise settles, so that the writer's next answer already shows the change.
 */
export async function catalogChanged(): Promise<void> {
  const { caches, listeners } = registry();
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.clear();
    else caches.delete(ref);
  }
  await Promise.all([...listeners].map((listener) => listener()));
}
