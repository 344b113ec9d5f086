/**
 * The content hash of each file a build precompressed, kept beside its client/ folder (never among
 * the files it serves): the next build compares its files with them and reuses the siblings of the
 * ones that did not change (precompress.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A file's path under client/ ('/'-separated) to the hash of the content its siblings were made from. */
export type CompressedHashes = Map<string, string>;

const HASHES_FILE = 'compressed-files.json';

/** Writes a build's hashes into its folder. */
export function writeCompressedHashes(buildFolder: string, hashes: CompressedHashes): void {
  writeFileSync(join(buildFolder, HASHES_FILE), JSON.stringify(Object.fromEntries(hashes)));
}

/** A build's hashes; empty when it has none (built before they were kept), so everything is compressed. */
export function readCompressedHashes(buildFolder: string): CompressedHashes {
  try {
    const read = JSON.parse(readFileSync(join(buildFolder, HASHES_FILE), 'utf8')) as Record<string, string>;
    return new Map(Object.entries(read));
  } catch {
    return new Map();
  }
}
