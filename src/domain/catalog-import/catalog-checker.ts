/**
 * Checks a catalog import file row by row and turns it into products (issue 16). The file reader
 * hands over the header, then each row as it reads it; `finish` runs the checks across the file
 * and gives the products without errors, every problem and the counts.
 *
 * Rows are grouped into products by `stok_kodu`. A product's rows need not be next to each other
 * (an ERP may list units after all products): the first row of a code is the product's first row,
 * which must hold `urun_adi`; later rows repeat its product cells or leave them empty.
 *
 * Numbers are read in one decimal style per file, told by its first number that shows it
 * (decimal-style.ts). Rows read before that are held back, at most STYLE_WAIT_ROWS of them; when
 * no number tells, `defaultStyle` holds (the reader passes comma for `;` files and spreadsheets).
 */
import { type ImportCell, RowCells } from './cell-reader.ts';
import { hasUnreadableCharacters, readBarcode } from './cell-values.ts';
import { type DecimalStyle, RowsByStyle, styleOf } from './decimal-style.ts';
import { draftProduct, draftStock } from './draft-product.ts';
import { type ColumnMap, type ImportColumn, matchHeaders } from './import-columns.ts';
import { type ImportProblem, problem } from './import-problem.ts';
import type { ImportProduct, ImportStock } from './import-product.ts';
import { addRowToDraft, newDraft, type ProductDraft } from './product-draft.ts';
import { TextPool } from './text-pool.ts';
import { variantProblems } from './variant-checks.ts';

export interface CatalogCheckOptions {
  /** `stok_kodu`s already in the shop: a variant child may name one of them as its parent. */
  knownCodes?: ReadonlySet<string>;
  /** Cleans `aciklama`: the server passes its description HTML policy (the domain holds no HTML parser). */
  sanitize: (html: string) => string;
  /** The decimal style when no number of the file tells it. */
  defaultStyle?: DecimalStyle;
}

export interface CatalogCheckResult {
  /** The products without errors, in the order of their first rows. */
  products: ImportProduct[];
  /** Every error and warning, by row (the file's own problems first). */
  problems: ImportProblem[];
  /** The `stok_kodu`s refused for an error in their rows (or their parent's). */
  refusedCodes: string[];
  /** Data rows read (not counting the header and empty rows). */
  rows: number;
  /** The decimal style the numbers were read in. */
  style: DecimalStyle;
}

/** The most rows held back while the file's decimal style is not yet known. */
export const STYLE_WAIT_ROWS = 1000;

/** The columns whose numbers tell the file's decimal style. */
const NUMBER_COLUMNS: readonly ImportColumn[] = [
  'fiyat',
  'liste_fiyati',
  'carpan',
  'en',
  'boy',
  'yukseklik',
  'agirlik',
  'stok',
  'kdv',
];

export class CatalogChecker {
  private columns: ColumnMap | null = null;
  private readonly byStyle: RowsByStyle<{ row: number; cells: readonly ImportCell[] }>;
  private readonly drafts = new Map<string, ProductDraft>();
  private readonly barcodes = new Map<string, { row: number; code: string }>();
  private readonly problems: ImportProblem[] = [];
  private readonly pool = new TextPool();
  private rows = 0;

  private readonly options: CatalogCheckOptions;

  constructor(options: CatalogCheckOptions) {
    this.options = options;
    this.byStyle = new RowsByStyle(
      ({ cells }) => this.styleOfRow(cells),
      ({ row, cells }, style) => this.check(row, cells, style),
      options.defaultStyle ?? 'comma',
      STYLE_WAIT_ROWS,
    );
  }

  /** Reads the header row; false when the file is refused (a required column is missing). */
  header(cells: readonly string[], row = 1): boolean {
    const { columns, problems } = matchHeaders(cells, row);
    this.problems.push(...problems);
    if (problems.some((p) => p.severity === 'error')) return false;
    this.columns = columns;
    return true;
  }

  /** Reads one data row (its row number in the file, its cells in the header's order). */
  row(row: number, cells: readonly ImportCell[]): void {
    if (!this.columns) throw new Error('The header row comes first');
    if (cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) return;
    this.rows += 1;
    this.byStyle.add({ row, cells });
  }

  /** The checks across the file, and the products and problems. */
  finish(): CatalogCheckResult {
    const style = this.byStyle.settle();
    const labels = this.columns?.label ?? {};
    const stocks = new Map<string, ReturnType<typeof draftStock>>();
    const totals = new Map<string, ImportStock>();
    for (const draft of this.drafts.values()) {
      stocks.set(
        draft.code,
        draftStock(
          draft,
          () =>
            this.problems.push(
              problem('error', 'stockSumMismatch', {
                row: draft.rows[0] ?? 0,
                column: labels.stok ?? 'stok',
                value: draft.stockTotal ?? '',
                code: draft.code,
              }),
            ),
          totals,
        ),
      );
    }
    const drafts = [...this.drafts.values()];
    const refused = new Set(
      this.problems.filter((p) => p.severity === 'error' && p.code !== null).map((p) => p.code as string),
    );
    this.problems.push(
      ...variantProblems(drafts, this.drafts, this.options.knownCodes ?? new Set(), refused, labels),
    );
    const products: ImportProduct[] = [];
    for (const draft of drafts) {
      const stock = stocks.get(draft.code);
      if (refused.has(draft.code) || !stock) refused.add(draft.code);
      else products.push(draftProduct(draft, stock));
    }
    const problems = this.problems
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.row - b.p.row || a.i - b.i)
      .map((x) => x.p);
    return { products, problems, refusedCodes: [...refused], rows: this.rows, style };
  }

  private styleOfRow(cells: readonly ImportCell[]): DecimalStyle | null {
    const at = this.columns?.at ?? [];
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      const column = at[i];
      if (typeof cell !== 'string' || !column) continue;
      if (NUMBER_COLUMNS.includes(column)) {
        const style = styleOf(cell);
        if (style) return style;
      } else if (column === 'depo_stoklari') {
        for (const part of cell.split('|')) {
          const style = styleOf(part.slice(part.indexOf('=') + 1));
          if (style) return style;
        }
      }
    }
    return null;
  }

  private check(row: number, cells: readonly ImportCell[], style: DecimalStyle): void {
    const columns = this.columns as ColumnMap;
    const reader = new RowCells(row, cells, columns, style, this.problems);
    const code = reader.text('stok_kodu');
    if (code === '') {
      reader.report('codeRequired', 'stok_kodu');
      return;
    }
    reader.code = code;
    // A file in another code page garbles every Turkish letter: the row's first such cell tells it.
    const garbled = columns.at.find(
      (column) => column !== null && hasUnreadableCharacters(reader.text(column)),
    );
    if (garbled) reader.report('unreadableText', garbled);
    let draft = this.drafts.get(code);
    if (!draft) {
      draft = newDraft(code);
      this.drafts.set(code, draft);
    }
    addRowToDraft(draft, reader, this.options.sanitize, this.pool);
    // A barcode is taken by its row even when another cell of the row is wrong.
    const barcodeCell = reader.cell('barkod');
    const barcode = barcodeCell === null ? null : readBarcode(barcodeCell);
    if (barcode) {
      const earlier = this.barcodes.get(barcode);
      if (earlier)
        reader.report('duplicateBarcode', 'barkod', 'error', {
          firstRow: earlier.row,
          firstCode: earlier.code,
        });
      else this.barcodes.set(barcode, { row, code });
    }
  }
}
