import { Hono } from 'hono';
import { z } from 'zod';
import type { WishlistToggleAnswer } from '../../contract/wishlist.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { idParam } from '../http/parse.ts';
import { signedIn } from '../http/require-customer.ts';
import { throughSteps } from '../http/route-steps.ts';
import { valid } from '../http/validate.ts';
import { addToWishlist, removeFromWishlist, wishlistOf } from '../wishlist/wishlist-repo.ts';

const productParam = valid('param', z.object({ productId: idParam }));

/** The signed-in customer's favourites: list, add, remove (401 for guests). */
export const wishlistRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) => c.json(await wishlistOf(c.get('db'), c.get('customer').id)))
  // One handler, its steps run by throughSteps: a call without a body is one entry of the route table.
  .post('/:productId', async (c) => {
    const refused = await throughSteps(c, signedIn, productParam);
    if (refused) return refused;
    const productId = Number(c.req.param('productId'));
    if (!(await addToWishlist(c.get('db'), c.get('customer').id, productId)))
      return apiError(c, 404, 'api.productNotFound');
    return c.json({ productId, active: true } satisfies WishlistToggleAnswer, 201);
  })
  .delete('/:productId', signedIn, productParam, async (c) => {
    const { productId } = c.req.valid('param');
    if (!(await removeFromWishlist(c.get('db'), c.get('customer').id, productId)))
      return apiError(c, 404, 'api.notFound');
    return c.json({ productId, active: false } satisfies WishlistToggleAnswer);
  });
