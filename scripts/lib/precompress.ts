import { hash } from 'node:crypto';
import { copyFile, link, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isCompressible, mediaTypeOf } from '../../src/server/http/media-types.ts';
import { SIBLING_SUFFIX } from '../../src/server/http/static-files.ts';
import type { CompressedHashes } from './compressed-hashes.ts';

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
/** Gzip level for the assets: few files, each fetched by every visitor that does not take brotli. */
const ASSET_GZIP_LEVEL = 9;
/**
 * Gzip level for pages. Nearly every browser takes brotli, so the .gz of a page is for the few that
 * do not. Measured on product pages (bench:build's pages): level 6 is within 1% of level 9's size
 * and takes about half its time, which is a large share of a nightly build of 400,000 pages.
 */
const PAGE_GZIP_LEVEL = 6;

/** What precompression did. */
export interface PrecompressFigures {
  files: number;
  /** The HTML pages among them. */
  pages: number;
  /** Files identical to the previous build's, whose siblings were taken from it. */
  reused: number;
  /** Files compressed here (files - reused). */
  compressed: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
  ms: number;
}

/** The previous build's files and the content each had when compressed: its siblings can be reused. */
export interface PreviousCompression {
  client: string;
  hashes: CompressedHashes;
}

/**
 * Writes a `.br` (brotli) and a `.gz` (gzip) sibling beside compressible files under a folder (HTML,
 * JavaScript, CSS, JSON, XML, SVG, text, ...; not images), for the server to send as they are. A file
 * byte-identical to the same path in the previous build takes that build's siblings (a hard link,
 * so nothing is compressed again); any other is compressed. A sibling that would not be smaller than
 * its file is not written. Files are compressed several at a time on libuv's thread pool, and can be
 * handed in while the build writes them (`add`), so compression runs beside the build.
 */
export class Precompressor {
  readonly figures: PrecompressFigures = {
    files: 0,
    pages: 0,
    reused: 0,
    compressed: 0,
    bytes: 0,
    brBytes: 0,
    gzBytes: 0,
    ms: 0,
  };
  /** Each compressed file's content hash by its path under the folder ('/'-separated). */
  readonly hashes: CompressedHashes = new Map();
  private readonly started = performance.now();
  private readonly limit = Math.max(8, availableParallelism() * 2);
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly seen = new Set<string>();
  private failure: unknown;
  private readonly client: string;
  private readonly previous: PreviousCompression | undefined;

  constructor(client: string, previous?: PreviousCompression) {
    this.client = client;
    this.previous = previous;
  }

  /**
   * Starts on one file (its content when the caller has it in hand); resolves once it is under way,
   * waiting while enough files are, so a fast writer is held back rather than piling up pages.
   */
  async add(file: string, body?: Buffer): Promise<void> {
    if (!isCompressible(mediaTypeOf(file)) || /\.(br|gz)$/.test(file)) return;
    this.seen.add(file);
    while (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    this.running += 1;
    void this.one(file, body)
      .catch((err: unknown) => {
        this.failure ??= err;
      })
      .finally(() => {
        this.running -= 1;
        this.waiting.shift()?.();
      });
  }

  /** Adds every compressible file under the folder not added yet. */
  async addFolder(): Promise<void> {
    const entries = await readdir(this.client, { recursive: true, withFileTypes: true });
    for (const e of entries) {
      const file = join(e.parentPath, e.name);
      if (e.isFile() && !this.seen.has(file)) await this.add(file);
    }
  }

  /** Waits for every file added; throws the first error. */
  async done(): Promise<PrecompressFigures> {
    while (this.running > 0) await new Promise<void>((go) => this.waiting.push(go));
    if (this.failure) throw this.failure;
    this.figures.ms = performance.now() - this.started;
    return this.figures;
  }

  private async one(file: string, given?: Buffer): Promise<void> {
    const body = given ?? (await readFile(file));
    const path = relative(this.client, file).split(sep).join('/');
    const contentHash = hash('sha1', body, 'base64url');
    const page = file.endsWith('.html');
    const sizes =
      this.previous?.hashes.get(path) === contentHash
        ? await this.reuse(file, join(this.previous.client, path))
        : await compressFile(file, body, page);
    this.hashes.set(path, contentHash);
    const f = this.figures;
    f.files += 1;
    if (page) f.pages += 1;
    if (sizes.reused) f.reused += 1;
    else f.compressed += 1;
    f.bytes += body.length;
    f.brBytes += sizes.br ?? body.length;
    f.gzBytes += sizes.gz ?? body.length;
  }

  /** Takes the previous build's siblings of an identical file. */
  private async reuse(file: string, previous: string): Promise<Sizes> {
    const [br, gz] = await Promise.all([
      linkSibling(previous + SIBLING_SUFFIX.br, file + SIBLING_SUFFIX.br),
      linkSibling(previous + SIBLING_SUFFIX.gzip, file + SIBLING_SUFFIX.gzip),
    ]);
    return { br, gz, reused: true };
  }
}

interface Sizes {
  /** The sibling's size, or undefined when there is none (it would not have been smaller). */
  br: number | undefined;
  gz: number | undefined;
  reused: boolean;
}

/** Precompresses every file under a folder at once (see Precompressor). */
export async function precompress(dir: string, previous?: PreviousCompression): Promise<PrecompressFigures> {
  const compressor = new Precompressor(dir, previous);
  await compressor.addFolder();
  return compressor.done();
}

/** Compresses one file into its siblings; gives the size of each. */
async function compressFile(file: string, body: Buffer, page: boolean): Promise<Sizes> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: page ? PAGE_QUALITY : ASSET_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: page ? PAGE_GZIP_LEVEL : ASSET_GZIP_LEVEL }),
  ]);
  return {
    br: await keepIfSmaller(file + SIBLING_SUFFIX.br, br, body.length),
    gz: await keepIfSmaller(file + SIBLING_SUFFIX.gzip, gz, body.length),
    reused: false,
  };
}

async function keepIfSmaller(
  path: string,
  compressed: Buffer,
  original: number,
): Promise<number | undefined> {
  if (compressed.length >= original) {
    await rm(path, { force: true });
    return undefined;
  }
  await writeFile(path, compressed);
  return compressed.length;
}

/**
 * Gives a new file the previous build's sibling: a hard link (no copy, no compression), or a copy
 * where links are refused. Its time is set to now, because the server sends a sibling only when it is
 * not older than its file, which the build has just written (the previous build's file shares the
 * time: still not older than its own file). Undefined when the previous build had no such sibling.
 */
async function linkSibling(from: string, to: string): Promise<number | undefined> {
  try {
    await link(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'EEXIST') await rm(to, { force: true });
    await copyFile(from, to);
  }
  const now = new Date();
  await utimes(to, now, now);
  return (await stat(to)).size;
}
