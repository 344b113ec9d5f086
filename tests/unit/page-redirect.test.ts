import { describe, expect, test } from 'vitest';
import { pageRedirect } from '../../src/server/http/page-redirect.ts';

describe('a product reached under another pattern moves to its one page', () => {
  test('/{brand}/{seo}-p-{id} and /en/{brand}/{seo}-p-{id}, query kept', () => {
    expect(pageRedirect('/anadolu/celik-termos-p-42')).toBe('/celik-termos-p-42');
    expect(pageRedirect('/en/anadolu/celik-termos-p-42/?ref=x')).toBe('/en/celik-termos-p-42?ref=x');
    expect(pageRedirect('/anadolu/mutfak/celik-termos-p-42')).toBe('/celik-termos-p-42');
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
      '/trabzon-hurmasi-p-7',
      '/tren/oyuncak',
    ])
      expect(pageRedirect(url), url).toBeUndefined();
  });
});

describe('the /{locale}/{brand}/{url} pattern for tr (SPEC §2) moves to the unprefixed Turkish page', () => {
  test('/tr/{brand}/{url}, /tr/{url} and /tr, query kept', () => {
    expect(pageRedirect('/tr/anadolu/celik-termos-p-42?ref=x')).toBe('/celik-termos-p-42?ref=x');
    expect(pageRedirect('/tr/celik-termos-p-42')).toBe('/celik-termos-p-42');
    expect(pageRedirect('/tr/anadolu/mutfak')).toBe('/anadolu/mutfak');
    expect(pageRedirect('/tr/elektronik?sayfa=2')).toBe('/elektronik?sayfa=2');
    expect(pageRedirect('/tr/search?q=%C3%A7ay')).toBe('/search?q=%C3%A7ay');
    expect(pageRedirect('/tr')).toBe('/');
    expect(pageRedirect('/tr/')).toBe('/');
  });

  test('never to another host', () => {
    for (const url of ['/tr//evil.example/x', '/tr/\\evil.example', '/tr/%E0%A4%A'])
      expect(pageRedirect(url), url).toBeUndefined();
  });
});
