/**
 * Where `npm start` sends a request. The decision is made on the path as every later layer reads it
 * (each segment percent-decoded, `\` read as `/` as URL parsers do, empty segments collapsed, `.` and
 * `..` resolved), never on the raw text: `/%61pi/…`, `//api/…`, `/x/../api/…` and the absolute form
 * `http://host/api/…` all reach the one API, which then sees the canonical path. A path whose
 * percent-encoding cannot be decoded is refused. Matching is case-sensitive, as URL paths and the
 * API's routes are: `/API/…` is not the API (the site answers 404).
 */

import { decodeComponent } from './input-rules.ts';

/** The API's first path segment. */
const API_SEGMENT = 'api';

/** What to do with a request target. */
export type RequestRoute =
  /** To the API, with the target rewritten to its canonical origin form (path and the query as sent). */
  | { readonly to: 'api'; readonly target: string }
  /** To the static files and the site's pages, as sent. */
  | { readonly to: 'site' }
  /** Malformed percent-encoding in the path: answer 400. */
  | { readonly to: 'bad' };

/**
 * The decoded segments of an absolute path with its dot segments resolved as URL parsers do (an
 * empty segment counts, so `/a//..` is `/a/`), then its empty segments dropped; `folder` when it
 * ends with '/'. Undefined when a segment's percent-encoding cannot be decoded.
 */
export function pathSegments(path: string): { segments: string[]; folder: boolean } | undefined {
  const resolved: string[] = [];
  const parts = path.split(/[/\\]/).slice(1);
  for (const [i, part] of parts.entries()) {
    const name = decodeComponent(part);
    if (name === undefined) return undefined;
    const last = i === parts.length - 1;
    if (name === '..') resolved.pop();
    // '/a/..' and '/a/.' name a folder.
    if (name === '.' || name === '..') {
      if (last) resolved.push('');
    } else resolved.push(name);
  }
  const segments = resolved.filter((s) => s !== '');
  return { segments, folder: segments.length > 0 && resolved.at(-1) === '' };
}

/** The path and query of a request target (origin form `/p?q` or absolute form `http://host/p?q`). */
function splitTarget(target: string): { path: string; query: string } | undefined {
  let rest = target;
  const absolute = /^https?:\/\/[^/?#\\]*/i.exec(rest);
  if (absolute) rest = rest.slice(absolute[0].length) || '/';
  else if (!rest.startsWith('/') && !rest.startsWith('\\')) return undefined;
  const end = rest.search(/[?#]/);
  if (end === -1) return { path: rest, query: '' };
  // A fragment is never sent by a browser; whatever follows '#' is dropped, as URL parsers do.
  const hash = rest.indexOf('#');
  const query = rest[end] === '?' ? rest.slice(end, hash === -1 ? undefined : hash) : '';
  return { path: rest.slice(0, end), query };
}

/** Decides where a request target goes: the API for every path that reads as /api or /api/…. */
export function routeRequest(target: string): RequestRoute {
  const parts = splitTarget(target);
  // Asterisk and authority forms (OPTIONS *, CONNECT) are no concern of the API.
  if (!parts) return { to: 'site' };
  const path = pathSegments(parts.path);
  if (!path) return { to: 'bad' };
  if (path.segments[0] !== API_SEGMENT) return { to: 'site' };
  const canonical = `/${path.segments.map(encodeURIComponent).join('/')}${path.folder ? '/' : ''}`;
  return { to: 'api', target: canonical + parts.query };
}
