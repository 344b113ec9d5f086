/**
 * A problem found in a catalog import file (issue 16, "Errors a merchant can fix"): where it is
 * (row, column, the cell's value) and what is wrong (a key the dictionaries turn into a Turkish or
 * English sentence). An error refuses its product (and the file, unless invalid products are
 * skipped); a warning is only reported.
 */

/** What can be wrong; each key has a text `catalogImport.<key>` in src/i18n/texts/catalog-import.ts. */
export const IMPORT_PROBLEM_KEYS = [
  // The file as a whole.
  'fileNotFound',
  'fileTooLarge',
  'notSpreadsheet',
  'emptyFile',
  'brokenCsv',
  'missingColumn',
  'duplicateColumn',
  'unknownColumn',
  // One cell.
  'unreadableText',
  'codeRequired',
  'nameRequired',
  'priceRequired',
  'notNumber',
  'negative',
  'notPositive',
  'priceRounded',
  'invalidTaxRate',
  'unknownCurrency',
  'invalidFlag',
  'invalidBarcode',
  'invalidWarehouses',
  'stockSumMismatch',
  'invalidVariant',
  'invalidImageName',
  'fieldConflict',
  // Across rows.
  'multiplierMissing',
  'duplicateUnit',
  'multipleDefaultUnits',
  'duplicateBarcode',
  'variantWithoutParent',
  'parentWithoutVariant',
  'ownParent',
  'unknownParent',
  'parentIsVariant',
  'parentHasErrors',
  'mixedDimensions',
  'duplicateVariant',
  // The stock file (npm run catalog:stock).
  'stockOrPriceColumn',
  'stockOrPriceRequired',
  'unknownCode',
  'unknownUnit',
  'duplicateStockRow',
] as const;

export type ImportProblemKey = (typeof IMPORT_PROBLEM_KEYS)[number];

export interface ImportProblem {
  /** 'error' refuses the product (or the file); 'warning' is only reported. */
  severity: 'error' | 'warning';
  /** The file's row (1 = the header row); 0 for the file as a whole. */
  row: number;
  /** The column's header as the file writes it ('Fiyat'), or null for a whole row or the file. */
  column: string | null;
  /** The cell's text as read (cut to 100 characters); '' when there is none. */
  value: string;
  key: ImportProblemKey;
  /** The product's `stok_kodu` when the problem belongs to one (the product is refused on error). */
  code: string | null;
  /** Values the message names besides row, column and value ({ row: 12 } for "see row 12"). */
  params?: Readonly<Record<string, string | number>>;
}

/** The longest cell text a problem repeats. */
export const PROBLEM_VALUE_MAX = 100;

// C0 and C1 control characters except tab and line breaks.
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;

/** A problem with its value cut for the report. */
export function problem(
  severity: ImportProblem['severity'],
  key: ImportProblemKey,
  at: { row: number; column?: string | null; value?: string; code?: string | null },
  params?: ImportProblem['params'],
): ImportProblem {
  // Control characters (a garbled code page, a terminal escape) show as the replacement character.
  const value = (at.value ?? '').replace(CONTROL, '\uFFFD');
  return {
    severity,
    row: at.row,
    column: at.column ?? null,
    value: value.length > PROBLEM_VALUE_MAX ? `${value.slice(0, PROBLEM_VALUE_MAX - 1)}…` : value,
    key,
    code: at.code ?? null,
    ...(params ? { params } : {}),
  };
}
