import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isCompressible, mediaTypeOf } from '../../src/server/http/media-types.ts';
import { SIBLING_SUFFIX } from '../../src/server/http/static-files.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality for files fetched by every visitor and cached for a year (the hashed assets, ...). */
const ASSET_QUALITY = 11;
/**
 * Brotli quality for pages, of which a build has thousands. Measured on product pages: quality 10 and
 * 11 make them about 8% smaller than 5 (a few hundred bytes a page) at 15 to 30 times the time (4 to 8
 * ms against 0.3 ms a page): minutes against seconds for 25,000 pages. 6 to 9 are no smaller than 5.
 */
const PAGE_QUALITY = 5;

/** What precompression did. */
export interface PrecompressFigures {
  files: number;
  /** The HTML pages among them. */
  pages: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
  ms: number;
}

/**
 * Writes a `.br` (brotli) and a `.gz` (gzip level 9) sibling beside every compressible file under a
 * folder (HTML, JavaScript, CSS, JSON, XML, SVG, text, ...; not images), for the server to send as
 * they are. A sibling that would not be smaller than its file is not written (and an old one is
 * removed). Files are compressed several at a time on libuv's thread pool.
 */
export async function precompress(dir: string): Promise<PrecompressFigures> {
  const t0 = performance.now();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && isCompressible(mediaTypeOf(e.name)))
    .map((e) => join(e.parentPath, e.name));
  const pages = files.filter((f) => f.endsWith('.html')).length;
  const figures: PrecompressFigures = { files: files.length, pages, bytes: 0, brBytes: 0, gzBytes: 0, ms: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const sizes = await compressFile(file);
      figures.bytes += sizes.bytes;
      figures.brBytes += sizes.br;
      figures.gzBytes += sizes.gz;
    }
  };
  // Enough files in flight to keep the thread pool (4 threads unless UV_THREADPOOL_SIZE says more) busy.
  await Promise.all(Array.from({ length: Math.max(8, availableParallelism() * 2) }, worker));
  figures.ms = performance.now() - t0;
  return figures;
}

/** Compresses one file into its siblings; gives the sizes served for each coding. */
async function compressFile(file: string): Promise<{ bytes: number; br: number; gz: number }> {
  const body = await readFile(file);
  const quality = file.endsWith('.html') ? PAGE_QUALITY : ASSET_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return {
    bytes: body.length,
    br: await keepIfSmaller(file + SIBLING_SUFFIX.br, br, body.length),
    gz: await keepIfSmaller(file + SIBLING_SUFFIX.gzip, gz, body.length),
  };
}

async function keepIfSmaller(path: string, compressed: Buffer, original: number): Promise<number> {
  if (compressed.length >= original) {
    await rm(path, { force: true });
    return original;
  }
  await writeFile(path, compressed);
  return compressed.length;
}
