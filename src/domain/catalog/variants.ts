/**
 * Variant choice on the product page (SPEC §3 Child product, §4 Variant change, §5): a product with
 * variants in 1, 2 or 3 dimensions (Renk, Beden, Malzeme) has one child product per combination.
 * Once a value is chosen in every dimension, the matching child replaces the product after 2.5 s.
 */

/** How long the loader shows before the chosen child replaces the product (SPEC §9: 2500 ms). */
export const VARIANT_SWITCH_MS = 2500;

/** A variant child: its product id and its value in each dimension, in dimension order. */
export interface VariantChild {
  readonly id: number;
  readonly values: readonly string[];
}

/** The chosen value per dimension, in dimension order; null where nothing is chosen yet. */
export type VariantSelection = readonly (string | null)[];

/** An empty choice for a number of dimensions. */
export function emptySelection(dimensions: number): VariantSelection {
  return Array.from({ length: dimensions }, () => null);
}

/** The choice with one dimension's value set ('' or null clears it). */
export function selectValue(
  selection: VariantSelection,
  dimension: number,
  value: string | null,
): VariantSelection {
  return selection.map((v, i) => (i === dimension ? value || null : v));
}

/** Whether every dimension has a value: what SPEC §4 calls "all needed values chosen". */
export function isSelectionComplete(selection: VariantSelection): boolean {
  return selection.length > 0 && selection.every((v) => v !== null);
}

/** The child matching a complete choice, or undefined (incomplete choice, or no such combination). */
export function findChild(
  children: readonly VariantChild[],
  selection: VariantSelection,
): VariantChild | undefined {
  if (!isSelectionComplete(selection)) return undefined;
  return children.find(
    (c) => c.values.length === selection.length && c.values.every((v, i) => v === selection[i]),
  );
}

/**
 * Whether a value of a dimension can still lead to a child, given the values chosen in the other
 * dimensions (so the selectors can mark combinations that do not exist).
 */
export function isValueAvailable(
  children: readonly VariantChild[],
  selection: VariantSelection,
  dimension: number,
  value: string,
): boolean {
  return children.some(
    (c) =>
      c.values[dimension] === value &&
      selection.every((chosen, i) => i === dimension || chosen === null || c.values[i] === chosen),
  );
}
