import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageBox, isImageFileName } from './image-sizes.ts';

/** A resized image ready to send. */
export interface ServedImage {
  body: Uint8Array;
  contentType: string;
}

/**
 * The image `file` of `dir` resized into the spec's `size` box (webp when the browser takes it,
 * else jpeg), cached on disk under dir/.cache; undefined for an unknown size, name or file.
 */
export async function resizedImage(
  dir: string,
  size: string,
  file: string,
  webp: boolean,
): Promise<ServedImage | undefined> {
  const box = imageBox(size);
  if (!box || !isImageFileName(file)) return undefined;
  const format = webp ? 'webp' : 'jpeg';
  const cached = join(dir, '.cache', size, `${file}.${format}`);
  const contentType = `image/${format}`;
  try {
    return { body: await readFile(cached), contentType };
  } catch {
    // not cached yet
  }
  let source: Buffer;
  try {
    source = await readFile(join(dir, file));
  } catch {
    return undefined;
  }
  const pipeline = sharp(source).resize(box.width, box.height, { fit: 'contain', background: '#ffffff' });
  const body = await (webp
    ? pipeline.webp({ quality: 80 })
    : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer();
  await mkdir(join(dir, '.cache', size), { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, body);
  await rename(temp, cached);
  return { body, contentType };
}
