import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { brands, equivalentCodes, products, productUnits } from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The brands the walkthrough (M7) found nothing for, and one plain ASCII brand that always worked.
const BRANDS = ['Kalemtaş', 'Çınaraltı', 'Bursa İpekçilik', 'Voltaş', 'Papirüs', 'Ilgaz Elektronik'];

describe.each(testDatabases)('search on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;

  const search = async (q: string): Promise<string[]> => {
    const res = await apiClient(app).get(`/products/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.data.items.map((i: { code: string }) => i.code).sort();
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(handle.db, [
      { code: 'KLM-1', name: 'Tükenmez Kalem', price: 1500 },
      { code: 'CAY-1', name: 'Çay Bardağı', price: 2500 },
      { code: 'PST-1', name: 'Nevresim Takımı', price: 90000 },
      { code: 'VLT-1', name: 'Uzatma Kablosu', price: 12000 },
      { code: 'PAP-1', name: 'Fotokopi Kağıdı', price: 15000 },
      { code: 'ILG-1', name: 'Kulaklık', price: 40000 },
      { code: 'KRT000255', name: '200 g Çizim Defteri', price: 8000 },
      { code: 'KRT000256', name: 'Resim Defteri', price: 6000 },
      { code: 'GIZ-1', name: 'Gizli Kalem', price: 100, isActive: false },
    ]);
    const db = handle.db;
    const id = (code: string) => ids.products[code] ?? 0;
    const brandRows = await db
      .insert(brands)
      .values(BRANDS.map((name, i) => ({ code: `marka-${i}`, name })))
      .returning();
    const brandOf = ['KLM-1', 'CAY-1', 'PST-1', 'VLT-1', 'PAP-1', 'ILG-1'];
    for (const [i, code] of brandOf.entries()) {
      await db
        .update(products)
        .set({ brandId: brandRows[i]?.id })
        .where(eq(products.id, id(code)));
    }
    // The hidden product has Kalemtaş's brand too: an inactive product is never found.
    await db
      .update(products)
      .set({ brandId: brandRows[0]?.id })
      .where(eq(products.id, id('GIZ-1')));
    await db
      .update(products)
      .set({ modelName: 'MS-461' })
      .where(eq(products.id, id('ILG-1')));
    // A variant child of the drawing pad, with its own code, barcode and equivalent code.
    const [variant] = await db
      .insert(products)
      .values({
        code: 'KRT000255-01',
        name: '200 g Çizim Defteri - Mavi / A5',
        seo: 'krt000255-01',
        currencyCode: 'TRY',
        taxRate: '20',
        quantity: '5',
        parentId: id('KRT000255'),
      })
      .returning();
    await db.insert(productUnits).values({
      productId: variant?.id ?? 0,
      unitCode: 'ADET',
      price: 8000,
      listPrice: 8000,
      isDefault: true,
      barcode: '8697688984313',
    });
    await db.insert(equivalentCodes).values([
      { productId: variant?.id ?? 0, code: 'MUA-38288' },
      { productId: id('KRT000256'), code: 'RSM-9001' },
    ]);
    await db
      .update(productUnits)
      .set({ barcode: '8690000000017' })
      .where(eq(productUnits.productId, id('PAP-1')));
    app = createApi(db);
  });
  afterAll(() => handle.close());

  test('a brand with Turkish letters is found as printed, in capitals and without the accents', async () => {
    const cases: [string, string][] = [
      ['Kalemtaş', 'KLM-1'],
      ['kalemtas', 'KLM-1'],
      ['KALEMTAŞ', 'KLM-1'],
      ['Çınaraltı', 'CAY-1'],
      ['cinaralti', 'CAY-1'],
      ['ÇINARALTI', 'CAY-1'],
      ['Bursa İpekçilik', 'PST-1'],
      ['bursa ipekcilik', 'PST-1'],
      ['BURSA İPEKÇİLİK', 'PST-1'],
      ['Voltaş', 'VLT-1'],
      ['voltas', 'VLT-1'],
      ['Papirüs', 'PAP-1'],
      ['papirus', 'PAP-1'],
      ['ılgaz', 'ILG-1'],
      ['ILGAZ', 'ILG-1'],
    ];
    for (const [q, code] of cases) expect([q, await search(q)]).toEqual([q, [code]]);
  });

  test('a brand word and a product word together narrow to that brand’s product', async () => {
    expect(await search('kalemtas kalem')).toEqual(['KLM-1']);
    expect(await search('kalemtaş defteri')).toEqual([]);
  });

  test('product codes, variant codes, model names, equivalent codes and barcodes find the product', async () => {
    expect(await search('KRT000255')).toEqual(['KRT000255']);
    expect(await search('krt000255')).toEqual(['KRT000255']);
    // The variant is sold through its parent's page: the list shows the parent.
    expect(await search('KRT000255-01')).toEqual(['KRT000255']);
    expect(await search('krt000255-01')).toEqual(['KRT000255']);
    expect(await search('MS-461')).toEqual(['ILG-1']);
    expect(await search('ms-461')).toEqual(['ILG-1']);
    expect(await search('MUA-38288')).toEqual(['KRT000255']);
    expect(await search('mua-38288')).toEqual(['KRT000255']);
    expect(await search('RSM-9001')).toEqual(['KRT000256']);
    expect(await search('8697688984313')).toEqual(['KRT000255']);
    expect(await search('8690000000017')).toEqual(['PAP-1']);
  });

  test('a barcode is matched whole, and a variant is found by its code, not by its name', async () => {
    // A part of a barcode is not a barcode: '869' starts both barcodes above.
    expect(await search('869')).toEqual([]);
    expect(await search('8697688')).toEqual([]);
    // 'Mavi' is only in the variant's name; the parent's list card does not say it.
    expect(await search('mavi')).toEqual([]);
  });

  test('a search with no match answers an empty page, not an error', async () => {
    const res = await apiClient(app).get('/products/search?q=zzzzqq');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
  });
});
