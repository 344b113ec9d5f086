/**
 * The writes of cart lines: an add (in one statement that keeps the line limit), a unit or quantity
 * set, a removal, emptying a cart; each gives the cart a new revision. The reads are in cart-repo.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CartItemView } from '../../contract/cart.ts';
import { MAX_LINE_QUANTITY } from '../../domain/cart/cart-quantity.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { cartItems, carts } from '../db/schema/index.ts';
import { type LineSource, toCartItemView } from './cart-repo.ts';

/**
 * Adds to a cart line (as putLine does) and bumps the cart's revision in one statement; the line's
 * view, or undefined (and nothing changed) when the line would pass MAX_LINE_QUANTITY, as PATCH
 * refuses it. The check is in the statement, so concurrent adds cannot pass it together.
 */
export async function addToLine(
  db: Database,
  cartId: number,
  source: LineSource,
  quantity: number,
): Promise<CartItemView | undefined> {
  const [line] = rowsOf<{ id: number; quantity: number }>(
    await db.execute(sql`with line as (
        insert into ${cartItems} (cart_id, product_id, unit_id, quantity)
        values (${cartId}, ${source.productId}, ${source.unit.id}, ${quantity})
        on conflict (cart_id, product_id) do update set
          quantity = case when ${cartItems.unitId} = excluded.unit_id
            then ${cartItems.quantity} + excluded.quantity else excluded.quantity end,
          unit_id = excluded.unit_id
        where ${cartItems.unitId} <> excluded.unit_id
          or ${cartItems.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}
        returning id, quantity),
      touched as (update ${carts} set updated_at = now(), revision = revision + 1
        where id = ${cartId} and exists (select 1 from line))
      select id, quantity from line`),
  );
  return line ? toCartItemView(source, Number(line.id), Number(line.quantity)) : undefined;
}

/** Marks a cart changed: a new revision, so a later order submission is a new one. */
export async function touchCart(db: Database, cartId: number): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: new Date(), revision: sql`${carts.revision} + 1` })
    .where(eq(carts.id, cartId));
}

/** Removes a product's line from a cart; whether there was one. */
export async function removeLine(db: Database, cartId: number, productId: number): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  if (removed.length > 0) await touchCart(db, cartId);
  return removed.length > 0;
}

/** Empties a cart. */
export async function clearCart(db: Database, cartId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await touchCart(db, cartId);
}

/** Sets a line's unit and quantity. */
export async function setLine(
  db: Database,
  cartId: number,
  productId: number,
  unitId: number,
  quantity: number,
) {
  await db
    .update(cartItems)
    .set({ unitId, quantity })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  await touchCart(db, cartId);
}
