import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readSnapshot, snapshotProduct, snapshotProductRefs } from '../../src/snapshot/read.ts';

// The running shop's on-demand pages read the snapshot's head (store, settings, categories) for their
// frame: only its first line, never the products, and again after a rebuild wrote the file anew.
const folder = mkdtempSync(join(tmpdir(), 'shop-snapshot-read-'));
const path = join(folder, 'catalog-snapshot.json');
const before = process.env.CATALOG_SNAPSHOT;

/** A snapshot as the writer lays it out: the head on the first line, then one product a line. */
function snapshotFile(storeName: string, productLines: string[]): string {
  const head = JSON.stringify({ takenAt: '2026-11-27T03:30:00Z', store: { name: storeName }, products: [] });
  return `${head.slice(0, -2)}\n${productLines.join(',\n')}\n]}\n`;
}

beforeAll(() => {
  process.env.CATALOG_SNAPSHOT = path;
});
afterAll(() => {
  process.env.CATALOG_SNAPSHOT = before;
  rmSync(folder, { recursive: true, force: true });
});

test('the head is read from the first line alone: product lines are not parsed for it', () => {
  writeFileSync(path, snapshotFile('Anadolu Ticaret', ['{ this is no JSON', '{ nor this']));
  expect(readSnapshot()).toEqual({ takenAt: '2026-11-27T03:30:00Z', store: { name: 'Anadolu Ticaret' } });
  expect(() => snapshotProductRefs()).toThrow();
});

test('a rebuilt snapshot is read again, head and products', async () => {
  writeFileSync(path, snapshotFile('Eski Mağaza', ['{"id":1,"seo":"cay-bardagi"}']));
  await new Promise((done) => setTimeout(done, 1100));
  expect(readSnapshot().store).toEqual({ name: 'Eski Mağaza' });
  const [ref] = snapshotProductRefs();
  expect(ref && snapshotProduct(ref)).toEqual({ id: 1, seo: 'cay-bardagi' });

  writeFileSync(
    path,
    snapshotFile('Yeni Mağaza', ['{"id":1,"seo":"cay-bardagi"}', '{"id":2,"seo":"demlik"}']),
  );
  await new Promise((done) => setTimeout(done, 1100));
  expect(readSnapshot().store).toEqual({ name: 'Yeni Mağaza' });
  expect(snapshotProductRefs().map((r) => snapshotProduct(r).seo)).toEqual(['cay-bardagi', 'demlik']);
});
