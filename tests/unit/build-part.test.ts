import { describe, expect, test } from 'vitest';
import { pagePathOfFile, sitemapBase } from '../../scripts/lib/build-part-routes.ts';
import { buildHeapMb, mergeSitemapIndexes } from '../../scripts/lib/site-builds/build-parts.ts';
import { buildProcessesFromEnv } from '../../src/server/config.ts';
import { buildPart, buildPartValue, inBuildPart } from '../../src/snapshot/build-part.ts';

// Issue 16, Scale: the rebuild renders the catalog's pages in one process per core, every n-th page
// each (src/snapshot/build-part.ts), and merges their folders (scripts/lib/site-builds/build-parts.ts).
describe('a build process share of the pages', () => {
  test('is read from SHOP_BUILD_PART as k/n; without it a build renders everything', () => {
    expect(buildPart({})).toEqual({ index: 0, count: 1 });
    expect(buildPart({ SHOP_BUILD_PART: '1/3' })).toEqual({ index: 1, count: 3 });
    expect(buildPartValue({ index: 2, count: 4 })).toBe('2/4');
    for (const bad of ['3/3', '1/0', 'a/b', '-1/2', '1'])
      expect(() => buildPart({ SHOP_BUILD_PART: bad })).toThrow(
        `SHOP_BUILD_PART must be k/n with 0 ≤ k < n, not "${bad}"`,
      );
  });

  test('the shares of a list hold every page exactly once, a page and its translation in the same one', () => {
    const pages = Array.from({ length: 1001 }, (_, i) => `urun-p-${i}`);
    const shares = [0, 1, 2].map((index) => inBuildPart(pages, { index, count: 3 }));
    expect(shares.flat().sort()).toEqual([...pages].sort());
    expect(shares.map((s) => s.length)).toEqual([334, 334, 333]);
    // The Turkish and English routes list the same pages in the same order: the same share each.
    const english = pages.map((p) => `en/${p}`);
    for (const index of [0, 1, 2])
      expect(inBuildPart(english, { index, count: 3 })).toEqual(shares[index]?.map((p) => `en/${p}`));
    expect(inBuildPart(pages, { index: 0, count: 1 })).toEqual(pages);
  });

  test('each share names its sitemap apart, the first as the site does', () => {
    expect(sitemapBase({ index: 0, count: 2 })).toBe('sitemap');
    expect(sitemapBase({ index: 1, count: 2 })).toBe('sitemap-part-1');
  });

  test('a written file is known by its page path', () => {
    expect(pagePathOfFile('index.html')).toBe('');
    expect(pagePathOfFile('sepet/index.html')).toBe('sepet');
    expect(pagePathOfFile('en/siparis/adres/index.html')).toBe('en/siparis/adres');
    expect(pagePathOfFile('404.html')).toBe('404');
    expect(pagePathOfFile('robots.txt')).toBe('robots.txt');
  });
});

describe('the build processes (BUILD_PROCESSES)', () => {
  test('one per core up to four by default; a set number from 1 to 16', () => {
    expect(buildProcessesFromEnv({}, 2)).toBe(2);
    expect(buildProcessesFromEnv({}, 1)).toBe(1);
    expect(buildProcessesFromEnv({}, 32)).toBe(4);
    expect(buildProcessesFromEnv({ BUILD_PROCESSES: '1' }, 8)).toBe(1);
    expect(buildProcessesFromEnv({ BUILD_PROCESSES: '6' }, 2)).toBe(6);
    for (const bad of ['0', '17', 'two', '1.5'])
      expect(() => buildProcessesFromEnv({ BUILD_PROCESSES: bad }, 2)).toThrow(
        `BUILD_PROCESSES must be a number of processes from 1 to 16, not "${bad}"`,
      );
  });
});

describe('the heap limit of a build process', () => {
  test('grows with its share of the pages, from a base every build needs', () => {
    expect(buildHeapMb(20, 2)).toBe(385);
    // bench:build at 200,000 products: 120,423 with a page, two processes, 120,423 pages each.
    expect(buildHeapMb(120_423, 2)).toBe(855);
    expect(buildHeapMb(120_423, 1)).toBeGreaterThan(buildHeapMb(120_423, 2));
    expect(buildHeapMb(120_423, 4)).toBeLessThan(buildHeapMb(120_423, 2));
  });
});

describe('the merged sitemap index', () => {
  const index = (...files: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files
      .map((f) => `<sitemap><loc>https://shop.example/${f}</loc></sitemap>`)
      .join('')}</sitemapindex>`;

  test('lists the site own sitemaps, then the other share ones', () => {
    expect(
      mergeSitemapIndexes(
        index('sitemap-0.xml', 'sitemap-1.xml'),
        index('sitemap-part-1-0.xml', 'sitemap-part-1-1.xml'),
      ),
    ).toBe(index('sitemap-0.xml', 'sitemap-1.xml', 'sitemap-part-1-0.xml', 'sitemap-part-1-1.xml'));
  });

  test('refuses an index that is not one', () => {
    expect(() => mergeSitemapIndexes('<urlset></urlset>', index('sitemap-part-1-0.xml'))).toThrow(
      'The sitemap index has no </sitemapindex>',
    );
  });
});
