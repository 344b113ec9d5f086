/**
 * The reads of a cart: which cart a session has (made when needed), its lines as the API shows them,
 * and what an add or a change reads first. The writes of its lines are in cart-line-writes.ts.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { CartItemView } from '../../contract/cart.ts';
import { unitCodeKey } from '../../domain/catalog/divisible-units.ts';
import { mul, toText } from '../../domain/exact.ts';
import { fromMinor } from '../../domain/money.ts';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { perDatabase } from '../db/per-database.ts';
import { brands, cartItems, carts, productImages, products, productUnits } from '../db/schema/index.ts';
import { productSalePrice } from './cart-line-rules.ts';

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
export interface LineSource {
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

/** A cart line's view from its product and unit, with the line's id and quantity. */
export function toCartItemView(r: LineSource, lineId: number, quantity: number): CartItemView {
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
// unit chosen by id, one for a unit named by its code ('ADET', as defaultUnit names it).
function prepareAddContext(db: Database, unit: 'default' | 'chosen' | 'named') {
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
          : unit === 'chosen'
            ? eq(productUnits.id, sql.placeholder('unitId'))
            : sql`${productUnits.unitCode} in (${sql.placeholder('unitCode')}, ${sql.placeholder('unitCodeKey')})`,
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
  namedUnit: prepareAddContext(db, 'named'),
}));

/**
 * Everything an add-to-cart needs, in one query: the product with its card fields and sale price, the
 * unit (the default unit when `unit` is undefined; by id, or by its code as written or upper-cased
 * the Turkish way: 'adet' and 'koli' find ADET and KOLİ) and the cart's current line for the
 * product, if any.
 */
export async function addContext(
  db: Database,
  productId: number,
  unit: number | string | undefined,
  cartId: number | undefined,
) {
  const queries = addContextQueries(db);
  const code = typeof unit === 'string' ? unit.trim() : '';
  const params = {
    productId,
    unitId: typeof unit === 'number' ? unit : 0,
    unitCode: code,
    unitCodeKey: unitCodeKey(code),
    cartId: cartId ?? 0,
  };
  const query =
    unit === undefined
      ? queries.defaultUnit
      : typeof unit === 'number'
        ? queries.chosenUnit
        : queries.namedUnit;
  const [row] = await query.execute(params);
  if (!row) return undefined;
  const { lineQuantity, lineUnitId, lineMultiplier, unit: found, ...product } = row;
  const line =
    lineQuantity !== null && lineUnitId !== null && lineMultiplier !== null
      ? {
          quantity: lineQuantity,
          unitId: lineUnitId,
          baseUnits: toText(mul(lineQuantity, lineMultiplier)),
        }
      : undefined;
  // drizzle gives a left-joined table as null when nothing matched.
  return { product, unit: found?.id == null ? undefined : found, line };
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
