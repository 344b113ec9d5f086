// The catalog import's images (src/server/catalog-import/import-images.ts): what the shop's image
// folder holds after a file's pictures are brought in.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storeImages } from '../../src/server/catalog-import/import-images.ts';

const scratch = mkdtempSync(join(tmpdir(), 'import-images-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function picture(path: string, red: number): Promise<void> {
  await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 30 } } })
    .png()
    .toFile(path);
}

describe('a catalog file’s images', () => {
  it('one picture under several names is stored under each name, from one resized copy', async () => {
    const source = join(scratch, 'source');
    const shop = join(scratch, 'shop');
    mkdirSync(source);
    await picture(join(source, 'mavi-m.png'), 200);
    await picture(join(source, 'mavi-l.png'), 200);
    await picture(join(source, 'kirmizi.png'), 10);
    writeFileSync(join(source, 'bozuk.jpg'), 'not a picture');

    const result = await storeImages(
      ['mavi-m.png', 'mavi-l.png', 'kirmizi.png', 'bozuk.jpg', 'yok.jpg'],
      source,
      shop,
    );

    expect(result.missing).toEqual(['bozuk.jpg', 'yok.jpg']);
    const stored = [...result.stored.values()];
    expect(stored).toHaveLength(3);
    expect(readdirSync(shop).sort()).toEqual(stored.toSorted());
    const same = ['mavi-m.png', 'mavi-l.png'].map((f) => statSync(join(shop, result.stored.get(f) ?? '')));
    // The two names of one picture are one file on disk: sharp made it once.
    expect(same[0]?.ino).toBe(same[1]?.ino);
    const meta = await sharp(join(shop, result.stored.get('kirmizi.png') ?? '')).metadata();
    expect(meta.format).toBe('jpeg');
  });
});
