import { Hono } from 'hono';
import type { CartLinesAnswer } from '../../contract/cart.ts';
import type { OrderSavedAnswer } from '../../contract/checkout.ts';
import { ensureSession } from '../auth/session.ts';
import { addLineForm, linePatchBody, productIdParam } from '../cart/cart-inputs.ts';
import { addCartLine, changeCartLine } from '../cart/cart-line-changes.ts';
import { clearCart, removeLine } from '../cart/cart-line-writes.ts';
import { cartLines, findCartId } from '../cart/cart-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { signedIn } from '../http/require-customer.ts';
import { valid } from '../http/validate.ts';
import { orderForm } from '../orders/order-inputs.ts';
import { placeOrder } from '../orders/place-order.ts';

const productId = valid('param', productIdParam);

/** The cart calls of SPEC §7. */
export const cartRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cartId = await findCartId(c.get('db'), c.get('session'));
    return c.json({ items: cartId ? await cartLines(c.get('db'), cartId) : [] } satisfies CartLinesAnswer);
  })
  .post('/:productId', productId, valid('form', addLineForm), async (c) => {
    const form = c.req.valid('form');
    const item = await addCartLine(c.get('db'), c.get('session'), () => ensureSession(c), {
      productId: c.req.valid('param').productId,
      quantity: form.quantity,
      unit: form.productValue,
    });
    return c.json(item, 201);
  })
  /**
   * POST /cart (form: description, shippingTotal, odemeTipi, agreementKey, locale): saves the cart
   * as an order for bank transfer (4) or pay on delivery (3) (orders/place-order.ts). Card payments
   * (2) go through the payment frame. The agreementKey must be the key of the documents the server
   * builds for this order now (GET /checkout/agreements); else 400 (none) or 409 (changed), and the
   * cart is kept.
   */
  .post('/', signedIn, valid('form', orderForm), async (c) => {
    const order = await placeOrder(c.get('db'), c.get('session'), c.get('customer').id, c.req.valid('form'));
    return c.json({ success: true, order } satisfies OrderSavedAnswer);
  })
  .delete('/', async (c) => {
    const cartId = await findCartId(c.get('db'), c.get('session'));
    if (cartId) await clearCart(c.get('db'), cartId);
    return c.json({ items: [] } satisfies CartLinesAnswer);
  })
  .delete('/:productId', productId, async (c) => {
    const cartId = await findCartId(c.get('db'), c.get('session'));
    if (!cartId || !(await removeLine(c.get('db'), cartId, c.req.valid('param').productId)))
      return apiError(c, 404, 'api.notFound');
    return c.json({ items: await cartLines(c.get('db'), cartId) } satisfies CartLinesAnswer);
  })
  .patch('/:productId', productId, valid('json', linePatchBody), async (c) => {
    const items = await changeCartLine(
      c.get('db'),
      c.get('session'),
      c.req.valid('param').productId,
      c.req.valid('json'),
    );
    return c.json({ items } satisfies CartLinesAnswer);
  });
