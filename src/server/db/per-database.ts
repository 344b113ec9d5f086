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
