/**
 * The shop's products as a stock file needs them (issue 16): every product's units (for the
 * file's checks), and for the products a file names their stock, prices, currency rate and
 * warehouse rows (for the plan). Read in a few large statements, never one per product.
 */
import { sql } from 'drizzle-orm';
import type { StockProductInfo } from '../../domain/catalog-import/stock-file.ts';
import type { StockProductNow } from '../../domain/catalog-import/stock-plan.ts';
import { nameKey } from '../../domain/catalog-import/write-rules.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/** Every product's unit codes by `stok_kodu`. */
export async function productUnitsByCode(db: Database): Promise<Map<string, StockProductInfo>> {
  const rows = rowsOf<{ code: string; units: string[] | null }>(
    await db.execute(sql`select p.code, array_agg(u.unit_code) filter (where u.unit_code is not null) as units
      from products p left join product_units u on u.product_id = p.id group by p.code`),
  );
  return new Map(rows.map((r) => [r.code, { units: r.units ?? [] }]));
}

/** The named products' stock, prices, rate and warehouses, by `stok_kodu`. */
export async function productsNow(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, StockProductNow>> {
  const out = new Map<string, StockProductNow>();
  const byId = new Map<number, StockProductNow>();
  for (let start = 0; start < codes.length; start += 20_000) {
    const batch = codes.slice(start, start + 20_000);
    const rows = rowsOf<{
      id: number;
      code: string;
      quantity: string;
      rate: string;
      unit: string | null;
      price: string | number | null;
      isDefault: boolean | null;
    }>(
      await db.execute(sql`select p.id, p.code, p.quantity::text as quantity, c.exchange_rate::text as rate,
          u.unit_code as unit, u.price, u.is_default as "isDefault"
        from products p join currencies c on c.code = p.currency_code
        left join product_units u on u.product_id = p.id
        where p.code = any(${sql.param(batch)}::text[])`),
    );
    for (const r of rows) {
      let p = out.get(r.code);
      if (!p) {
        p = {
          id: r.id,
          quantity: r.quantity,
          rate: r.rate,
          defaultUnit: null,
          prices: new Map(),
          warehouses: new Map(),
        };
        out.set(r.code, p);
        byId.set(r.id, p);
      }
      if (r.unit === null) continue;
      (p.prices as Map<string, number>).set(r.unit, Number(r.price));
      if (r.isDefault) p.defaultUnit = r.unit;
    }
  }
  const ids = [...byId.keys()];
  for (let start = 0; start < ids.length; start += 20_000) {
    const rows = rowsOf<{ productId: number; name: string; quantity: string }>(
      await db.execute(sql`select i.product_id as "productId", w.name, i.quantity::text as quantity
        from inventory i join warehouses w on w.id = i.warehouse_id
        where i.product_id = any(${sql.param(ids.slice(start, start + 20_000))}::integer[])`),
    );
    for (const r of rows) {
      const p = byId.get(r.productId) as StockProductNow;
      (p.warehouses as Map<string, { name: string; quantity: string }>).set(nameKey(r.name), {
        name: r.name,
        quantity: r.quantity,
      });
    }
  }
  return out;
}
