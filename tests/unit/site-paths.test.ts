import { describe, expect, test } from 'vitest';
import {
  brandSearchPath,
  canonicalPath,
  listPagePath,
  localePath,
  productIdOfSlug,
  productOfPagePath,
  productPagePath,
  splitLocale,
} from '../../src/domain/site-paths.ts';

describe('storefront paths (SPEC §2 route patterns)', () => {
  test('a product link is /{seo}-p-{id}, and its id is read back from the slug', () => {
    expect(productPagePath({ seo: 'celik-termos-500-ml', id: 42 })).toBe('/celik-termos-500-ml-p-42');
    expect(productIdOfSlug('celik-termos-500-ml-p-42')).toBe(42);
    expect(productIdOfSlug('elektronik')).toBeUndefined();
    expect(productIdOfSlug('termos-p-0')).toBeUndefined();
    expect(productIdOfSlug('termos-p-12x')).toBeUndefined();
  });

  test('lists live at /{url}; every product and the brand search at /search', () => {
    expect(listPagePath('elektronik')).toBe('/elektronik');
    expect(listPagePath('kampanyali-urunler/yaz')).toBe('/kampanyali-urunler/yaz');
    expect(listPagePath('')).toBe('/search');
    expect(brandSearchPath('arçelik & co')).toBe('/search?brand=ar%C3%A7elik%20%26%20co');
  });

  test('Turkish pages have no prefix, English ones live under /en', () => {
    expect(localePath('tr', '/')).toBe('/');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', '/elektronik')).toBe('/en/elektronik');
    expect(splitLocale('/en/elektronik')).toEqual({ locale: 'en', path: '/elektronik' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/english-tea-p-3')).toEqual({ locale: 'tr', path: '/english-tea-p-3' });
  });

  test('one canonical URL per page, whichever pattern reached it', () => {
    expect(canonicalPath('/elektronik/')).toBe('/elektronik');
    expect(canonicalPath('//elektronik//')).toBe('/elektronik');
    expect(canonicalPath('/en/')).toBe('/en');
    expect(canonicalPath('/marka/celik-termos-p-42')).toBe('/celik-termos-p-42');
    expect(canonicalPath('/en/marka/celik-termos-p-42/')).toBe('/en/celik-termos-p-42');
    expect(canonicalPath('/marka/elektronik')).toBe('/marka/elektronik');
  });
});

describe('the product a served page path names', () => {
  test('a product page in either language and either built form', () => {
    expect(productOfPagePath('/celik-termos-500-ml-p-42')).toEqual({
      locale: 'tr',
      id: 42,
      slug: 'celik-termos-500-ml-p-42',
    });
    expect(productOfPagePath('/en/celik-termos-500-ml-p-42/')).toEqual({
      locale: 'en',
      id: 42,
      slug: 'celik-termos-500-ml-p-42',
    });
    expect(productOfPagePath('/celik-termos-500-ml-p-42/index.html')?.id).toBe(42);
  });

  test('no product for a list, a brand-prefixed path or another page', () => {
    expect(productOfPagePath('/elektronik')).toBeUndefined();
    expect(productOfPagePath('/bosch/matkap-p-7')).toBeUndefined();
    expect(productOfPagePath('/en/search')).toBeUndefined();
    expect(productOfPagePath('/')).toBeUndefined();
  });
});
