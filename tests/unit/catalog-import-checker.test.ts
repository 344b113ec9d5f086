import { describe, expect, test } from 'vitest';
import { CatalogChecker, type CatalogCheckOptions } from '../../src/domain/catalog-import/catalog-checker.ts';

const HEADER = [
  'Stok Kodu',
  'Ürün Adı',
  'Marka',
  'Kategori',
  'KDV',
  'Para Birimi',
  'Aktif',
  'Birim',
  'Çarpan',
  'Varsayılan Birim',
  'Barkod',
  'Fiyat',
  'Liste Fiyatı',
  'Stok',
  'Depo Stokları',
  'Ana Ürün Kodu',
  'Varyant',
];
type Row = Partial<
  Record<
    | 'kod'
    | 'ad'
    | 'marka'
    | 'kategori'
    | 'kdv'
    | 'pb'
    | 'aktif'
    | 'birim'
    | 'carpan'
    | 'vars'
    | 'barkod'
    | 'fiyat'
    | 'liste'
    | 'stok'
    | 'depo'
    | 'ana'
    | 'varyant',
    string | number
  >
>;
const ORDER = [
  'kod',
  'ad',
  'marka',
  'kategori',
  'kdv',
  'pb',
  'aktif',
  'birim',
  'carpan',
  'vars',
  'barkod',
  'fiyat',
  'liste',
  'stok',
  'depo',
  'ana',
  'varyant',
] as const;

/** Checks a file of these rows (row 2 onwards) under the header above. */
function check(rows: Row[], options: Partial<CatalogCheckOptions> = {}) {
  const checker = new CatalogChecker({ sanitize: (html) => html, ...options });
  expect(checker.header(HEADER)).toBe(true);
  for (const [i, r] of rows.entries()) {
    checker.row(
      i + 2,
      ORDER.map((k) => r[k] ?? ''),
    );
  }
  return checker.finish();
}
const errors = (r: ReturnType<typeof check>) =>
  r.problems.filter((p) => p.severity === 'error').map((p) => [p.row, p.column, p.value, p.key]);

const vida = {
  kod: 'VD-M8-40',
  ad: 'Çelik Altıgen Cıvata M8x40',
  marka: 'Kale Bağlantı',
  kategori: 'Hırdavat > Cıvata',
  kdv: '20',
  pb: 'TL',
  aktif: '1',
  fiyat: '189,90',
  stok: '340',
};

describe('one product', () => {
  test('a plain product row becomes a product with its unit, prices in kuruş and stock', () => {
    const result = check([{ ...vida, barkod: '8690001122331', liste: '219,90' }]);
    expect(result.problems).toEqual([]);
    expect(result.products).toEqual([
      {
        code: 'VD-M8-40',
        name: 'Çelik Altıgen Cıvata M8x40',
        brand: 'Kale Bağlantı',
        categoryPath: ['Hırdavat', 'Cıvata'],
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
            barcode: '8690001122331',
            price: 18990,
            listPrice: 21990,
            width: '0',
            length: '0',
            height: '0',
            weight: '0',
          },
        ],
        stock: { kind: 'total', quantity: '340' },
        parentCode: null,
        variant: [],
        images: [],
        equivalentCodes: [],
        rows: [2],
      },
    ]);
  });

  test('liste_fiyati defaults to fiyat; aktif 0 hides; kdv 20 and TRY when empty', () => {
    const [p] = check([{ kod: 'A', ad: 'Bant', fiyat: '12,5', aktif: 'hayır' }]).products;
    expect(p).toMatchObject({
      isActive: false,
      taxRate: '20',
      currencyCode: 'TRY',
      stock: { kind: 'unchanged' },
    });
    expect(p?.units[0]).toMatchObject({ price: 1250, listPrice: 1250 });
  });

  test('ADET and KOLİ rows are one product with two units; the marked unit is the default', () => {
    const result = check([
      {
        kod: 'KH-12',
        ad: 'Kağıt Havlu 12li',
        birim: 'ADET',
        carpan: '1',
        fiyat: '149,50',
        depo: 'Merkez=120|Ankara=30',
        stok: '150',
      },
      { kod: 'KH-12', birim: 'koli', carpan: '8', vars: '1', fiyat: '1.136,20' },
    ]);
    expect(errors(result)).toEqual([]);
    const [p] = result.products;
    expect(p?.units.map((u) => [u.unitCode, u.multiplier, u.isDefault, u.price])).toEqual([
      ['ADET', '1', false, 14950],
      ['KOLİ', '8', true, 113620],
    ]);
    expect(p?.stock).toEqual({
      kind: 'warehouses',
      warehouses: [
        { name: 'Merkez', quantity: '120' },
        { name: 'Ankara', quantity: '30' },
      ],
    });
    expect(p?.rows).toEqual([2, 3]);
  });

  test("a product's rows need not be adjacent; later rows must agree or be empty", () => {
    const result = check([
      { kod: 'KH-12', ad: 'Kağıt Havlu', marka: 'Papatya', fiyat: '149,50' },
      { ...vida },
      { kod: 'KH-12', ad: 'Kağıt Havlu', birim: 'KOLİ', carpan: '8', fiyat: '1.136,20' },
      { kod: 'KH-12', marka: 'Selpak', birim: 'PAKET', carpan: '4', fiyat: '590' },
    ]);
    expect(errors(result)).toEqual([[5, 'Marka', 'Selpak', 'fieldConflict']]);
    expect(result.products.map((p) => p.code)).toEqual(['VD-M8-40']);
    expect(result.refusedCodes).toEqual(['KH-12']);
  });

  test('descriptions are compared as they are kept, cleaned', () => {
    const checker = new CatalogChecker({ sanitize: (html) => html.replace(/<script>.*?<\/script>/g, '') });
    checker.header(['stok_kodu', 'urun_adi', 'birim', 'carpan', 'fiyat', 'aciklama']);
    checker.row(2, ['KH-12', 'Kağıt Havlu', 'ADET', '1', '149,50', '<p>Çift katlı.</p><script>x()</script>']);
    checker.row(3, ['KH-12', '', 'KOLİ', '8', '1.136,20', '<p>Çift katlı.</p>']);
    checker.row(4, ['KH-12', '', 'PAKET', '4', '590', '<p>Tek katlı.</p>']);
    const result = checker.finish();
    expect(result.problems.map((p) => [p.row, p.column, p.key])).toEqual([[4, 'aciklama', 'fieldConflict']]);
  });

  test('urun_adi is required on the first row of a product', () => {
    const result = check([
      { kod: 'X-1', fiyat: '5' },
      { kod: 'X-1', ad: 'Geç ad', birim: 'KOLİ', carpan: '10', fiyat: '50' },
    ]);
    expect(errors(result)).toEqual([[2, 'Ürün Adı', '', 'nameRequired']]);
  });
});

describe('what bad input gets', () => {
  test('a negative or non-numeric price names its row, column and value', () => {
    const result = check([
      { ...vida, fiyat: '-5' },
      { kod: 'B', ad: 'Bant', fiyat: 'on iki' },
      { kod: 'C', ad: 'Çivi' },
    ]);
    expect(errors(result)).toEqual([
      [2, 'Fiyat', '-5', 'negative'],
      [3, 'Fiyat', 'on iki', 'notNumber'],
      [4, 'Fiyat', '', 'priceRequired'],
    ]);
    expect(result.products).toEqual([]);
  });

  test('an unknown currency is refused', () => {
    expect(errors(check([{ ...vida, pb: 'GBP' }]))).toEqual([[2, 'Para Birimi', 'GBP', 'unknownCurrency']]);
  });

  test('a second unit without a multiplier, or with 0, is refused; the first unit is 1 when empty', () => {
    const result = check([
      { kod: 'KH-12', ad: 'Kağıt Havlu', fiyat: '149,50' },
      { kod: 'KH-12', birim: 'KOLİ', fiyat: '1.136,20' },
      { kod: 'SU', ad: 'Su 0,5 L', fiyat: '10' },
      { kod: 'SU', birim: 'KOLİ', carpan: '0', fiyat: '240' },
    ]);
    expect(errors(result)).toEqual([
      [3, 'Çarpan', '', 'multiplierMissing'],
      [5, 'Çarpan', '0', 'notPositive'],
    ]);
  });

  test('a unit twice, two default units and an invalid barcode are refused', () => {
    const result = check([
      { kod: 'A', ad: 'Bant', vars: '1', barkod: '8690001122332', fiyat: '5' },
      { kod: 'A', birim: 'adet', carpan: '1', fiyat: '5' },
      { kod: 'A', birim: 'KOLİ', carpan: '10', vars: 'evet', fiyat: '50' },
    ]);
    expect(errors(result)).toEqual([
      [2, 'Barkod', '8690001122332', 'invalidBarcode'],
      [3, 'Birim', 'adet', 'duplicateUnit'],
      [4, 'Varsayılan Birim', 'evet', 'multipleDefaultUnits'],
    ]);
  });

  test('a duplicate barcode across products is refused at its second row', () => {
    const result = check([
      { ...vida, barkod: '8690001122331' },
      { kod: 'B', ad: 'Bant', fiyat: '5', barkod: '8690001122331' },
    ]);
    expect(result.problems).toMatchObject([
      {
        row: 3,
        column: 'Barkod',
        value: '8690001122331',
        key: 'duplicateBarcode',
        code: 'B',
        params: { firstRow: 2, firstCode: 'VD-M8-40' },
      },
    ]);
    expect(result.products.map((p) => p.code)).toEqual(['VD-M8-40']);
  });

  test('stock that is not the sum of the warehouses is refused', () => {
    expect(errors(check([{ ...vida, stok: '100', depo: 'Merkez=60|Ankara=30' }]))).toEqual([
      [2, 'Stok', '100', 'stockSumMismatch'],
    ]);
  });

  test('a row without a stock code is refused; an empty row is skipped', () => {
    const result = check([{ ad: 'Kodsuz', fiyat: '5' }, {}, vida]);
    expect(errors(result)).toEqual([[2, 'Stok Kodu', '', 'codeRequired']]);
    expect(result.rows).toBe(2);
  });
});

describe('variants', () => {
  const parent = { kod: 'TS-POLO', ad: 'Polo Tişört', fiyat: '399' };
  const child = (kod: string, varyant: string, ana = 'TS-POLO') => ({
    kod,
    ad: `Polo ${kod}`,
    fiyat: '399',
    ana,
    varyant,
  });

  test('a parent with two children: each child names its parent and dimension values', () => {
    const result = check([
      parent,
      child('TS-POLO-LAC-M', 'Renk=Lacivert|Beden=M'),
      child('TS-POLO-BEY-L', 'Renk=Beyaz|Beden=L'),
    ]);
    expect(errors(result)).toEqual([]);
    expect(result.products[1]).toMatchObject({
      parentCode: 'TS-POLO',
      variant: [
        { dimension: 'Renk', value: 'Lacivert' },
        { dimension: 'Beden', value: 'M' },
      ],
    });
  });

  test('a child whose parent is neither in the file nor in the shop is refused; one in the shop is fine', () => {
    const rows = [child('TS-ESKI-M', 'Beden=M', 'TS-ESKI')];
    expect(errors(check(rows))).toEqual([[2, 'Ana Ürün Kodu', 'TS-ESKI', 'unknownParent']]);
    expect(errors(check(rows, { knownCodes: new Set(['TS-ESKI']) }))).toEqual([]);
  });

  test('children of one parent with different dimensions, or the same values, are refused', () => {
    const result = check([
      parent,
      child('A', 'Renk=Mavi|Beden=M'),
      child('B', 'Renk=Mavi|Kol=Uzun'),
      child('C', 'renk=mavi|beden=m'),
    ]);
    expect(errors(result)).toEqual([
      [4, 'Varyant', 'Renk=Mavi|Kol=Uzun', 'mixedDimensions'],
      [5, 'Varyant', 'renk=mavi|beden=m', 'duplicateVariant'],
    ]);
  });

  test('more than three dimensions, a variant without parent and a parent that is a child are refused', () => {
    const result = check([
      parent,
      child('A', 'Renk=Mavi|Beden=M|Kol=Uzun|Yaka=V'),
      { kod: 'B', ad: 'Tek', fiyat: '1', varyant: 'Renk=Mavi' },
      child('C', 'Renk=Mavi'),
      child('D', 'Renk=Mavi', 'C'),
    ]);
    expect(errors(result)).toEqual([
      [3, 'Varyant', 'Renk=Mavi|Beden=M|Kol=Uzun|Yaka=V', 'invalidVariant'],
      [4, 'Varyant', 'Renk=Mavi', 'variantWithoutParent'],
      [6, 'Ana Ürün Kodu', 'C', 'parentIsVariant'],
    ]);
  });

  test('the children of a refused parent are refused with it', () => {
    const result = check([{ ...parent, fiyat: '-1' }, child('A', 'Renk=Mavi')]);
    expect(errors(result)).toEqual([
      [2, 'Fiyat', '-1', 'negative'],
      [3, 'Ana Ürün Kodu', 'TS-POLO', 'parentHasErrors'],
    ]);
    expect(result.products).toEqual([]);
  });
});

describe('decimal style per file', () => {
  test('1.234,56 tells comma; rows read before it are read in it too', () => {
    const result = check([
      { kod: 'A', ad: 'A', fiyat: '1.234' },
      { kod: 'B', ad: 'B', fiyat: '1.234,56' },
    ]);
    expect(result.style).toBe('comma');
    expect(result.products.map((p) => p.units[0]?.price)).toEqual([123400, 123456]);
  });

  test('1,234.56 tells point; then 12,5 is not a number of this file', () => {
    const result = check([
      { kod: 'A', ad: 'A', fiyat: '1,234.56' },
      { kod: 'B', ad: 'B', fiyat: '12,5' },
    ]);
    expect(result.style).toBe('point');
    expect(result.products.map((p) => p.units[0]?.price)).toEqual([123456]);
    expect(result.problems).toMatchObject([{ row: 3, key: 'notNumber', params: { separator: '.' } }]);
  });

  test('a file whose numbers tell nothing uses the default style', () => {
    expect(
      check([{ kod: 'A', ad: 'A', fiyat: '1.234' }], { defaultStyle: 'point' }).products[0]?.units[0]?.price,
    ).toBe(123);
    expect(check([{ kod: 'A', ad: 'A', fiyat: '1.234' }]).products[0]?.units[0]?.price).toBe(123400);
  });

  test('number cells of a spreadsheet are exact, and a third decimal rounds half up with a warning', () => {
    const result = check([{ kod: 'A', ad: 'A', fiyat: 19.99, liste: 0.305 }]);
    expect(result.products[0]?.units[0]).toMatchObject({ price: 1999, listPrice: 31 });
    expect(result.problems).toMatchObject([
      { severity: 'warning', key: 'priceRounded', column: 'Liste Fiyatı', value: '0.305' },
    ]);
  });
});
