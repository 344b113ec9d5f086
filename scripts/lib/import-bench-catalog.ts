/**
 * A realistic catalog import for the benchmark: what an ERP export of a Turkish wholesaler reads as
 * (src/domain/catalog-import/import-product.ts), generated deterministically. Nine families in ten
 * are simple products (a third also sold by the box), one in ten a variant parent with colour and
 * size children; stock per warehouse, equivalent codes, a three-level category tree, 40 brands.
 */
import type { ImportProduct, ImportUnit } from '../../src/domain/catalog-import/import-product.ts';

const NOUNS = [
  'Kalem',
  'Defter',
  'Çaydanlık',
  'Tencere',
  'Tişört',
  'Vida',
  'Matkap Ucu',
  'Kablo',
  'Bardak',
  'Havlu',
];
const ADJECTIVES = [
  'Paslanmaz',
  'Çelik',
  'Pamuklu',
  'Şeffaf',
  'Ekonomik',
  'Profesyonel',
  'Günlük',
  'Dayanıklı',
];
const COLOURS = ['Kırmızı', 'Mavi', 'Siyah', 'Beyaz', 'Yeşil'];
const SIZES = ['S', 'M', 'L', 'XL'];
const TOPS = ['Kırtasiye', 'Mutfak', 'Giyim', 'Hırdavat', 'Elektrik', 'Ev Tekstili'];
const SUBS = ['Temel', 'Profesyonel', 'Çocuk', 'Ofis', 'Endüstriyel'];
const LEAVES = ['Standart', 'Özel Seri', 'Paket'];
const WAREHOUSES = ['Merkez', 'Ankara', 'İzmir'];
const BRANDS = Array.from(
  { length: 40 },
  (_, i) => `${['Anadolu', 'Boğaziçi', 'Kalemtaş', 'Ege', 'Marmara'][i % 5]} ${i + 1}`,
);

function unit(
  code: string,
  multiplier: string,
  price: number,
  isDefault: boolean,
  barcode: string | null,
): ImportUnit {
  return {
    unitCode: code,
    multiplier,
    isDefault,
    barcode,
    price,
    listPrice: Math.round(price * 1.15),
    width: '12.5',
    length: '8',
    height: '3.2',
    weight: '0.25',
  };
}

function ean13(n: number): string {
  const body = `869${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** `count` products (children included), in file order: a parent before its children. */
export function benchCatalog(count: number, seed = 1): ImportProduct[] {
  const out: ImportProduct[] = [];
  let family = 0;
  while (out.length < count) {
    const k = family++;
    const r = (salt: number) => ((k + seed) * 2654435761 + salt * 40503) >>> 0;
    const name = `${ADJECTIVES[r(1) % ADJECTIVES.length]} ${NOUNS[r(2) % NOUNS.length]} ${100 + (k % 900)}`;
    const code = `STK${String(k + 1).padStart(7, '0')}`;
    const price = 500 + (r(3) % 500_000);
    const base: ImportProduct = {
      code,
      name,
      brand: BRANDS[r(4) % BRANDS.length] as string,
      categoryPath: [
        TOPS[r(5) % TOPS.length],
        SUBS[r(6) % SUBS.length],
        LEAVES[r(7) % LEAVES.length],
      ] as string[],
      modelName: `MDL-${r(8) % 10_000}`,
      description: `<p>${name}: günlük kullanım için dayanıklı ürün.</p><ul><li>Garanti: 2 yıl</li></ul>`,
      taxRate: k % 7 === 0 ? '10' : '20',
      currencyCode: k % 25 === 0 ? 'USD' : 'TRY',
      isActive: k % 100 !== 0,
      units:
        k % 3 === 0
          ? [
              unit('ADET', '1', price, true, ean13(k * 2)),
              unit('KOLİ', '12', price * 11, false, ean13(k * 2 + 1)),
            ]
          : [unit('ADET', '1', price, true, ean13(k * 2))],
      stock: {
        kind: 'warehouses',
        warehouses: WAREHOUSES.slice(0, 1 + (r(9) % 3)).map((w, i) => ({
          name: w,
          quantity: String((r(10 + i) % 500) - 20),
        })),
      },
      parentCode: null,
      variant: [],
      images: [],
      equivalentCodes: k % 4 === 0 ? [`ES-${k}`, `ALT${r(11) % 100_000}`] : [],
      rows: [out.length + 2],
    };
    if (k % 10 !== 4 || count - out.length < 7) {
      out.push(base);
      continue;
    }
    out.push({ ...base, stock: { kind: 'unchanged' } });
    const children = 2 + (r(12) % 5);
    for (let c = 0; c < children; c++) {
      const colour = COLOURS[c % COLOURS.length] as string;
      const size = SIZES[(c + k) % SIZES.length] as string;
      out.push({
        ...base,
        code: `${code}-${String(c + 1).padStart(2, '0')}`,
        name: `${name} ${colour} ${size}`,
        units: [unit('ADET', '1', price + c * 100, true, null)],
        stock: { kind: 'total', quantity: String(r(20 + c) % 80) },
        parentCode: code,
        variant: [
          { dimension: 'Renk', value: colour },
          { dimension: 'Beden', value: size },
        ],
        equivalentCodes: [],
        rows: [out.length + 2],
      });
    }
  }
  return out.slice(0, count);
}

/** The file after a day's business: every hundredth product has a new price and stock. */
export function benchChanges(list: readonly ImportProduct[]): ImportProduct[] {
  return list.map((p, i) =>
    i % 100 !== 7
      ? p
      : {
          ...p,
          units: p.units.map((u) => ({ ...u, price: u.price + 100 })),
          stock: p.stock.kind === 'unchanged' ? p.stock : { kind: 'total', quantity: '42' },
        },
  );
}
