import { describe, expect, test } from 'vitest';
import { listStockText } from '../../src/domain/catalog/list-stock.ts';
import { DEFAULT_LIST_VIEW, LIST_VIEWS, readListView } from '../../src/domain/catalog/list-view.ts';

describe('the list view (SPEC §3 Lists: view, §4 view change)', () => {
  test('the grid until the shopper chooses; a stored choice is read back', () => {
    expect(DEFAULT_LIST_VIEW).toBe('grid');
    expect(LIST_VIEWS).toEqual(['grid', 'list']);
    expect(readListView('list')).toBe('list');
    expect(readListView('grid')).toBe('grid');
    expect(readListView(' list ')).toBe('list');
  });

  test('nothing stored, or a value this shop never wrote, is the grid', () => {
    for (const stored of [null, undefined, '', 'table', 'LIST', '{"view":"list"}'])
      expect(readListView(stored)).toBe('grid');
  });
});

describe('the stock text of a list (SPEC §8, §9 stock display mode)', () => {
  const at = (mode: number | string, stock: number) => ({ mode, stock, unit: 'ADET' });

  test("mode 2: 'Stokta Var' on the grid's cards, 'Var' in the list; 'Stok Sorunuz' at 0 and below", () => {
    expect(listStockText(at(2, 7), 'grid')).toEqual({ key: 'stock.inStock' });
    expect(listStockText(at(2, 7), 'list')).toEqual({ key: 'stock.available' });
    for (const view of ['grid', 'list'] as const) {
      expect(listStockText(at(2, 0), view)).toEqual({ key: 'stock.ask' });
      expect(listStockText(at(2, -4), view)).toEqual({ key: 'stock.ask' });
    }
  });

  test('the counting modes show the number with the unit in both views', () => {
    expect(listStockText(at(0, 12), 'list')).toEqual({ key: 'stock.count', params: { n: 12, unit: 'ADET' } });
    // Mode 3 adds 5; mode 9 keeps 5 back.
    expect(listStockText(at(3, 12), 'grid')).toEqual({ key: 'stock.count', params: { n: 17, unit: 'ADET' } });
    expect(listStockText(at(9, 5), 'grid')).toEqual({ key: 'stock.ask' });
    // Mode 16: above 10 shows '10+'.
    expect(listStockText(at(16, 11), 'list')).toEqual({
      key: 'stock.countAtLeast',
      params: { n: 10, unit: 'ADET' },
    });
    expect(listStockText(at(16, 10), 'list')).toEqual({
      key: 'stock.count',
      params: { n: 10, unit: 'ADET' },
    });
  });

  test('mode 1 and unknown modes show no stock text', () => {
    for (const mode of [1, 21, -1, 'x']) expect(listStockText(at(mode, 12), 'grid')).toBeNull();
  });
});
