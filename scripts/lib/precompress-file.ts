/**
 * The work on one file of a build's precompression (precompress.ts), done synchronously in a worker
 * thread (precompress-worker.ts): its content hash, then either the previous build's siblings (when
 * the content is the same) or a brotli and a gzip sibling made here.
 */
import { hash } from 'node:crypto';
import { copyFileSync, linkSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { HASHED_PREFIXES, SIBLING_SUFFIX } from '../../src/server/http/static-files.ts';

/**
 * Brotli quality for the hashed assets (scripts, styles, the islands' texts): few files, fetched by
 * every visitor and cached for a year.
 */
const ASSET_QUALITY = 11;
/**
 * Brotli quality for everything else: the pages, of which a build has thousands, and the sitemaps
 * (11 MB of XML at 36,000 pages, which took 17 s at quality 11). Measured on product pages: quality
 * 10 and 11 make them about 8% smaller than 5 (a few hundred bytes a page) at 15 to 30 times the
 * time (4 to 8 ms against 0.3 ms a page): minutes against seconds for 25,000 pages. 6 to 9 are no
 * smaller than 5.
 */
const PAGE_QUALITY = 5;
/** Gzip level for the hashed assets: few files, each fetched by every visitor that does not take brotli. */
const ASSET_GZIP_LEVEL = 9;
/**
 * Gzip level for the rest. Nearly every browser takes brotli, so the .gz of a page is for the few
 * that do not. Measured on product pages (bench:build's pages): level 6 is within 1% of level 9's
 * size and takes about half its time, which is a large share of a nightly build of 400,000 pages.
 */
const PAGE_GZIP_LEVEL = 6;

/** Whether a file is a hashed asset, cached for a year (static-files.ts), by its path under the folder. */
function isHashedAsset(path: string): boolean {
  return HASHED_PREFIXES.some((prefix) => `/${path}`.startsWith(prefix));
}

/** One file to precompress: its absolute path and its path under the folder ('/'-separated). */
export interface FileJob {
  file: string;
  path: string;
  /** The content when the caller has it in hand (the build just wrote it); else it is read. */
  body?: Uint8Array | undefined;
  /** Where the previous build has this file, when its content then had this hash. */
  previous?: { file: string; hash: string } | undefined;
}

/** What was done to one file. */
export interface FileResult {
  path: string;
  contentHash: string;
  page: boolean;
  bytes: number;
  /** The sibling's size, or undefined when there is none (it would not have been smaller). */
  br: number | undefined;
  gz: number | undefined;
  reused: boolean;
}

/** Precompresses one file, or takes the previous build's siblings when its content is the same. */
export function precompressFile(job: FileJob): FileResult {
  const body = job.body ?? readFileSync(job.file);
  const contentHash = hash('sha1', body, 'base64url');
  const page = job.file.endsWith('.html');
  const base = { path: job.path, contentHash, page, bytes: body.byteLength };
  if (job.previous?.hash === contentHash) {
    return {
      ...base,
      br: linkSibling(job.previous.file + SIBLING_SUFFIX.br, job.file, SIBLING_SUFFIX.br),
      gz: linkSibling(job.previous.file + SIBLING_SUFFIX.gzip, job.file, SIBLING_SUFFIX.gzip),
      reused: true,
    };
  }
  const asset = isHashedAsset(job.path);
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: asset ? ASSET_QUALITY : PAGE_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  const gz = zlib.gzipSync(body, { level: asset ? ASSET_GZIP_LEVEL : PAGE_GZIP_LEVEL });
  return {
    ...base,
    br: keepIfSmaller(job.file + SIBLING_SUFFIX.br, br, body.byteLength),
    gz: keepIfSmaller(job.file + SIBLING_SUFFIX.gzip, gz, body.byteLength),
    reused: false,
  };
}

function keepIfSmaller(path: string, compressed: Buffer, original: number): number | undefined {
  if (compressed.length >= original) {
    rmSync(path, { force: true });
    return undefined;
  }
  writeFileSync(path, compressed);
  return compressed.length;
}

/**
 * Gives a new file the previous build's sibling: a hard link (no copy, no compression), or a copy
 * where links are refused. The server sends a sibling only when it is not older than its file,
 * which the build has just written, so the sibling's time is set to now, and at least a millisecond
 * past the file's: a time set from the clock has whole milliseconds, and a file written in the same
 * millisecond (a small page on a fast machine) has nanoseconds past it, so its sibling looked older
 * and was never sent, until another build linked the same sibling again. The previous build's file
 * shares the time: still not older than its own file. Undefined when the previous build had no such
 * sibling.
 */
function linkSibling(from: string, file: string, suffix: string): number | undefined {
  const to = file + suffix;
  try {
    linkSync(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'EEXIST') rmSync(to, { force: true });
    copyFileSync(from, to);
  }
  const time = new Date(Math.max(Date.now(), Math.ceil(statSync(file).mtimeMs) + 1));
  utimesSync(to, time, time);
  return statSync(to).size;
}
