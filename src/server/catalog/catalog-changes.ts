/**
 * Who must hear of a change to the catalog made outside a request (an import): the API's answer
 * cache of product lists and the lists' found-counts. Listeners register per database; a writer
 * calls catalogChanged(db) after its transaction has committed. This reaches the processes that
 * share this module's memory only: another process (the shop while a CLI imports) keeps its answers
 * until their time runs out (issue 18 carries the change across processes).
 */
import type { Database } from '../db/client.ts';

const listeners = new WeakMap<Database, Set<() => void>>();

/** Calls `listener` whenever the catalog of `db` changed; the returned function stops it. */
export function onCatalogChange(db: Database, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells every listener of `db` that its catalog changed. */
export function catalogChanged(db: Database): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
