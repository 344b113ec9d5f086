/**
 * The one place the import calls the file reader (read-catalog-file.ts, written alongside this
 * writer): its signature here, the call below. Until both are merged the module is loaded by a
 * computed path, so this branch compiles without it; at the merge this becomes a static import.
 */
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';

/** One thing wrong (or doubtful) in a row of the file, in both languages. */
export interface ReadProblem {
  row: number;
  column: string;
  value: string;
  key: string;
  severity: 'error' | 'warning';
  message: { tr: string; en: string };
}

/** What the reader makes of a file: the valid products, the problems, the rows it read. */
export interface ReadResult {
  products: ImportProduct[];
  problems: ReadProblem[];
  rows: number;
}

/** The reader's signature. */
export type CatalogFileReader = (
  path: string,
  opts: { knownCodes?: ReadonlySet<string>; onProgress?: (rows: number) => void },
) => Promise<ReadResult>;

const READER_MODULE = './read-catalog-file.ts';

/** Reads a catalog file with the reader module. */
export const readCatalogFile: CatalogFileReader = async (path, opts) => {
  const reader = (await import(READER_MODULE)) as { readCatalogFile: CatalogFileReader };
  return reader.readCatalogFile(path, opts);
};

/** The products a file's errors keep out: its rows with an error (a product may span rows). */
export function refusedCount(problems: readonly ReadProblem[]): number {
  return new Set(problems.filter((p) => p.severity === 'error').map((p) => p.row)).size;
}
