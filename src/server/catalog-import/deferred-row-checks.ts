/**
 * New rows written without their per-row foreign key checks, then checked in one pass per key:
 * for a large import on the embedded database, where each new product row otherwise runs four
 * lookups (parent, brand, category, currency) and each unit, stock and code row one more, which
 * costs as much as writing the rows. Only inserts go this way: an update or a delete also fires
 * the keys that point at the row (a cart's unit, an order's product), and those stay on.
 * PostgreSQL's session_replication_role needs a superuser, which the embedded database's one user
 * is; the setting lasts until the end of the transaction at the latest.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  columns: string[];
  parentColumns: string[];
}

/**
 * Runs `insert` with the row triggers off (foreign key checks and the shop's own triggers, which
 * the import steps aside from anyway), then checks every foreign key of `tables` over the whole
 * table; a broken key throws, and the transaction rolls back.
 */
export async function withRowChecksDeferred<T>(
  db: Database,
  tables: readonly PgTable[],
  insert: () => Promise<T>,
): Promise<T> {
  await db.execute(sql`set local session_replication_role = replica`);
  // A failed insert leaves the transaction aborted (it rolls back, the setting with it).
  const value = await insert();
  await db.execute(sql`set local session_replication_role = origin`);
  await checkForeignKeys(db, tables);
  return value;
}

async function checkForeignKeys(db: Database, tables: readonly PgTable[]): Promise<void> {
  const names = tables.map((t) => getTableName(t));
  const keys = rowsOf<ForeignKey>(
    await db.execute(sql`
      select c.conname::text as name, child.relname::text as child, parent.relname::text as parent,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "parentColumns"
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and child.relnamespace = current_schema()::regnamespace
        and child.relname in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
      order by 1`),
  );
  for (const key of keys) {
    // MATCH SIMPLE: a row with a null in the key refers to nothing.
    const present = key.columns.map((c) => `c."${c}" is not null`).join(' and ');
    const match = key.columns.map((c, i) => `p."${key.parentColumns[i]}" = c."${c}"`).join(' and ');
    const broken = await db.execute(
      sql.raw(`select 1 from "${key.child}" c where ${present}
        and not exists (select 1 from "${key.parent}" p where ${match}) limit 1`),
    );
    if (rowsOf(broken).length > 0)
      throw new Error(`The import's new rows break the foreign key ${key.name} of ${key.child}`);
  }
}
