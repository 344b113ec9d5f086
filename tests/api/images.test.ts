import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { resizedImage } from '../../src/server/images/serve-image.ts';

// /image/{size}/{file}: the product images in the sizes SPEC §2 names, and nothing else.
const dir = mkdtempSync(join(tmpdir(), 'shop-images-'));

beforeAll(async () => {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  writeFileSync(join(dir, 'urun-1.png'), png);
  writeFileSync(join(dir, '404.png'), png);
  writeFileSync(join(tmpdir(), 'outside.png'), png);
});

describe('product images', () => {
  test.each([
    ['80', 80, 80],
    ['229', 229, 229],
    ['522', 522, 522],
    ['552', 552, 552],
    ['1500', 1500, 1500],
    ['280-413', 280, 413],
  ])('size %s is served as a %i×%i webp when the browser takes webp', async (size, width, height) => {
    const image = await resizedImage(dir, size, 'urun-1.png', true);
    expect(image?.contentType).toBe('image/webp');
    const meta = await sharp(Buffer.from(image?.body ?? [])).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
  });

  test('a browser without webp gets a jpeg', async () => {
    const image = await resizedImage(dir, '80', 'urun-1.png', false);
    expect(image?.contentType).toBe('image/jpeg');
    expect((await sharp(Buffer.from(image?.body ?? [])).metadata()).format).toBe('jpeg');
  });

  test('the placeholder 404.png is served in every size for a product without an image', async () => {
    expect((await resizedImage(dir, '229', '404.png', true))?.contentType).toBe('image/webp');
  });

  test.each([
    ['another size', '300', 'urun-1.png'],
    ['a size range not in the spec', '280-414', 'urun-1.png'],
    ['a missing file', '80', 'yok.png'],
    ['a path outside the image folder', '80', '../outside.png'],
    ['an encoded path', '80', '..%2Foutside.png'],
    ['a dot file', '80', '.cache'],
    ['a file that is not an image', '80', 'urun-1.svg'],
  ])('%s answers nothing (404)', async (_, size, file) => {
    expect(await resizedImage(dir, size, file, true)).toBeUndefined();
  });
});
