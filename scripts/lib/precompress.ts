import { readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { isCompressible, mediaTypeOf } from '../../src/server/http/media-types.ts';
import type { CompressedHashes } from './compressed-hashes.ts';
import type { FileJob, FileResult } from './precompress-file.ts';

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

/** Figures of nothing done yet. */
export function noFigures(): PrecompressFigures {
  return { files: 0, pages: 0, reused: 0, compressed: 0, bytes: 0, brBytes: 0, gzBytes: 0, ms: 0 };
}

/** What several precompressions did together (the build processes'); the time is the longest. */
export function addedFigures(all: readonly PrecompressFigures[]): PrecompressFigures {
  const total = noFigures();
  for (const f of all) {
    total.files += f.files;
    total.pages += f.pages;
    total.reused += f.reused;
    total.compressed += f.compressed;
    total.bytes += f.bytes;
    total.brBytes += f.brBytes;
    total.gzBytes += f.gzBytes;
    total.ms = Math.max(total.ms, f.ms);
  }
  return total;
}

/** The previous build's files and the content each had when compressed: its siblings can be reused. */
export interface PreviousCompression {
  client: string;
  hashes: CompressedHashes;
}

/** Files handed to each worker and not answered yet, at most: enough to keep it busy, few in memory. */
const QUEUED_PER_WORKER = 16;

type Answer = { result: FileResult; error?: undefined } | { error: string; result?: undefined };

/** One worker thread and the files it has been given. */
interface CompressWorker {
  worker: Worker;
  queued: number;
  /** Settles once the thread has started (or ended): only then may it be terminated. */
  started: Promise<void>;
  /** Settles once the thread has ended. */
  ended: Promise<void>;
}

/**
 * Writes a `.br` (brotli) and a `.gz` (gzip) sibling beside compressible files under a folder (HTML,
 * JavaScript, CSS, JSON, XML, SVG, text, ...; not images), for the server to send as they are. A file
 * byte-identical to the same path in the previous build takes that build's siblings (a hard link,
 * so nothing is compressed again); any other is compressed. A sibling that would not be smaller than
 * its file is not written. Files can be handed in while the build writes them (`add`), so
 * compression runs beside the build.
 *
 * The work is done in worker threads, one per core but the one the build renders on (at least one),
 * synchronously (precompress-file.ts). It once ran on libuv's thread pool with zlib's asynchronous
 * calls, whose streams and callbacks cost the build's own thread about as much as the compression
 * itself (a profile of bench:build), and whose four threads crowded Astro off one of two cores.
 */
export class Precompressor {
  readonly figures: PrecompressFigures = noFigures();
  /** Each compressed file's content hash by its path under the folder ('/'-separated). */
  readonly hashes: CompressedHashes = new Map();
  private readonly started = performance.now();
  private readonly workers: CompressWorker[];
  private readonly waiting: (() => void)[] = [];
  private readonly seen = new Set<string>();
  private failure: Error | undefined;
  private readonly client: string;
  private readonly previous: PreviousCompression | undefined;

  constructor(
    client: string,
    previous?: PreviousCompression,
    workers = Math.max(1, availableParallelism() - 1),
  ) {
    this.client = client;
    this.previous = previous;
    this.workers = Array.from({ length: workers }, () => this.startWorker());
  }

  private startWorker(): CompressWorker {
    const worker = new Worker(new URL('./precompress-worker.ts', import.meta.url));
    const ended = new Promise<void>((settle) => worker.once('exit', () => settle()));
    const started = Promise.race([
      new Promise<void>((settle) => worker.once('online', () => settle())),
      ended,
    ]);
    const entry: CompressWorker = { worker, queued: 0, started, ended };
    entry.worker.on('message', (answer: Answer) => {
      entry.queued -= 1;
      if (answer.result) this.count(answer.result);
      else this.failure ??= new Error(answer.error);
      this.waiting.shift()?.();
    });
    entry.worker.on('error', (err) => {
      this.failure ??= err;
      entry.queued = 0;
      for (const go of this.waiting.splice(0)) go();
    });
    return entry;
  }

  /**
   * Hands one file to a worker (its content when the caller has it in hand); resolves once it is
   * handed, waiting while every worker has enough, so a fast writer is held back rather than piling
   * up pages.
   */
  async add(file: string, body?: Buffer): Promise<void> {
    if (!isCompressible(mediaTypeOf(file)) || /\.(br|gz)$/.test(file)) return;
    this.seen.add(file);
    for (;;) {
      if (this.failure) return;
      const least = this.workers.reduce((a, b) => (b.queued < a.queued ? b : a));
      if (least.queued < QUEUED_PER_WORKER) {
        const path = relative(this.client, file).split(sep).join('/');
        const previousHash = this.previous?.hashes.get(path);
        const job: FileJob = {
          file,
          path,
          body,
          previous:
            this.previous && previousHash !== undefined
              ? { file: join(this.previous.client, path), hash: previousHash }
              : undefined,
        };
        least.queued += 1;
        least.worker.postMessage(job);
        return;
      }
      await new Promise<void>((go) => this.waiting.push(go));
    }
  }

  /**
   * Takes files compressed already, by the build processes whose folders were merged into this one
   * (site-builds/build-parts.ts): their hashes are kept, and addFolder passes them by.
   */
  adopt(hashes: CompressedHashes): void {
    for (const [path, hash] of hashes) {
      this.hashes.set(path, hash);
      this.seen.add(join(this.client, ...path.split('/')));
    }
  }

  /** Adds every compressible file under the folder not added yet. */
  async addFolder(): Promise<void> {
    const entries = await readdir(this.client, { recursive: true, withFileTypes: true });
    for (const e of entries) {
      const file = join(e.parentPath, e.name);
      if (e.isFile() && !this.seen.has(file)) await this.add(file);
    }
  }

  /** Waits for every file added and lets the workers end; throws the first error. */
  async done(): Promise<PrecompressFigures> {
    while (!this.failure && this.workers.some((w) => w.queued > 0))
      await new Promise<void>((go) => this.waiting.push(go));
    if (this.failure) await this.close();
    else {
      for (const w of this.workers) w.worker.postMessage(null);
      await Promise.all(this.workers.map((w) => w.ended));
    }
    if (this.failure) throw this.failure;
    this.figures.ms = performance.now() - this.started;
    return this.figures;
  }

  /**
   * Stops the workers at once, whatever they were doing: for a build that failed. A running worker
   * keeps its process alive, so a build child that never called `done` would never exit.
   *
   * A thread is terminated only once it has started: Node 24 aborts the whole process (SIGTRAP,
   * "Check failed: (location_) != nullptr", nodejs/node#60755) when a worker is terminated while it
   * is still starting, which a build with few files did on a busy machine.
   */
  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(async (w) => {
        await w.started;
        await w.worker.terminate();
      }),
    );
  }

  private count(r: FileResult): void {
    this.hashes.set(r.path, r.contentHash);
    const f = this.figures;
    f.files += 1;
    if (r.page) f.pages += 1;
    if (r.reused) f.reused += 1;
    else f.compressed += 1;
    f.bytes += r.bytes;
    f.brBytes += r.br ?? r.bytes;
    f.gzBytes += r.gz ?? r.bytes;
  }
}

/** Precompresses every file under a folder at once (see Precompressor). */
export async function precompress(dir: string, previous?: PreviousCompression): Promise<PrecompressFigures> {
  const compressor = new Precompressor(dir, previous);
  await compressor.addFolder();
  return compressor.done();
}
