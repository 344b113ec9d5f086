/**
 * A hot read's rows without drizzle's row mapping. Drizzle maps every field of every row through
 * type checks (`is`) that walk prototype chains: for the 20 rows × 19 fields of a product-list page
 * that was 0.07 ms of the 0.16 ms a page cost the server's CPU at 200,000 products (issue 16's
 * list throughput). Here the query is still built by drizzle, run with its rows as arrays, and
 * read by decoders worked out once per select list: a column's own `mapFromDriverValue`, a SQL
 * expression's value as the driver gave it.
 */
import { PGlite } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.ts';

/** A built query: its text, and its parameters with placeholders still to fill. */
interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** A select's statement and how to read its rows into the objects its select list names. */
export interface ArrayStatement<R> {
  readonly text: string;
  readonly params: readonly unknown[];
  /** The named statement's name, for a query run often in a few shapes. */
  readonly name: string | undefined;
  readonly read: (row: readonly unknown[]) => R;
}

/** The readers made so far, by select list: a list's plain query builds its statement per request. */
const readers = new WeakMap<object, (row: readonly unknown[]) => unknown>();

/** A row reader for a flat select list: each field by its position, decoded as drizzle would. */
function rowReader<R>(fields: Readonly<Record<string, unknown>>): (row: readonly unknown[]) => R {
  const made = readers.get(fields);
  if (made) return made as (row: readonly unknown[]) => R;
  const keys = Object.keys(fields);
  const decoders = Object.values(fields).map((field) =>
    is(field, Column)
      ? (value: unknown) => (value === null ? null : field.mapFromDriverValue(value))
      : undefined,
  );
  const read = (row: readonly unknown[]) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const decode = decoders[i];
      const value = row[i] ?? null;
      out[keys[i] as string] = decode ? decode(value) : value;
    }
    return out as R;
  };
  readers.set(fields, read);
  return read;
}

/**
 * The statement of `query`, a select of exactly `fields` (flat: columns and SQL expressions, no
 * nested objects), read into rows of type R.
 */
export function arrayStatement<R>(
  query: BuiltQuery,
  fields: Readonly<Record<string, unknown>>,
  name?: string,
): ArrayStatement<R> {
  const { sql, params } = query.toSQL();
  return { text: sql, params, name, read: rowReader<R>(fields) };
}

/** Runs a statement's text with its values on a driver, answering its rows as arrays. */
type ArrayClient = (text: string, values: unknown[], name?: string) => Promise<unknown[][]>;

const arrayClients = new WeakMap<Database, ArrayClient>();

/**
 * The driver under a drizzle database: a pg pool runs a named statement (parsed once per
 * connection), PGlite has no statement names.
 */
function arrayClientOf(db: Database): ArrayClient {
  let run = arrayClients.get(db);
  if (run) return run;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    run = async (text, values, name) =>
      (await client.query<unknown[]>({ text, values, rowMode: 'array', ...(name ? { name } : {}) })).rows;
  } else if (client instanceof PGlite) {
    run = async (text, values) => (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  } else {
    throw new Error('arrayRows needs a database on a pg pool or PGlite, not a transaction');
  }
  arrayClients.set(db, run);
  return run;
}

/** Runs a statement on `db` (a database opened by openDatabase), its placeholders from `values`. */
export async function arrayRows<R>(
  db: Database,
  statement: ArrayStatement<R>,
  values: Readonly<Record<string, unknown>> = {},
): Promise<R[]> {
  const rows = await arrayClientOf(db)(
    statement.text,
    fillPlaceholders([...statement.params], values),
    statement.name,
  );
  return rows.map(statement.read);
}
