import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
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

/** How often the file is looked at again: the shop's on-demand pages must follow a rebuild. */
const RECHECK_MS = 1000;

/** What this process has read of one version of the snapshot file. */
interface ReadFile {
  path: string;
  /** The file's size and time when it was read: another build rewrites it. */
  version: string;
  checkedAt: number;
  head?: SnapshotHead;
  refs?: ProductRef[];
  fd?: number;
  /** For a snapshot written as one line (by an older build): its products, kept. */
  kept: Map<number, SnapshotProduct>;
}
let current: ReadFile | undefined;

function versionOf(path: string): string {
  try {
    const stat = statSync(path);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch (err) {
    throw new Error(`No catalog snapshot at ${path}: build with "npm run build" (${(err as Error).message})`);
  }
}

/**
 * The snapshot file as read so far, started again when its path or its content changed: a test
 * points CATALOG_SNAPSHOT elsewhere, or a rebuild under the running shop (whose on-demand pages read
 * the head) writes the file anew. The file is looked at at most once a second.
 */
function file(): ReadFile {
  const path = snapshotPath();
  const now = Date.now();
  if (current?.path === path && now - current.checkedAt < RECHECK_MS) return current;
  const version = versionOf(path);
  if (current?.path === path && current.version === version) {
    current.checkedAt = now;
    return current;
  }
  if (current?.fd !== undefined) closeSync(current.fd);
  current = { path, version, checkedAt: now, kept: new Map() };
  return current;
}

/** The file's first line (the head), read in chunks; undefined for a snapshot of one line. */
function firstLine(path: string): string | undefined {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.allocUnsafe(1 << 16);
    for (let at = 0; ; ) {
      const n = readSync(fd, chunk, 0, chunk.length, at);
      if (n === 0) return undefined;
      const end = chunk.subarray(0, n).indexOf(10);
      if (end >= 0) {
        chunks.push(Buffer.from(chunk.subarray(0, end)));
        return Buffer.concat(chunks).toString('utf8');
      }
      chunks.push(Buffer.from(chunk.subarray(0, n)));
      at += n;
    }
  } finally {
    closeSync(fd);
  }
}

/** A snapshot of one line (an older build's): read whole, its products kept. */
function readOneLine(f: ReadFile): { head: SnapshotHead; refs: ProductRef[] } {
  const { products, ...head } = JSON.parse(readFileSync(f.path, 'utf8')) as CatalogSnapshot;
  for (const p of products) f.kept.set(p.id, p);
  f.head = head;
  f.refs = products.map((p) => ({ id: p.id, seo: p.seo, at: -1, bytes: 0 }));
  return { head, refs: f.refs };
}

/**
 * The head: everything but the products, on the file's first line as src/server/catalog/snapshot.ts
 * writes it. The shop's process reads only this line, never the products.
 */
function headOf(f: ReadFile): SnapshotHead {
  if (f.head) return f.head;
  const line = firstLine(f.path);
  if (line === undefined) return readOneLine(f).head;
  const { products: _none, ...head } = JSON.parse(`${line}]}`) as CatalogSnapshot;
  f.head = head;
  return head;
}

/**
 * Where each product is in the file: one product a line after the head. Holding 200,000 products at
 * once was most of the build's memory: each page reads its own product when it is rendered
 * (snapshotProduct).
 */
function refsOf(f: ReadFile): ProductRef[] {
  if (f.refs) return f.refs;
  const buffer = readFileSync(f.path);
  const firstEnd = buffer.indexOf(10);
  if (firstEnd < 0) return readOneLine(f).refs;
  const found: ProductRef[] = [];
  for (
    let at = firstEnd + 1, end = buffer.indexOf(10, at);
    end >= 0;
    at = end + 1, end = buffer.indexOf(10, at)
  ) {
    // The closing ']}' is no product.
    if (buffer[at] !== 0x7b) continue;
    // A comma ends every product line but the last.
    const bytes = buffer[end - 1] === 0x2c ? end - 1 - at : end - at;
    const { id, seo } = JSON.parse(buffer.toString('utf8', at, at + bytes)) as SnapshotProduct;
    found.push({ id, seo, at, bytes });
  }
  f.refs = found;
  return found;
}

/** The catalog snapshot without its products (read again after a rebuild rewrote it). */
export function readSnapshot(): SnapshotHead {
  return headOf(file());
}

/** The snapshot's products (those with a page), in the snapshot's order. */
export function snapshotProductRefs(): readonly ProductRef[] {
  return refsOf(file());
}

/** One product of the snapshot, read from the file when its page is rendered. */
export function snapshotProduct(ref: ProductRef): SnapshotProduct {
  const f = file();
  refsOf(f);
  const product = f.kept.get(ref.id);
  if (product) return product;
  f.fd ??= openSync(f.path, 'r');
  const buffer = Buffer.allocUnsafe(ref.bytes);
  readSync(f.fd, buffer, 0, ref.bytes, ref.at);
  return JSON.parse(buffer.toString('utf8')) as SnapshotProduct;
}

/** The whole snapshot, products and all (for tests and tools: the build reads it a product at a time). */
export function readWholeSnapshot(path = snapshotPath()): CatalogSnapshot {
  return JSON.parse(readFileSync(path, 'utf8')) as CatalogSnapshot;
}
