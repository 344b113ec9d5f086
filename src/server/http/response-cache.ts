/**
 * A short-lived cache of public JSON answers (product lists): the same page of the catalog is asked
 * for by many shoppers at once, and answering it from memory for a few seconds spares the database
 * the same sort again and again.
 *
 * - An answer is fresh for `ttlMs`. For as long again it is stale: it is still answered at once while
 *   one request reads it afresh in the background, so a popular page never makes shoppers wait.
 * - Requests that miss at the same moment share one read (no stampede on the database).
 * - The least recently used answers go first when the cache is full; `clear()` drops everything at
 *   once when this process changes the catalog.
 *
 * An answer is a JSON text by default; the lists' found-counts keep their numbers the same way.
 */
export class ResponseCache<T = string> {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly #entries = new Map<string, { body: T; freshUntil: number; staleUntil: number }>();
  readonly #reading = new Map<string, Promise<T | undefined>>();
  #generation = 0;

  constructor(ttlMs: number, maxEntries = 5_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /**
   * The answer for a key: from the cache when it is fresh (or stale, refreshing it behind), else
   * from `read` (shared with concurrent misses). `read` gives undefined for an answer not to keep.
   */
  async answer(key: string, read: () => Promise<T | undefined>, now = Date.now()): Promise<T | undefined> {
    if (this.ttlMs <= 0) return read();
    const hit = this.#entries.get(key);
    if (hit && hit.staleUntil > now) {
      this.#entries.delete(key);
      this.#entries.set(key, hit); // most recently used last
      if (hit.freshUntil <= now && !this.#reading.has(key)) {
        // A failed refresh keeps the stale answer until it expires.
        this.#read(key, read).catch(() => {});
      }
      return hit.body;
    }
    return this.#reading.get(key) ?? this.#read(key, read);
  }

  #read(key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const generation = this.#generation;
    const pending = read()
      .then((body) => {
        // An answer read before a clear() may hold what the clear was for: it is not kept.
        if (body !== undefined && generation === this.#generation) this.#set(key, body, Date.now());
        return body;
      })
      .finally(() => {
        if (this.#reading.get(key) === pending) this.#reading.delete(key);
      });
    this.#reading.set(key, pending);
    return pending;
  }

  #set(key: string, body: T, now: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { body, freshUntil: now + this.ttlMs, staleUntil: now + 2 * this.ttlMs });
  }

  /** Drops every answer (and ignores reads begun before). */
  clear(): void {
    this.#entries.clear();
    this.#reading.clear();
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }
}
