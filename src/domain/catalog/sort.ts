/**
 * The product list's sort options (SPEC §4): by name, price, brand and stock quantity, each
 * ascending or descending. The query value is the field name, with a leading '-' for descending
 * (?sort=-price), as the old product's links had it.
 */

export const SORT_OPTIONS = [
  'name',
  '-name',
  'price',
  '-price',
  'brand',
  '-brand',
  'quantity',
  '-quantity',
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number];
export type SortField = 'name' | 'price' | 'brand' | 'quantity';
export type SortDirection = 'asc' | 'desc';

/** Text keys of the options' labels; the texts live in src/i18n/texts/catalog.ts. */
export type SortTextKey =
  | 'sort.nameAsc'
  | 'sort.nameDesc'
  | 'sort.priceAsc'
  | 'sort.priceDesc'
  | 'sort.brandAsc'
  | 'sort.brandDesc'
  | 'sort.quantityAsc'
  | 'sort.quantityDesc';

export interface SortSpec {
  readonly option: SortOption;
  readonly field: SortField;
  readonly direction: SortDirection;
  /** 'Ürün Adı (A-Z)', 'Fiyat (Artan)', ... */
  readonly labelKey: SortTextKey;
}

/** The list's sort when the query names none (or names an unknown one): by name, A-Z. */
export const DEFAULT_SORT: SortOption = 'name';

function specOf(option: SortOption): SortSpec {
  const direction: SortDirection = option.startsWith('-') ? 'desc' : 'asc';
  const field = (direction === 'desc' ? option.slice(1) : option) as SortField;
  const labelKey = `sort.${field}${direction === 'desc' ? 'Desc' : 'Asc'}` as SortTextKey;
  return Object.freeze({ option, field, direction, labelKey });
}

const SPECS: ReadonlyMap<string, SortSpec> = new Map(SORT_OPTIONS.map((o) => [o, specOf(o)]));

/** Every option with its field, direction and label key, in the order the select lists them. */
export const SORT_SPECS: ReadonlyArray<SortSpec> = SORT_OPTIONS.map((o) => specOf(o));

/** Whether a value is one of the eight options. */
export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && SPECS.has(value);
}

/**
 * The sort option a query value asks for (trimmed, case-insensitive; the first of repeated
 * values), or the fallback when it is missing or unknown.
 */
export function parseSort(
  value: string | ReadonlyArray<string> | null | undefined,
  fallback: SortOption = DEFAULT_SORT,
): SortOption {
  const raw = typeof value === 'string' ? value : value?.[0];
  const v = raw?.trim().toLowerCase();
  return isSortOption(v) ? v : fallback;
}

/** The field, direction and label key of an option. */
export function sortSpec(option: SortOption): SortSpec {
  return SPECS.get(option) ?? specOf(option);
}
