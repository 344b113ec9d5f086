/**
 * The columns of a catalog import file (issue 16) and how a header cell is matched to one:
 * case-insensitively with Turkish letters folded, spaces and punctuation read as '_', so
 * 'Stok Kodu', 'STOK_KODU' and 'stok kodu' are `stok_kodu` and 'Ürün Adı' is `urun_adi`.
 */
import { type ImportProblem, problem } from './import-problem.ts';

/** Every column the reader knows, in the template's order. */
export const IMPORT_COLUMNS = [
  'stok_kodu',
  'urun_adi',
  'marka',
  'kategori',
  'model',
  'aciklama',
  'kdv',
  'para_birimi',
  'aktif',
  'birim',
  'carpan',
  'varsayilan_birim',
  'barkod',
  'fiyat',
  'liste_fiyati',
  'en',
  'boy',
  'yukseklik',
  'agirlik',
  'stok',
  'depo_stoklari',
  'ana_urun_kodu',
  'varyant',
  'gorseller',
  'esdeger_kodlar',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Without these the file is refused. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['stok_kodu', 'urun_adi'];

const FOLD: Readonly<Record<string, string>> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** A header cell's name as a column key: lower case the Turkish way, Turkish letters folded to ASCII. */
export function headerKey(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const KNOWN: ReadonlySet<string> = new Set(IMPORT_COLUMNS);

/** The file's columns: which known column each position holds (null for unknown and empty ones). */
export interface ColumnMap<C extends string = ImportColumn> {
  /** Position → column. */
  readonly at: readonly (C | null)[];
  /** Column → the header as the file writes it, for the report. */
  readonly label: Readonly<Partial<Record<C, string>>>;
  /** Whether the file has the column. */
  has(column: C): boolean;
}

/**
 * Matches the header row. Unknown columns are warnings (they are not read); a column named twice
 * or a missing required column is an error that refuses the file. The catalog file's columns
 * unless another file's (the stock file's) are given.
 */
export function matchHeaders<C extends string = ImportColumn>(
  cells: readonly string[],
  row = 1,
  known: ReadonlySet<string> = KNOWN,
  required: readonly C[] = REQUIRED_COLUMNS as readonly string[] as readonly C[],
): { columns: ColumnMap<C>; problems: ImportProblem[] } {
  const at: (C | null)[] = [];
  const label: Partial<Record<C, string>> = {};
  const problems: ImportProblem[] = [];
  cells.forEach((cell, i) => {
    const text = cell.trim();
    const key = headerKey(text);
    if (key === '') {
      at.push(null);
    } else if (!known.has(key)) {
      at.push(null);
      problems.push(problem('warning', 'unknownColumn', { row, column: text, value: text }));
    } else if (label[key as C] !== undefined) {
      at.push(null);
      problems.push(
        problem('error', 'duplicateColumn', { row, column: text, value: text }, { position: i + 1 }),
      );
    } else {
      at.push(key as C);
      label[key as C] = text;
    }
  });
  for (const column of required) {
    if (label[column] === undefined)
      problems.push(problem('error', 'missingColumn', { row: 0, column, value: '' }));
  }
  return { columns: { at, label, has: (column) => label[column] !== undefined }, problems };
}
