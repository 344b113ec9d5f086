import { describe, expect, test } from 'vitest';
import { CatalogChecker } from '../../src/domain/catalog-import/catalog-checker.ts';
import { readCategoryPath } from '../../src/domain/catalog-import/cell-values.ts';
import type { ImportProduct } from '../../src/domain/catalog-import/import-product.ts';
import { TextPool } from '../../src/domain/catalog-import/text-pool.ts';

const HEADER = ['stok_kodu', 'urun_adi', 'kategori', 'fiyat', 'stok'];

/** The checked products of three rows under HEADER. */
function products(rows: string[][]): [ImportProduct, ImportProduct, ImportProduct] {
  const checker = new CatalogChecker({ sanitize: (html) => html });
  checker.header(HEADER);
  rows.forEach((cells, i) => {
    checker.row(i + 2, cells);
  });
  const { products, problems } = checker.finish();
  expect(problems).toEqual([]);
  expect(products).toHaveLength(3);
  return products as [ImportProduct, ImportProduct, ImportProduct];
}

describe('repeated values of a large file are held once', () => {
  test('products of one category cell share one list of levels, which nobody can change', () => {
    const [a, b, c] = products([
      ['K-1', 'Kalem', 'Kırtasiye > Kalem', '10', '5'],
      ['K-2', 'Silgi', 'Kırtasiye > Kalem', '4', '5'],
      ['K-3', 'Defter', 'Kırtasiye > Defter', '20', '7'],
    ]);
    expect(a.categoryPath).toEqual(['Kırtasiye', 'Kalem']);
    expect(b.categoryPath).toBe(a.categoryPath);
    expect(c.categoryPath).toEqual(['Kırtasiye', 'Defter']);
    expect(Object.isFrozen(a.categoryPath)).toBe(true);
    expect(() => (a.categoryPath as string[]).push('Kurşun')).toThrow(TypeError);
  });

  test('products with the same stock share one stock, which nobody can change', () => {
    const [a, b, c] = products([
      ['K-1', 'Kalem', '', '10', '5'],
      ['K-2', 'Silgi', '', '4', '5'],
      ['K-3', 'Defter', '', '20', '7'],
    ]);
    expect(a.stock).toEqual({ kind: 'total', quantity: '5' });
    expect(b.stock).toBe(a.stock);
    expect(c.stock).toEqual({ kind: 'total', quantity: '7' });
    expect(Object.isFrozen(a.stock)).toBe(true);
  });

  test('a full pool still reads every value, without keeping more', () => {
    const pool = new TextPool(1);
    const first = pool.list('A > B', readCategoryPath);
    expect(pool.list('A > B', readCategoryPath)).toBe(first);
    const other = pool.list('C > D', readCategoryPath);
    expect(other).toEqual(['C', 'D']);
    expect(pool.list('C > D', readCategoryPath)).not.toBe(other);
    expect(pool.text('E')).toBe('E');
  });
});
