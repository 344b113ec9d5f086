import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

// The triggers of migration 0005 that keep products.sort_price and products.has_variants in step.
const TRIGGERS = [
  ['product_units', 'shop_units_sort_price'],
  ['products', 'shop_products_variants'],
  ['currencies', 'shop_currencies_sort_price'],
] as const;

/** Sets every product's sort price (TRY kuruş of its default unit) and variants flag in one pass. */
export async function refreshSortKeys(db: Database): Promise<void> {
  await db.execute(sql`update products p set sort_price = round(u.price * c.exchange_rate)::bigint
    from product_units u, currencies c
    where u.product_id = p.id and u.is_default and c.code = p.currency_code`);
  await db.execute(
    sql`update products p set has_variants = exists (select 1 from products c where c.parent_id = p.id)`,
  );
}

/**
 * Runs a bulk load with the row triggers off, then refreshes the keys once: a trigger per row would
 * double the work of loading a large catalog. Call inside the load's transaction.
 */
export async function withSortKeyTriggersOff<T>(db: Database, load: () => Promise<T>): Promise<T> {
  for (const [table, trigger] of TRIGGERS)
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  const result = await load();
  for (const [table, trigger] of TRIGGERS)
    await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  await refreshSortKeys(db);
  return result;
}
