import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImportProduct, ImportUnit } from '../../src/domain/catalog-import/import-product.ts';
import { createApi } from '../../src/server/app.ts';
import { withRowChecksDeferred } from '../../src/server/catalog-import/deferred-row-checks.ts';
import { writeCatalog } from '../../src/server/catalog-import/write-catalog.ts';
import type { Database, DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import {
  brands,
  cartItems,
  categories,
  products,
  productUnits,
  variantValues,
} from '../../src/server/db/schema/index.ts';
import { apiClient } from './helpers/client.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { importProduct, importUnit } from './helpers/import-products.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

/** A small ERP export: a simple product in two units, a variant family, a product in a deep category. */
function catalogFile(): ImportProduct[] {
  return [
    importProduct({
      code: 'KLM-100',
      name: 'Tükenmez Kalem Mavi',
      brand: 'Kalemtaş',
      categoryPath: ['KIRTASİYE', 'Yazı Gereçleri'],
      modelName: 'TK-100',
      description: '<p>Akıcı mürekkep, <strong>1.0 mm</strong> uç.</p>',
      units: [
        importUnit({ unitCode: 'ADET', price: 1250, listPrice: 1500, barcode: '8690000000017' }),
        importUnit({ unitCode: 'KOLİ', multiplier: '50', isDefault: false, price: 55000, listPrice: 60000 }),
      ],
      stock: {
        kind: 'warehouses',
        warehouses: [
          { name: 'Merkez', quantity: '120' },
          { name: 'Ankara', quantity: '30' },
        ],
      },
      equivalentCodes: ['TK100-M', 'KALEMTAS-100'],
      rows: [2, 3],
    }),
    importProduct({
      code: 'TSH-200',
      name: 'Pamuklu Tişört',
      brand: 'Anadolu',
      categoryPath: ['Giyim', 'Tişört'],
      stock: { kind: 'unchanged' },
      rows: [4],
    }),
    importProduct({
      code: 'TSH-200-K-M',
      name: 'Pamuklu Tişört Kırmızı M',
      categoryPath: ['Giyim', 'Tişört'],
      parentCode: 'TSH-200',
      variant: [
        { dimension: 'Renk', value: 'Kırmızı' },
        { dimension: 'Beden', value: 'M' },
      ],
      stock: { kind: 'total', quantity: '7' },
      rows: [5],
    }),
    importProduct({
      code: 'TSH-200-S-L',
      name: 'Pamuklu Tişört Siyah L',
      categoryPath: ['Giyim', 'Tişört'],
      parentCode: 'TSH-200',
      variant: [
        { dimension: 'Renk', value: 'Siyah' },
        { dimension: 'Beden', value: 'L' },
      ],
      stock: { kind: 'total', quantity: '5' },
      rows: [6],
    }),
    importProduct({
      code: 'CAY-300',
      name: 'Çelik Çaydanlık 2 L',
      categoryPath: ['Mutfak', 'Çay ve Kahve', 'Çaydanlıklar'],
      currencyCode: 'USD',
      units: [importUnit({ price: 2599, listPrice: 2599 })],
      stock: { kind: 'total', quantity: '3.5' },
      rows: [7],
    }),
  ];
}

/**
 * Products whose sort price or variants flag is not what the database's own triggers would give
 * (the import sets both itself), or that keep variant dimensions without a child: none, after
 * every import.
 */
async function derivedMismatches(db: Database): Promise<string[]> {
  const result = await db.execute(sql`select p.code from products p
    left join product_units u on u.product_id = p.id and u.is_default
    left join currencies c on c.code = p.currency_code
    where p.sort_price is distinct from round(u.price * c.exchange_rate)::bigint
       or p.has_variants <> exists (select 1 from products k where k.parent_id = p.id)
       or (exists (select 1 from variant_dimensions d where d.product_id = p.id)
           and not exists (select 1 from products k where k.parent_id = p.id))`);
  return rowsOf<{ code: string }>(result).map((r) => r.code);
}

/** Every row of the tables an import writes, with each row's version (xmin), so a rewrite shows. */
async function dump(db: Database): Promise<Record<string, unknown[]>> {
  const tables = [
    'products',
    'product_units',
    'inventory',
    'equivalent_codes',
    'product_images',
    'variant_dimensions',
    'variant_values',
    'brands',
    'categories',
    'warehouses',
  ];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select xmin::text as version, * from ${table} order by 2, 3`));
    out[table] = rowsOf(result);
  }
  return out;
}

describe.each(testDatabases)('a catalog import on %s', (kind) => {
  let handle: DbHandle;
  let db: Database;
  let app: ReturnType<typeof createApi>;
  const guest = () => apiClient(app);
  const idOf = async (code: string) =>
    (await db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0]?.id as number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
    // Currencies, the store, settings and two categories (Mutfak, Kırtasiye) the file names again.
    await insertCatalog(db, []);
    app = createApi(db, { listCacheMs: 60_000 });
  });
  afterAll(() => handle.close());

  test('a first import creates the products, units, variants, stock, brands and categories', async () => {
    // The list is read (and cached) before the import: the import must drop the cached answer.
    expect((await guest().get('/products/kirtasiye')).data.total).toBe(0);
    const counts = await writeCatalog(db, catalogFile());
    expect(counts).toEqual({ created: 5, updated: 0, unchanged: 0, deactivated: 0, missingImages: [] });

    // 'KIRTASİYE' is the existing Kırtasiye (its URL kept); the new levels get Turkish-aware slugs.
    const cats = await db.select().from(categories);
    expect(cats.filter((c) => c.url === 'kirtasiye')).toHaveLength(1);
    expect(cats.map((c) => c.url).sort()).toEqual(
      ['cay-ve-kahve', 'caydanliklar', 'giyim', 'kirtasiye', 'mutfak', 'tisort', 'yazi-gerecleri'].sort(),
    );
    const brandRows = await db.select().from(brands);
    expect(brandRows.find((b) => b.name === 'Kalemtaş')?.code).toBe('kalemtas');
    expect(brandRows.filter((b) => b.name === 'Anadolu')).toHaveLength(1);

    const list = await guest().get('/products/kirtasiye');
    expect(list.data.items.map((i: { code: string }) => i.code)).toEqual(['KLM-100']);
    const pen = (await guest().get(`/product/${await idOf('KLM-100')}`)).data;
    expect(pen.name).toBe('Tükenmez Kalem Mavi');
    expect(pen.seo).toBe('tukenmez-kalem-mavi');
    expect(pen.brand).toEqual({ code: 'kalemtas', name: 'Kalemtaş' });
    expect(pen.units.map((u: { value: string; multiplier: number }) => [u.value, u.multiplier])).toEqual([
      ['ADET', 1],
      ['KOLİ', 50],
    ]);
    expect(pen.quantity).toBe(150);
    expect(pen.inventory).toEqual(
      expect.arrayContaining([
        { warehouseName: 'Merkez', quantity: 120 },
        { warehouseName: 'Ankara', quantity: 30 },
      ]),
    );
    expect(pen.equivalentCode).toContain('TK100-M');

    const shirt = (await guest().get(`/product/${await idOf('TSH-200')}`)).data;
    expect(shirt.hasVariants).toBe(true);
    expect(shirt.variants.map((v: { name: string }) => v.name)).toEqual(['Renk', 'Beden']);
    expect(shirt.children).toHaveLength(2);
    // The parent's stock is its children's: 7 + 5.
    expect(shirt.quantity).toBe(12);
    const kettle = (await guest().get(`/product/${await idOf('CAY-300')}`)).data;
    expect(kettle.currency).toBe('USD');
    expect(kettle.quantity).toBe(3.5);
    expect(await derivedMismatches(db)).toEqual([]);
  });

  test('the same file imported again counts everything unchanged and rewrites no row', async () => {
    const before = await dump(db);
    const counts = await writeCatalog(db, catalogFile());
    expect(counts).toMatchObject({ created: 0, updated: 0, unchanged: 5, deactivated: 0 });
    expect(await dump(db)).toEqual(before);
  });

  test('an update changes exactly what changed and keeps the published slug', async () => {
    const penId = await idOf('KLM-100');
    const units = await db.select().from(productUnits).where(eq(productUnits.productId, penId));
    const koli = units.find((u) => u.unitCode === 'KOLİ');
    const before = await dump(db);
    const file = catalogFile();
    const pen = file[0] as ImportProduct;
    pen.name = 'Tükenmez Kalem Lacivert';
    pen.units = [pen.units[0] as ImportUnit, { ...(pen.units[1] as ImportUnit), price: 52500 }];
    pen.stock = {
      kind: 'warehouses',
      warehouses: [
        { name: 'Merkez', quantity: '95' },
        { name: 'Ankara', quantity: '30' },
      ],
    };
    const counts = await writeCatalog(db, file);
    expect(counts).toMatchObject({ created: 0, updated: 1, unchanged: 4 });

    const detail = (await guest().get(`/product/${penId}`)).data;
    expect(detail.name).toBe('Tükenmez Kalem Lacivert');
    expect(detail.seo).toBe('tukenmez-kalem-mavi');
    expect(detail.quantity).toBe(125);
    // The KOLİ unit is the same row (a cart line pointing at it still does), with its new price.
    const after = await db.select().from(productUnits).where(eq(productUnits.productId, penId));
    expect(after.find((u) => u.unitCode === 'KOLİ')).toMatchObject({ id: koli?.id, price: 52500 });
    expect(await derivedMismatches(db)).toEqual([]);

    const now = await dump(db);
    const changedRows = (table: string) =>
      (now[table] ?? []).filter(
        (row) => !(before[table] ?? []).some((old) => JSON.stringify(old) === JSON.stringify(row)),
      );
    expect(changedRows('products').map((r) => (r as { code: string }).code)).toEqual(['KLM-100']);
    expect(changedRows('product_units').map((r) => (r as { unit_code: string }).unit_code)).toEqual(['KOLİ']);
    expect(changedRows('inventory')).toHaveLength(1);
    for (const table of [
      'equivalent_codes',
      'variant_dimensions',
      'variant_values',
      'categories',
      'brands',
    ]) {
      expect(changedRows(table), table).toEqual([]);
    }
  });

  test('a unit the file drops is removed with the cart lines that chose it', async () => {
    const penId = await idOf('KLM-100');
    const koli = (await db.select().from(productUnits).where(eq(productUnits.productId, penId))).find(
      (u) => u.unitCode === 'KOLİ',
    );
    const cart = await db.execute(sql`insert into carts default values returning id`);
    const cartId = rowsOf<{ id: number }>(cart)[0]?.id as number;
    await db.insert(cartItems).values({ cartId, productId: penId, unitId: koli?.id as number, quantity: 1 });
    const file = catalogFile();
    (file[0] as ImportProduct).units = [(file[0] as ImportProduct).units[0] as ImportUnit];
    await writeCatalog(db, file);
    const units = await db.select().from(productUnits).where(eq(productUnits.productId, penId));
    expect(units.map((u) => u.unitCode)).toEqual(['ADET']);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toEqual([]);
  });

  test('deactivate-missing hides the products the file leaves out from the lists', async () => {
    const file = catalogFile().filter((p) => p.code !== 'CAY-300');
    const counts = await writeCatalog(db, file, { deactivateMissing: true });
    expect(counts.deactivated).toBe(1);
    const list = await guest().get('/products/mutfak');
    expect(list.data.items.map((i: { code: string }) => i.code)).not.toContain('CAY-300');
    // Named again, it comes back.
    const again = await writeCatalog(db, catalogFile());
    expect(again.updated).toBeGreaterThanOrEqual(1);
    const back = await guest().get('/products/search?q=caydanlik');
    expect(back.data.items.map((i: { code: string }) => i.code)).toContain('CAY-300');
  });

  test('a dry run counts and writes nothing', async () => {
    const before = await dump(db);
    const file = [...catalogFile(), importProduct({ code: 'YENI-1', name: 'Yeni Ürün' })];
    const counts = await writeCatalog(db, file, { dryRun: true, deactivateMissing: true });
    expect(counts).toMatchObject({ created: 1, deactivated: 0 });
    expect(await dump(db)).toEqual(before);
  });

  test('a failure in the middle of the write leaves nothing half-written', async () => {
    const before = await dump(db);
    const file = [
      importProduct({
        code: 'YENI-2',
        name: 'Yeni Defter',
        categoryPath: ['Defterler'],
        brand: 'Yeni Marka',
      }),
      ...catalogFile(),
      // Two default units break the units' unique index after the products were inserted.
      importProduct({
        code: 'BOZUK-1',
        name: 'Bozuk Ürün',
        units: [importUnit(), importUnit({ unitCode: 'PAKET' })],
      }),
    ];
    (file[1] as ImportProduct).name = 'Değişen Ad';
    await expect(writeCatalog(db, file)).rejects.toThrow();
    expect(await dump(db)).toEqual(before);
  });
});

describe.each(testDatabases)('a catalog import that moves products on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
  });
  afterAll(() => handle.close());

  test('a new default unit, a new currency and a child moved to another parent keep prices and flags right', async () => {
    const db = handle.db;
    await writeCatalog(db, catalogFile());
    const file = catalogFile();
    const pen = file[0] as ImportProduct;
    pen.units = pen.units.map((u) => ({ ...u, isDefault: u.unitCode === 'KOLİ' }));
    pen.currencyCode = 'USD';
    // The black L shirt becomes a product of its own; the red M stays the family's only child.
    const black = file[3] as ImportProduct;
    black.parentCode = null;
    black.variant = [];
    await writeCatalog(db, file);
    expect(await derivedMismatches(db)).toEqual([]);
    const [penRow] = await db.select().from(products).where(eq(products.code, 'KLM-100'));
    expect(penRow?.sortPrice).toBe(Math.round(55000 * 34.5));
    const blackId = (await db.select().from(products).where(eq(products.code, 'TSH-200-S-L')))[0]?.id ?? 0;
    expect(await db.select().from(variantValues).where(eq(variantValues.productId, blackId))).toEqual([]);
  });

  test('a family whose children all leave is a plain product again, with no colour or size to choose', async () => {
    const db = handle.db;
    await writeCatalog(db, catalogFile());
    const file = catalogFile();
    for (const child of [file[2], file[3]] as ImportProduct[]) {
      child.parentCode = null;
      child.variant = [];
    }
    await writeCatalog(db, file);
    expect(await derivedMismatches(db)).toEqual([]);
    const [shirt] = await db.select({ id: products.id }).from(products).where(eq(products.code, 'TSH-200'));
    const page = await apiClient(createApi(db)).get(`/product/${shirt?.id}`);
    expect(page.status).toBe(200);
    expect(page.data.hasVariants).toBe(false);
    expect(page.data.variants).toEqual([]);
    expect(page.data.children).toEqual([]);
  });
});

describe.each(testDatabases)('a large catalog import with the database to itself on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
  });
  afterAll(() => handle.close());

  const indexes = async () =>
    rowsOf<{ definition: string }>(
      await handle.db.execute(sql`select indexdef as definition from pg_indexes
        where schemaname = current_schema() order by indexname`),
    ).map((r) => r.definition);

  test('writes with the indexes dropped and leaves every index as it was', async () => {
    const before = await indexes();
    const counts = await writeCatalog(handle.db, catalogFile(), {
      exclusive: true,
      rebuildIndexesFrom: 1,
      transactionStep: 1,
    });
    expect(counts.created).toBe(5);
    expect(await indexes()).toEqual(before);
    expect(await derivedMismatches(handle.db)).toEqual([]);
    const app = createApi(handle.db);
    const found = await apiClient(app).get('/products/search?q=tukenmez');
    expect(found.data.items.map((i: { code: string }) => i.code)).toEqual(['KLM-100']);
  });

  test('a new row whose key points nowhere is refused once the load is checked, and nothing stays', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from products`))[0]?.n;
    const before = await count();
    await expect(
      handle.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        await withRowChecksDeferred(db, [products], () =>
          db.execute(sql`insert into products (code, name, seo, currency_code, tax_rate, brand_id)
            values ('BOZUK-1', 'Bozuk', 'bozuk-1', 'TRY', 20, 999999)`),
        );
      }),
    ).rejects.toThrow(/products_brand_id/);
    expect(await count()).toBe(before);
  });
});

describe.each(testDatabases)('a catalog import in steps, as the running shop writes one, on %s', (kind) => {
  let stepwise: DbHandle;
  let stepsInOne: DbHandle;
  let whole: DbHandle;
  beforeAll(async () => {
    stepwise = await openTestDatabase(kind);
    stepsInOne = await openTestDatabase(kind);
    whole = await openTestDatabase(kind);
    for (const handle of [stepwise, stepsInOne, whole]) await insertCatalog(handle.db, []);
  });
  afterAll(async () => {
    for (const handle of [stepwise, stepsInOne, whole]) await handle.close();
  });

  /** The tables as the shop reads them: the rows without their versions. */
  const rowsOfTables = async (db: Database) =>
    Object.fromEntries(
      Object.entries(await dump(db)).map(([table, rows]) => [
        table,
        rows.map((row) => {
          const {
            version: _version,
            created_at: _created,
            updated_at: _updated,
            ...rest
          } = row as Record<string, unknown>;
          return rest;
        }),
      ]),
    );

  test('ends exactly where one transaction ends: created, changed, moved and deactivated', async () => {
    // In steps of one product: each its own transaction, and all in one transaction.
    const second = catalogFile()
      .filter((p) => p.code !== 'CAY-300')
      .map((p) =>
        p.code === 'TSH-200-S-L' ? { ...p, variant: [{ dimension: 'Renk', value: 'Lacivert' }] } : p,
      )
      .map((p) =>
        p.code === 'KLM-100' ? { ...p, units: [importUnit({ price: 1350, listPrice: 1500 })] } : p,
      );
    for (const [file, deactivateMissing] of [
      [catalogFile(), false],
      [second, true],
    ] as const) {
      const inSteps = await writeCatalog(stepwise.db, file, { stepSize: 1, deactivateMissing });
      const stepsInOneTransaction = await writeCatalog(stepsInOne.db, file, {
        transactionStep: 1,
        deactivateMissing,
      });
      const inOne = await writeCatalog(whole.db, file, { deactivateMissing });
      expect(inSteps).toEqual(inOne);
      expect(stepsInOneTransaction).toEqual(inOne);
      const tables = await rowsOfTables(whole.db);
      expect(await rowsOfTables(stepwise.db)).toEqual(tables);
      expect(await rowsOfTables(stepsInOne.db)).toEqual(tables);
      expect(await derivedMismatches(stepwise.db)).toEqual([]);
      expect(await derivedMismatches(stepsInOne.db)).toEqual([]);
    }
    const deactivated = await stepwise.db.execute(sql`select code from products where not is_active`);
    expect(rowsOf<{ code: string }>(deactivated).map((r) => r.code)).toEqual(['CAY-300']);
  });

  // On PostgreSQL the shop's queries have connections of their own and never wait for an import.
  test.runIf(kind === 'pglite')(
    'lets a query asked during the import run before the import ends',
    async () => {
      const file = Array.from({ length: 40 }, (_, i) =>
        importProduct({ code: `ADIM-${i}`, name: `Adım Ürünü ${i}`, rows: [i + 2] }),
      );
      const order: string[] = [];
      let asked: Promise<unknown> | undefined;
      await writeCatalog(stepwise.db, file, {
        stepSize: 10,
        onProgress: (written) => {
          order.push(`written ${written}`);
          asked ??= stepwise.db.execute(sql`select count(*) from products`).then(() => order.push('query'));
        },
      });
      await asked;
      // Asked while the first ten were written, answered before the next ten.
      expect(order).toEqual(['written 10', 'query', 'written 20', 'written 30', 'written 40']);
    },
  );
});
