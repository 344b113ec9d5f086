import { describe, expect, test } from 'vitest';
import {
  addToCartState,
  isSoldOut,
  SOLD_OUT_KEY,
  type StockContext,
  type StockDisplay,
  stockAllowance,
  stockDisplay,
} from '../../src/domain/catalog/stock.ts';
import { checkStockLimit, maxAddableQuantity } from '../../src/domain/catalog/stock-limit.ts';
import { stockNumber, truncateStockNumber } from '../../src/domain/catalog/stock-number.ts';
import { t } from '../../src/i18n/index.ts';

describe('stock allowance by stockInfoStatus (SPEC §9)', () => {
  test.each([
    [3, 5],
    [4, 10],
    [5, 50],
    [6, 100],
    [7, 1000],
    [8, 20],
    [9, -5],
    [10, -10],
    [11, -50],
    [12, -100],
    [13, -1000],
    [14, -20],
  ])('status %i allows %i', (status, allowance) => {
    expect(stockAllowance(status)).toBe(allowance);
    expect(stockAllowance(String(status))).toBe(allowance);
  });

  test.each([0, 1, 2, 15, 16, 17, 18, 19, 20, 21, -3, 3.5])('status %s allows 0', (status) => {
    expect(stockAllowance(status)).toBe(0);
  });

  test('missing or unreadable status allows 0', () => {
    expect(stockAllowance(null)).toBe(0);
    expect(stockAllowance(undefined)).toBe(0);
    expect(stockAllowance('')).toBe(0);
    expect(stockAllowance('abc')).toBe(0);
  });
});

/** The rendered Turkish text of a display, or null when hidden. */
function shown(d: StockDisplay): string | null {
  return d.kind === 'hidden' ? null : t('tr', d.key, d.params);
}
function label(d: StockDisplay): string | null {
  return d.kind === 'hidden' ? null : t('tr', d.label.key, d.label.params);
}
function show(mode: number, stock: number | string, context: StockContext): string | null {
  return shown(stockDisplay({ mode, stock, unit: 'Adet', context }));
}

const ASK_LIST = 'Stok Sorunuz';
const ASK_DETAIL = 'Stok sorunuz.';
const count = (n: number | string) => [`${n} Adet`, `Bu ürün stoklarda ${n} Adet mevcuttur.`] as const;
const atLeast = (n: number) => [`${n}+ Adet`, `Bu ürün stoklarda ${n}+ Adet mevcuttur.`] as const;
const ask = [ASK_LIST, ASK_DETAIL] as const;
const hidden = [null, null] as const;

describe('stock display, every mode in list and detail (SPEC §8, §9)', () => {
  // [mode, stock, [list text, detail text]]
  const cases: Array<[number, number, readonly [string | null, string | null]]> = [
    // 0: the actual stock with its unit, at 0 and below too (SPEC §9 "actual stock with unit").
    [0, 12, count(12)],
    [0, 1, count(1)],
    [0, 0, ['0 Adet', 'Stok durumu: 0 Adet']],
    [0, -3, ['-3 Adet', 'Stok durumu: -3 Adet']],
    // 1: nothing, whatever the stock.
    [1, 12, hidden],
    [1, 0, hidden],
    [1, -3, hidden],
    // 2: availability only.
    [2, 12, ['Var', 'Bu ürün stoklarda mevcuttur.']],
    [2, 1, ['Var', 'Bu ürün stoklarda mevcuttur.']],
    [2, 0, ask],
    [2, -3, ask],
    // 3..8: stock + 5, 10, 50, 100, 1000, 20; out of stock when that is ≤ 0.
    [3, 12, count(17)],
    [3, 0, count(5)],
    [3, -3, count(2)],
    [3, -5, ask],
    [3, -6, ask],
    [4, 12, count(22)],
    [4, 0, count(10)],
    [4, -3, count(7)],
    [4, -10, ask],
    [5, 12, count(62)],
    [5, 0, count(50)],
    [5, -3, count(47)],
    [5, -50, ask],
    [6, 12, count(112)],
    [6, 0, count(100)],
    [6, -3, count(97)],
    [6, -100, ask],
    [7, 12, count(1012)],
    [7, 0, count(1000)],
    [7, -3, count(997)],
    [7, -1000, ask],
    [8, 12, count(32)],
    [8, 0, count(20)],
    [8, -3, count(17)],
    [8, -20, ask],
    // 9..14: stock − 5, 10, 50, 100, 1000, 20.
    [9, 12, count(7)],
    [9, 6, count(1)],
    [9, 5, ask],
    [9, 0, ask],
    [9, -3, ask],
    [10, 12, count(2)],
    [10, 11, count(1)],
    [10, 10, ask],
    [10, 0, ask],
    [10, -3, ask],
    [11, 60, count(10)],
    [11, 50, ask],
    [11, 12, ask],
    [11, 0, ask],
    [11, -3, ask],
    [12, 112, count(12)],
    [12, 100, ask],
    [12, 12, ask],
    [12, 0, ask],
    [12, -3, ask],
    [13, 1012, count(12)],
    [13, 1000, ask],
    [13, 12, ask],
    [13, 0, ask],
    [13, -3, ask],
    [14, 32, count(12)],
    [14, 20, ask],
    [14, 12, ask],
    [14, 0, ask],
    [14, -3, ask],
    // 15..20: above the threshold '{threshold}+', at or below it the stock, out of stock at ≤ 0.
    [15, 12, atLeast(5)],
    [15, 6, atLeast(5)],
    [15, 5, count(5)],
    [15, 1, count(1)],
    [15, 0, ask],
    [15, -3, ask],
    [16, 12, atLeast(10)],
    [16, 11, atLeast(10)],
    [16, 10, count(10)],
    [16, 9, count(9)],
    [16, 0, ask],
    [16, -3, ask],
    [17, 120, atLeast(50)],
    [17, 51, atLeast(50)],
    [17, 50, count(50)],
    [17, 12, count(12)],
    [17, 0, ask],
    [17, -3, ask],
    [18, 120, atLeast(100)],
    [18, 101, atLeast(100)],
    [18, 100, count(100)],
    [18, 12, count(12)],
    [18, 0, ask],
    [18, -3, ask],
    [19, 1200, atLeast(1000)],
    [19, 1001, atLeast(1000)],
    [19, 1000, count(1000)],
    [19, 12, count(12)],
    [19, 0, ask],
    [19, -3, ask],
    [20, 120, atLeast(20)],
    [20, 21, atLeast(20)],
    [20, 20, count(20)],
    [20, 12, count(12)],
    [20, 0, ask],
    [20, -3, ask],
  ];

  test('every mode 0..20 is covered with stock above 0, at 0 and below 0', () => {
    for (let mode = 0; mode <= 20; mode++) {
      const stocks = cases.filter(([m]) => m === mode).map(([, s]) => s);
      expect(stocks.some((s) => s > 0)).toBe(true);
      expect(stocks).toContain(0);
      expect(stocks.some((s) => s < 0)).toBe(true);
    }
  });

  test.each(cases)('mode %i, stock %i', (mode, stock, [list, detail]) => {
    expect(show(mode, stock, 'list')).toBe(list);
    expect(show(mode, stock, 'detail')).toBe(detail);
  });

  test('kinds and short labels', () => {
    const detail2 = stockDisplay({ mode: 2, stock: 3, unit: 'Adet', context: 'detail' });
    expect(detail2.kind).toBe('available');
    expect(label(detail2)).toBe('Stokta Var');
    expect(label(stockDisplay({ mode: 2, stock: 3, unit: 'Adet', context: 'list' }))).toBe('Var');

    const detail0 = stockDisplay({ mode: 0, stock: 12, unit: 'Adet', context: 'detail' });
    expect(detail0).toEqual({
      kind: 'count',
      key: 'stock.detail.count',
      params: { n: 12, unit: 'Adet' },
      label: { key: 'stock.count', params: { n: 12, unit: 'Adet' } },
    });
    const over = stockDisplay({ mode: 15, stock: 12, unit: 'Koli', context: 'list' });
    expect(over.kind).toBe('atLeast');
    expect(shown(over)).toBe('5+ Koli');
    const none = stockDisplay({ mode: 2, stock: 0, unit: 'Adet', context: 'detail' });
    expect(none.kind).toBe('outOfStock');
    expect(label(none)).toBe(ASK_LIST);
    // Mode 0 shows the true figure at 0 too, never calling it available.
    const zero = stockDisplay({ mode: 0, stock: 0, unit: 'Adet', context: 'detail' });
    expect(zero).toEqual({
      kind: 'count',
      key: 'stock.detail.actual',
      params: { n: 0, unit: 'Adet' },
      label: { key: 'stock.count', params: { n: 0, unit: 'Adet' } },
    });
    expect(t('en', zero.kind === 'count' ? zero.key : 'stock.ask', { n: -2, unit: 'pcs' })).toBe(
      'Stock: -2 pcs',
    );
    expect(stockDisplay({ mode: 1, stock: 5, unit: 'Adet', context: 'detail' })).toEqual({ kind: 'hidden' });
  });

  test('modes read from settings text; unknown modes show nothing', () => {
    expect(shown(stockDisplay({ mode: '3', stock: 1, unit: 'Adet', context: 'list' }))).toBe('6 Adet');
    for (const mode of [21, -1, 2.5, 'x', '', null, undefined]) {
      expect(stockDisplay({ mode, stock: 10, unit: 'Adet', context: 'list' })).toEqual({ kind: 'hidden' });
    }
  });

  test('decimal stock is shifted exactly; missing stock is out of stock', () => {
    expect(show(9, 5.3, 'list')).toBe('0.3 Adet'); // 5.3 − 5 is 0.2999999999999998 in floating point
    expect(show(3, '0.1', 'list')).toBe('5.1 Adet');
    expect(shown(stockDisplay({ mode: 2, stock: null, unit: 'Adet', context: 'list' }))).toBe(ASK_LIST);
    expect(shown(stockDisplay({ mode: 0, stock: null, unit: 'Adet', context: 'list' }))).toBe('0 Adet');
  });

  test('English twins', () => {
    const d = stockDisplay({ mode: 16, stock: 40, unit: 'pcs', context: 'detail' });
    expect(d.kind === 'atLeast' && t('en', d.key, d.params)).toBe('10+ pcs of this product are in stock.');
    expect(t('en', 'stock.detail.ask')).toBe('Please ask about stock.');
  });
});

describe('stock number (SPEC §9)', () => {
  const product = { productCode: 'STK-0001', defaultUnitBarcode: '8690000000017' };

  test('StockCode shows the product code, Barcode the default unit barcode', () => {
    expect(stockNumber({ ...product, stockNumberType: 'StockCode' })).toBe('STK-0001');
    expect(stockNumber({ ...product, stockNumberType: 'Barcode' })).toBe('8690000000017');
  });

  test('unknown type or missing value shows nothing', () => {
    expect(stockNumber({ ...product, stockNumberType: 'Other' })).toBe('');
    expect(stockNumber({ ...product, stockNumberType: null })).toBe('');
    expect(stockNumber({ stockNumberType: 'Barcode', productCode: 'X' })).toBe('');
  });

  test('truncation to 20 characters plus ... when the flag is set', () => {
    const long = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'; // 26
    const twenty = 'ABCDEFGHIJKLMNOPQRST';
    expect(stockNumber({ stockNumberType: 'StockCode', productCode: long, truncate: '1' })).toBe(
      'ABCDEFGHIJKLMNOPQRST...',
    );
    expect(stockNumber({ stockNumberType: 'StockCode', productCode: long, truncate: '0' })).toBe(long);
    expect(stockNumber({ stockNumberType: 'StockCode', productCode: long })).toBe(long);
    expect(stockNumber({ stockNumberType: 'StockCode', productCode: twenty, truncate: true })).toBe(twenty);
    expect(truncateStockNumber(`${twenty}Ü`)).toBe(`${twenty}...`);
    expect(truncateStockNumber('ÇĞİÖŞÜçğıöşü12345678')).toBe('ÇĞİÖŞÜçğıöşü12345678');
  });
});

describe('add-to-cart stock limit (SPEC §5)', () => {
  test('amount within stock is allowed, above it is refused with the message', () => {
    expect(checkStockLimit({ amount: 10, stock: 10 })).toEqual({ ok: true });
    const r = checkStockLimit({ amount: 11, stock: 10 });
    expect(r).toEqual({ ok: false, key: 'stock.notEnough', params: { n: 11 }, available: 10 });
    expect(!r.ok && t('tr', r.key, r.params)).toBe('Bu üründen 11 adet bulunmamaktadır!');
  });

  test('the unit multiplier counts in base units', () => {
    expect(checkStockLimit({ amount: 2, multiplier: 12, stock: 30 }).ok).toBe(true); // 24 ≤ 30
    expect(checkStockLimit({ amount: 3, multiplier: 12, stock: 30 })).toMatchObject({
      ok: false,
      params: { n: 36 },
      available: 30,
    });
    expect(checkStockLimit({ amount: 3, multiplier: 0.5, stock: 1.5 }).ok).toBe(true);
    expect(checkStockLimit({ amount: 4, multiplier: '0.5', stock: '1.5' }).ok).toBe(false);
  });

  test('exact: 3 × 0.1 fits a stock of 0.3 (0.30000000000000004 in floating point)', () => {
    expect(checkStockLimit({ amount: 3, multiplier: 0.1, stock: 0.3 }).ok).toBe(true);
    expect(checkStockLimit({ amount: 1, multiplier: 0.1, stock: 0.3, inCart: 0.2 }).ok).toBe(true);
    expect(checkStockLimit({ amount: 2, multiplier: 0.1, stock: 0.3, inCart: 0.2 })).toMatchObject({
      ok: false,
      params: { n: 0.4 },
      available: 0.1,
    });
  });

  test('what is already in the cart counts; n is the total the cart would hold', () => {
    expect(checkStockLimit({ amount: 2, stock: 10, inCart: 8 }).ok).toBe(true);
    expect(checkStockLimit({ amount: 3, stock: 10, inCart: 8 })).toEqual({
      ok: false,
      key: 'stock.notEnough',
      params: { n: 11 },
      available: 2,
    });
  });

  test('the stockInfoStatus allowance widens or narrows the stock', () => {
    expect(checkStockLimit({ amount: 15, stock: 10, stockInfoStatus: 3 }).ok).toBe(true); // +5
    expect(checkStockLimit({ amount: 16, stock: 10, stockInfoStatus: '3' }).ok).toBe(false);
    expect(checkStockLimit({ amount: 1010, stock: 10, stockInfoStatus: 7 }).ok).toBe(true); // +1000
    expect(checkStockLimit({ amount: 5, stock: 10, stockInfoStatus: 9 }).ok).toBe(true); // −5
    expect(checkStockLimit({ amount: 6, stock: 10, stockInfoStatus: 9 })).toMatchObject({
      ok: false,
      available: 5,
    });
  });

  test('available is never negative', () => {
    expect(checkStockLimit({ amount: 1, stock: 10, stockInfoStatus: 13 })).toMatchObject({
      ok: false,
      params: { n: 1 },
      available: 0,
    });
    expect(checkStockLimit({ amount: 1, stock: -4 })).toMatchObject({ ok: false, available: 0 });
    expect(checkStockLimit({ amount: 1, stock: 3, inCart: 5 })).toMatchObject({ ok: false, available: 0 });
  });

  test('cart stock control on (1) sells beyond stock', () => {
    expect(checkStockLimit({ amount: 500, stock: 0, cartStockControl: '1' })).toEqual({ ok: true });
    expect(checkStockLimit({ amount: 500, stock: 0, cartStockControl: '0' }).ok).toBe(false);
  });

  test('the most whole units that may still be added', () => {
    expect(maxAddableQuantity({ stock: 30, multiplier: 12 })).toBe(2);
    expect(maxAddableQuantity({ stock: 30 })).toBe(30);
    // A unit sold by measure may take all that is left, not only whole units of it.
    expect(maxAddableQuantity({ stock: '12.5' })).toBe(12);
    expect(maxAddableQuantity({ stock: '12.5', divisible: true })).toBe(12.5);
    expect(maxAddableQuantity({ stock: '12.5', inCart: '10.25', divisible: true })).toBe(2.25);
    expect(maxAddableQuantity({ stock: '-1', divisible: true })).toBe(0);
    expect(maxAddableQuantity({ stock: 30, inCart: 25 })).toBe(5);
    expect(maxAddableQuantity({ stock: '0.3', multiplier: '0.1' })).toBe(3);
    expect(maxAddableQuantity({ stock: 10, stockInfoStatus: 4 })).toBe(20);
    expect(maxAddableQuantity({ stock: 3, inCart: 5 })).toBe(0);
    expect(maxAddableQuantity({ stock: 3, cartStockControl: '1' })).toBeNull();
  });
});

describe('add-to-cart button state and sold-out badge (SPEC §4)', () => {
  const base = {
    stock: 5,
    salePrice: 1000,
    cartStockControl: '0',
    whatsappControl: '1',
    whatsappNumber: '905551112233',
  };

  test('in stock with a price: normal', () => {
    expect(addToCartState(base)).toBe('normal');
  });

  test('out of stock with messaging on and a number longer than 4 characters: stockQuestion', () => {
    expect(addToCartState({ ...base, stock: 0 })).toBe('stockQuestion');
    expect(addToCartState({ ...base, stock: -2 })).toBe('stockQuestion');
    expect(addToCartState({ ...base, stock: 0, whatsappNumber: '12345' })).toBe('stockQuestion');
  });

  test('out of stock without usable messaging: outOfStock', () => {
    expect(addToCartState({ ...base, stock: 0, whatsappControl: '0' })).toBe('outOfStock');
    expect(addToCartState({ ...base, stock: 0, whatsappNumber: '1234' })).toBe('outOfStock');
    expect(addToCartState({ ...base, stock: 0, whatsappNumber: '  1234  ' })).toBe('outOfStock');
    expect(addToCartState({ ...base, stock: 0, whatsappNumber: null })).toBe('outOfStock');
  });

  test('cart stock control on: never out of stock', () => {
    expect(addToCartState({ ...base, stock: 0, cartStockControl: '1' })).toBe('normal');
    expect(addToCartState({ ...base, stock: 0, cartStockControl: '1', salePrice: 0 })).toBe('askPrice');
  });

  test('sale price 0: askPrice', () => {
    expect(addToCartState({ ...base, salePrice: 0 })).toBe('askPrice');
    expect(addToCartState({ ...base, salePrice: '0.00' })).toBe('askPrice');
    expect(addToCartState({ ...base, salePrice: 1 })).toBe('normal');
    // Out of stock wins over the missing price.
    expect(addToCartState({ ...base, stock: 0, salePrice: 0, whatsappControl: '0' })).toBe('outOfStock');
  });

  test('a price the shop hides (showPriceStatus 0: the API sends none) is no ask price', () => {
    expect(addToCartState({ ...base, salePrice: null })).toBe('normal');
    expect(addToCartState({ ...base, salePrice: undefined })).toBe('normal');
  });

  test("'TÜKENDİ!' shows at stock 0 or below with cart stock control off", () => {
    expect(isSoldOut(0, '0')).toBe(true);
    expect(isSoldOut(-1, '0')).toBe(true);
    expect(isSoldOut(null)).toBe(true);
    expect(isSoldOut(0.5, '0')).toBe(false);
    expect(isSoldOut(0, '1')).toBe(false);
    expect(t('tr', SOLD_OUT_KEY)).toBe('TÜKENDİ!');
  });
});
