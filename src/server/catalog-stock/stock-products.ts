/**
 * The shop's products as a stock file needs them (issue 16): every product's stock, unit prices,
 * default unit and currency rate by `stok_kodu` (for the file's checks and the plan), and the
 * warehouse rows of the products the file gives stock for. Read in a few large statements, never
 * one per product.
 */
import { sql } from 'drizzle-orm';
import type { StockProductNow } from '../../domain/catalog-import/stock-plan.ts';
import { nameKey } from '../../domain/catalog-import/write-rules.ts';
import type { Database } from '../db/client.ts';
import { jsonRows } from '../db/rows.ts';

/**
 * Every product of the shop, by `stok_kodu` (without warehouse rows: see addWarehouses); with
 * `codes`, only those (the integration API's stock call names a few).
 */
export async function shopProducts(
  db: Database,
  codes?: readonly string[],
): Promise<Map<string, StockProductNow>> {
  const units = sql`select product_id, array_agg(unit_code) as units, array_agg(price) as prices,
                        max(unit_code) filter (where is_default) as default_unit
                 from product_units`;
  const rows = await jsonRows<
    [
      id: number,
      parentId: number | null,
      code: string,
      quantity: string,
      rate: string,
      units: string[] | null,
      prices: number[] | null,
      defaultUnit: string | null,
    ]
  >(
    db,
    sql`p.id, p.parent_id, p.code, p.quantity::text, c.exchange_rate::text, u.units, u.prices, u.default_unit`,
    codes === undefined
      ? sql`from products p join currencies c on c.code = p.currency_code
      left join (${units} group by product_id) u on u.product_id = p.id`
      : sql`from products p join currencies c on c.code = p.currency_code
      left join lateral (${units} where product_id = p.id group by product_id) u on true
      where p.code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  const out = new Map<string, StockProductNow>();
  for (const [id, parentId, code, quantity, rate, units, unitPrices, defaultUnit] of rows) {
    const prices = new Map<string, number>();
    (units ?? []).forEach((unit, i) => {
      prices.set(unit, Number(unitPrices?.[i]));
    });
    out.set(code, { id, parentId, quantity, rate, defaultUnit, prices, warehouses: new Map() });
  }
  return out;
}

/** Products from which the whole inventory is read at once rather than looked up by id. */
const WHOLE_INVENTORY_FROM = 20_000;

/** Reads the warehouse rows of the given products into them. */
export async function addWarehouses(db: Database, list: readonly StockProductNow[]): Promise<void> {
  const byId = new Map(list.map((p) => [p.id, p]));
  const take = (rows: [productId: number, name: string, quantity: string][]) => {
    for (const [productId, name, quantity] of rows) {
      const p = byId.get(productId);
      (p?.warehouses as Map<string, { name: string; quantity: string }> | undefined)?.set(nameKey(name), {
        name,
        quantity,
      });
    }
  };
  const row = sql`i.product_id, w.name, i.quantity::text`;
  const from = sql`from inventory i join warehouses w on w.id = i.warehouse_id`;
  // A file naming most of a large catalog: one pass over the table beats looking each product up.
  if (list.length >= WHOLE_INVENTORY_FROM) {
    take(await jsonRows(db, row, from));
    return;
  }
  const ids = [...byId.keys()];
  if (ids.length > 0)
    take(await jsonRows(db, row, sql`${from} where i.product_id = any(${sql.param(ids)}::integer[])`));
}
