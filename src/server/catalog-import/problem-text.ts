/**
 * The catalog import's report lines: a problem (src/domain/catalog-import/import-problem.ts) as a
 * sentence in the merchant's language that names the row, the column and the value.
 */
import type { ImportProblem } from '../../domain/catalog-import/import-problem.ts';
import { type Locale, t } from '../../i18n/index.ts';

/** One problem as a report line: 'Hata: Satır 12, Fiyat sütunu ("-5"): eksi olamaz.' */
export function problemText(locale: Locale, p: ImportProblem): string {
  const message = t(locale, `catalogImport.${p.key}`, {
    ...p.params,
    column: p.column ?? '',
    value: p.value,
  });
  const severity = t(locale, p.severity === 'error' ? 'catalogImport.error' : 'catalogImport.warning');
  const where =
    p.row === 0
      ? t(locale, 'catalogImport.file', { message })
      : p.column === null || p.value === ''
        ? t(locale, p.column === null ? 'catalogImport.row' : 'catalogImport.column', {
            row: p.row,
            column: p.column ?? '',
            message,
          })
        : t(locale, 'catalogImport.cell', { row: p.row, column: p.column, value: p.value, message });
  return `${severity}: ${where}`;
}
