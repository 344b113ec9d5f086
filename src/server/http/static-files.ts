import type { Stats } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TEXTS_PATH_PREFIX } from '../../i18n/texts-file.ts';
import { acceptedCodings, type Coding } from './content-coding.ts';
import { isCompressible, mediaTypeOf } from './media-types.ts';
import { type StaticPath, staticPathOf } from './static-path.ts';

/** The file name suffix of each precompressed sibling. */
export const SIBLING_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** Hashed build assets never change under their name; everything else may change at the next build. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where the files with their content's hash in their name are: Vite's assets, and the islands' texts. */
export const HASHED_PREFIXES = ['/_astro/', TEXTS_PATH_PREFIX] as const;
/** Pages and other text: kept, but asked for again (a cheap 304) before each use, so a new build shows at once. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Images, fonts and icons from public/: not hashed, rarely changed. */
const DAY = 'public, max-age=86400';

interface OpenFile {
  handle: FileHandle;
  stat: Stats;
}

/**
 * Serves GET and HEAD requests from the files of a static folder (the build's dist/client): `/path`,
 * `/path/` and `/path/index.html` find `path/index.html`; the `.br` or `.gz` sibling that the client
 * accepts is sent instead of the file when it exists; ETag and If-None-Match give 304. Resolves false,
 * having written nothing, when no file answers, so the caller passes the request on.
 */
export function staticFiles(
  root: string,
  hashedPrefixes: readonly string[] = HASHED_PREFIXES,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const base = resolve(root);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const target = staticPathOf(req.url ?? '/');
    if (!target) return false;
    const found = await findFile(base, target);
    if (!found) return false;
    const type = mediaTypeOf(found.path);
    const compressible = isCompressible(type);
    let body: OpenFile = found.file;
    let coding: Coding | undefined;
    try {
      if (compressible) {
        for (const accepted of acceptedCodings(req.headers['accept-encoding'], ['br', 'gzip'])) {
          const sibling = await openFile(found.path + SIBLING_SUFFIX[accepted]);
          // A sibling older than its file is left from an earlier build: never send it.
          if (sibling && sibling.stat.mtimeMs >= found.file.stat.mtimeMs) {
            body = sibling;
            coding = accepted;
            break;
          }
          await sibling?.handle.close();
        }
      }
      const etag = etagOf(found.file.stat, coding);
      res.setHeader('ETag', etag);
      res.setHeader(
        'Cache-Control',
        hashedPrefixes.some((prefix) => req.url?.startsWith(prefix))
          ? IMMUTABLE
          : isText(type)
            ? REVALIDATE
            : DAY,
      );
      if (compressible) res.setHeader('Vary', 'Accept-Encoding');
      if (matchesNoneOf(req.headers['if-none-match'], etag)) {
        res.writeHead(304).end();
        return true;
      }
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Length', body.stat.size);
      if (coding) res.setHeader('Content-Encoding', coding);
      res.writeHead(200);
      if (req.method === 'HEAD' || body.stat.size === 0) {
        res.end();
        return true;
      }
      // Exactly the bytes Content-Length announced, even if the file grows meanwhile.
      const stream = body.handle.createReadStream({ autoClose: false, start: 0, end: body.stat.size - 1 });
      await pipeline(stream, res).catch(() => {
        // A client that went away mid-answer: pipeline has already destroyed both ends.
      });
      return true;
    } finally {
      await closeQuietly(body === found.file ? [found.file] : [found.file, body]);
    }
  };
}

/** The file a path names: the file itself, or the index.html of the folder it names. */
async function findFile(base: string, target: StaticPath): Promise<{ path: string; file: OpenFile } | null> {
  const path = join(base, ...target.segments);
  // staticPathOf refuses '..' and separators; this only guards against a change there.
  if (path !== base && !path.startsWith(`${base}/`)) return null;
  if (!target.folder) {
    const file = await openFile(path);
    if (file) return { path, file };
  }
  const index = join(path, 'index.html');
  const file = await openFile(index);
  return file ? { path: index, file } : null;
}

/** Opens a regular file for reading; null when it is missing, a folder, or cannot be read. */
async function openFile(path: string): Promise<OpenFile | null> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    const stat = await handle.stat();
    if (stat.isFile()) return { handle, stat };
  } catch {
    // Missing or unreadable: not a file to serve.
  }
  await handle?.close().catch(() => {});
  return null;
}

async function closeQuietly(files: readonly OpenFile[]): Promise<void> {
  await Promise.all(files.map((f) => f.handle.close().catch(() => {})));
}

/** A strong validator per file version and coding: size and modification time, and the coding. */
function etagOf(stat: Stats, coding: Coding | undefined): string {
  return `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${coding ? `-${coding}` : ''}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 §13.1.2 asks) or is '*'. */
function matchesNoneOf(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || (t.startsWith('W/') ? t.slice(2) : t) === etag;
  });
}

function isText(type: string): boolean {
  return type.startsWith('text/') || /json|xml|javascript/.test(type);
}
