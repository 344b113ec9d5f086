import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CatalogSnapshot, SnapshotProduct } from './types.ts';

/** Where the build reads the snapshot: CATALOG_SNAPSHOT, else data/catalog-snapshot.json. */
export function snapshotPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CATALOG_SNAPSHOT ?? 'data/catalog-snapshot.json');
}

/** The snapshot without its products, which are read one at a time (snapshotProduct). */
export type SnapshotHead = Omit<CatalogSnapshot, 'products'>;

/** A product of the snapshot: what its page's path needs, and where the rest is in the file. */
export interface ProductRef {
  id: number;
  seo: string;
  /** Its JSON's place in the snapshot file. */
  at: number;
  bytes: number;
}

/** The file read, so a process that reads another snapshot (a test) does not get the last one's. */
let readPath: string | undefined;
let head: SnapshotHead | undefined;
let refs: ProductRef[] | undefined;
let fd: number | undefined;
/** For a snapshot written as one line (by an older build): its products, kept. */
const kept = new Map<number, SnapshotProduct>();

function readFile(): Buffer {
  const path = snapshotPath();
  try {
    return readFileSync(path);
  } catch (err) {
    throw new Error(`No catalog snapshot at ${path}: build with "npm run build" (${(err as Error).message})`);
  }
}

/**
 * Reads the snapshot file as src/server/catalog/snapshot.ts writes it: the head on the first line
 * (everything but the products), then one product a line. Holding 200,000 products at once was most
 * of the build's memory: each page reads its own product when it is rendered (snapshotProduct).
 */
function read(): { head: SnapshotHead; refs: ProductRef[] } {
  const path = snapshotPath();
  if (head && refs && readPath === path) return { head, refs };
  const file = readFile();
  if (fd !== undefined) closeSync(fd);
  fd = openSync(path, 'r');
  readPath = path;
  kept.clear();
  const firstEnd = file.indexOf(10);
  if (firstEnd < 0) {
    const { products, ...rest } = JSON.parse(file.toString('utf8')) as CatalogSnapshot;
    for (const p of products) kept.set(p.id, p);
    head = rest;
    refs = products.map((p) => ({ id: p.id, seo: p.seo, at: -1, bytes: 0 }));
    return { head, refs };
  }
  const { products: _none, ...rest } = JSON.parse(
    `${file.toString('utf8', 0, firstEnd)}]}`,
  ) as CatalogSnapshot;
  const found: ProductRef[] = [];
  for (
    let at = firstEnd + 1, end = file.indexOf(10, at);
    end >= 0;
    at = end + 1, end = file.indexOf(10, at)
  ) {
    // The closing ']}' is no product.
    if (file[at] !== 0x7b) continue;
    // A comma ends every product line but the last.
    const bytes = file[end - 1] === 0x2c ? end - 1 - at : end - at;
    const { id, seo } = JSON.parse(file.toString('utf8', at, at + bytes)) as SnapshotProduct;
    found.push({ id, seo, at, bytes });
  }
  head = rest;
  refs = found;
  return { head, refs };
}

/** The catalog snapshot without its products, read once per build. */
export function readSnapshot(): SnapshotHead {
  return read().head;
}

/** The snapshot's products (those with a page), in the snapshot's order. */
export function snapshotProductRefs(): readonly ProductRef[] {
  return read().refs;
}

/** One product of the snapshot, read from the file when its page is rendered. */
export function snapshotProduct(ref: ProductRef): SnapshotProduct {
  const product = kept.get(ref.id);
  if (product) return product;
  read();
  const buffer = Buffer.allocUnsafe(ref.bytes);
  readSync(fd ?? -1, buffer, 0, ref.bytes, ref.at);
  return JSON.parse(buffer.toString('utf8')) as SnapshotProduct;
}

/** The whole snapshot, products and all (for tests and tools: the build reads it a product at a time). */
export function readWholeSnapshot(path = snapshotPath()): CatalogSnapshot {
  return JSON.parse(readFileSync(path, 'utf8')) as CatalogSnapshot;
}
