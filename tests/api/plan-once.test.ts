import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DbHandle, planOnce } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// Issue 16, lists: a category page's named statement runs on connections that plan it once. Without
// them PostgreSQL planned it again at every call, which cost more than running it (product-list.ts).
describe.each(testDatabases)('planOnce on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const mode = async (db: DbHandle['db']) =>
    rowsOf<{ mode: string }>(await db.execute(sql`select current_setting('plan_cache_mode') as mode`))[0]
      ?.mode;

  test('the category pages plan once on PostgreSQL; every other statement keeps its plan per call', async () => {
    expect(await mode(handle.db)).toBe('auto');
    if (kind === 'postgres') {
      expect(planOnce(handle.db)).not.toBe(handle.db);
      expect(await mode(planOnce(handle.db))).toBe('force_generic_plan');
    } else {
      // The embedded database has one connection and no such choice.
      expect(planOnce(handle.db)).toBe(handle.db);
    }
  });
});
