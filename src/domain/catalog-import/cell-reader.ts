/**
 * Reads the cells of one row of a catalog import file into values, reporting each cell that is
 * not what its column needs. A cell is text (CSV, XLSX text) or a number (an XLSX number cell,
 * which has no decimal style); empty cells are ''.
 */
import { toText } from '../exact.ts';
import { type Minor, parseDecimal, toMinor } from '../money.ts';
import { type DecimalStyle, readDecimal } from './decimal-style.ts';
import type { ColumnMap, ImportColumn } from './import-columns.ts';
import { type ImportProblem, type ImportProblemKey, problem } from './import-problem.ts';

/** One cell as the file reader hands it over. */
export type ImportCell = string | number | null;

/** The cells of one row by column, with what is needed to report a problem in them. */
export class RowCells<C extends string = ImportColumn> {
  readonly row: number;
  readonly style: DecimalStyle;
  /** The row's `stok_kodu` once known, named by its problems. */
  code: string | null = null;
  private readonly cells: readonly ImportCell[];
  private readonly columns: ColumnMap<C>;
  private readonly problems: ImportProblem[];

  constructor(
    row: number,
    cells: readonly ImportCell[],
    columns: ColumnMap<C>,
    style: DecimalStyle,
    problems: ImportProblem[],
  ) {
    this.row = row;
    this.cells = cells;
    this.columns = columns;
    this.style = style;
    this.problems = problems;
  }

  /** The raw cell of a column (null when the file has no such column or the cell is empty). */
  cell(column: C): string | number | null {
    const i = this.columns.at.indexOf(column);
    const v = i < 0 ? null : (this.cells[i] ?? null);
    return v === '' ? null : v;
  }

  /** A column's cell as trimmed text ('' when empty). */
  text(column: C): string {
    const v = this.cell(column);
    return v === null ? '' : typeof v === 'number' ? (numberText(v) ?? String(v)) : v.trim();
  }

  /** Reports a problem in a column's cell. */
  report(
    key: ImportProblemKey,
    column: C | null,
    severity: 'error' | 'warning' = 'error',
    params?: ImportProblem['params'],
  ): void {
    const at = {
      row: this.row,
      column: column ? this.label(column) : null,
      value: column ? this.text(column) : '',
      code: this.code,
    };
    this.problems.push(problem(severity, key, at, params));
  }

  /** The header of a column as the file writes it. */
  label(column: C): string {
    return this.columns.label[column] ?? column;
  }

  /**
   * A column's number as exact decimal text, `fallback` when the cell is empty, or null (reported)
   * when it is not a number, negative where `min` is '0', or not above zero where `min` is 'positive'.
   */
  decimal(column: C, fallback: string | null, min: 'any' | '0' | 'positive' = '0'): string | null {
    const raw = this.cell(column);
    if (raw === null) return fallback;
    // Both give canonical text ('12.5', '-3', '0'), so the sign is read off the text.
    const value = typeof raw === 'number' ? numberText(raw) : readDecimal(raw, this.style);
    if (value === null) {
      this.report('notNumber', column, 'error', { separator: this.style === 'comma' ? ',' : '.' });
      return null;
    }
    if (min === '0' && value.startsWith('-')) {
      this.report('negative', column);
      return null;
    }
    if (min === 'positive' && (value.startsWith('-') || value === '0')) {
      this.report('notPositive', column);
      return null;
    }
    return value;
  }

  /** A price column in minor units (half up to whole kuruş, with a warning when that rounded). */
  price(column: C, fallback: Minor | null): Minor | null {
    const value = this.decimal(column, null);
    if (value === null) return this.cell(column) === null ? fallback : null;
    let minor: Minor;
    try {
      minor = toMinor(value);
    } catch {
      this.report('notNumber', column, 'error', { separator: this.style === 'comma' ? ',' : '.' });
      return null;
    }
    if ((value.split('.')[1] ?? '').length > 2)
      this.report('priceRounded', column, 'warning', { amount: (minor / 100).toFixed(2) });
    return minor;
  }
}

/** A number cell's exact decimal text (the shortest that reads back as the same double), or null. */
function numberText(n: number): string | null {
  try {
    return toText(parseDecimal(n));
  } catch {
    return null;
  }
}
