import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildsRoot } from '../../scripts/lib/site-builds/build-folders.ts';
import { mergeBuildPart } from '../../scripts/lib/site-builds/build-parts.ts';
import { type BuildDone, openSiteBuildBed, type SiteBuildBed } from './helpers/site-build-bed.ts';

// Issue 16, Scale: the rebuild renders the pages in one process per core, each a share, and merges
// them (scripts/lib/site-builds/build-parts.ts). The site it serves must be the one a single process
// builds: the same files, byte for byte, and a sitemap that lists the same pages with the same
// language links, spread over one sitemap file per share.
let bed: SiteBuildBed;
let single: BuildDone;
let parted: BuildDone;

/** A build in `processes` processes (BUILD_PROCESSES). */
async function build(processes: number): Promise<BuildDone> {
  process.env.BUILD_PROCESSES = String(processes);
  try {
    return await bed.build();
  } finally {
    delete process.env.BUILD_PROCESSES;
  }
}

const clientOf = (id: string) => bed.clientOf(id);
const isSitemap = (path: string) => /^sitemap-.*\.xml(\.br|\.gz)?$/.test(path);

/** Every file of a build but its compressed siblings, by its path under client/. */
function filesOf(id: string): string[] {
  return readdirSync(clientOf(id), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(clientOf(id).length + 1))
    .sort();
}

/** The `<url>` entries of the sitemap files an index lists, each whole (its address and language links). */
function sitemapUrls(id: string): string[] {
  const index = readFileSync(join(clientOf(id), 'sitemap-index.xml'), 'utf8');
  const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-[^<]*\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
  return files.flatMap(
    (f) => readFileSync(join(clientOf(id), f), 'utf8').match(/<url>[\s\S]*?<\/url>/g) ?? [],
  );
}

beforeAll(async () => {
  bed = await openSiteBuildBed('build-parts', 30);
  single = await build(1);
  parted = await build(3);
}, 600_000);

afterAll(async () => {
  await bed?.close();
});

describe('a site built by three processes', () => {
  test('has every file of the one-process build, byte for byte, but the sitemap files', () => {
    expect(parted.child.parts).toBe(3);
    expect(single.child.parts).toBe(1);
    const one = filesOf(single.id).filter((f) => !isSitemap(f));
    const three = filesOf(parted.id).filter((f) => !isSitemap(f));
    expect(three).toEqual(one);
    expect(one.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(100);
    for (const path of one)
      expect({
        path,
        same: readFileSync(join(clientOf(parted.id), path)).equals(
          readFileSync(join(clientOf(single.id), path)),
        ),
      }).toEqual({ path, same: true });
    expect(parted.pages).toBe(single.pages);
  });

  test('compresses again only its sitemap files: every other file takes the previous build siblings', () => {
    const sitemaps = filesOf(parted.id).filter(isSitemap);
    expect(sitemaps.sort()).toEqual([
      'sitemap-0.xml',
      'sitemap-index.xml',
      'sitemap-part-1-0.xml',
      'sitemap-part-2-0.xml',
    ]);
    const { compressed, reused, files } = parted.child.precompress;
    expect(compressed).toBe(sitemaps.length);
    expect(reused + compressed).toBe(files);
    expect(files).toBe(single.child.precompress.files + 2);
  });

  test('lists every page of the one-process sitemap once, with the same language links', () => {
    const one = sitemapUrls(single.id).sort();
    const three = sitemapUrls(parted.id).sort();
    expect(three).toEqual(one);
    expect(three.filter((u) => u.includes('hreflang="en"')).length).toBeGreaterThan(50);
  });

  test('leaves no share folder beside the builds', () => {
    expect(readdirSync(buildsRoot(bed.dist)).sort()).toEqual([single.id, parted.id].sort());
  });
});

describe('merging a share', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const index = (...files: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((f) => `<sitemap><loc>https://shop.example/${f}</loc></sitemap>`).join('')}</sitemapindex>`;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'shop-merge-part-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('moves its pages in, keeps the first share copy of a shared file, and lists its sitemap', async () => {
    write('a/client/index.html', 'home from the first');
    write('a/client/kalem-p-1/index.html', 'pen');
    write('a/client/en/kalem-p-1/index.html', 'pen en');
    write('a/client/_astro/app.js', 'bundle');
    write('a/client/sitemap-index.xml', index('sitemap-0.xml'));
    write('a/client/sitemap-0.xml', '<urlset/>');
    write('b/client/index.html', 'home from the second');
    write('b/client/defter-p-2/index.html', 'notebook');
    write('b/client/defter-p-2/index.html.br', 'notebook br');
    write('b/client/en/defter-p-2/index.html', 'notebook en');
    write('b/client/_astro/app.js', 'bundle');
    write('b/client/sitemap-part-1-0.xml', '<urlset/>');
    write('b/client/sitemap-part-1-index.xml', index('sitemap-part-1-0.xml'));
    const owned = new Map([
      ['defter-p-2/index.html', 'h1'],
      ['en/defter-p-2/index.html', 'h2'],
    ]);
    await mergeBuildPart(join(root, 'a'), join(root, 'b'), { index: 1, count: 2 }, owned);
    expect(read('a/client/defter-p-2/index.html')).toBe('notebook');
    expect(read('a/client/defter-p-2/index.html.br')).toBe('notebook br');
    expect(read('a/client/en/defter-p-2/index.html')).toBe('notebook en');
    expect(read('a/client/en/kalem-p-1/index.html')).toBe('pen en');
    expect(read('a/client/index.html')).toBe('home from the first');
    expect(read('a/client/sitemap-part-1-0.xml')).toBe('<urlset/>');
    expect(read('a/client/sitemap-index.xml')).toBe(index('sitemap-0.xml', 'sitemap-part-1-0.xml'));
    expect(readdirSync(join(root, 'a/client')).sort()).toEqual(
      [
        '_astro',
        'defter-p-2',
        'en',
        'index.html',
        'kalem-p-1',
        'sitemap-0.xml',
        'sitemap-index.xml',
        'sitemap-part-1-0.xml',
      ].sort(),
    );
    expect(readdirSync(root)).toEqual(['a']);
  });

  test('refuses a page two shares both owned', async () => {
    write('c/client/kalem-p-1/index.html', 'pen');
    write('d/client/kalem-p-1/index.html', 'pen again');
    await expect(
      mergeBuildPart(
        join(root, 'c'),
        join(root, 'd'),
        { index: 1, count: 2 },
        new Map([['kalem-p-1/index.html', 'h']]),
      ),
    ).rejects.toThrow('/kalem-p-1/index.html was rendered by two build processes as their own');
  });
});
