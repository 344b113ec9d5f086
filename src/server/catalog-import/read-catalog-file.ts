/**
 * Reads and checks a catalog import file (issue 16): the entry the import command calls. The kind
 * is told by content (XLSX or CSV; anything else is refused as not a spreadsheet), a CSV's encoding
 * and separator are detected, and the rows stream through the domain's checker, so memory holds
 * the checked products and never the file. Nothing is written anywhere.
 */
import { CatalogChecker } from '../../domain/catalog-import/catalog-checker.ts';
import type { ImportProblem } from '../../domain/catalog-import/import-problem.ts';
import type { ImportProduct } from '../../domain/catalog-import/import-product.ts';
import { descriptionHtml } from '../catalog/description-html.ts';
import { readSpreadsheet, type SheetFormat, type SheetOptions } from './spreadsheet-rows.ts';

export type { ImportProblem } from '../../domain/catalog-import/import-problem.ts';
export { DEFAULT_MAX_BYTES, maxBytesFromEnv, PROGRESS_EVERY } from './spreadsheet-rows.ts';

export interface ReadCatalogOptions extends SheetOptions {
  /** `stok_kodu`s already in the shop, which a variant child may name as its parent. */
  knownCodes?: ReadonlySet<string>;
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
  format: SheetFormat;
}

const refusal = (p: ImportProblem, format: SheetFormat): CatalogFileResult => ({
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
  let checker: CatalogChecker | undefined;
  const read = await readSpreadsheet(path, options, (defaultStyle) => {
    checker = new CatalogChecker({
      knownCodes: options.knownCodes,
      sanitize: rememberedDescriptions(),
      defaultStyle,
    });
    return checker;
  });
  if (read.outcome === 'refused') return refusal(read.problem, read.format);
  const result = (checker as CatalogChecker).finish();
  if (read.outcome === 'header-refused')
    return { ...result, products: [], refusedCodes: [], format: read.format };
  return { ...result, format: { ...read.format, decimal: result.style === 'comma' ? ',' : '.' } };
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
