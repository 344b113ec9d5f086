/**
 * The rows of the first sheet of an XLSX catalog file, read as a stream with exceljs's
 * WorkbookReader: the sheet's XML is parsed as it is unzipped, so memory holds the shared strings
 * and one row, never the whole sheet. Cells come as text or numbers; formulas give their results.
 */
import ExcelJS from 'exceljs';
import type { ImportCell } from '../../domain/catalog-import/cell-reader.ts';

/** One cell's value as exceljs reads it. */
type XlsxValue = ExcelJS.CellValue | undefined;

/** A cell as the checker reads it: text, a number, or null when empty. */
export function cellOf(value: XlsxValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellOf((value as { result?: XlsxValue }).result);
  if ('hyperlink' in value) return cellOf(value.text as XlsxValue);
  if ('error' in value) return String(value.error);
  return null;
}

/** The rows of the workbook's first sheet (its first tab), with their spreadsheet row numbers. */
export async function* xlsxRows(path: string): AsyncGenerator<{ row: number; cells: ImportCell[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    // The workbook's own list (read before the sheets in files Excel writes) names its first tab.
    const model = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model;
    const first = model?.sheets?.[0]?.name;
    const sheetName = (sheet as unknown as { name?: string }).name;
    if (first !== undefined && sheetName !== undefined && sheetName !== first) {
      for await (const _ of sheet as unknown as AsyncIterable<unknown>) {
        // Drained: a sheet left unread would hold up the archive.
      }
      continue;
    }
    for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as XlsxValue[];
      const cells: ImportCell[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellOf(values[i]));
      yield { row: row.number, cells };
    }
    return;
  }
}
