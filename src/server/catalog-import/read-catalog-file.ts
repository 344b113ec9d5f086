/**
 * Reads and checks a catalog import file (issue 16): the entry the import command calls. The kind
 * is told by content (XLSX or CSV; anything else is refused as not a spreadsheet), a CSV's encoding
 * and separator are detected, and the rows stream through the domain's checker, so memory holds
 * the checked products and never the file. Nothing is written anywhere.
 */
import { stat } from 'node:fs/promises';
import { CatalogChecker } from '../../domain/catalog-import/catalog-checker.ts';
import type { ImportCell } from '../../domain/catalog-import/cell-reader.ts';
import { type ImportProblem, problem } from '../../domain/catalog-import/import-problem.ts';
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';
import { descriptionHtml } from '../catalog/description-html.ts';
import { csvRows, firstLine, type Separator, separatorOf } from './csv-rows.ts';
import { fileKind, readSample } from './file-kind.ts';
import { isUtf8File, type TextEncoding } from './text-encoding.ts';
import { xlsxRows } from './xlsx-rows.ts';

export type { ImportProblem } from '../../domain/catalog-import/import-problem.ts';

/** The largest file read by default (CATALOG_IMPORT_MAX_MB overrides it): a larger one is refused unread. */
export const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

/** How often progress is told, in rows. */
export const PROGRESS_EVERY = 1000;

export interface ReadCatalogOptions {
  /** `stok_kodu`s already in the shop, which a variant child may name as its parent. */
  knownCodes?: ReadonlySet<string>;
  /** Told the number of data rows read so far: every PROGRESS_EVERY rows, and the last count. */
  onProgress?: (rows: number) => void;
  /** The largest file read, in bytes (default: CATALOG_IMPORT_MAX_MB megabytes, else 512 MB). */
  maxBytes?: number;
}

export interface CatalogFileResult {
  /** The products without errors, in the order of their first rows. */
  products: ImportProduct[];
  /** Every error and warning, the file's own first, then by row. */
  problems: ImportProblem[];
  /** The `stok_kodu`s refused for an error in their rows (or in their parent's). */
  refusedCodes: string[];
  /** Data rows read (not counting the header and empty rows). */
  rows: number;
  /** What was read: the kind, and for a CSV its encoding and separator; numbers' decimal separator. */
  format: {
    kind: 'xlsx' | 'csv' | null;
    encoding: TextEncoding | null;
    separator: Separator | null;
    decimal: ',' | '.' | null;
  };
}

/** The size limit from CATALOG_IMPORT_MAX_MB (megabytes), or the default. */
export function maxBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.CATALOG_IMPORT_MAX_MB);
  return Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_MAX_BYTES;
}

const refusal = (p: ImportProblem, format: CatalogFileResult['format']): CatalogFileResult => ({
  products: [],
  problems: [p],
  refusedCodes: [],
  rows: 0,
  format,
});

/** Reads and checks a catalog file: the valid products, every problem, and the rows read. */
export async function readCatalogFile(
  path: string,
  options: ReadCatalogOptions = {},
): Promise<CatalogFileResult> {
  const none: CatalogFileResult['format'] = { kind: null, encoding: null, separator: null, decimal: null };
  const limit = options.maxBytes ?? maxBytesFromEnv();
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return refusal(problem('error', 'fileNotFound', { row: 0, value: path }), none);
  }
  const mb = (n: number) => Math.ceil(n / (1024 * 1024));
  if (size > limit)
    return refusal(problem('error', 'fileTooLarge', { row: 0 }, { size: mb(size), limit: mb(limit) }), none);
  const sample = await readSample(path);
  const kind = fileKind(sample);
  if (kind.kind === 'other') return refusal(problem('error', 'notSpreadsheet', { row: 0 }), none);

  let rows: AsyncIterable<{ row: number; cells: ImportCell[] }>;
  let format: CatalogFileResult['format'];
  if (kind.kind === 'xlsx') {
    rows = xlsxRows(path);
    format = { kind: 'xlsx', encoding: null, separator: null, decimal: null };
  } else {
    const encoding: TextEncoding = kind.encoding ?? ((await isUtf8File(path)) ? 'utf-8' : 'windows-1254');
    const separator = separatorOf(firstLine(new TextDecoder(encoding).decode(sample)));
    rows = csvRows(path, encoding, separator);
    format = { kind: 'csv', encoding, separator, decimal: null };
  }
  // A `;` file is what Turkish Excel writes, with decimal commas; a `,` file cannot use them unquoted.
  const defaultStyle = format.separator === ',' || format.separator === '\t' ? 'point' : 'comma';
  const checker = new CatalogChecker({
    knownCodes: options.knownCodes,
    sanitize: rememberedDescriptions(),
    defaultStyle,
  });
  let header = false;
  let read = 0;
  try {
    for await (const { row, cells } of rows) {
      if (!header) {
        if (cells.every((c) => c === null || String(c).trim() === '')) continue;
        header = true;
        if (
          !checker.header(
            cells.map((c) => (c === null ? '' : String(c))),
            row,
          )
        ) {
          return { ...checker.finish(), products: [], refusedCodes: [], format };
        }
        continue;
      }
      checker.row(row, cells);
      read += 1;
      if (read % PROGRESS_EVERY === 0) options.onProgress?.(read);
    }
  } catch (error) {
    // A zip that is not a workbook (a .docx, a damaged file) fails inside the XLSX reader.
    if (format.kind === 'xlsx')
      return refusal(problem('error', 'notSpreadsheet', { row: 0, value: errorText(error) }), none);
    // csv-parse's CsvError counts the records it read: the broken one is the next.
    const csv = error as { code?: unknown; records?: unknown };
    if (typeof csv.code === 'string' && csv.code.startsWith('CSV_')) {
      const row = (typeof csv.records === 'number' ? csv.records : 0) + 1;
      return refusal(problem('error', 'brokenCsv', { row }), format);
    }
    throw error;
  }
  if (!header) return refusal(problem('error', 'emptyFile', { row: 0 }), format);
  const result = checker.finish();
  if (read % PROGRESS_EVERY !== 0) options.onProgress?.(read);
  return { ...result, format: { ...format, decimal: result.style === 'comma' ? ',' : '.' } };
}

/**
 * The description policy with a memory of recent descriptions: variants and units of one family
 * usually repeat one description, and sanitising is the costliest step of reading a row.
 */
function rememberedDescriptions(size = 512): (html: string) => string {
  const seen = new Map<string, string>();
  return (html) => {
    let clean = seen.get(html);
    if (clean === undefined) {
      clean = descriptionHtml(html);
      // An already clean description is kept as the one string the product holds for it.
      if (clean === html) clean = html;
      if (seen.size >= size) seen.clear();
      seen.set(html, clean);
    }
    return clean;
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
