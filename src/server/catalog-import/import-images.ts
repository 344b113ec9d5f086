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
import { access, copyFile, link, mkdir, readFile, rename } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { slugify } from '../../domain/slug.ts';
import { imageBox, isImageFileName } from '../images/image-sizes.ts';

/** The largest box the storefront serves (the zoom). */
const LARGEST = imageBox('1500') ?? { width: 1500, height: 1500 };
/** Images processed at once: sharp works on libuv's pool, so a few keep both cores busy. */
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

function nameWithHash(source: string, hash: string): string {
  const stem = slugify(basename(source, extname(source)), 60) || 'gorsel';
  const name = `${stem}-${hash}.jpg`;
  return isImageFileName(name) ? name : `gorsel-${hash}.jpg`;
}

/**
 * Reads each named file from `sourceDir` (names only: a path in the cell never leaves the folder)
 * and writes its stored copy into `targetDir`. A file that is missing or not an image is listed in
 * `missing` and skipped: the product is written without it.
 */
export async function storeImages(
  files: Iterable<string>,
  sourceDir: string | undefined,
  targetDir: string,
): Promise<StoredImages> {
  const stored = new Map<string, string>();
  const missing: string[] = [];
  const queue = [...new Set(files)];
  if (queue.length === 0) return { stored, missing };
  if (!sourceDir) return { stored, missing: queue };
  await mkdir(targetDir, { recursive: true });
  const resized: ResizedByContent = new Map();
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const name = await storeOne(file, sourceDir, targetDir, resized);
      if (name) stored.set(file, name);
      else missing.push(file);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { stored, missing: missing.sort() };
}

/** This run's stored copy of each picture content (by hash): undefined when sharp could not read it. */
type ResizedByContent = Map<string, Promise<string | undefined>>;

async function storeOne(
  file: string,
  sourceDir: string,
  targetDir: string,
  resized: ResizedByContent,
): Promise<string | undefined> {
  let content: Buffer;
  try {
    content = await readFile(join(sourceDir, basename(file)));
  } catch {
    return undefined;
  }
  const hash = contentHash(content);
  const name = nameWithHash(file, hash);
  const target = join(targetDir, name);
  try {
    await access(target);
    return name; // the same picture was stored before
  } catch {
    // not stored yet
  }
  const earlier = resized.get(hash);
  if (earlier) {
    const copy = await earlier;
    if (copy === undefined) return undefined;
    await linkOrCopy(join(targetDir, copy), target);
    return name;
  }
  const done = resize(content, target).then((ok) => (ok ? name : undefined));
  resized.set(hash, done);
  return done;
}

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
async function linkOrCopy(from: string, target: string): Promise<void> {
  try {
    await link(from, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return;
    const temp = `${target}.${process.pid}.tmp`;
    await copyFile(from, temp);
    await rename(temp, target);
  }
}
