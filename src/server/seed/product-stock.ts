/**
 * Stock, ratings and flags of seeded products. Stock is drawn per warehouse as integer thousandths
 * (the numeric(14,3) columns), so sums are exact: zero and negative stock occur as they do in a real ERP.
 */
import type { Random } from './random.ts';

/** Formats thousandths as the decimal text of a numeric(14,3) column: 12500 → '12.5', -3000 → '-3'. */
export function formatThousandths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 1000);
  const frac = abs % 1000;
  if (frac === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(frac).padStart(3, '0').replace(/0+$/, '')}`;
}

/** Stock per warehouse (indexes into the warehouse list) in thousandths of the default unit. */
export interface StockDraw {
  readonly perWarehouse: ReadonlyArray<readonly [warehouseIndex: number, thousandths: number]>;
  readonly total: number;
}

// Chance that each warehouse after the first holds a stock row.
const OTHER_WAREHOUSE_CHANCE = [0.55, 0.45, 0.35];

/** Draws stock: about 8% with none, 3% negative (sold ahead of delivery), the rest spread over warehouses. */
export function drawStock(rng: Random, warehouseCount: number, fractional: boolean): StockDraw {
  const indexes = [0];
  for (let i = 1; i < warehouseCount; i++)
    if (rng.chance(OTHER_WAREHOUSE_CHANCE[i - 1] ?? 0.3)) indexes.push(i);
  const mode = rng.weighted(['none', 'negative', 'some'] as const, [8, 3, 89]);
  const amount = (max: number) => {
    const whole = Math.floor(rng.next() ** 2 * max);
    return whole * 1000 + (fractional ? rng.int(0, 19) * 50 : 0);
  };
  const perWarehouse = indexes.map((w, i): [number, number] => {
    if (mode === 'none') return [w, 0];
    if (mode === 'negative') return [w, i === 0 ? -rng.int(1, 12) * 1000 : 0];
    // The main warehouse always has some, so the product is in stock.
    return [w, i === 0 ? amount(400) + 1000 : amount(150)];
  });
  return { perWarehouse, total: perWarehouse.reduce((s, [, q]) => s + q, 0) };
}

/** Adds up the stock of variant children per warehouse, for their parent. */
export function sumStock(draws: readonly StockDraw[]): StockDraw {
  const byWarehouse = new Map<number, number>();
  for (const d of draws)
    for (const [w, q] of d.perWarehouse) byWarehouse.set(w, (byWarehouse.get(w) ?? 0) + q);
  const perWarehouse = [...byWarehouse.entries()].sort((a, b) => a[0] - b[0]);
  return { perWarehouse, total: perWarehouse.reduce((s, [, q]) => s + q, 0) };
}

/** A star rate: 0 for most products (no ratings yet), else 1.00 to 5.00 leaning high. */
export function drawStarRate(rng: Random): string {
  if (rng.chance(0.55)) return '0';
  return (5 - 4 * rng.next() ** 2.2).toFixed(2);
}

/** A sales count: 0 for about half of the products, else a long tail up to a few thousand. */
export function drawSalesNumber(rng: Random): number {
  if (rng.chance(0.5)) return 0;
  return Math.floor(Math.exp(rng.next() * 8.5));
}

/** A few cross-reference codes ('OEM-48213') for some products. */
export function drawEquivalentCodes(rng: Random, likely: boolean): string[] {
  if (!rng.chance(likely ? 0.14 : 0.04)) return [];
  const codes = new Set<string>();
  const count = rng.int(1, 3);
  while (codes.size < count) codes.add(`${rng.pick(['OEM', 'REF', 'ESD', 'MUA'])}-${rng.int(10000, 99999)}`);
  return [...codes];
}
