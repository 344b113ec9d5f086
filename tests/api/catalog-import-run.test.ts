import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunOptions, runImport } from '../../src/server/catalog-import/run-import.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// A Windows-1254 CSV as Turkish Excel writes it, whose row 3 has a negative price: two valid products
// and the error.
const CSV = [
  'stok_kodu;urun_adi;kategori;kdv;para_birimi;birim;fiyat;stok',
  'DFT-A4;Çizgili Defter A4;Kırtasiye;20;TL;ADET;45,00;40',
  'KLM-01;Tükenmez Kalem;Kırtasiye;20;TL;ADET;-12,50;100',
  'DFT-A5;Kareli Defter A5;Kırtasiye;20;TL;ADET;45,00;40',
].join('\r\n');

/** Windows-1254's bytes of a text of ASCII and the Turkish letters. */
function encodeWindows1254(text: string): Buffer {
  const turkish: Record<string, number> = {
    Ç: 0xc7,
    ç: 0xe7,
    Ğ: 0xd0,
    ğ: 0xf0,
    İ: 0xdd,
    ı: 0xfd,
    Ö: 0xd6,
    ö: 0xf6,
    Ş: 0xde,
    ş: 0xfe,
    Ü: 0xdc,
    ü: 0xfc,
  };
  return Buffer.from([...text].map((ch) => turkish[ch] ?? ch.charCodeAt(0)));
}

describe.each(testDatabases)('npm run catalog:import on %s', (kind) => {
  let handle: DbHandle;
  const folder = mkdtempSync(join(tmpdir(), 'catalog-import-run-'));
  const file = join(folder, 'katalog.csv');
  writeFileSync(file, encodeWindows1254(CSV));
  const options = (over: Partial<RunOptions>): RunOptions => ({
    file,
    dryRun: false,
    skipInvalid: false,
    deactivateMissing: false,
    exclusive: false,
    locale: 'tr',
    ...over,
  });
  const run = async (over: Partial<RunOptions>) => {
    const lines: string[] = [];
    const { code } = await runImport(handle.db, options(over), {
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
  afterAll(async () => {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  });

  test('a file with an error is refused whole: exit 1, the row named, nothing written', async () => {
    const { code, lines } = await run({});
    expect(code).toBe(1);
    expect(lines).toContain('  Hata: Satır 3, fiyat sütunu ("-12,50"): eksi olamaz.');
    expect(lines.some((l) => l.startsWith('Dosyada hata var: hiçbir şey yazılmadı.'))).toBe(true);
    expect(lines.at(-1)).toMatch(
      /^Oluşturulan: 0, güncellenen: 0, değişmeyen: 0, pasife alınan: 0, reddedilen: 1 /,
    );
    expect(await productCodes()).toEqual([]);
  });

  test('--skip-invalid imports the valid products and lists the rest, in English with --lang en', async () => {
    const { code, lines } = await run({ skipInvalid: true, locale: 'en' });
    expect(code).toBe(0);
    expect(lines).toContain('  Error: Row 3, column fiyat ("-12,50"): cannot be negative.');
    expect(lines.at(-1)).toMatch(/^Created: 2, updated: 0, unchanged: 0, deactivated: 0, refused: 1 /);
    expect(await productCodes()).toEqual(['DFT-A4', 'DFT-A5']);
    const names = rowsOf<{ name: string }>(
      await handle.db.execute(sql`select name from products order by code`),
    ).map((r) => r.name);
    expect(names).toEqual(['Çizgili Defter A4', 'Kareli Defter A5']);
    const again = await run({ skipInvalid: true, locale: 'en' });
    expect(again.lines.at(-1)).toMatch(/^Created: 0, updated: 0, unchanged: 2, deactivated: 0, refused: 1 /);
  });
});
