import { describe, expect, test } from 'vitest';
import { searchHeading } from '../../src/domain/catalog/search-heading.ts';
import { t } from '../../src/i18n/index.ts';

const brands: Record<string, string> = { 'guclu-usta': 'Güçlü Usta' };
const name = (code: string) => brands[code];

describe('the search page heading', () => {
  test('names the words searched', () => {
    const h = searchHeading(' çanta ', '', name);
    expect(t('tr', h.key, h.params)).toBe('"çanta" için arama sonuçları');
    expect(t('en', h.key, h.params)).toBe('Search results for "çanta"');
  });

  test('a brand search (the product page’s brand link) names the brand by its name', () => {
    const h = searchHeading('', 'guclu-usta', name);
    expect(t('tr', h.key, h.params)).toBe('Güçlü Usta ürünleri');
    expect(t('tr', searchHeading('', 'bilinmez', name).key, { brand: 'bilinmez' })).toBe('bilinmez ürünleri');
  });

  test('both, and neither', () => {
    const both = searchHeading('matkap', 'guclu-usta', name);
    expect(t('tr', both.key, both.params)).toBe('Güçlü Usta ürünlerinde "matkap" için arama sonuçları');
    expect(t('tr', searchHeading('', '', name).key)).toBe('Tüm Ürünler');
  });
});
