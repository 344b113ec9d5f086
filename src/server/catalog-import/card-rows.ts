/**
 * The card columns of the products an import changed (products.card_*, migration 0024): what a
 * list page shows of a product's default unit and first image, kept on the product row so that a
 * page reads one row per product. The database's triggers keep them for every other writer; the
 * import sets the `shop.catalog_import` setting that turns them aside (a trigger per batch of units
 * and another per batch of images would rewrite each product row twice) and writes the cards with
 * the product rows (product-rows.ts). What the product row cannot know is the id of a default unit
 * new to a changed product: written here, after the step's units, for the cards that differ.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { batches } from './batch-sql.ts';

/** A written product and the file name of its first image (null for none). */
export interface CardSource {
  readonly productId: number;
  readonly image: string | null;
}

/**
 * Writes the cards of these products: the default unit from the rows just written (by the unique
 * index of default units, which a bulk load keeps), the first image as given. Only a row whose card
 * changes is written, so an import that changed only a description writes no card.
 */
export async function writeCards(db: Database, list: readonly CardSource[]): Promise<void> {
  for (const batch of batches(list)) {
    await db.execute(sql`update products p
      set card_unit_id = u.id, card_unit_code = u.unit_code, card_price = u.price,
        card_list_price = u.list_price, card_image = v.image
      from unnest(${sql.param(batch.map((c) => c.productId))}::integer[],
                  ${sql.param(batch.map((c) => c.image))}::text[]) as v(id, image)
      left join product_units u on u.product_id = v.id and u.is_default
      where p.id = v.id
        and (p.card_unit_id, p.card_unit_code, p.card_price, p.card_list_price, p.card_image)
          is distinct from (u.id, u.unit_code, u.price, u.list_price, v.image)`);
  }
}
