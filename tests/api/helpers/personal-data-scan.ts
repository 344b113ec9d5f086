import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';

/** What identifies a person: texts found as written, and numbers found whatever their spacing. */
export interface PersonNeedles {
  /** E-mail, name and surname, street...: searched for as written. */
  readonly texts: readonly string[];
  /** Phone (national digits), T.C. Kimlik No, tax number: searched for in each value's digits. */
  readonly digits: readonly string[];
}

type Rows<T> = { rows: T[] };

/**
 * Every column of every table that holds one of the needles in some row, as 'table.column'. The
 * columns come from information_schema (every text, character, json, jsonb, array and enum column of
 * every base table of the schema), so a column added later is searched without changing any test.
 */
export async function columnsHolding(db: Database, needles: PersonNeedles): Promise<string[]> {
  const columns = (await db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
    order by 1, 2`)) as unknown as Rows<{ table: string; column: string }>;
  if (columns.rows.length === 0) throw new Error('information_schema listed no text columns');
  const found: string[] = [];
  for (const { table, column } of columns.rows) {
    const value = sql`${sql.identifier(column)}::text`;
    // Separators a phone or an identity number is written with: spaces, parentheses, plus, dot, dash.
    const digitsOnly = sql`regexp_replace(${value}, '[[:space:]()+.-]', '', 'g')`;
    const conditions = [
      ...needles.texts.map((n) => sql`strpos(${value}, ${n}::text) > 0`),
      ...needles.digits.map((n) => sql`strpos(${digitsOnly}, ${n}::text) > 0`),
    ];
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(conditions, sql` or `)}`,
    )) as unknown as Rows<{ n: number }>;
    if (Number(result.rows[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
