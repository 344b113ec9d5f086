/**
 * Fast inserts for the seed: one statement per batch of rows, each column sent as ONE array parameter
 * and spread back into rows by unnest(). A statement then carries as many parameters as the table has
 * columns, however many rows it holds (PostgreSQL's 65,535-parameter limit never applies), and
 * PGlite and PostgreSQL parse a handful of parameters instead of tens of thousands.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** Rows per statement: large enough to amortise the round trip, small enough to keep memory flat. */
export const BULK_BATCH_ROWS = 5000;

// Serial columns take plain integers; their array type is integer[].
function arrayType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer[]';
  if (type === 'bigserial') return 'bigint[]';
  return `${type}[]`;
}

function driverValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Inserts rows into a table in batches. Every row must give the same columns (those of the first row);
 * columns left out take their defaults. Generated columns must not be given.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  batchRows = BULK_BATCH_ROWS,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((k) => columns[k] !== undefined);
  const unknown = Object.keys(first).filter((k) => columns[k] === undefined);
  if (unknown.length > 0)
    throw new Error(`Unknown columns for ${getTableName(table)}: ${unknown.join(', ')}`);
  const names = sql.raw(keys.map((k) => `"${(columns[k] as PgColumn).name}"`).join(', '));
  for (let start = 0; start < rows.length; start += batchRows) {
    const batch = rows.slice(start, start + batchRows);
    const arrays = keys.map((k) => {
      const column = columns[k] as PgColumn;
      const values = batch.map((row) => driverValue((row as Record<string, unknown>)[k]));
      return sql`${sql.param(values)}::${sql.raw(arrayType(column))}`;
    });
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/** Moves every serial id sequence of the tables past the highest id, after rows were inserted with explicit ids. */
export async function syncIdSequences(db: Database, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const id = (getTableColumns(table) as Record<string, PgColumn>).id;
    if (id?.getSQLType() !== 'serial') continue;
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * Runs a bulk load with the tables' plain (non-unique, non-constraint) indexes dropped, then recreates
 * them from their own saved definitions: one index build after the load is cheaper than keeping a
 * trigram GIN index and half a dozen b-trees up to date row by row. Unique indexes stay, so
 * uniqueness is still enforced during the load. Inside a transaction this is all or nothing.
 */
export async function withPlainIndexesDropped<T>(
  db: Database,
  tables: readonly PgTable[],
  load: () => Promise<T>,
): Promise<T> {
  const names = tables.map((t) => getTableName(t));
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})
      and i.indexdef not like 'CREATE UNIQUE %'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`);
  const indexes = rowsOf<{ name: string; definition: string }>(result);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const value = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return value;
}
