import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImportProduct } from '../../src/domain/catalog-import/import-product.ts';
import type { CatalogFileReader, ReadResult } from '../../src/server/catalog-import/catalog-reader.ts';
import { type RunOptions, runImport } from '../../src/server/catalog-import/run-import.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

function product(code: string, name: string, row: number): ImportProduct {
  return {
    code,
    name,
    brand: null,
    categoryPath: ['Kırtasiye'],
    modelName: null,
    description: '',
    taxRate: '20',
    currencyCode: 'TRY',
    isActive: true,
    units: [
      {
        unitCode: 'ADET',
        multiplier: '1',
        isDefault: true,
        barcode: null,
        price: 4500,
        listPrice: 4500,
        width: '0',
        length: '0',
        height: '0',
        weight: '0',
      },
    ],
    stock: { kind: 'total', quantity: '40' },
    parentCode: null,
    variant: [],
    images: [],
    equivalentCodes: [],
    rows: [row],
  };
}

// What the reader gives for a file whose row 3 has a negative price: the two valid products and the error.
const fileWithError: ReadResult = {
  products: [product('DFT-A4', 'Çizgili Defter A4', 2), product('DFT-A5', 'Kareli Defter A5', 4)],
  problems: [
    {
      row: 3,
      column: 'fiyat',
      value: '-12,50',
      key: 'catalogImport.negativePrice',
      severity: 'error',
      message: { tr: 'Fiyat eksi olamaz.', en: 'The price cannot be negative.' },
    },
  ],
  rows: 4,
};

describe.each(testDatabases)('npm run catalog:import on %s', (kind) => {
  let handle: DbHandle;
  const reader: CatalogFileReader = async () => fileWithError;
  const options = (over: Partial<RunOptions>): RunOptions => ({
    file: '/tmp/katalog.csv',
    dryRun: false,
    skipInvalid: false,
    deactivateMissing: false,
    exclusive: false,
    locale: 'tr',
    ...over,
  });
  const run = async (over: Partial<RunOptions>) => {
    const lines: string[] = [];
    const code = await runImport(handle.db, options(over), reader, {
      out: (l) => lines.push(l),
      progress: () => {},
    });
    return { code, lines };
  };
  const productCodes = async () =>
    rowsOf<{ code: string }>(await handle.db.execute(sql`select code from products order by code`)).map(
      (r) => r.code,
    );

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await insertCatalog(handle.db, []);
  });
  afterAll(() => handle.close());

  test('a file with an error is refused whole: exit 1, the row named, nothing written', async () => {
    const { code, lines } = await run({});
    expect(code).toBe(1);
    expect(lines).toContain('  Satır 3, fiyat = "-12,50": Fiyat eksi olamaz.');
    expect(lines.some((l) => l.startsWith('Dosyada hata var: hiçbir şey yazılmadı.'))).toBe(true);
    expect(lines.at(-1)).toMatch(
      /^Oluşturulan: 0, güncellenen: 0, değişmeyen: 0, pasife alınan: 0, reddedilen: 1 /,
    );
    expect(await productCodes()).toEqual([]);
  });

  test('--skip-invalid imports the valid products and lists the rest, in English with --lang en', async () => {
    const { code, lines } = await run({ skipInvalid: true, locale: 'en' });
    expect(code).toBe(0);
    expect(lines).toContain('  Row 3, fiyat = "-12,50": The price cannot be negative.');
    expect(lines.at(-1)).toMatch(/^Created: 2, updated: 0, unchanged: 0, deactivated: 0, refused: 1 /);
    expect(await productCodes()).toEqual(['DFT-A4', 'DFT-A5']);
    const again = await run({ skipInvalid: true, locale: 'en' });
    expect(again.lines.at(-1)).toMatch(/^Created: 0, updated: 0, unchanged: 2, deactivated: 0, refused: 1 /);
  });
});
