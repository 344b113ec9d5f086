import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { acceptedCodings, varyWithAcceptEncoding } from './content-coding.ts';
import { isCompressible } from './media-types.ts';

/** A Node request listener (what node:http's createServer takes). */
export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** How dynamic answers are compressed. */
export interface CompressOptions {
  /** Bodies smaller than this many bytes go out as they are: the coding would save next to nothing. */
  threshold?: number;
  /** zlib level: 1 (fastest) to 9 (smallest). */
  gzipLevel?: number;
}

interface Settings {
  threshold: number;
  gzipLevel: number;
}

type WriteCallback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;
/** Node's own write and end, called with whatever arguments the listener gave. */
type RawWrite = (this: ServerResponse, chunk: Chunk, ...rest: unknown[]) => boolean;
type RawEnd = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/**
 * Wraps a listener so that its compressible answers (HTML, JSON, JavaScript, ...) of at least
 * `threshold` bytes go out gzip-compressed to clients that accept gzip, with `Vary: Accept-Encoding`;
 * images and bodies that already carry a Content-Encoding are left alone. A streamed answer stays
 * streamed: what the listener has written reaches the client whenever it pauses. A request that
 * accepts no gzip (bench:api's wrk, curl) costs one header and nothing else.
 */
export function compressResponses(listener: Listener, options: CompressOptions = {}): Listener {
  // Level 6 (zlib's default): on the API's lists 7% smaller than level 4 for no time that shows
  // (40 µs for 8 KB). Brotli at quality 5 would be 4% smaller again, at three to four times the CPU.
  const settings = { threshold: options.threshold ?? 1024, gzipLevel: options.gzipLevel ?? 6 };
  return (req, res) => {
    if (req.method !== 'HEAD' && acceptedCodings(req.headers['accept-encoding'], GZIP).length > 0)
      compressBody(res, settings);
    // The answer may be gzip for another client: caches must keep them apart.
    else res.setHeader('Vary', 'Accept-Encoding');
    listener(req, res);
  };
}

const GZIP = ['gzip'] as const;

/**
 * Takes over a response's writeHead, write, end and flushHeaders: the headers are held until the
 * first body bytes (or flushHeaders) show whether to compress, then the body goes through zlib.
 */
function compressBody(res: ServerResponse, settings: Settings): void {
  const write = res.write as RawWrite;
  const end = res.end as RawEnd;
  const flushHeaders = res.flushHeaders;

  // Headers given to writeHead become ordinary headers; Node writes them with the first body bytes.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    if (typeof rest[0] === 'string') res.statusMessage = rest.shift() as string;
    setHeaders(res, rest[0] as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined);
    return res;
  }) as ServerResponse['writeHead'];

  /** Ends the takeover and says whether the body is compressed; `size` is its length when known. */
  const decide = (size: number | undefined): boolean => {
    // Node's implicit header calls this.writeHead: it must be Node's own again.
    Reflect.deleteProperty(res, 'writeHead');
    Reflect.deleteProperty(res, 'flushHeaders');
    const compressible = isCompressible(String(res.getHeader('content-type') ?? ''));
    if (compressible) res.setHeader('Vary', varyWithAcceptEncoding(res.getHeader('vary')));
    if (!compressible || !worthCompressing(res, size ?? contentLength(res), settings.threshold)) {
      Reflect.deleteProperty(res, 'write');
      Reflect.deleteProperty(res, 'end');
      return false;
    }
    res.setHeader('Content-Encoding', 'gzip');
    // Also stops Node from sending a length the listener announced for the uncompressed body.
    res.removeHeader('Content-Length');
    return true;
  };

  res.flushHeaders = () => {
    if (decide(undefined)) streamBody(res, settings.gzipLevel, write, end);
    flushHeaders.call(res);
  };

  res.write = ((chunk: Chunk, encoding?: BufferEncoding | WriteCallback, cb?: WriteCallback) => {
    if (decide(undefined)) streamBody(res, settings.gzipLevel, write, end);
    return (res.write as RawWrite).call(res, chunk, encoding, cb);
  }) as ServerResponse['write'];

  res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), cb?: () => void) => {
    const body = typeof chunk === 'function' ? undefined : chunk;
    const done = [chunk, encoding, cb].find((a): a is () => void => typeof a === 'function');
    const bytes =
      body === undefined ? undefined : toBuffer(body, typeof encoding === 'string' ? encoding : undefined);
    if (!decide(bytes?.length ?? 0) || !bytes) return end.call(res, chunk, encoding, cb);
    // The whole body at once (the API's JSON): one compression, and an exact Content-Length.
    Reflect.deleteProperty(res, 'write');
    Reflect.deleteProperty(res, 'end');
    zlib.gzip(bytes, { level: settings.gzipLevel }, (error, out) => {
      if (error || !out) return void res.destroy(error ?? undefined);
      res.setHeader('Content-Length', out.length);
      end.call(res, out, done);
    });
    return res;
  }) as ServerResponse['end'];
}

/** Sends the rest of the body through a zlib stream, flushing whenever the listener pauses. */
function streamBody(res: ServerResponse, level: number, write: RawWrite, end: RawEnd): void {
  const z = zlib.createGzip({ level });
  let flushQueued = false;
  let ended = false;
  const flushSoon = () => {
    if (flushQueued) return;
    flushQueued = true;
    setImmediate(() => {
      flushQueued = false;
      // A sync flush: the bytes so far become decodable without resetting the compressor.
      if (!ended && !z.destroyed) z.flush(zlib.constants.Z_SYNC_FLUSH);
    });
  };

  z.on('data', (out: Buffer) => {
    if (!write.call(res, out)) z.pause();
  });
  z.on('end', () => end.call(res));
  z.on('error', (error) => res.destroy(error));
  // A listener that waits for 'drain' after a full write waits for zlib's, not the socket's.
  z.on('drain', () => res.emit('drain'));
  res.on('drain', () => {
    if (!res.writableNeedDrain) z.resume();
  });
  res.on('close', () => z.destroy());

  res.write = ((chunk: Chunk, encoding?: BufferEncoding | WriteCallback, cb?: WriteCallback) => {
    flushSoon();
    if (typeof encoding === 'function') return z.write(chunk, encoding);
    return z.write(chunk, encoding ?? 'utf8', cb);
  }) as ServerResponse['write'];
  res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), cb?: () => void) => {
    const done = [chunk, encoding, cb].find((a): a is () => void => typeof a === 'function');
    if (done) res.once('finish', done);
    ended = true;
    if (chunk !== undefined && typeof chunk !== 'function')
      z.end(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    else z.end();
    return res;
  }) as ServerResponse['end'];
}

/** Whether the answer as it stands should be compressed: a body with no coding yet, not tiny. */
function worthCompressing(res: ServerResponse, size: number | undefined, threshold: number): boolean {
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  const encoding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase();
  if (encoding !== 'identity') return false;
  if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return false;
  if (res.hasHeader('content-range')) return false;
  return size === undefined || size >= threshold;
}

function contentLength(res: ServerResponse): number | undefined {
  const value = res.getHeader('content-length');
  const n = Number(Array.isArray(value) ? value[0] : value);
  return value === undefined || !Number.isFinite(n) ? undefined : n;
}

function setHeaders(
  res: ServerResponse,
  headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Node's flat form: [name, value, name, value, ...].
    for (let i = 0; i + 1 < headers.length; i += 2)
      res.appendHeader(String(headers[i]), headers[i + 1] as string);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

function toBuffer(chunk: Chunk, encoding: BufferEncoding | undefined): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, encoding ?? 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
