/** The shape of a catalog family: simple or variant parent, its category, currency and variant values. */
import type { FactoryContext } from './catalog-rows.ts';
import type { DimensionDef, SubCategory, TopCategory } from './category-types.ts';
import type { CurrencyCode } from './product-prices.ts';
import type { Random } from './random.ts';
import { COLOURS } from './vocabulary-words.ts';

/** What a family is: its top category (index), sub-category and variant dimensions (none for a simple product). */
export interface Shape {
  readonly topIndex: number;
  readonly sub: SubCategory;
  readonly dims: readonly DimensionDef[];
}

// Family k is a variant parent when k % 10 is this, with 1, 2 or 3 dimensions in turn.
const PARENT_SLOT = 4;
const renk = (): DimensionDef => ({ code: 'RENK', name: 'Renk', values: COLOURS.map((c) => c.name) });

/** Draws family k's shape: every tenth family is a variant parent with 1, 2 or 3 dimensions in turn. */
export function drawShape(rng: Random, ctx: FactoryContext, k: number): Shape {
  if (k % 10 === PARENT_SLOT) {
    const count = 1 + (Math.floor(k / 10) % 3);
    const options: Shape[] = [];
    ctx.tree.forEach((top, topIndex) => {
      for (const sub of top.subs) {
        if (sub.variants && sub.variants.length >= count - 1) {
          options.push({ topIndex, sub, dims: [renk(), ...sub.variants.slice(0, count - 1)] });
        }
      }
    });
    return rng.pick(options);
  }
  const topIndex = rng.weighted(
    ctx.tree.map((_, i) => i),
    ctx.tree.map((t) => t.weight),
  );
  return { topIndex, sub: rng.pick((ctx.tree[topIndex] as TopCategory).subs), dims: [] };
}

/** The currency of a family: some electronics and hardware are priced in USD or EUR. */
export function drawCurrency(rng: Random, topCode: string): CurrencyCode {
  if (topCode === 'ELK') return rng.weighted(['TRY', 'USD', 'EUR'] as const, [65, 25, 10]);
  if (topCode === 'HRD') return rng.weighted(['TRY', 'USD', 'EUR'] as const, [85, 5, 10]);
  return 'TRY';
}

/** The values of each dimension: a few colours, then 2 or 3 of the other dimension's values in their order. */
export function drawValues(rng: Random, dims: readonly DimensionDef[]): string[][] {
  return dims.map((d, i) => {
    const k = i === 0 ? ([4, 3, 2][dims.length - 1] ?? 2) : dims.length === 3 ? 2 : rng.int(2, 3);
    const chosen = new Set(rng.sample(d.values, k));
    return d.values.filter((v) => chosen.has(v));
  });
}

/** Every combination of one value per list, in order (the variant children). */
export function combinations(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])),
    [[]],
  );
}
