import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../domain/cart/cart-quantity.ts';
import { mul, toText } from '../../domain/exact.ts';
import { fromMinor } from '../../domain/money.ts';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { rowsOf } from '../db/rows.ts';
import { brands, cartItems, carts, productImages, products, productUnits } from '../db/schema/index.ts';
import { productSalePrice } from './cart-line-rules.ts';

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
    /** The model name (SPEC §3 Product model{name}), if the product has one. */
    model: string | null;
    /** The product's stock in base units (as GET /product/{id} shows it), for the cart page's quantity rules. */
    stock: number;
    /** Every unit the product is sold in, for the cart page's unit selector (GET, PATCH and DELETE answers). */
    units?: CartUnitView[];
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

/** One unit a cart line may switch to: its id, code, multiplier and default price. */
export interface CartUnitView {
  id: number;
  value: string;
  multiplier: number;
  defaultPrice: { value: number; currency: string };
}

/** The session's cart id: the customer's saved cart when signed in, else the anonymous session's. */
export async function findCartId(db: Database, session: Session | null): Promise<number | undefined> {
  if (!session) return undefined;
  if (session.cartId !== undefined) return session.cartId ?? undefined;
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
  const [created] = await db.insert(carts).values(values).onConflictDoNothing().returning({ id: carts.id });
  // A concurrent request may have created it first: then read that one.
  const id = created?.id ?? (await findCartId(db, { ...session, cartId: undefined }));
  if (!id) throw new Error('Cart could not be created');
  session.cartId = id;
  return id;
}

const firstImage = sql<string | null>`(select ${productImages.file} from ${productImages}
  where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`;

// The product fields a cart line shows (products joined with brands).
const lineCard = {
  productId: products.id,
  code: products.code,
  name: products.name,
  seo: products.seo,
  image: firstImage,
  brand: brands.name,
  model: products.modelName,
  productStock: products.quantity,
  taxRate: products.taxRate,
  currency: products.currencyCode,
};

/** The lines of a cart (or its one line for a product), oldest first, with product and unit data. */
export async function cartLines(db: Database, cartId: number, productId?: number): Promise<CartItemView[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      ...lineCard,
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
  const units = await unitsOf(
    db,
    rows.map((r) => r.productId),
  );
  return rows.map((r) => {
    const view = toCartItemView(r, r.id, r.quantity);
    view.product.units = (units.get(r.productId) ?? []).map((u) => ({
      id: u.id,
      value: u.unitCode,
      multiplier: Number(u.multiplier),
      defaultPrice: { value: fromMinor(u.price), currency: r.currency },
    }));
    return view;
  });
}

/** The units of some products, in their shop order (default first), grouped by product id. */
async function unitsOf(db: Database, productIds: number[]) {
  const byProduct = new Map<number, (typeof productUnits.$inferSelect)[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productUnits)
    .where(inArray(productUnits.productId, productIds))
    .orderBy(
      asc(productUnits.productId),
      sql`${productUnits.isDefault} desc`,
      productUnits.position,
      productUnits.id,
    );
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** What a cart line's view is made of: the product's card fields and the unit row. */
interface LineSource {
  productId: number;
  code: string;
  name: string;
  seo: string;
  image: string | null;
  brand: string | null;
  model: string | null;
  productStock: string;
  taxRate: string;
  currency: string;
  unit: typeof productUnits.$inferSelect;
}

function toCartItemView(r: LineSource, lineId: number, quantity: number): CartItemView {
  return {
    id: lineId,
    product: {
      id: r.productId,
      taxRate: Number(r.taxRate),
      code: r.code,
      name: r.name,
      seo: r.seo,
      image: r.image,
      brand: r.brand,
      model: r.model,
      stock: Number(r.productStock),
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
    quantity,
    tax: Number(r.taxRate),
  };
}

// The add-to-cart read, prepared once per database: one statement for the default unit, one for a
// chosen unit.
function prepareAddContext(db: Database, unit: 'default' | 'chosen') {
  return db
    .select({
      ...lineCard,
      stock: products.quantity,
      isActive: products.isActive,
      hasVariants: products.hasVariants,
      salePrice: productSalePrice,
      unit: getTableColumns(productUnits),
      lineQuantity: cartItems.quantity,
      lineUnitId: cartItems.unitId,
      // The line's own unit, which may differ from the unit asked for (aliased: product_units is joined too).
      lineMultiplier: sql<string | null>`(select lu.multiplier from product_units lu
        where lu.id = "cart_items"."unit_id")`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(
      productUnits,
      and(
        eq(productUnits.productId, products.id),
        unit === 'default'
          ? eq(productUnits.isDefault, true)
          : eq(productUnits.id, sql.placeholder('unitId')),
      ),
    )
    .leftJoin(
      cartItems,
      and(eq(cartItems.cartId, sql.placeholder('cartId')), eq(cartItems.productId, products.id)),
    )
    .where(eq(products.id, sql.placeholder('productId')))
    .limit(1)
    .prepare(`add_context_${unit}_unit`);
}
const addContextQueries = perDatabase((db) => ({
  defaultUnit: prepareAddContext(db, 'default'),
  chosenUnit: prepareAddContext(db, 'chosen'),
}));

/**
 * Everything an add-to-cart needs, in one query: the product with its card fields and sale price, the
 * unit (the default unit when unitId is undefined) and the cart's current line for the product, if any.
 */
export async function addContext(
  db: Database,
  productId: number,
  unitId: number | undefined,
  cartId: number | undefined,
) {
  const queries = addContextQueries(db);
  const params = { productId, unitId: unitId ?? 0, cartId: cartId ?? 0 };
  const [row] = await (unitId === undefined ? queries.defaultUnit : queries.chosenUnit).execute(params);
  if (!row) return undefined;
  const { lineQuantity, lineUnitId, lineMultiplier, unit, ...product } = row;
  const line =
    lineQuantity !== null && lineUnitId !== null && lineMultiplier !== null
      ? {
          quantity: lineQuantity,
          unitId: lineUnitId,
          baseUnits: toText(mul(lineQuantity, lineMultiplier)),
        }
      : undefined;
  // drizzle gives a left-joined table as null when nothing matched.
  return { product, unit: unit?.id == null ? undefined : unit, line };
}

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

/** The product with its sale price and, if it exists and belongs to it, the unit (default unit when unitId is undefined). */
export async function productAndUnit(db: Database, productId: number, unitId: number | undefined) {
  const [product] = await db
    .select({
      id: products.id,
      quantity: products.quantity,
      isActive: products.isActive,
      hasVariants: products.hasVariants,
      salePrice: productSalePrice,
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
