/**
 * Reads the rows of an ERP's spreadsheet file (issue 16) for a checker: the catalog file and the
 * stock file alike. The kind is told by content (XLSX or CSV; anything else is refused as not a
 * spreadsheet), a CSV's encoding and separator are detected, and the rows stream to the checker
 * one by one, so memory never holds the file. Empty rows before the header are skipped.
 */
import { stat } from 'node:fs/promises';
import type { ImportCell } from '../../domain/catalog-import/cell-reader.ts';
import type { DecimalStyle } from '../../domain/catalog-import/decimal-style.ts';
import { type ImportProblem, problem } from '../../domain/catalog-import/import-problem.ts';
import { csvRows, firstLine, type Separator, separatorOf } from './csv-rows.ts';
import { fileKind, readSample } from './file-kind.ts';
import { isUtf8File, type TextEncoding } from './text-encoding.ts';
import { xlsxRows } from './xlsx-rows.ts';

/** The largest file read by default (CATALOG_IMPORT_MAX_MB overrides it): a larger one is refused unread. */
export const DEFAULT_MAX_BYTES = 512 * 1024 * 1024;

/** How often progress is told, in rows. */
export const PROGRESS_EVERY = 1000;

/** What was read: the kind, and for a CSV its encoding and separator; numbers' decimal separator. */
export interface SheetFormat {
  kind: 'xlsx' | 'csv' | null;
  encoding: TextEncoding | null;
  separator: Separator | null;
  decimal: ',' | '.' | null;
}

/** Takes the header row (false refuses the file), then each data row. */
export interface RowSink {
  header(cells: string[], row: number): boolean;
  row(row: number, cells: ImportCell[]): void;
}

export interface SheetOptions {
  /** Told the number of data rows read so far: every PROGRESS_EVERY rows, and the last count. */
  onProgress?: (rows: number) => void;
  /** The largest file read, in bytes (default: CATALOG_IMPORT_MAX_MB megabytes, else 512 MB). */
  maxBytes?: number;
}

/** How a read ended: the file refused before its rows (one problem), the header refused, or read. */
export type SheetRead =
  | { outcome: 'refused'; problem: ImportProblem; format: SheetFormat }
  | { outcome: 'header-refused'; format: SheetFormat }
  | { outcome: 'read'; rows: number; format: SheetFormat };

/** The size limit from CATALOG_IMPORT_MAX_MB (megabytes), or the default. */
export function maxBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.CATALOG_IMPORT_MAX_MB);
  return Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : DEFAULT_MAX_BYTES;
}

/**
 * Streams a spreadsheet file's rows to the sink `sinkFor` makes, given the decimal style numbers
 * default to (comma for `;` files and workbooks, as Turkish Excel writes them).
 */
export async function readSpreadsheet(
  path: string,
  options: SheetOptions,
  sinkFor: (defaultStyle: DecimalStyle) => RowSink,
): Promise<SheetRead> {
  const none: SheetFormat = { kind: null, encoding: null, separator: null, decimal: null };
  const refused = (p: ImportProblem, format = none): SheetRead => ({
    outcome: 'refused',
    problem: p,
    format,
  });
  const limit = options.maxBytes ?? maxBytesFromEnv();
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return refused(problem('error', 'fileNotFound', { row: 0, value: path }));
  }
  const mb = (n: number) => Math.ceil(n / (1024 * 1024));
  if (size > limit)
    return refused(problem('error', 'fileTooLarge', { row: 0 }, { size: mb(size), limit: mb(limit) }));
  const sample = await readSample(path);
  const kind = fileKind(sample);
  if (kind.kind === 'other') return refused(problem('error', 'notSpreadsheet', { row: 0 }));

  let rows: AsyncIterable<{ row: number; cells: ImportCell[] }>;
  let format: SheetFormat;
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
  const sink = sinkFor(format.separator === ',' || format.separator === '\t' ? 'point' : 'comma');
  let header = false;
  let read = 0;
  try {
    for await (const { row, cells } of rows) {
      if (!header) {
        if (cells.every((c) => c === null || String(c).trim() === '')) continue;
        header = true;
        if (
          !sink.header(
            cells.map((c) => (c === null ? '' : String(c))),
            row,
          )
        )
          return { outcome: 'header-refused', format };
        continue;
      }
      sink.row(row, cells);
      read += 1;
      if (read % PROGRESS_EVERY === 0) options.onProgress?.(read);
    }
  } catch (error) {
    // A zip that is not a workbook (a .docx, a damaged file) fails inside the XLSX reader.
    if (format.kind === 'xlsx')
      return refused(problem('error', 'notSpreadsheet', { row: 0, value: errorText(error) }));
    // csv-parse's CsvError counts the records it read: the broken one is the next.
    const csv = error as { code?: unknown; records?: unknown };
    if (typeof csv.code === 'string' && csv.code.startsWith('CSV_')) {
      const row = (typeof csv.records === 'number' ? csv.records : 0) + 1;
      return refused(problem('error', 'brokenCsv', { row }), format);
    }
    throw error;
  }
  if (!header) return refused(problem('error', 'emptyFile', { row: 0 }), format);
  if (read % PROGRESS_EVERY !== 0) options.onProgress?.(read);
  return { outcome: 'read', rows: read, format };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
