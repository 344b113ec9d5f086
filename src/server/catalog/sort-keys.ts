import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

// The triggers that keep products' derived columns in step: sort_price and has_variants (migration
// 0005), the card's default unit and first image (0024).
const TRIGGERS = [
  ['product_units', 'shop_units_sort_price'],
  ['products', 'shop_products_variants'],
  ['currencies', 'shop_currencies_sort_price'],
  ['product_units', 'shop_units_cards_inserted'],
  ['product_units', 'shop_units_cards_updated'],
  ['product_units', 'shop_units_cards_deleted'],
  ['product_images', 'shop_images_cards_inserted'],
  ['product_images', 'shop_images_cards_updated'],
  ['product_images', 'shop_images_cards_deleted'],
] as const;

/**
 * Sets every product's sort price (TRY kuruş of its default unit) and card (default unit, first
 * image) in one pass, and the variants flag where it changes: each pass over 200,000 products
 * writes a new version of every row it sets, with an entry in each of the table's indexes (the
 * seed spent 30 s more when the cards were a pass of their own).
 */
export async function refreshSortKeys(db: Database): Promise<void> {
  await db.execute(sql`update products p set sort_price = round(u.price * c.exchange_rate)::bigint,
      card_unit_id = u.id, card_unit_code = u.unit_code, card_price = u.price,
      card_list_price = u.list_price, card_image = i.file
    from product_units u
    left join (select distinct on (product_id) product_id, file from product_images
               order by product_id, position) i on i.product_id = u.product_id,
      currencies c
    where u.product_id = p.id and u.is_default and c.code = p.currency_code`);
  await db.execute(sql`update products p set has_variants = not p.has_variants
    where p.has_variants <> exists (select 1 from products c where c.parent_id = p.id)`);
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
