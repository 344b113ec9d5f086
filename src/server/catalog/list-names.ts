/**
 * The category urls and brand codes of list paths, remembered for a moment: every list request
 * names one, and reading the same few rows for each of thousands of requests a second cost the
 * list more round trips to the database than the page itself. A name not yet remembered is read
 * at once (a new category answers without waiting), a remembered one is read again after
 * FRESH_MS, and a catalog change in any shop process forgets them all (announce-catalog-change.ts).
 */
import { clearOnCatalogChange } from './catalog-changes.ts';

/** How long a remembered name is used, as the settings are (settings-repo.ts). */
const FRESH_MS = 2_000;
/** Names remembered at most; made-up paths are never remembered, so this is the real catalog's. */
const MAX_NAMES = 10_000;

export class RememberedNames<T> {
  readonly #names = new Map<string, { value: T; until: number }>();

  /** The value for `name`: remembered when fresh, else read (and remembered if found). */
  async get(name: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.#names.get(name);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await read();
    if (value === undefined) {
      this.#names.delete(name);
      return undefined;
    }
    if (this.#names.size >= MAX_NAMES) this.#names.clear();
    this.#names.set(name, { value, until: Date.now() + FRESH_MS });
    return value;
  }

  clear(): void {
    this.#names.clear();
  }
}

/**
 * Remembered names per database handle (tests open several), all forgotten when this process
 * changes the catalog. Kept in a module constant, so the weakly held registration lives on.
 */
export class NamesPerDatabase<T> {
  #all = new WeakMap<object, RememberedNames<T>>();
  #generation = new Set<RememberedNames<T>>();

  constructor() {
    clearOnCatalogChange(this);
  }

  of(db: object): RememberedNames<T> {
    let names = this.#all.get(db);
    if (!names) {
      names = new RememberedNames<T>();
      this.#all.set(db, names);
      this.#generation.add(names);
    }
    return names;
  }

  clear(): void {
    for (const names of this.#generation) names.clear();
    this.#generation = new Set();
    this.#all = new WeakMap();
  }
}
