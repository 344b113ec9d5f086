import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { WishlistAnswer, WishlistToggleAnswer } from '../../contract/wishlist.ts';
import { selectCards, toListItem } from '../catalog/product-list.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { products, wishlistItems } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';

/** The signed-in customer's favourites: list, add, remove (401 for guests). */
export const wishlistRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const db = c.var.db;
    const saved = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customer.id))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    const ids = saved.map((s) => s.productId);
    const settings = await loadSettings(db);
    const rows = ids.length ? await selectCards(db).where(inArray(products.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, toListItem(r, settings)]));
    const items = ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [{ product }] : [];
    });
    return c.json({ items, total: items.length } satisfies WishlistAnswer);
  })
  .post('/:productId', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const productId = idParam.safeParse(c.req.param('productId'));
    if (!productId.success) return apiError(c, 400, 'api.badRequest');
    const [product] = await c.var.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId.data), eq(products.isActive, true)))
      .limit(1);
    if (!product) return apiError(c, 404, 'api.productNotFound');
    await c.var.db
      .insert(wishlistItems)
      .values({ customerId: customer.id, productId: product.id })
      .onConflictDoNothing();
    return c.json({ productId: product.id, active: true } satisfies WishlistToggleAnswer, 201);
  })
  .delete('/:productId', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const productId = idParam.safeParse(c.req.param('productId'));
    if (!productId.success) return apiError(c, 400, 'api.badRequest');
    const removed = await c.var.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customer.id), eq(wishlistItems.productId, productId.data)))
      .returning();
    if (removed.length === 0) return apiError(c, 404, 'api.notFound');
    return c.json({ productId: productId.data, active: false } satisfies WishlistToggleAnswer);
  });
