import { and, eq, sql } from 'drizzle-orm';
import { mul, toText } from '../../domain/exact.ts';
import { fromMinor } from '../../domain/money.ts';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { brands, cartItems, carts, productImages, products, productUnits } from '../db/schema/index.ts';

/** A cart line as the API answers it (SPEC §3 Cart item, plus what the mini-cart shows). */
export interface CartItemView {
  id: number;
  product: {
    id: number;
    taxRate: number;
    code: string;
    name: string;
    seo: string;
    image: string | null;
    brand: string | null;
  };
  productUnit: {
    id: number;
    value: string;
    multiplier: number;
    width: number;
    height: number;
    length: number;
    weight: number;
    defaultPrice: { value: number; currency: string };
  };
  quantity: number;
  tax: number;
}

/** The session's cart id: the customer's saved cart when signed in, else the anonymous session's. */
export async function findCartId(db: Database, session: Session | null): Promise<number | undefined> {
  if (!session) return undefined;
  const where = session.customerId
    ? eq(carts.customerId, session.customerId)
    : eq(carts.sessionTokenHash, session.tokenHash);
  const [row] = await db.select({ id: carts.id }).from(carts).where(where).limit(1);
  return row?.id;
}

/** The session's cart id, creating the cart when there is none (safe under concurrent requests). */
export async function ensureCartId(db: Database, session: Session): Promise<number> {
  const existing = await findCartId(db, session);
  if (existing) return existing;
  const values = session.customerId
    ? { customerId: session.customerId }
    : { sessionTokenHash: session.tokenHash };
  await db.insert(carts).values(values).onConflictDoNothing();
  const id = await findCartId(db, session);
  if (!id) throw new Error('Cart could not be created');
  return id;
}

const firstImage = sql<string | null>`(select ${productImages.file} from ${productImages}
  where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`;

/** The lines of a cart (or its one line for a product), oldest first, with product and unit data. */
export async function cartLines(db: Database, cartId: number, productId?: number): Promise<CartItemView[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      code: products.code,
      name: products.name,
      seo: products.seo,
      image: firstImage,
      brand: brands.name,
      taxRate: products.taxRate,
      currency: products.currencyCode,
      unit: productUnits,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productUnits, eq(productUnits.id, cartItems.unitId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(
      productId === undefined
        ? eq(cartItems.cartId, cartId)
        : and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)),
    )
    .orderBy(cartItems.id);
  return rows.map((r) => ({
    id: r.id,
    product: {
      id: r.productId,
      taxRate: Number(r.taxRate),
      code: r.code,
      name: r.name,
      seo: r.seo,
      image: r.image,
      brand: r.brand,
    },
    productUnit: {
      id: r.unit.id,
      value: r.unit.unitCode,
      multiplier: Number(r.unit.multiplier),
      width: Number(r.unit.width),
      height: Number(r.unit.height),
      length: Number(r.unit.length),
      weight: Number(r.unit.weight),
      defaultPrice: { value: fromMinor(r.unit.price), currency: r.currency },
    },
    quantity: r.quantity,
    tax: Number(r.taxRate),
  }));
}

/** The product and, if it exists and belongs to it, the unit (default unit when unitId is undefined). */
export async function productAndUnit(db: Database, productId: number, unitId: number | undefined) {
  const [product] = await db
    .select({
      id: products.id,
      quantity: products.quantity,
      isActive: products.isActive,
      hasVariants: products.hasVariants,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return { product: undefined, unit: undefined };
  const unitWhere =
    unitId === undefined
      ? and(eq(productUnits.productId, productId), eq(productUnits.isDefault, true))
      : and(eq(productUnits.productId, productId), eq(productUnits.id, unitId));
  const [unit] = await db.select().from(productUnits).where(unitWhere).limit(1);
  return { product, unit };
}

/** The cart's current line for a product, with its amount in base units. */
export async function currentLine(db: Database, cartId: number, productId: number) {
  const [row] = await db
    .select({ quantity: cartItems.quantity, unitId: cartItems.unitId, multiplier: productUnits.multiplier })
    .from(cartItems)
    .innerJoin(productUnits, eq(productUnits.id, cartItems.unitId))
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .limit(1);
  if (!row) return undefined;
  return { ...row, baseUnits: toText(mul(row.quantity, row.multiplier)) };
}

/**
 * Puts an amount of a product into the cart. Adding in the unit the line already has adds up;
 * adding in another unit replaces the line's unit and amount (amounts of different units do not add).
 */
export async function putLine(
  db: Database,
  cartId: number,
  productId: number,
  unitId: number,
  quantity: number,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ cartId, productId, unitId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: {
        quantity: sql`case when ${cartItems.unitId} = excluded.unit_id then ${cartItems.quantity} + excluded.quantity else excluded.quantity end`,
        unitId: sql`excluded.unit_id`,
      },
    });
  await touchCart(db, cartId);
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
