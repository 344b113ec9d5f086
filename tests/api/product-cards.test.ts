// A list page reads a product's default unit and first image from the product row's card columns
// (migration 0024), which the catalog import, the stock file and the database's triggers keep. Each
// writer here changes what a card shows; the list answers the change, and no product's card differs
// from the rows it comes from.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ListPage } from '../../src/contract/catalog.ts';
import type { ImportProduct, ImportUnit } from '../../src/domain/catalog-import/import-product.ts';
import { createApi } from '../../src/server/app.ts';
import { type WriteOptions, writeCatalog } from '../../src/server/catalog-import/write-catalog.ts';
import { runStock } from '../../src/server/catalog-stock/run-stock.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { importProduct, importUnit } from './helpers/import-products.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const scratch = mkdtempSync(join(tmpdir(), 'product-cards-'));
const source = join(scratch, 'source');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(async () => {
  mkdirSync(source);
  for (const [name, red] of [
    ['on.png', 200],
    ['arka.png', 20],
  ] as const) {
    await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 30 } } })
      .png()
      .toFile(join(source, name));
  }
});

/** A unit whose list price is above its price, as a card shows both. */
const unit = (over: Partial<ImportUnit>) => importUnit({ listPrice: 12000, ...over });
const product = importProduct;

type Kind = (typeof testDatabases)[number];
const cases: [Kind, string, WriteOptions][] = [
  ...testDatabases.map((kind): [Kind, string, WriteOptions] => [kind, 'one transaction', {}]),
  ['pglite', 'steps of one product', { stepSize: 1 }],
  ['pglite', 'the indexes dropped and built again', { exclusive: true, rebuildIndexesFrom: 1 }],
];

describe.each(cases)('product cards on %s, the import in %s', (kind, _how, how) => {
  let handle: DbHandle;
  let shop: ReturnType<typeof apiClient>;
  const shopImages = join(scratch, `shop-${kind}-${_how.replaceAll(' ', '-')}`);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
    shop = apiClient(createApi(handle.db));
  });
  afterAll(() => handle.close());

  const importFile = (list: ImportProduct[]) =>
    writeCatalog(handle.db, list, { ...how, imagesDir: source, shopImagesDir: shopImages });

  /** The cards of every product, by code, as the all-products list answers them. */
  async function cards() {
    const res = await shop.get('/products?sort=name');
    expect(res.status).toBe(200);
    const page = res.data as ListPage;
    return Object.fromEntries(
      page.items.map((i) => [
        i.code,
        { unit: i.defaultUnit, price: i.salePrice?.value, listPrice: i.listPrice?.value, image: i.image },
      ]),
    );
  }

  /** Products whose card columns differ from their default unit and first image. */
  async function staleCards(): Promise<string[]> {
    const rows = rowsOf<{ code: string }>(
      await handle.db.execute(sql`select p.code from products p
        left join product_units u on u.product_id = p.id and u.is_default
        where (p.card_unit_id, p.card_unit_code, p.card_price, p.card_list_price, p.card_image)
          is distinct from (u.id, u.unit_code, u.price, u.list_price,
            (select i.file from product_images i where i.product_id = p.id order by i.position limit 1))
        order by p.code`),
    );
    return rows.map((r) => r.code);
  }

  async function imageOf(code: string, position: number): Promise<string> {
    const [row] = rowsOf<{ file: string }>(
      await handle.db.execute(sql`select i.file from product_images i join products p on p.id = i.product_id
        where p.code = ${code} and i.position = ${position}`),
    );
    return row?.file ?? '';
  }

  test('an import writes each new card, and a second import with another default unit and images rewrites it', async () => {
    await importFile([
      product({
        code: 'CAY-1',
        name: 'Çaydanlık',
        units: [
          unit({}),
          unit({ unitCode: 'KOLİ', multiplier: '6', isDefault: false, price: 55000, listPrice: 60000 }),
        ],
        images: ['on.png', 'arka.png'],
      }),
      product({ code: 'KLM-1', name: 'Kalem', units: [unit({ price: 500, listPrice: 500 })] }),
    ]);
    expect(await staleCards()).toEqual([]);
    const front = await imageOf('CAY-1', 0);
    expect(front).not.toBe('');
    expect(await cards()).toEqual({
      'CAY-1': { unit: 'ADET', price: 100, listPrice: 120, image: front },
      'KLM-1': { unit: 'ADET', price: 5, listPrice: 5, image: null },
    });

    await importFile([
      product({
        code: 'CAY-1',
        name: 'Çaydanlık',
        units: [
          unit({ isDefault: false }),
          unit({ unitCode: 'KOLİ', multiplier: '6', isDefault: true, price: 55000, listPrice: 60000 }),
        ],
        images: ['arka.png'],
      }),
      product({
        code: 'KLM-1',
        name: 'Kalem',
        units: [unit({ price: 750, listPrice: 800 })],
        images: ['on.png'],
      }),
    ]);
    expect(await staleCards()).toEqual([]);
    expect(await cards()).toEqual({
      'CAY-1': { unit: 'KOLİ', price: 550, listPrice: 600, image: await imageOf('CAY-1', 0) },
      'KLM-1': { unit: 'ADET', price: 7.5, listPrice: 8, image: front },
    });
    expect(await imageOf('CAY-1', 0)).not.toBe(front);
  });

  test("a stock file's price of a default unit is the card's at once; another unit's is not", async () => {
    const file = join(scratch, `stok-${kind}-${_how.replaceAll(' ', '-')}.csv`);
    writeFileSync(file, ['stok_kodu;fiyat;birim', 'KLM-1;9,90;', 'CAY-1;99,00;ADET'].join('\r\n'));
    await runStock(handle.db, { file, dryRun: false, skipInvalid: false, locale: 'tr' }, () => {});
    expect(await staleCards()).toEqual([]);
    const after = await cards();
    expect(after['KLM-1']?.price).toBe(9.9);
    expect(after['CAY-1']).toMatchObject({ unit: 'KOLİ', price: 550 });
  });

  test('any other writer of units and images (the back office, a hand-written UPDATE) keeps the cards', async () => {
    const db = handle.db;
    // A price, the default moved to another unit, a picture put first, every picture removed.
    await db.execute(sql`update product_units set price = 61000
      where unit_code = 'KOLİ' and product_id = (select id from products where code = 'CAY-1')`);
    expect(await staleCards()).toEqual([]);
    expect((await cards())['CAY-1']?.price).toBe(610);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update product_units set is_default = false
        where product_id = (select id from products where code = 'CAY-1')`);
      await tx.execute(sql`update product_units set is_default = true
        where unit_code = 'ADET' and product_id = (select id from products where code = 'CAY-1')`);
    });
    expect(await staleCards()).toEqual([]);
    expect((await cards())['CAY-1']).toMatchObject({ unit: 'ADET', price: 99 });
    await db.execute(sql`insert into product_images (product_id, file, position)
      select id, 'vitrin.jpg', -1 from products where code = 'KLM-1'`);
    expect((await cards())['KLM-1']?.image).toBe('vitrin.jpg');
    await db.execute(
      sql`delete from product_images where product_id = (select id from products where code = 'KLM-1')`,
    );
    expect(await staleCards()).toEqual([]);
    expect((await cards())['KLM-1']?.image).toBeNull();
    // A product left without a default unit has no card: it is not listed.
    await db.execute(
      sql`delete from product_units where product_id = (select id from products where code = 'KLM-1')`,
    );
    expect(await staleCards()).toEqual([]);
    expect(Object.keys(await cards())).toEqual(['CAY-1']);
  });
});
