import { describe, expect, test } from 'vitest';
import { StockFileChecker, type StockProductInfo } from '../../src/domain/catalog-import/stock-file.ts';
import { planStock, type StockProductNow, stockSteps } from '../../src/domain/catalog-import/stock-plan.ts';

const shop = new Map<string, StockProductInfo>([
  [
    'KLM-1',
    {
      prices: new Map([
        ['ADET', 500],
        ['KOLİ', 22000],
      ]),
    },
  ],
  ['CAY-1', { prices: new Map([['ADET', 45000]]) }],
]);

function check(rows: string[][], defaultStyle: 'comma' | 'point' = 'comma') {
  const checker = new StockFileChecker((code) => shop.get(code), defaultStyle);
  const [header, ...data] = rows;
  if (!checker.header(header as string[])) return checker.finish();
  for (const [i, cells] of data.entries()) checker.row(i + 2, cells);
  return checker.finish();
}

describe('the stock file checker', () => {
  test('reads Turkish headers, decimal commas and lower-case units', () => {
    const result = check([
      ['Stok Kodu', 'STOK', 'Fiyat', 'Birim', 'Depo'],
      ['KLM-1', '1.250', '6,25', '', ''],
      ['KLM-1', '', '240', 'koli', ''],
      ['CAY-1', '12,5', '', '', 'Şişli Depo'],
    ]);
    expect(result.problems).toEqual([]);
    expect(result.lines).toEqual([
      { row: 2, code: 'KLM-1', warehouse: null, quantity: '1250', unit: null, price: 625 },
      { row: 3, code: 'KLM-1', warehouse: null, quantity: null, unit: 'KOLİ', price: 24000 },
      { row: 4, code: 'CAY-1', warehouse: 'Şişli Depo', quantity: '12.5', unit: null, price: null },
    ]);
  });

  test('a file without stok and fiyat columns is refused', () => {
    const result = check([['stok_kodu', 'birim']]);
    expect(result.problems.map((p) => p.key)).toEqual(['stockOrPriceColumn']);
  });

  test('unknown codes and units, bad numbers and duplicates refuse their products only', () => {
    const result = check([
      ['stok_kodu', 'stok', 'fiyat', 'birim', 'depo'],
      ['YOK-1', '5', '', '', ''],
      ['KLM-1', 'beş', '', '', ''],
      ['CAY-1', '3', '', '', 'Merkez'],
      ['CAY-1', '4', '', '', 'MERKEZ'],
    ]);
    expect(result.problems.map((p) => [p.row, p.key, p.value])).toEqual([
      [2, 'unknownCode', 'YOK-1'],
      [3, 'notNumber', 'beş'],
      [5, 'duplicateStockRow', 'CAY-1'],
    ]);
    expect(result.refusedCodes.sort()).toEqual(['CAY-1', 'KLM-1', 'YOK-1']);
    expect(result.lines).toEqual([]);
  });

  test('a negative price and a unit the product lacks are errors; a negative stock is read', () => {
    const result = check([
      ['stok_kodu', 'stok', 'fiyat', 'birim'],
      ['KLM-1', '-3', '', ''],
      ['CAY-1', '', '-5,00', ''],
      ['CAY-1', '', '5', 'KOLİ'],
    ]);
    expect(result.problems.map((p) => [p.row, p.key])).toEqual([
      [3, 'negative'],
      [4, 'unknownUnit'],
    ]);
    expect(result.lines).toEqual([
      { row: 2, code: 'KLM-1', warehouse: null, quantity: '-3', unit: null, price: null },
    ]);
  });

  test("a product's total and one of its warehouses cannot both be given", () => {
    const result = check([
      ['stok_kodu', 'stok', 'depo'],
      ['CAY-1', '10', ''],
      ['CAY-1', '4', 'Merkez'],
    ]);
    expect(result.problems).toMatchObject([{ row: 3, key: 'duplicateStockRow', params: { firstRow: 2 } }]);
  });
});

describe('the stock plan', () => {
  const now = (over: Partial<StockProductNow> = {}): StockProductNow => ({
    id: 7,
    parentId: null,
    quantity: '10.000',
    rate: '34.5',
    defaultUnit: 'ADET',
    prices: new Map([
      ['ADET', 1000],
      ['KOLİ', 45000],
    ]),
    warehouses: new Map(),
    ...over,
  });
  const line = { row: 2, code: 'KLM-1', warehouse: null, quantity: null, unit: null, price: null };

  test('the same values change nothing', () => {
    const plan = planStock([{ ...line, quantity: '10', price: 1000 }], new Map([['KLM-1', now()]]));
    expect(plan).toMatchObject({ updated: [], unchanged: 1, quantities: [], prices: [], sortPrices: [] });
  });

  test("the default unit's price moves the card's price and the sort price in TRY kuruş, another unit's does not", () => {
    const plan = planStock(
      [
        { ...line, price: 1250 },
        { ...line, row: 3, unit: 'KOLİ', price: 50000 },
      ],
      new Map([['KLM-1', now()]]),
    );
    expect(plan.prices).toEqual([
      { productId: 7, unitCode: 'ADET', price: 1250 },
      { productId: 7, unitCode: 'KOLİ', price: 50000 },
    ]);
    expect(plan.sortPrices).toEqual([{ productId: 7, price: 1250, sortPrice: 43125 }]);
    expect(plan.updated).toEqual([7]);
  });

  test("a warehouse row sets that warehouse; the total is the sum of the product's warehouses", () => {
    const warehouses = new Map([
      ['merkez', { name: 'Merkez', quantity: '6' }],
      ['ankara', { name: 'Ankara', quantity: '4' }],
    ]);
    const plan = planStock(
      [{ ...line, warehouse: 'MERKEZ', quantity: '9' }],
      new Map([['KLM-1', now({ warehouses })]]),
    );
    expect(plan.warehouseRows).toEqual([
      { productId: 7, warehouse: 'Merkez', quantity: '9', existing: true },
    ]);
    expect(plan.quantities).toEqual([{ productId: 7, quantity: '13' }]);
  });

  test('a total drops the warehouse rows even when it equals their sum', () => {
    const warehouses = new Map([['merkez', { name: 'Merkez', quantity: '10' }]]);
    const plan = planStock([{ ...line, quantity: '10' }], new Map([['KLM-1', now({ warehouses })]]));
    expect(plan.quantities).toEqual([]);
    expect(plan.clearWarehouses).toEqual([7]);
    expect(plan.updated).toEqual([7]);
  });

  test("a child's new stock moves its parent's sum, unless the file sets the parent's stock too", () => {
    const family = new Map([
      ['TSH', now({ id: 1 })],
      ['TSH-M', now({ id: 2, parentId: 1 })],
      ['TSH-L', now({ id: 3, parentId: 1 })],
    ]);
    const child = { ...line, code: 'TSH-M', quantity: '4' };
    expect(planStock([child], family).parentSums).toEqual([1]);
    expect(planStock([child, { ...line, code: 'TSH', quantity: '9' }], family).parentSums).toEqual([]);
    expect(planStock([{ ...child, quantity: '10' }], family).parentSums).toEqual([]);
  });

  test("steps keep each product's rows together and hold every change once", () => {
    const products = new Map(
      [1, 2, 3].map((id) => [
        `KLM-${id}`,
        now({ id, warehouses: new Map([['merkez', { name: 'Merkez', quantity: '1' }]]) }),
      ]),
    );
    const plan = planStock(
      [
        { ...line, code: 'KLM-1', quantity: '5' },
        { ...line, row: 3, code: 'KLM-2', warehouse: 'Merkez', quantity: '8' },
        { ...line, row: 4, code: 'KLM-3', price: 1100 },
      ],
      products,
    );
    const steps = stockSteps(plan, 2);
    expect(steps.map((s) => s.updated)).toEqual([[1, 2], [3]]);
    expect(steps[0]).toMatchObject({
      quantities: [
        { productId: 1, quantity: '5' },
        { productId: 2, quantity: '8' },
      ],
      clearWarehouses: [1],
      warehouseRows: [{ productId: 2, warehouse: 'Merkez', quantity: '8', existing: true }],
      prices: [],
    });
    expect(steps[1]).toMatchObject({
      quantities: [],
      prices: [{ productId: 3, unitCode: 'ADET', price: 1100 }],
      sortPrices: [{ productId: 3, price: 1100, sortPrice: 37950 }],
    });
  });
});
