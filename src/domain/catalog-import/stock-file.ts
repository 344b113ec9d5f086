/**
 * Checks a stock file (issue 16, "Fast stock and price updates") row by row: `stok_kodu` with
 * `stok` and/or `fiyat`, and optional `birim` (the unit `fiyat` prices; default: the product's
 * default unit) and `depo` (the warehouse `stok` counts; without it `stok` is the product's total).
 * Headers, cells and decimal style are read as the catalog file's are. The shop's products are
 * looked up through `lookup`: an unknown code or unit is an error of its row, and a product with an
 * error anywhere is refused whole (none of its rows is applied).
 */
import { type ImportCell, RowCells } from './cell-reader.ts';
import { hasUnreadableCharacters, readUnitCode, trLower } from './cell-values.ts';
import { type DecimalStyle, RowsByStyle, styleOf } from './decimal-style.ts';
import { type ColumnMap, matchHeaders } from './import-columns.ts';
import { type ImportProblem, problem } from './import-problem.ts';

/** The stock file's columns. */
export const STOCK_COLUMNS = ['stok_kodu', 'stok', 'fiyat', 'birim', 'depo'] as const;
export type StockColumn = (typeof STOCK_COLUMNS)[number];
const KNOWN: ReadonlySet<string> = new Set(STOCK_COLUMNS);

/** What the checker needs to know of a product of the shop: its units (code → price). */
export interface StockProductInfo {
  prices: ReadonlyMap<string, number>;
}

/** One checked row: what it sets. */
export interface StockLine {
  row: number;
  code: string;
  /** The warehouse whose stock `quantity` is, or null for the product's total. */
  warehouse: string | null;
  /** Stock in base units (exact decimal text), or null when the row sets none. */
  quantity: string | null;
  /** The unit `price` sets, or null for the product's default unit. */
  unit: string | null;
  /** Price without KDV in minor units of the product's currency, or null when the row sets none. */
  price: number | null;
}

export interface StockCheckResult {
  /** The rows of products without errors, in file order. */
  lines: StockLine[];
  problems: ImportProblem[];
  /** The `stok_kodu`s refused for an error in one of their rows. */
  refusedCodes: string[];
  rows: number;
  style: DecimalStyle;
}

/** The most rows held back while the file's decimal style is not yet known. */
const STYLE_WAIT_ROWS = 1000;

export class StockFileChecker {
  private columns: ColumnMap<StockColumn> | null = null;
  private readonly byStyle: RowsByStyle<{ row: number; cells: readonly ImportCell[] }>;
  private readonly lines: StockLine[] = [];
  private readonly problems: ImportProblem[] = [];
  /** First row of each product/warehouse stock and product/unit price. */
  private readonly seen = new Map<string, number>();
  /** Whether a product's stock rows give its total or its warehouses, and the first such row. */
  private readonly stockKind = new Map<string, { total: boolean; row: number }>();
  private rows = 0;
  private readonly lookup: (code: string) => StockProductInfo | undefined;

  constructor(lookup: (code: string) => StockProductInfo | undefined, defaultStyle: DecimalStyle = 'comma') {
    this.lookup = lookup;
    this.byStyle = new RowsByStyle(
      ({ cells }) => this.styleOfRow(cells),
      ({ row, cells }, style) => this.check(row, cells, style),
      defaultStyle,
      STYLE_WAIT_ROWS,
    );
  }

  /** Reads the header row; false when the file is refused. */
  header(cells: readonly string[], row = 1): boolean {
    const { columns, problems } = matchHeaders<StockColumn>(cells, row, KNOWN, ['stok_kodu']);
    this.problems.push(...problems);
    if (!columns.has('stok') && !columns.has('fiyat'))
      this.problems.push(problem('error', 'stockOrPriceColumn', { row: 0, column: 'stok', value: '' }));
    if (this.problems.some((p) => p.severity === 'error')) return false;
    this.columns = columns;
    return true;
  }

  row(row: number, cells: readonly ImportCell[]): void {
    if (!this.columns) throw new Error('The header row comes first');
    if (cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) return;
    this.rows += 1;
    this.byStyle.add({ row, cells });
  }

  finish(): StockCheckResult {
    const style = this.byStyle.settle();
    const refused = new Set(
      this.problems.filter((p) => p.severity === 'error' && p.code !== null).map((p) => p.code as string),
    );
    const problems = this.problems
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.row - b.p.row || a.i - b.i)
      .map((x) => x.p);
    return {
      lines: this.lines.filter((l) => !refused.has(l.code)),
      problems,
      refusedCodes: [...refused],
      rows: this.rows,
      style,
    };
  }

  private styleOfRow(cells: readonly ImportCell[]): DecimalStyle | null {
    const at = this.columns?.at ?? [];
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      const column = at[i];
      if (typeof cell === 'string' && (column === 'stok' || column === 'fiyat')) {
        const style = styleOf(cell);
        if (style) return style;
      }
    }
    return null;
  }

  private check(row: number, cells: readonly ImportCell[], style: DecimalStyle): void {
    const columns = this.columns as ColumnMap<StockColumn>;
    const reader = new RowCells<StockColumn>(row, cells, columns, style, this.problems);
    const code = reader.text('stok_kodu');
    if (code === '') {
      reader.report('codeRequired', 'stok_kodu');
      return;
    }
    reader.code = code;
    const garbled = columns.at.find((c) => c !== null && hasUnreadableCharacters(reader.text(c)));
    if (garbled) reader.report('unreadableText', garbled);
    const product = this.lookup(code);
    if (!product) {
      reader.report('unknownCode', 'stok_kodu');
      return;
    }
    const quantity = reader.decimal('stok', null, 'any');
    const price = reader.price('fiyat', null);
    const unitText = reader.text('birim');
    const unit = unitText === '' ? null : readUnitCode(unitText);
    if (unit !== null && !product.prices.has(unit)) reader.report('unknownUnit', 'birim');
    const warehouseText = reader.text('depo');
    const warehouse = warehouseText === '' ? null : warehouseText;
    if (reader.cell('stok') === null && reader.cell('fiyat') === null) {
      reader.report('stockOrPriceRequired', null);
      return;
    }
    // A product's total and a warehouse of it cannot both be written: the total is their sum.
    if (reader.cell('stok') !== null) {
      const key = `s\u0000${code}\u0000${warehouse === null ? '' : trLower(warehouse)}`;
      const kind = this.stockKind.get(code);
      const first =
        this.seen.get(key) ?? (kind && kind.total !== (warehouse === null) ? kind.row : undefined);
      if (first !== undefined) reader.report('duplicateStockRow', 'stok_kodu', 'error', { firstRow: first });
      else this.seen.set(key, row);
      if (!kind) this.stockKind.set(code, { total: warehouse === null, row });
    }
    if (reader.cell('fiyat') !== null) {
      const key = `p\u0000${code}\u0000${unit ?? ''}`;
      const first = this.seen.get(key);
      if (first !== undefined) reader.report('duplicateStockRow', 'fiyat', 'error', { firstRow: first });
      else this.seen.set(key, row);
    }
    this.lines.push({
      row,
      code,
      warehouse: reader.cell('stok') === null ? null : warehouse,
      quantity: reader.cell('stok') === null ? null : quantity,
      unit,
      price: reader.cell('fiyat') === null ? null : price,
    });
  }
}
