import { describe, expect, it } from 'vitest';
import { staticPathOf } from '../../src/server/http/static-path.ts';

describe('staticPathOf', () => {
  it('reads the root, files and folders, without the query', () => {
    expect(staticPathOf('/')).toEqual({ segments: [], folder: true });
    expect(staticPathOf('/?utm=x')).toEqual({ segments: [], folder: true });
    expect(staticPathOf('/kalem-p-12')).toEqual({ segments: ['kalem-p-12'], folder: false });
    expect(staticPathOf('/en/kalem-p-12/')).toEqual({ segments: ['en', 'kalem-p-12'], folder: true });
    expect(staticPathOf('/_astro/client.abc.js?v=1#x')).toEqual({
      segments: ['_astro', 'client.abc.js'],
      folder: false,
    });
  });

  it('decodes percent-encoding, Turkish letters included', () => {
    expect(staticPathOf('/%C3%A7anta%20k%C4%B1rm%C4%B1z%C4%B1')?.segments).toEqual(['çanta kırmızı']);
  });

  it('refuses every path that could leave the folder or name a hidden file', () => {
    for (const target of [
      '/../etc/passwd',
      '/a/../../etc/passwd',
      '/%2e%2e/etc/passwd',
      '/%2E%2E%2Fetc%2Fpasswd',
      '/a/%2e%2e%2f%2e%2e%2fpackage.json',
      '/..%5c..%5cpackage.json',
      '/a\\..\\b',
      '/index.html%00.png',
      '/%00',
      '/./index.html',
      '/.env',
      '/.git/config',
      '/a//b',
      '//etc/passwd',
      '/%E0%A4%A',
      'index.html',
      '*',
    ]) {
      expect(staticPathOf(target), target).toBeNull();
    }
  });
});
