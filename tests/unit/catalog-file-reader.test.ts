import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { problemText } from '../../src/server/catalog-import/problem-text.ts';
import { readCatalogFile } from '../../src/server/catalog-import/read-catalog-file.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/catalog-import');
const TEMPLATE = join(import.meta.dirname, '../../docs/catalog-template.csv');
let dir: string;
const tmp = (name: string) => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-read-'));
  // The ERP's Excel export: numbers as number cells, a formula, rich text, a second sheet behind.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ürünler');
  sheet.addRow([
    'Stok Kodu',
    'ÜRÜN ADI',
    'Para Birimi',
    'Birim',
    'Çarpan',
    'Barkod',
    'Fiyat',
    'Liste Fiyatı',
    'KDV',
    'Stok',
    'Depo Stokları',
    'Ana Ürün Kodu',
    'Varyant',
  ]);
  sheet.addRow([
    'KH-12',
    { richText: [{ text: 'Papatya ' }, { text: 'Kağıt Havlu 12’li', font: { bold: true } }] },
    'TL',
    'ADET',
    1,
    8690001122348,
    149.5,
    164.9,
    20,
    150,
    'Merkez=120|Ankara=30',
    null,
    null,
  ]);
  sheet.addRow([
    'KH-12',
    null,
    null,
    'KOLİ',
    8,
    '8690001122355',
    { formula: 'G2*8-59.8', result: 1136.2 },
    1319.2,
    null,
    null,
    null,
    null,
    null,
  ]);
  sheet.addRow([
    'TS-POLO',
    'Pamuklu Polo Yaka Tişört',
    'TRY',
    'ADET',
    1,
    null,
    399,
    449,
    10,
    null,
    null,
    null,
    null,
  ]);
  sheet.addRow([
    'TS-POLO-LAC-M',
    'Pamuklu Polo Yaka Tişört Lacivert M',
    'TRY',
    'ADET',
    1,
    8690007788111,
    399,
    449,
    10,
    17,
    null,
    'TS-POLO',
    'Renk=Lacivert|Beden=M',
  ]);
  workbook.addWorksheet('Notlar').addRow(['Bu sayfa okunmaz', 'stok_kodu', 'urun_adi']);
  await workbook.xlsx.writeFile(tmp('katalog.xlsx'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reading what Turkish Excel and ERPs write', () => {
  test('a Windows-1254 CSV with ";" and decimal commas reads its Turkish letters and prices', async () => {
    const result = await readCatalogFile(join(FIXTURES, 'katalog-windows-1254.csv'));
    expect(result.format).toEqual({ kind: 'csv', encoding: 'windows-1254', separator: ';', decimal: ',' });
    expect(result.problems).toEqual([]);
    expect(result.rows).toBe(7);
    expect(result.products.map((p) => p.code)).toEqual([
      'VD-M8-40',
      'PMP-1HP',
      'KH-12',
      'TS-POLO',
      'TS-POLO-LAC-M',
      'TS-POLO-BEY-L',
    ]);
    const [vida, pompa, havlu] = result.products;
    expect(vida).toMatchObject({
      name: "Çelik Altıgen Cıvata M8x40 (100'lü Paket)",
      brand: 'Kale Bağlantı',
      categoryPath: ['Hırdavat', 'Bağlantı Elemanları', 'Cıvata'],
    });
    expect(vida?.units[0]).toMatchObject({
      unitCode: 'PAKET',
      price: 18990,
      listPrice: 21990,
      weight: '1.25',
    });
    expect(pompa).toMatchObject({
      currencyCode: 'USD',
      stock: {
        kind: 'warehouses',
        warehouses: [
          { name: 'Merkez', quantity: '6' },
          { name: 'İzmir', quantity: '4' },
        ],
      },
    });
    expect(pompa?.description).toContain(
      '<a href="https://ornek-pompa.com.tr/kilavuz" rel="nofollow">indirin</a>',
    );
    expect(havlu?.units.map((u) => [u.unitCode, u.multiplier, u.price])).toEqual([
      ['ADET', '1', 14950],
      ['KOLİ', '8', 113620],
    ]);
  });

  test('the UTF-8 template with its byte order mark reads as the same catalog', async () => {
    const utf8 = await readCatalogFile(TEMPLATE);
    const cp1254 = await readCatalogFile(join(FIXTURES, 'katalog-windows-1254.csv'));
    expect(utf8.format.encoding).toBe('utf-8');
    expect(utf8.problems).toEqual([]);
    expect(utf8.products).toEqual(cp1254.products);
  });

  test('the first sheet of an XLSX: number cells, formula results and rich text', async () => {
    const result = await readCatalogFile(tmp('katalog.xlsx'));
    expect(result.format.kind).toBe('xlsx');
    expect(result.problems).toEqual([]);
    expect(result.products.map((p) => p.code)).toEqual(['KH-12', 'TS-POLO', 'TS-POLO-LAC-M']);
    const [havlu, , lacivert] = result.products;
    expect(havlu?.name).toBe('Papatya Kağıt Havlu 12’li');
    expect(havlu?.units.map((u) => [u.unitCode, u.multiplier, u.barcode, u.price, u.listPrice])).toEqual([
      ['ADET', '1', '8690001122348', 14950, 16490],
      ['KOLİ', '8', '8690001122355', 113620, 131920],
    ]);
    expect(lacivert).toMatchObject({ parentCode: 'TS-POLO', stock: { kind: 'total', quantity: '17' } });
  });

  test('a large sheet keeps every Turkish letter whole across the chunks it is inflated in', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ürünler');
    sheet.addRow(['stok_kodu', 'urun_adi', 'fiyat']);
    const name = (i: number) => `${i} Işıklı Çiğdem Şişe Ğüöç ${'ışığı'.repeat(20)}`;
    for (let i = 1; i <= 3000; i++) sheet.addRow([`IS-${i}`, name(i), 10]);
    await workbook.xlsx.writeFile(tmp('buyuk.xlsx'));
    const result = await readCatalogFile(tmp('buyuk.xlsx'));
    expect(result.problems).toEqual([]);
    expect(result.products).toHaveLength(3000);
    expect(result.products.every((p, i) => p.name === name(i + 1))).toBe(true);
  });

  test('a "," CSV with decimal points and quoted cells, and a tab-separated UTF-16 export', async () => {
    writeFileSync(
      tmp('virgul.csv'),
      'stok_kodu,urun_adi,fiyat,aciklama\nPMP-1HP,"Santrifüj Pompa, 1 HP","1,234.50","<p>15"" bağlantı</p>"\n',
    );
    const comma = await readCatalogFile(tmp('virgul.csv'));
    expect(comma.format).toEqual({ kind: 'csv', encoding: 'utf-8', separator: ',', decimal: '.' });
    expect(comma.products[0]).toMatchObject({
      name: 'Santrifüj Pompa, 1 HP',
      description: '<p>15" bağlantı</p>',
    });
    expect(comma.products[0]?.units[0]?.price).toBe(123450);

    const text = 'Stok Kodu\tÜrün Adı\tFiyat\r\nŞT-01\tŞerit Testere\t1.250,00\r\n';
    writeFileSync(
      tmp('unicode.txt'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
    );
    const utf16 = await readCatalogFile(tmp('unicode.txt'));
    expect(utf16.format).toMatchObject({ encoding: 'utf-16le', separator: '\t' });
    expect(utf16.products[0]).toMatchObject({ code: 'ŞT-01', name: 'Şerit Testere' });
    expect(utf16.products[0]?.units[0]?.price).toBe(125000);
  });

  test('progress is told every thousand rows and at the end', async () => {
    const lines = ['stok_kodu;urun_adi;fiyat'];
    for (let i = 1; i <= 2500; i++) lines.push(`VD-${i};Vida ${i};${i},50`);
    writeFileSync(tmp('uzun.csv'), lines.join('\n'));
    const seen: number[] = [];
    const result = await readCatalogFile(tmp('uzun.csv'), { onProgress: (n) => seen.push(n) });
    expect(seen).toEqual([1000, 2000, 2500]);
    expect(result.products).toHaveLength(2500);
  });
});

describe('what bad input gets', () => {
  test('a file that is not a spreadsheet is refused whole', async () => {
    writeFileSync(tmp('resim.csv'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    writeFileSync(tmp('eski.xls'), Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex'));
    const xlsx = readFileSync(tmp('katalog.xlsx'));
    writeFileSync(tmp('yarim.xlsx'), xlsx.subarray(0, 600));
    for (const name of ['resim.csv', 'eski.xls', 'yarim.xlsx']) {
      const result = await readCatalogFile(tmp(name));
      expect(result.products).toEqual([]);
      expect(result.problems.map((p) => [p.row, p.key])).toEqual([[0, 'notSpreadsheet']]);
    }
    const [problem] = (await readCatalogFile(tmp('resim.csv'))).problems;
    expect(problemText('tr', problem as never)).toMatch(/^Hata: Dosya: bu bir tablo dosyası değil\./);
    expect(problemText('en', problem as never)).toMatch(/^Error: File: this is not a spreadsheet\./);
  });

  test('a missing required column refuses the file and names the column', async () => {
    const result = await readCatalogFile(join(FIXTURES, 'eksik-sutun.csv'));
    expect(result.products).toEqual([]);
    const lines = result.problems.map((p) => problemText('tr', p));
    expect(lines).toEqual([
      'Hata: Dosya: zorunlu sütun eksik: urun_adi.',
      'Uyarı: Satır 1, Ad sütunu ("Ad"): bilinmeyen sütun; okunmadı.',
    ]);
  });

  test('a file in another code page (DOS Turkish) is refused at its garbled rows', async () => {
    const result = await readCatalogFile(join(FIXTURES, 'katalog-cp857.csv'));
    expect(result.format.encoding).toBe('windows-1254');
    expect(result.products.map((p) => p.code)).not.toContain('VD-M8-40');
    expect(result.problems[0]).toMatchObject({
      row: 2,
      column: 'urun_adi',
      key: 'unreadableText',
      code: 'VD-M8-40',
    });
    expect(result.problems[0]?.value).toContain('\uFFFD');
  });

  test('each bad row names its row, column and value; the valid product is kept for --skip-invalid', async () => {
    const result = await readCatalogFile(join(FIXTURES, 'hatali-satirlar.csv'));
    expect(result.problems.map((p) => [p.row, p.column, p.value, p.key])).toEqual([
      [2, 'fiyat', '-189,90', 'negative'],
      [3, 'fiyat', 'yüz elli', 'notNumber'],
      [4, 'para_birimi', 'GBP', 'unknownCurrency'],
      [6, 'carpan', '', 'multiplierMissing'],
      [8, 'carpan', '0', 'notPositive'],
      [9, 'ana_urun_kodu', 'TS-POLO', 'unknownParent'],
      [10, 'barkod', '8690001122331', 'duplicateBarcode'],
    ]);
    expect(result.products.map((p) => p.code)).toEqual(['ZMP-120']);
    expect(result.refusedCodes.sort()).toEqual([
      'BNT-48',
      'KH-12',
      'PMP-1HP',
      'SU-05',
      'TS-POLO-LAC-M',
      'VD-M10-50',
      'VD-M8-40',
    ]);
    expect(problemText('tr', result.problems[0] as never)).toBe(
      'Hata: Satır 2, fiyat sütunu ("-189,90"): eksi olamaz.',
    );
    expect(problemText('en', result.problems[6] as never)).toBe(
      'Error: Row 10, column barkod ("8690001122331"): this barcode is on row 2 (VD-M8-40) too.',
    );
  });

  test('a quote never closed breaks the CSV: the file is refused at the row where it opened', async () => {
    writeFileSync(
      tmp('tirnak.csv'),
      'stok_kodu;urun_adi;fiyat\nVD-1;Vida;10\nVD-2;"Somun M8;5\nVD-3;Pul;1\n',
    );
    const result = await readCatalogFile(tmp('tirnak.csv'));
    expect(result.products).toEqual([]);
    expect(result.problems.map((p) => problemText('tr', p))).toEqual([
      'Hata: Satır 3: CSV bu satırda bozuk: burada açılan bir tırnak (") kapanmamış. Hücreyi tırnakla kapatın ya da tırnağı silin.',
    ]);
  });

  test('a file over the size limit is refused before it is read; a missing file is named', async () => {
    const big = await readCatalogFile(TEMPLATE, { maxBytes: 1024 });
    expect(big.problems).toMatchObject([{ row: 0, key: 'fileTooLarge', params: { size: 1, limit: 1 } }]);
    const missing = await readCatalogFile(tmp('yok.csv'));
    expect(missing.problems).toMatchObject([{ row: 0, key: 'fileNotFound' }]);
  });
});
