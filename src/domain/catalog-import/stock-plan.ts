/**
 * What a checked stock file changes (issue 16): compares its lines with the shop's products and
 * gives only the rows that differ. A total (`stok` without `depo`) sets the product's quantity and
 * drops its warehouse breakdown, as the catalog import does for a total (stock-rows.ts); a
 * warehouse row sets that warehouse's stock, and the product's quantity becomes the sum of its
 * warehouses. `fiyat` sets one unit's price (the default unit's when `birim` is empty); a change of
 * the default unit's price moves the product's sort price (TRY kuruş, as migration 0005 computes it).
 */
import { add, toText } from '../exact.ts';
import type { StockLine, StockProductInfo } from './stock-file.ts';
import { nameKey, sortPrice } from './write-rules.ts';

/** A product of the shop as the plan needs it. */
export interface StockProductNow extends StockProductInfo {
  id: number;
  /** The variant parent's id, for a child. */
  parentId: number | null;
  quantity: string;
  /** The currency's exchange rate to TRY (text, as the database keeps it). */
  rate: string;
  defaultUnit: string | null;
  /** Unit code → price (minor units). */
  prices: ReadonlyMap<string, number>;
  /** Warehouse name key → its name and stock. */
  warehouses: ReadonlyMap<string, { name: string; quantity: string }>;
}

export interface StockPlan {
  quantities: { productId: number; quantity: string }[];
  /** Products whose warehouse rows are dropped (the file sets their total). */
  clearWarehouses: number[];
  /** Warehouse rows to write (inserted or updated), by warehouse name. */
  warehouseRows: { productId: number; warehouse: string; quantity: string; existing: boolean }[];
  prices: { productId: number; unitCode: string; price: number }[];
  /** New prices of default units: the unit's own (the product card's) and in TRY for sorting. */
  sortPrices: { productId: number; price: number; sortPrice: number }[];
  /**
   * Variant parents whose children's stock moved and whose own stock the file does not set: they
   * show their children's sum, as the import keeps it.
   */
  parentSums: number[];
  /** Products with any change, and products named whose values were already those. */
  updated: number[];
  unchanged: number;
}

const same = (a: string, b: string) => toText(a) === toText(b);

/** The changes the lines make to the products (`products` holds every product the lines name). */
export function planStock(
  lines: readonly StockLine[],
  products: ReadonlyMap<string, StockProductNow>,
): StockPlan {
  const plan: StockPlan = {
    quantities: [],
    clearWarehouses: [],
    warehouseRows: [],
    prices: [],
    sortPrices: [],
    parentSums: [],
    updated: [],
    unchanged: 0,
  };
  const stocked = new Set<number>();
  const moved = new Set<number>();
  const byCode = new Map<string, StockLine[]>();
  for (const line of lines) {
    const list = byCode.get(line.code);
    if (list) list.push(line);
    else byCode.set(line.code, [line]);
  }
  for (const [code, list] of byCode) {
    const p = products.get(code);
    if (!p) throw new Error(`No product ${code}`);
    let changed = false;
    const total = list.find((l) => l.quantity !== null && l.warehouse === null);
    const byWarehouse = list.filter((l) => l.quantity !== null && l.warehouse !== null);
    if (total || byWarehouse.length > 0) stocked.add(p.id);
    if (total?.quantity != null) {
      if (!same(total.quantity, p.quantity)) {
        plan.quantities.push({ productId: p.id, quantity: toText(total.quantity) });
        changed = true;
      }
      if (p.warehouses.size > 0) {
        plan.clearWarehouses.push(p.id);
        changed = true;
      }
    } else if (byWarehouse.length > 0) {
      const stock = new Map(p.warehouses);
      for (const l of byWarehouse) {
        const key = nameKey(l.warehouse as string);
        const old = stock.get(key);
        const quantity = toText(l.quantity as string);
        if (old && same(old.quantity, quantity)) continue;
        plan.warehouseRows.push({
          productId: p.id,
          warehouse: old?.name ?? (l.warehouse as string).trim(),
          quantity,
          existing: old !== undefined,
        });
        stock.set(key, { name: l.warehouse as string, quantity });
        changed = true;
      }
      const sum = toText([...stock.values()].reduce((s, w) => add(s, w.quantity), add(0, 0)));
      if (!same(sum, p.quantity)) {
        plan.quantities.push({ productId: p.id, quantity: sum });
        changed = true;
      }
    }
    for (const l of list) {
      if (l.price === null) continue;
      const unitCode = l.unit ?? p.defaultUnit;
      if (unitCode === null || p.prices.get(unitCode) === l.price) continue;
      plan.prices.push({ productId: p.id, unitCode, price: l.price });
      if (unitCode === p.defaultUnit)
        plan.sortPrices.push({ productId: p.id, price: l.price, sortPrice: sortPrice(l.price, p.rate) });
      changed = true;
    }
    if (changed) plan.updated.push(p.id);
    else plan.unchanged += 1;
  }
  for (const q of plan.quantities) moved.add(q.productId);
  const parents = new Set<number>();
  for (const p of products.values()) {
    if (p.parentId !== null && moved.has(p.id) && !stocked.has(p.parentId)) parents.add(p.parentId);
  }
  plan.parentSums = [...parents];
  return plan;
}

/**
 * A plan cut into plans of at most `size` products each (issue 16): the running shop on the
 * embedded database applies a large stock file in steps, a short transaction each, and answers its
 * shoppers between two. Each product's rows (quantity, warehouses, prices, sort price) stay in one
 * step; the parents' sums are left to the caller, who writes them once every child is written.
 */
export function stockSteps(plan: StockPlan, size: number): Omit<StockPlan, 'parentSums' | 'unchanged'>[] {
  const steps: Omit<StockPlan, 'parentSums' | 'unchanged'>[] = [];
  for (let at = 0; at < plan.updated.length; at += size) {
    const ids = new Set(plan.updated.slice(at, at + size));
    const mine = <T extends { productId: number }>(rows: readonly T[]) =>
      rows.filter((r) => ids.has(r.productId));
    steps.push({
      quantities: mine(plan.quantities),
      clearWarehouses: plan.clearWarehouses.filter((id) => ids.has(id)),
      warehouseRows: mine(plan.warehouseRows),
      prices: mine(plan.prices),
      sortPrices: mine(plan.sortPrices),
      updated: [...ids],
    });
  }
  return steps;
}
