/** A request path read as a file location inside the static folder. */
export interface StaticPath {
  /** Decoded path segments, each a plain file or folder name. */
  segments: string[];
  /** The path ended with '/': only its index.html can answer. */
  folder: boolean;
}

/**
 * Reads the path of a request target (`/a/b?x=1`) as segments of a file under the static folder, or
 * null when it cannot name one: a segment that decodes to '.', '..', a name holding '/', '\' or NUL,
 * a hidden name (leading '.'), an empty segment ('//'), or malformed percent-encoding. A null path is
 * never looked up on disk, so nothing outside the folder can be reached.
 */
export function staticPathOf(target: string): StaticPath | null {
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (!path.startsWith('/')) return null;
  const folder = path.endsWith('/');
  const raw = path.slice(1, folder ? -1 : undefined);
  if (raw === '') return { segments: [], folder: true };
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let name: string;
    try {
      name = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (name === '' || name.startsWith('.') || /[/\\\0]/.test(name)) return null;
    segments.push(name);
  }
  return { segments, folder };
}
