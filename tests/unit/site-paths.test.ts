import { describe, expect, test } from 'vitest';
import {
  brandSearchPath,
  canonicalPath,
  listPagePath,
  localePath,
  productIdOfSlug,
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
