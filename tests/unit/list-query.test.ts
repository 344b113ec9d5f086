import { describe, expect, test } from 'vitest';
import { listApiUrl, pageSearch, readListQuery, sortSearch } from '../../src/domain/catalog/list-query.ts';

describe('a list in the query string (SPEC §2: page and sort come from the query string)', () => {
  test('reads page and sort; no page is page 1, no sort is the list’s own order', () => {
    expect(readListQuery('?page=2&sort=-price')).toEqual({ page: 2, sort: '-price', q: '', brand: '' });
    expect(readListQuery('')).toEqual({ page: 1, sort: null, q: '', brand: '' });
    expect(readListQuery('page=3')).toEqual({ page: 3, sort: null, q: '', brand: '' });
  });

  test('garbage reads as page 1 and no sort', () => {
    for (const page of ['0', '-2', 'abc', '2.5', '']) expect(readListQuery(`?page=${page}`).page).toBe(1);
    expect(readListQuery('?sort=cheapest').sort).toBeNull();
    expect(readListQuery('?sort=%20-NAME%20').sort).toBe('-name');
  });

  test('reads the search words and the brand code of a search', () => {
    expect(readListQuery('?q=%C3%A7anta+deri&brand=guclu-usta')).toEqual({
      page: 1,
      sort: null,
      q: 'çanta deri',
      brand: 'guclu-usta',
    });
  });

  test('another page keeps the other parameters; page 1 is no page at all', () => {
    expect(pageSearch('?sort=-price', 2)).toBe('?sort=-price&page=2');
    expect(pageSearch('?sort=-price&page=2', 1)).toBe('?sort=-price');
    expect(pageSearch('', 1)).toBe('');
    expect(pageSearch('?q=kalem&brand=b', 3)).toBe('?q=kalem&brand=b&page=3');
  });

  test('a sort change resets the page (SPEC §2)', () => {
    expect(sortSearch('?page=4&sort=name', '-price')).toBe('?sort=-price');
    expect(sortSearch('?q=kalem&page=2', 'brand')).toBe('?q=kalem&sort=brand');
    expect(sortSearch('?page=2&sort=price', null)).toBe('');
  });

  test('the API call: GET /products/{apiPath}?page=&sort=', () => {
    expect(listApiUrl('elektronik', { page: 2, sort: '-price', q: '', brand: '' })).toBe(
      '/products/elektronik?page=2&sort=-price',
    );
    // A top list without a chosen sort keeps its own ranking: no sort is sent.
    expect(listApiUrl('en-cok-satan-urunler', { page: 1, sort: null, q: '', brand: '' })).toBe(
      '/products/en-cok-satan-urunler?page=1',
    );
    expect(listApiUrl('', { page: 1, sort: null, q: 'x', brand: 'y' })).toBe('/products?page=1');
    expect(listApiUrl('search', { page: 1, sort: 'name', q: 'çay', brand: 'ege' })).toBe(
      '/products/search?q=%C3%A7ay&brand=ege&page=1&sort=name',
    );
  });
});
