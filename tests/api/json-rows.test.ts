import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client.ts';
import { jsonRows } from '../../src/server/db/rows.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// A large read as one JSON text (the stock file's reads of a whole catalog): the same values as the
// rows themselves, on either database.
describe.each(testDatabases)('jsonRows on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const from = sql`from (values (1, 'KLM-1', 12.500::numeric, array['ADET', 'KOLİ'], array[500::bigint, 22000]),
                                (2, 'Çaydanlık "büyük"', 0::numeric, null, null)) as t(id, code, quantity, units, prices)`;

  test('gives every row as an array of its values: numbers, texts with quotes and Turkish letters, arrays, nulls', async () => {
    const rows = await jsonRows<[number, string, string, string[] | null, number[] | null]>(
      handle.db,
      sql`t.id, t.code, t.quantity::text, t.units, t.prices`,
      from,
      sql`t.id`,
    );
    expect(rows).toEqual([
      [1, 'KLM-1', '12.500', ['ADET', 'KOLİ'], [500, 22000]],
      [2, 'Çaydanlık "büyük"', '0', null, null],
    ]);
  });

  test('gives an empty list when nothing matches', async () => {
    expect(await jsonRows(handle.db, sql`t.id`, sql`${from} where t.id > ${2}`)).toEqual([]);
  });
});
