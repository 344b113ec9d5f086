/**
 * A catalog file's images, brought into the shop's image folder the way the demo images are kept:
 * one original per image (at most 1500 px, the largest size the storefront serves, as a JPEG on
 * white), from which /image/{size}/{file} makes and caches each size on demand
 * (src/server/images/serve-image.ts). The stored name carries a hash of the source's content, so
 * a changed picture gets a new name (no stale resized copy is ever served) and the same picture
 * imported again is not processed again. One picture under several names (a family's variants, an
 * ERP's placeholder) is resized once and linked under its other names.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
} from 'node:fs';
import { rename } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { slugify } from '../../domain/slug.ts';
import { eventLoopTurn } from '../event-loop-turn.ts';
import { imageBox, isImageFileName } from '../images/image-sizes.ts';

/** The largest box the storefront serves (the zoom). */
const LARGEST = imageBox('1500') ?? { width: 1500, height: 1500 };
/** Pictures resized at once: sharp works on libuv's pool, so a few keep both cores busy. */
const AT_ONCE = 4;

/** What became of a file's images: the stored name of each source name, and the ones not found. */
export interface StoredImages {
  readonly stored: ReadonlyMap<string, string>;
  readonly missing: readonly string[];
}

/** The stored name of a source file with this content: 'Çay Bardağı.PNG' → 'cay-bardagi-1a2b3c4d5e6f.jpg'. */
export function storedImageName(source: string, content: Uint8Array): string {
  return nameWithHash(source, contentHash(content));
}

function contentHash(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

/** One buffer the names' files are hashed through: hundreds of thousands of reads allocate nothing. */
const hashBuffer = Buffer.allocUnsafe(256 * 1024);

/** contentHash of a file's content, read through hashBuffer; undefined when it cannot be read. */
function fileHash(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const hash = createHash('sha256');
    for (let n = readSync(fd, hashBuffer); n > 0; n = readSync(fd, hashBuffer)) {
      hash.update(hashBuffer.subarray(0, n));
    }
    return hash.digest('hex').slice(0, 12);
  } catch {
    return undefined; // a folder, or unreadable
  } finally {
    closeSync(fd);
  }
}

function nameWithHash(source: string, hash: string): string {
  const stem = slugify(basename(source, extname(source)), 60) || 'gorsel';
  const name = `${stem}-${hash}.jpg`;
  return isImageFileName(name) ? name : `gorsel-${hash}.jpg`;
}

/**
 * Reads each named file from `sourceDir` (names only: a path in the cell never leaves the folder)
 * and writes its stored copy into `targetDir`. A file that is missing or not an image is listed in
 * `missing` and skipped: the product is written without it.
 *
 * A catalog names hundreds of thousands of files, most of them small and many of them one picture
 * under several names. Each name is read, hashed and looked up in a few system calls; made through
 * Node's thread pool one by one, that took 100 s for 288,890 names here. So the names go in
 * synchronous batches (a few milliseconds each, the event loop's turn between two), and only the
 * pictures not stored yet go to sharp, a few at a time.
 */
export async function storeImages(
  files: Iterable<string>,
  sourceDir: string | undefined,
  targetDir: string,
): Promise<StoredImages> {
  const stored = new Map<string, string>();
  const missing: string[] = [];
  const names = [...new Set(files)];
  if (names.length === 0) return { stored, missing };
  if (!sourceDir) return { stored, missing: names };
  mkdirSync(targetDir, { recursive: true });
  // The pictures this run resizes, by content hash; and the names waiting for one of them.
  const resized = new Map<string, Promise<string | undefined>>();
  const copies: { file: string; name: string; hash: string }[] = [];
  const resizing = new Set<Promise<unknown>>();
  for (let at = 0; at < names.length; at += NAMES_PER_TURN) {
    for (const file of names.slice(at, at + NAMES_PER_TURN)) {
      const source = join(sourceDir, basename(file));
      const hash = fileHash(source);
      if (hash === undefined) {
        missing.push(file);
        continue;
      }
      const name = nameWithHash(file, hash);
      if (existsSync(join(targetDir, name))) {
        stored.set(file, name); // the same picture was stored before
        continue;
      }
      if (resized.has(hash)) {
        copies.push({ file, name, hash });
        continue;
      }
      // Only a picture not stored yet is read whole, for sharp.
      let content: Buffer;
      try {
        content = readFileSync(source);
      } catch {
        missing.push(file);
        continue;
      }
      copies.push({ file, name, hash });
      const done = resize(content, join(targetDir, name)).then((ok) => (ok ? name : undefined));
      resized.set(hash, done);
      const running: Promise<unknown> = done.finally(() => resizing.delete(running));
      resizing.add(running);
      // Only a few pictures (and their contents) in memory at once.
      while (resizing.size >= AT_ONCE) await Promise.race(resizing);
    }
    await eventLoopTurn();
  }
  const made = new Map<string, string | undefined>();
  for (const [hash, done] of resized) made.set(hash, await done);
  for (let at = 0; at < copies.length; at += NAMES_PER_TURN) {
    for (const { file, name, hash } of copies.slice(at, at + NAMES_PER_TURN)) {
      const copy = made.get(hash);
      if (copy === undefined) {
        missing.push(file); // not an image sharp can read
        continue;
      }
      if (copy !== name) linkOrCopy(join(targetDir, copy), join(targetDir, name));
      stored.set(file, name);
    }
    await eventLoopTurn();
  }
  return { stored, missing: missing.sort() };
}

/** Names handled in one synchronous batch. */
const NAMES_PER_TURN = 256;

/** The resized copy of a picture written to `target`; false when sharp cannot read it. */
async function resize(content: Buffer, target: string): Promise<boolean> {
  const temp = `${target}.${process.pid}.tmp`;
  try {
    await sharp(content)
      .rotate()
      .resize(LARGEST.width, LARGEST.height, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toFile(temp);
  } catch {
    return false; // not an image sharp can read
  }
  // Written then renamed: the image server never reads half a file.
  await rename(temp, target);
  return true;
}

/** A stored copy under another name: a hard link where the folder allows, else a copy. */
function linkOrCopy(from: string, target: string): void {
  try {
    linkSync(from, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return;
    const temp = `${target}.${process.pid}.tmp`;
    copyFileSync(from, temp);
    renameSync(temp, target);
  }
}
