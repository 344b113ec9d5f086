import { createHash } from 'node:crypto';
import type { Database } from './client.ts';

/**
 * Something made once per database and reused, such as a prepared statement (PostgreSQL then plans
 * it once per connection): `perDatabase(make)(db)` calls `make` on a database's first use only.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * A prepared statement's name for a query text that varies by shape (a list's number of
 * sub-categories, its sort): the same text always gets the same name, so PostgreSQL plans each
 * shape once per connection, and two texts never share one.
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
}
