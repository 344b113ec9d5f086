/**
 * A realistic catalog import file for benchmarks (issue 16): Turkish names, brands and category
 * paths, HTML descriptions, products in ADET and KOLİ, variant families (Renk, Beden),
 * warehouse stock, images and equivalent codes, with decimal commas, in the template's columns.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '../../src/domain/catalog-import/import-columns.ts';

const NOUNS = [
  'Cıvata',
  'Somun',
  'Matkap Ucu',
  'Zımpara Kağıdı',
  'Kablo Bağı',
  'Silikon',
  'Boya Fırçası',
  'Şerit Metre',
  'Pense',
  'Tornavida',
];
const ADJECTIVES = [
  'Çelik',
  'Galvaniz',
  'Paslanmaz',
  'Profesyonel',
  'Endüstriyel',
  'Ağır Hizmet',
  'Yüksek Dayanımlı',
  'Ekonomik',
];
const BRANDS = ['Kale Bağlantı', 'Anadolu Hırdavat', 'Ege Yapı', 'Marmara Takım', 'Akdeniz Endüstri'];
const CATEGORIES = [
  'Hırdavat > Bağlantı Elemanları > Cıvata',
  'Hırdavat > El Aletleri',
  'Yapı Kimyasalları > Silikon',
  'Boya > Fırça ve Rulo',
  'Elektrik > Kablo Aksesuarları',
];
const COLOURS = ['Lacivert', 'Beyaz', 'Siyah', 'Kırmızı'];
const SIZES = ['S', 'M', 'L', 'XL'];

type SampleRow = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>;

function ean(n: number): string {
  const body = `869${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + ((10 - (sum % 10)) % 10);
}

const price = (kurus: number) =>
  `${Math.floor(kurus / 100).toLocaleString('tr-TR')},${String(kurus % 100).padStart(2, '0')}`;

/** The sample's rows, about `count` of them, family by family. */
export function* sampleRows(count: number): Generator<SampleRow> {
  let made = 0;
  let barcode = 1;
  for (let i = 0; made < count; i++) {
    const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[i % NOUNS.length]} ${8 + (i % 40)} mm`;
    const base: SampleRow = {
      stok_kodu: `UR-${String(i).padStart(7, '0')}`,
      urun_adi: name,
      marka: BRANDS[i % BRANDS.length],
      kategori: CATEGORIES[i % CATEGORIES.length],
      model: `M-${i % 997}`,
      // Each product's own text, as an ERP's are: equal descriptions would be kept once by the
      // reader and make the import's memory look smaller than a real catalog's.
      aciklama: `<p>${name}: atölye ve şantiye kullanımı için dayanıklı, uzun ömürlü.</p><ul><li>Malzeme: çelik</li><li>Menşei: Türkiye</li><li>Ürün kodu: UR-${String(i).padStart(7, '0')}</li></ul><table><tr><th>Ölçü</th><td>${8 + (i % 40)} mm</td></tr></table>`,
      kdv: '20',
      para_birimi: i % 10 === 0 ? 'USD' : 'TL',
      aktif: '1',
      birim: 'ADET',
      carpan: '1',
      varsayilan_birim: '1',
      fiyat: price(990 + ((i * 7919) % 250000)),
      en: '12',
      boy: '8',
      yukseklik: '5',
      agirlik: '0,35',
      gorseller: `ur-${i}-1.jpg|ur-${i}-2.jpg`,
      esdeger_kodlar: `ESD-${i}|DIN-${i % 1000}`,
    };
    const kind = i % 10;
    if (kind < 6) {
      yield { ...base, barkod: ean(barcode++), stok: String(i % 500) };
      made += 1;
    } else if (kind < 8) {
      yield {
        ...base,
        barkod: ean(barcode++),
        depo_stoklari: `Merkez=${i % 300}|Ankara=${i % 70}|İzmir=${i % 20}`,
      };
      yield {
        stok_kodu: base.stok_kodu,
        birim: 'KOLİ',
        carpan: '24',
        varsayilan_birim: '0',
        barkod: ean(barcode++),
        fiyat: price(24 * (990 + ((i * 7919) % 250000))),
      };
      made += 2;
    } else {
      yield { ...base, urun_adi: `${name} Tişört` };
      for (let c = 0; c < 3; c++) {
        const colour = COLOURS[(i + c) % COLOURS.length] ?? 'Beyaz';
        const size = SIZES[c] ?? 'M';
        yield {
          ...base,
          stok_kodu: `${base.stok_kodu}-${c}`,
          urun_adi: `${name} Tişört ${colour} ${size}`,
          barkod: ean(barcode++),
          ana_urun_kodu: base.stok_kodu,
          varyant: `Renk=${colour}|Beden=${size}`,
          depo_stoklari: `Merkez=${(i + c) % 40}|Ankara=${c}`,
          gorseller: `ur-${i}-${colour.toLowerCase()}.jpg`,
        };
      }
      made += 4;
    }
  }
}

const cell = (text: string | undefined) =>
  text === undefined ? '' : /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

/** Writes the sample as Turkish Excel's "CSV UTF-8" (BOM, ';'); gives the rows written. */
export async function writeSampleCsv(path: string, count: number): Promise<number> {
  const out = createWriteStream(path);
  out.write(`\uFEFF${IMPORT_COLUMNS.join(';')}\r\n`);
  let rows = 0;
  for (const row of sampleRows(count)) {
    rows += 1;
    if (!out.write(`${IMPORT_COLUMNS.map((c) => cell(row[c])).join(';')}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

/** Writes the sample as an XLSX workbook with exceljs's streaming writer; gives the rows written. */
export async function writeSampleXlsx(path: string, count: number): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Ürünler');
  sheet.addRow([...IMPORT_COLUMNS]).commit();
  let rows = 0;
  for (const row of sampleRows(count)) {
    rows += 1;
    sheet.addRow(IMPORT_COLUMNS.map((c) => row[c] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
