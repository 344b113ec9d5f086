import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readCompressedHashes, writeCompressedHashes } from '../../scripts/lib/compressed-hashes.ts';
import { type PrecompressFigures, Precompressor } from '../../scripts/lib/precompress.ts';
import { precompressFile } from '../../scripts/lib/precompress-file.ts';
import { staticFiles } from '../../src/server/http/static-files.ts';
import { listen } from '../helpers/listen.ts';
import { decoded, rawRequest } from '../helpers/raw-http.ts';

// Issue 16, Scale: a nightly rebuild compresses again only what changed. Two builds in scratch folders
// as site-build.ts makes them: the second one's unchanged files take the first one's siblings, its
// changed page, new asset and new page get fresh ones, and a page it no longer has leaves nothing.
const scratch = mkdtempSync(join(tmpdir(), 'shop-incremental-'));
const first = join(scratch, 'builds', 'first');
const second = join(scratch, 'builds', 'second');
const page = (title: string) =>
  `<!doctype html><html lang="tr"><head><title>${title}</title></head><body>${`<p>${title}: şık ve dayanıklı.</p>`.repeat(200)}</body></html>`;
const firstFiles: Record<string, string> = {
  'index.html': page('Anasayfa'),
  'canta-p-1/index.html': page('Kırmızı çanta'),
  'termos-p-2/index.html': page('Termos'),
  'kaldirilan-p-3/index.html': page('Kaldırılan'),
  '_astro/client.Ab12.js': `export const x = ${JSON.stringify('abc'.repeat(3000))};`,
  'robots.txt': `User-agent: *\n${'Allow: /\n'.repeat(100)}`,
};
const secondFiles: Record<string, string> = {
  'index.html': page('Anasayfa'),
  'canta-p-1/index.html': page('Mavi çanta'),
  'termos-p-2/index.html': page('Termos'),
  'yeni-p-4/index.html': page('Yeni ürün'),
  '_astro/client.Cd34.js': `export const x = ${JSON.stringify('abd'.repeat(3000))};`,
  'robots.txt': firstFiles['robots.txt'] ?? '',
};
let figures: PrecompressFigures;

/** Writes a build's files, then precompresses them as the build child does. */
async function build(folder: string, files: Record<string, string>, previous?: string) {
  const client = join(folder, 'client');
  const compressor = new Precompressor(
    client,
    previous ? { client: join(previous, 'client'), hashes: readCompressedHashes(previous) } : undefined,
  );
  const [handedIn, ...rest] = Object.entries(files);
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(client, path, '..'), { recursive: true });
    writeFileSync(join(client, path), body);
  }
  // One file handed in with its content as Astro writes it, the others found in the folder.
  if (handedIn) await compressor.add(join(client, handedIn[0]), Buffer.from(handedIn[1]));
  expect(rest.length).toBeGreaterThan(0);
  await compressor.addFolder();
  const done = await compressor.done();
  writeCompressedHashes(folder, compressor.hashes);
  return done;
}

const inode = (path: string) => statSync(path).ino;

beforeAll(async () => {
  const firstFigures = await build(first, firstFiles);
  expect(firstFigures).toMatchObject({ files: 6, compressed: 6, reused: 0 });
  // The next build is written later than the first one's siblings, as it would be.
  await new Promise((later) => setTimeout(later, 20));
  figures = await build(second, secondFiles, first);
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a build after another compresses only what changed', () => {
  test('unchanged files take the previous build’s siblings, without compressing them again', () => {
    expect(figures).toMatchObject({ files: 6, pages: 4, reused: 3, compressed: 3 });
    for (const path of ['index.html', 'termos-p-2/index.html', 'robots.txt']) {
      for (const suffix of ['.br', '.gz']) {
        // The same file on disk: a hard link to the first build's sibling.
        expect(inode(join(second, 'client', path + suffix))).toBe(
          inode(join(first, 'client', path + suffix)),
        );
        // Never older than the file it stands for, or the server would not send it.
        expect(statSync(join(second, 'client', path + suffix)).mtimeMs).toBeGreaterThanOrEqual(
          statSync(join(second, 'client', path)).mtimeMs,
        );
      }
    }
  });

  test('a changed page, a new page and a renamed asset get siblings of their new content', () => {
    for (const path of ['canta-p-1/index.html', 'yeni-p-4/index.html', '_astro/client.Cd34.js']) {
      const body = readFileSync(join(second, 'client', path));
      expect(brotliDecompressSync(readFileSync(join(second, 'client', `${path}.br`))).equals(body)).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(second, 'client', `${path}.gz`))).equals(body)).toBe(true);
    }
    // The first build keeps its own: it can still be rolled back to.
    const old = readFileSync(join(first, 'client', 'canta-p-1/index.html.br'));
    expect(brotliDecompressSync(old).toString()).toContain('Kırmızı çanta');
  });

  test('a page the build no longer has leaves nothing behind, and the old asset stays old', () => {
    for (const path of ['kaldirilan-p-3/index.html', '_astro/client.Ab12.js'])
      for (const suffix of ['', '.br', '.gz'])
        expect(existsSync(join(second, 'client', path + suffix))).toBe(false);
  });

  test('the hashes are kept beside the files served, never among them', () => {
    const hashes = readCompressedHashes(second);
    expect([...hashes.keys()].sort()).toEqual(Object.keys(secondFiles).sort());
    expect(hashes.get('termos-p-2/index.html')).toBe(
      readCompressedHashes(first).get('termos-p-2/index.html'),
    );
    expect(hashes.get('canta-p-1/index.html')).not.toBe(
      readCompressedHashes(first).get('canta-p-1/index.html'),
    );
    expect(existsSync(join(second, 'client', 'compressed-files.json'))).toBe(false);
  });

  test('the server sends the changed page’s brotli sibling, which decodes to the new page, and the reused one', async () => {
    const serve = staticFiles(join(second, 'client'));
    const { base, close } = await listen((req, res) => {
      void serve(req, res).then((served) => {
        if (!served) res.writeHead(404).end('fell through');
      });
    });
    try {
      for (const [path, text] of [
        ['/canta-p-1', 'Mavi çanta'],
        ['/termos-p-2', 'Termos'],
      ] as const) {
        const res = await rawRequest(base, path, { 'accept-encoding': 'br, gzip' });
        expect(res.headers['content-encoding']).toBe('br');
        expect(decoded(res).toString()).toBe(page(text));
      }
    } finally {
      await close();
    }
  });
});

test('a sibling taken for a page written in the same millisecond is still not older than the page', () => {
  const folder = join(scratch, 'same-millisecond');
  mkdirSync(folder, { recursive: true });
  const [before, after] = [join(folder, 'before.html'), join(folder, 'after.html')];
  const body = page('Aynı an');
  writeFileSync(before, body);
  const first = precompressFile({ file: before, path: 'before.html' });
  writeFileSync(after, body);
  // The page's time a little ahead of the clock's whole milliseconds, as a page written within the
  // millisecond of its sibling's link has it.
  const ahead = (Date.now() + 1500.7) / 1000;
  utimesSync(after, ahead, ahead);
  precompressFile({ file: after, path: 'after.html', previous: { file: before, hash: first.contentHash } });
  for (const suffix of ['.br', '.gz']) {
    expect(inode(after + suffix)).toBe(inode(before + suffix));
    expect(statSync(after + suffix).mtimeMs).toBeGreaterThanOrEqual(statSync(after).mtimeMs);
  }
});
