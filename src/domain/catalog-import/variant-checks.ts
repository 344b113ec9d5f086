/**
 * The checks of variant children across a catalog import file (SPEC: a product has child products
 * chosen by 1 to 3 dimensions): a child names a parent in the file or already in the shop, the
 * parent is not itself a child, all children of a parent have the same dimensions, and no two of
 * them the same values. A child of a refused parent is refused too.
 */
import { trLower } from './cell-values.ts';
import type { ImportColumn } from './import-columns.ts';
import { type ImportProblem, type ImportProblemKey, problem } from './import-problem.ts';
import type { ProductDraft } from './product-draft.ts';

const key = (parts: readonly string[]) => trLower(parts.join('|'));

/**
 * The variant problems of the drafts; adds each child it refuses to `refused` (which comes in
 * holding the products refused for their own rows).
 */
export function variantProblems(
  drafts: readonly ProductDraft[],
  byCode: ReadonlyMap<string, ProductDraft>,
  knownCodes: ReadonlySet<string>,
  refused: Set<string>,
  labels: Readonly<Partial<Record<ImportColumn, string>>>,
): ImportProblem[] {
  const out: ImportProblem[] = [];
  const report = (
    d: ProductDraft,
    k: ImportProblemKey,
    column: ImportColumn,
    params?: ImportProblem['params'],
  ) => {
    const value =
      column === 'varyant'
        ? d.variant.map((v) => `${v.dimension}=${v.value}`).join('|')
        : (d.parentCode ?? '');
    out.push(
      problem(
        'error',
        k,
        { row: d.rows[0] ?? 0, column: labels[column] ?? column, value, code: d.code },
        params,
      ),
    );
    refused.add(d.code);
  };
  const firstChild = new Map<string, ProductDraft>();
  const values = new Map<string, ProductDraft>();
  for (const d of drafts) {
    if (d.parentCode === null) {
      if (d.variant.length > 0) report(d, 'variantWithoutParent', 'varyant');
      continue;
    }
    if (d.variant.length === 0 && d.seen.varyant === undefined) {
      report(d, 'parentWithoutVariant', 'ana_urun_kodu');
      continue;
    }
    if (d.parentCode === d.code) {
      report(d, 'ownParent', 'ana_urun_kodu');
      continue;
    }
    const parent = byCode.get(d.parentCode);
    if (!parent && !knownCodes.has(d.parentCode)) {
      report(d, 'unknownParent', 'ana_urun_kodu');
      continue;
    }
    if (parent && parent.parentCode !== null) {
      report(d, 'parentIsVariant', 'ana_urun_kodu');
      continue;
    }
    if (d.variant.length === 0) continue; // its varyant cell was reported already
    const first = firstChild.get(d.parentCode);
    if (!first) firstChild.set(d.parentCode, d);
    else if (key(first.variant.map((v) => v.dimension)) !== key(d.variant.map((v) => v.dimension))) {
      report(d, 'mixedDimensions', 'varyant', {
        firstRow: first.rows[0] ?? 0,
        dimensions: first.variant.map((v) => v.dimension).join(', '),
      });
      continue;
    }
    const combination = `${d.parentCode}\u0000${key(d.variant.map((v) => v.value))}`;
    const twin = values.get(combination);
    if (twin) report(d, 'duplicateVariant', 'varyant', { firstRow: twin.rows[0] ?? 0 });
    else values.set(combination, d);
  }
  // A child of a refused parent would be written without it.
  for (const d of drafts) {
    if (
      d.parentCode !== null &&
      !refused.has(d.code) &&
      refused.has(d.parentCode) &&
      byCode.has(d.parentCode)
    ) {
      report(d, 'parentHasErrors', 'ana_urun_kodu');
    }
  }
  return out;
}
