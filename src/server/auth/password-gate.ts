/**
 * A bound on the password hashes running at once. scrypt at OWASP's parameters takes ~260 ms and
 * 128 MiB on libuv's thread pool, which static files, compression and DNS share: a few run, a short
 * queue waits, and the rest are refused at once (503) instead of stalling the whole site.
 */
import { hashPassword, verifyPassword } from './password.ts';

/** How passwords are hashed and checked (scrypt in the shop; tests stand in a slow stub). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** The shop's hasher: scrypt (src/server/auth/password.ts). */
export const scryptHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/** How many hashes run at once and how many may wait for a turn. */
export interface GateSize {
  readonly concurrency: number;
  readonly queue: number;
}

/** Two at once (leaving pool threads for files), sixteen waiting (about two seconds at most). */
export const DEFAULT_GATE_SIZE: GateSize = { concurrency: 2, queue: 16 };

/** Thrown when the queue is full: the API answers 503 with a "try again" message. */
export class PasswordsBusy extends Error {
  override name = 'PasswordsBusy';
}

/** A password hasher that runs at most `concurrency` hashes at once behind a bounded queue. */
export class PasswordGate implements PasswordHasher {
  readonly #inner: PasswordHasher;
  readonly #size: GateSize;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(inner: PasswordHasher = scryptHasher, size: GateSize = DEFAULT_GATE_SIZE) {
    this.#inner = inner;
    this.#size = size;
  }

  /** Hashes a new password when a slot is free; PasswordsBusy when too many wait. */
  hash(password: string): Promise<string> {
    return this.#run(() => this.#inner.hash(password));
  }

  /** Checks a password against a stored hash when a slot is free; PasswordsBusy when too many wait. */
  verify(password: string, stored: string): Promise<boolean> {
    return this.#run(() => this.#inner.verify(password, stored));
  }

  async #run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#size.concurrency) {
      if (this.#waiting.length >= this.#size.queue)
        throw new PasswordsBusy('too many password hashes waiting');
      // The finishing hash hands its slot over directly, so #running never drops in between.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
