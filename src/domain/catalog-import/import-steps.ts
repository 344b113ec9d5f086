/**
 * The steps a large import is written in while the running shop shares the embedded database
 * (issue 16): each step is its own short transaction, so the shop's queries run between two steps
 * instead of waiting for the whole import. A step holds whole families (a variant parent with its
 * children), so every step leaves complete products behind: a parent's variant dimensions, stock sum
 * and has_variants are written with the children that make them.
 */
import type { ImportProduct } from './import-product.ts';

/** One step: the file's products of its families, and those of them the step writes. */
export interface ImportStep<T> {
  /** Every product of the step's families in the file, written or not (a family's dimensions need all). */
  readonly family: T[];
  /** The products the step creates or updates. */
  readonly changed: T[];
}

/**
 * Splits the file's products into steps of at least `size` changed products (the last may hold
 * fewer), in the file's order of families. A family none of whose products changed is left out.
 */
export function importSteps<T extends Pick<ImportProduct, 'code' | 'parentCode'>>(
  list: readonly T[],
  isChanged: (product: T) => boolean,
  size: number,
): ImportStep<T>[] {
  const families = new Map<string, T[]>();
  for (const product of list) {
    const root = product.parentCode ?? product.code;
    const members = families.get(root);
    if (members) members.push(product);
    else families.set(root, [product]);
  }
  const steps: ImportStep<T>[] = [];
  let family: T[] = [];
  let changed: T[] = [];
  for (const members of families.values()) {
    const written = members.filter(isChanged);
    if (written.length === 0) continue;
    family.push(...members);
    changed.push(...written);
    if (changed.length >= size) {
      steps.push({ family, changed });
      family = [];
      changed = [];
    }
  }
  if (changed.length > 0) steps.push({ family, changed });
  return steps;
}
