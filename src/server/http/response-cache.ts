/**
 * A short-lived cache of public JSON answers (product lists): the same page of the catalog is asked
 * for by many shoppers at once, and answering it from memory for a few seconds spares the database
 * the same sort again and again. Entries expire after `ttlMs`; the least recently used go first when
 * the cache is full; `clear()` drops everything at once when this process changes the catalog.
 */
export class ResponseCache {
  readonly #entries = new Map<string, { body: string; until: number }>();

  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 5_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** The cached body for a key, if it is still fresh. */
  get(key: string, now = Date.now()): string | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    if (hit.until <= now) return undefined;
    this.#entries.set(key, hit); // most recently used last
    return hit.body;
  }

  /** Keeps a body for ttlMs (nothing when the cache is off). */
  set(key: string, body: string, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { body, until: now + this.ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
