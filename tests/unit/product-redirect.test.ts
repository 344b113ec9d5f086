import { describe, expect, test } from 'vitest';
import { productRedirect } from '../../src/server/http/product-redirect.ts';

describe('a product reached under another pattern moves to its one page', () => {
  test('/{brand}/{seo}-p-{id} and /en/{brand}/{seo}-p-{id}, query kept', () => {
    expect(productRedirect('/anadolu/celik-termos-p-42')).toBe('/celik-termos-p-42');
    expect(productRedirect('/en/anadolu/celik-termos-p-42/?ref=x')).toBe('/en/celik-termos-p-42?ref=x');
    expect(productRedirect('/anadolu/mutfak/celik-termos-p-42')).toBe('/celik-termos-p-42');
  });

  test('every other path is left alone', () => {
    for (const url of [
      '/celik-termos-p-42',
      '/en/celik-termos-p-42',
      '/anadolu/mutfak',
      '/kampanyali-urunler/yaz',
      '/api/catalog/product/42',
      '/image/80/termos-p-1.png',
      '/a/%E0%A4%A',
      '/a/../celik-termos-p-42',
    ])
      expect(productRedirect(url), url).toBeUndefined();
  });
});
