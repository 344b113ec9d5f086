import { describe, expect, test } from 'vitest';
import { EMPTY_CATALOG_STATE, nextCatalogState } from '../../src/domain/catalog/gone-products.ts';

// Products of the demo shop: a drill (Elektrikli El Aletleri, 12), a kettle (Mutfak, 7), a lamp (no category).
const drill = { id: 101, categoryId: 12, isActive: true };
const kettle = { id: 102, categoryId: 7, isActive: true };
const lamp = { id: 103, categoryId: null, isActive: true };

describe('which products answer 410 Gone until the next build', () => {
  test('none while every product is on sale', () => {
    const state = nextCatalogState([drill, kettle, lamp], EMPTY_CATALOG_STATE);
    expect([...state.gone.keys()]).toEqual([]);
  });

  test('a product the import deactivated, with its category', () => {
    const state = nextCatalogState([drill, { ...kettle, isActive: false }], EMPTY_CATALOG_STATE);
    expect(state.gone.get(102)).toEqual({ categoryId: 7 });
    expect(state.gone.has(101)).toBe(false);
  });

  test('a product deleted since the last refresh, keeping the category it had', () => {
    const before = nextCatalogState([drill, kettle, lamp], EMPTY_CATALOG_STATE);
    const after = nextCatalogState([kettle, lamp], before);
    expect(after.gone.get(101)).toEqual({ categoryId: 12 });
    // Still gone at the refresh after that.
    expect(nextCatalogState([kettle, lamp], after).gone.get(101)).toEqual({ categoryId: 12 });
  });

  test('a product activated again is no longer gone', () => {
    const off = nextCatalogState([{ ...drill, isActive: false }, kettle], EMPTY_CATALOG_STATE);
    expect(off.gone.has(101)).toBe(true);
    expect(nextCatalogState([drill, kettle], off).gone.has(101)).toBe(false);
  });

  test('a deleted product created again under the same id is on sale', () => {
    const before = nextCatalogState([drill, kettle], EMPTY_CATALOG_STATE);
    const deleted = nextCatalogState([kettle], before);
    expect(nextCatalogState([drill, kettle], deleted).gone.has(101)).toBe(false);
  });
});
