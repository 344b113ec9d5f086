/**
 * Batched statements for the catalog writer: rows travel as one array parameter per column and are
 * spread back by unnest() (as the seed's bulk insert does), so a batch of thousands of rows is one
 * statement with a handful of parameters on PGlite and PostgreSQL alike.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** Rows per statement. */
export const WRITE_BATCH_ROWS = 2000;

/** The array type of a column for unnest(): serial columns are integer[]. */
function arrayType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer[]';
  return `${type}[]`;
}

/** Ids taken per statement from a sequence. */
const IDS_PER_STATEMENT = 50_000;

/**
 * `count` ids from the serial id sequence of `table`, in order: rows written later with them can be
 * named before they exist (a child its new parent, a product its default unit).
 */
export async function reserveIds(db: Database, table: PgTable, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += IDS_PER_STATEMENT) {
    const result = await db.execute(
      sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::integer as id
        from generate_series(1, ${Math.min(IDS_PER_STATEMENT, count - start)})`,
    );
    for (const row of rowsOf<{ id: number }>(result)) ids.push(row.id);
  }
  return ids;
}

/** The rows in slices of at most `size`. */
export function* batches<T>(rows: readonly T[], size = WRITE_BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/**
 * `unnest(...) as v("col", ...)`: the batch as a relation named v with the table's column names,
 * each column typed as the table's.
 */
function unnestRelation<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  batch: readonly Partial<T['$inferInsert']>[],
): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const arrays = keys.map((key) => {
    const column = columns[key] as PgColumn;
    const values = batch.map((row) => (row as Record<string, unknown>)[key] ?? null);
    return sql`${sql.param(values)}::${sql.raw(arrayType(column))}`;
  });
  const names = keys.map((key) => `"${(columns[key] as PgColumn).name}"`).join(', ');
  return sql`unnest(${sql.join(arrays, sql`, `)}) as v(${sql.raw(names)})`;
}

function columnName<T extends PgTable>(table: T, key: string): string {
  return (getTableColumns(table) as Record<string, PgColumn>)[key]?.name ?? key;
}

/** Inserts rows (all giving the columns of `keys`) in batches. */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  const names = sql.raw(keys.map((k) => `"${columnName(table, k)}"`).join(', '));
  for (const batch of batches(rows)) {
    await db.execute(
      sql`insert into ${table} (${names}) select * from ${unnestRelation(table, keys, batch)}`,
    );
  }
}

/**
 * Updates rows matched by `match` columns, setting the `set` columns; a row whose values are already
 * those is not rewritten. The planner joins a batch by hashing the whole table, so a writer that
 * updates a large share of a large table passes a larger `batchRows` (fewer scans).
 */
export async function updateRows<T extends PgTable>(
  db: Database,
  table: T,
  match: readonly (keyof T['$inferInsert'] & string)[],
  set: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly Partial<T['$inferInsert']>[],
  batchRows = WRITE_BATCH_ROWS,
): Promise<void> {
  const col = (k: string) => `"${columnName(table, k)}"`;
  const assignments = sql.raw(set.map((k) => `${col(k)} = v.${col(k)}`).join(', '));
  const where = sql.raw(match.map((k) => `t.${col(k)} = v.${col(k)}`).join(' and '));
  const changed = sql.raw(
    `(${set.map((k) => `t.${col(k)}`).join(', ')}) is distinct from (${set.map((k) => `v.${col(k)}`).join(', ')})`,
  );
  for (const batch of batches(rows, batchRows)) {
    await db.execute(
      sql`update ${table} as t set ${assignments} from ${unnestRelation(table, [...match, ...set], batch)}
        where ${where} and ${changed}`,
    );
  }
}

/** Deletes the rows whose `key` column is one of `values`, in batches. */
export async function deleteWhereIn<T extends PgTable>(
  db: Database,
  table: T,
  key: keyof T['$inferInsert'] & string,
  values: readonly (number | string)[],
): Promise<void> {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[key] as PgColumn;
  for (const batch of batches(values)) {
    await db.execute(
      sql`delete from ${table} where ${column} = any(${sql.param(batch)}::${sql.raw(arrayType(column))})`,
    );
  }
}

/** Reads rows of a table whose `key` column is one of `values`, in batches. */
export async function selectWhereIn<R>(
  db: Database,
  table: PgTable,
  columns: SQL,
  key: PgColumn,
  values: readonly number[],
): Promise<R[]> {
  const out: R[] = [];
  for (const batch of batches(values, 10_000)) {
    const result = await db.execute(
      sql`select ${columns} from ${table} where ${key} = any(${sql.param(batch)}::integer[])`,
    );
    for (const row of rowsOf<R>(result)) out.push(row);
  }
  return out;
}

/** Deletes the rows whose `match` columns equal one of the given rows', in batches. */
export async function deleteRows<T extends PgTable>(
  db: Database,
  table: T,
  match: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  const where = sql.raw(
    match.map((k) => `t."${columnName(table, k)}" = v."${columnName(table, k)}"`).join(' and '),
  );
  for (const batch of batches(rows)) {
    await db.execute(
      sql`delete from ${table} as t using ${unnestRelation(table, match, batch)} where ${where}`,
    );
  }
}
