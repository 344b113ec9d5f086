/**
 * The planner's statistics of the catalog tables after a large write. PostgreSQL's autovacuum
 * analyzes a table that changed by a tenth or so; the embedded database has no background workers,
 * so without this a shop that imported 200,000 products into an empty catalog went on planning its
 * list queries for the 50 products it had before: seconds per list, during the import and after.
 * ANALYZE reads a fixed sample (30,000 rows per table by default), a fraction of a second here.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** Rows written since the last ANALYZE from which the next one is due, and the share of the table. */
const AT_LEAST = 1_000;
const SHARE = 0.2;

/** Counts the rows a long write has written and analyzes the tables as they grow. */
export class TableStatistics {
  private writtenSince = 0;
  private rowsAtLast: number;
  private readonly db: Database;
  private readonly tables: readonly PgTable[];

  /** `rowsBefore`: the rows the tables held (counted in products) when the write began. */
  constructor(db: Database, tables: readonly PgTable[], rowsBefore: number) {
    this.db = db;
    this.tables = tables;
    this.rowsAtLast = rowsBefore;
  }

  /** Notes `rows` more written rows, and analyzes when as many have been written as autovacuum would wait for. */
  async written(rows: number): Promise<void> {
    this.writtenSince += rows;
    if (this.writtenSince < Math.max(AT_LEAST, SHARE * this.rowsAtLast)) return;
    await this.analyze();
  }

  /** Analyzes now when anything worth it was written since the last time. */
  async finish(): Promise<void> {
    if (this.writtenSince >= AT_LEAST) await this.analyze();
  }

  /** ANALYZE of the tables (outside a transaction's long write: it takes no lock that blocks reads). */
  private async analyze(): Promise<void> {
    const names = this.tables.map((t) => `"${getTableName(t)}"`).join(', ');
    await this.db.execute(sql.raw(`analyze ${names}`));
    this.rowsAtLast += this.writtenSince;
    this.writtenSince = 0;
  }
}
