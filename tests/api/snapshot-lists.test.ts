import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { takeSnapshot } from '../../src/server/catalog/snapshot.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { campaignProducts, campaigns, products } from '../../src/server/db/schema/index.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The static list pages show the snapshot's first pages before their island asks the API: the
// snapshot must follow the same display rules (SPEC §5: products with quantity 0 or below are
// hidden when showNotInStocks is '0').
describe.each(testDatabases)("the snapshot's list pages on %s", (kind) => {
  let handle: DbHandle | undefined;
  afterEach(() => handle?.close());

  async function snapshotWith(showNotInStocks: '0' | '1') {
    handle = await openTestDatabase(kind);
    const ids = await insertCatalog(
      handle.db,
      [
        { code: 'VAR-1', name: 'Var Olan', price: 100, quantity: '2' },
        { code: 'BIT-1', name: 'Biten', price: 100, quantity: '0', category: 'kirtasiye' },
        { code: 'EKS-1', name: 'Eksi Stok', price: 100, quantity: '-3', brand: 'bosphorus' },
        { code: 'VAR-2', name: 'Var Olan Kalem', price: 100, quantity: '1', category: 'kirtasiye' },
      ],
      { showNotInStocks },
    );
    const all = Object.values(ids.products);
    // Every product is rated, sold and in a running campaign: every list could show each of them.
    await handle.db.update(products).set({ starRate: '4', salesNumber: 3 }).where(inArray(products.id, all));
    const [campaign] = await handle.db.insert(campaigns).values({ name: 'Yaz', url: 'yaz' }).returning();
    if (!campaign) throw new Error('insert failed');
    await handle.db
      .insert(campaignProducts)
      .values(all.map((productId) => ({ campaignId: campaign.id, productId })));
    return takeSnapshot(handle.db);
  }

  test("with showNotInStocks '0' no first page holds a product with quantity 0 or below", async () => {
    const snapshot = await snapshotWith('0');
    for (const path of [
      '',
      'kampanyali-urunler',
      'kampanyali-urunler/yaz',
      'en-son-yuklenen-urunler',
      'en-cok-begenilen-urunler',
      'en-cok-satan-urunler',
      'mutfak',
      'kirtasiye',
      'anadolu',
      'bosphorus',
    ]) {
      expect(snapshot.lists[path], path).toBeDefined();
      expect(
        snapshot.lists[path]?.items.every((i) => i.quantity > 0),
        path,
      ).toBe(true);
    }
    expect(snapshot.lists['']?.items.map((i) => i.code)).toEqual(['VAR-1', 'VAR-2']);
    expect(snapshot.lists['']?.total).toBe(2);
    expect(snapshot.lists.kirtasiye?.items.map((i) => i.code)).toEqual(['VAR-2']);
    expect(snapshot.lists.bosphorus?.items).toEqual([]);
  });

  test("with showNotInStocks '1' they are listed (and their cards say 'TÜKENDİ!')", async () => {
    const snapshot = await snapshotWith('1');
    expect(snapshot.lists['']?.items.map((i) => i.code)).toEqual(['BIT-1', 'EKS-1', 'VAR-1', 'VAR-2']);
    expect(snapshot.lists['kampanyali-urunler/yaz']?.total).toBe(4);
  });
});
