import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { Database, DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { DEMO_CUSTOMER, seedDatabase } from '../../src/server/seed/index.ts';
import { DEMO_FAVOURITES } from '../../src/server/seed/wishlist.ts';
import { apiClient } from './helpers/client.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The demo customer's favourites and reviews: what Favorilerim and Değerlendirmelerim show after a seed.

async function q<R>(db: Database, query: ReturnType<typeof sql>): Promise<R[]> {
  return rowsOf<R>(await db.execute(query));
}

describe.each(testDatabases)('demo favourites and reviews on %s', (kind) => {
  let handle: DbHandle;
  let imagesDir: string;
  let client: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    imagesDir = await mkdtemp(join(tmpdir(), 'seed-favourites-'));
    await seedDatabase(handle, { products: 200, imagesDir, now: new Date('2026-03-16T09:30:00Z') });
    client = apiClient(createApi(handle.db));
    const login = await client.post('/auth/login', {
      form: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(login.status).toBe(200);
  });

  afterAll(async () => {
    await handle?.close();
    if (imagesDir) await rm(imagesDir, { recursive: true, force: true });
  });

  it('gives the demo customer favourites it has not ordered, a discounted one among them', async () => {
    const res = await client.get('/wishlist');
    expect(res.status).toBe(200);
    const items = res.data.items as {
      product: { id: number; salePrice: { value: number } | null; listPrice: { value: number } | null };
    }[];
    expect(items).toHaveLength(DEMO_FAVOURITES);
    expect(items.some((i) => (i.product.listPrice?.value ?? 0) > (i.product.salePrice?.value ?? 0))).toBe(
      true,
    );
    const ordered = await q<{ product_id: number }>(handle.db, sql`select product_id from order_items`);
    const orderedIds = new Set(ordered.map((o) => o.product_id));
    for (const i of items) expect(orderedIds.has(i.product.id)).toBe(false);
  });

  it('leaves reviews on some ordered products and at least one ordered product without a review', async () => {
    const res = await client.get('/comments');
    expect(res.status).toBe(200);
    expect(res.data.items.length).toBeGreaterThan(0);
    const [unreviewed] = await q<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id
          where o.cancelled_at is null and i.code <> 'KARGO' and not exists
            (select 1 from comments c where c.order_id = i.order_id and c.product_id = i.product_id)`,
    );
    expect(unreviewed?.n).toBeGreaterThan(0);
  });
});
