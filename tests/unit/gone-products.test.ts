import { describe, expect, test } from 'vitest';
import { EMPTY_CATALOG_STATE, nextCatalogState } from '../../src/domain/catalog/gone-products.ts';

// Products of the demo shop: a drill (Elektrikli El Aletleri, 12), a kettle (Mutfak, 7), a lamp (no category).
type Row = { id: number; categoryId: number | null; isActive: boolean };
const drill: Row = { id: 101, categoryId: 12, isActive: true };
const kettle: Row = { id: 102, categoryId: 7, isActive: true };
const lamp: Row = { id: 103, categoryId: null, isActive: true };

/** A read of these rows; `all` left out says the set of products has not changed. */
function read(rows: Row[], all = true) {
  return {
    inactive: rows.filter((r) => !r.isActive),
    ...(all ? { all: new Map(rows.map((r) => [r.id, r.categoryId])) } : {}),
  };
}

describe('which products answer 410 Gone until the next build', () => {
  test('none while every product is on sale', () => {
    const state = nextCatalogState(read([drill, kettle, lamp]), EMPTY_CATALOG_STATE);
    expect([...state.gone.keys()]).toEqual([]);
  });

  test('a product the import deactivated, with its category', () => {
    const state = nextCatalogState(read([drill, { ...kettle, isActive: false }]), EMPTY_CATALOG_STATE);
    expect(state.gone.get(102)).toEqual({ categoryId: 7 });
    expect(state.gone.has(101)).toBe(false);
  });

  test('a product deactivated when the set of products is unchanged (not all read again)', () => {
    const before = nextCatalogState(read([drill, kettle, lamp]), EMPTY_CATALOG_STATE);
    const after = nextCatalogState(read([drill, { ...kettle, isActive: false }, lamp], false), before);
    expect(after.gone.get(102)).toEqual({ categoryId: 7 });
    expect(after.seen.size).toBe(3);
  });

  test('a product deleted since the last read, keeping the category it had', () => {
    const before = nextCatalogState(read([drill, kettle, lamp]), EMPTY_CATALOG_STATE);
    const after = nextCatalogState(read([kettle, lamp]), before);
    expect(after.gone.get(101)).toEqual({ categoryId: 12 });
    // Still gone at the reads after that, whether or not all products are read again.
    expect(nextCatalogState(read([kettle, lamp], false), after).gone.get(101)).toEqual({ categoryId: 12 });
    expect(nextCatalogState(read([kettle, lamp]), after).gone.get(101)).toEqual({ categoryId: 12 });
  });

  test('a product activated again is no longer gone', () => {
    const off = nextCatalogState(read([{ ...drill, isActive: false }, kettle]), EMPTY_CATALOG_STATE);
    expect(off.gone.has(101)).toBe(true);
    expect(nextCatalogState(read([drill, kettle], false), off).gone.has(101)).toBe(false);
  });

  test('a deleted product created again under the same id is on sale', () => {
    const before = nextCatalogState(read([drill, kettle]), EMPTY_CATALOG_STATE);
    const deleted = nextCatalogState(read([kettle]), before);
    expect(nextCatalogState(read([drill, kettle]), deleted).gone.has(101)).toBe(false);
  });
});
