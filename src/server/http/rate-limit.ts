/**
 * A fixed-window counter per key, in this process's memory: enough for one shop process (and tests).
 * Several processes behind a load balancer would each count separately; Redis would share the count.
 */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  readonly #limit: number;
  readonly #windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts one hit for a key; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#hits.size > 100_000) this.#sweep(now);
      this.#hits.set(key, { count: 1, resetAt: now + this.#windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.#limit;
  }

  /** Whether a key is over its limit without counting a hit. */
  blocked(key: string, now = Date.now()): boolean {
    const entry = this.#hits.get(key);
    return entry !== undefined && entry.resetAt > now && entry.count >= this.#limit;
  }

  /** Forgets a key (after a successful sign-in). */
  reset(key: string): void {
    this.#hits.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}

/** The client's address as the proxy in front reports it, else a shared bucket. */
export function clientAddress(header: string | undefined): string {
  return header?.split(',')[0]?.trim() || 'local';
}
