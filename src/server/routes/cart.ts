import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../../domain/cart/cart-quantity.ts';
import { checkStockLimit } from '../../domain/catalog/stock.ts';
import { ensureSession } from '../auth/session.ts';
import { checkCartLine } from '../cart/cart-line-rules.ts';
import { addToLine, clearCart, removeLine, setLine } from '../cart/cart-line-writes.ts';
import {
  addContext,
  cartLines,
  currentLine,
  ensureCartId,
  findCartId,
  productAndUnit,
} from '../cart/cart-repo.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields, idParam, jsonBody } from '../http/parse.ts';
import { placeOrder } from './checkout.ts';

const addForm = z.object({
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100),
  productValue: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

const count = z.int();
const patchBody = z.union([
  z.strictObject({ quantity: count }),
  z.strictObject({ addQuantity: count }),
  z.strictObject({ unit: count.positive() }),
]);

/** The cart calls of SPEC §7. */
export const cartRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cartId = await findCartId(c.var.db, c.var.session);
    return c.json({ items: cartId ? await cartLines(c.var.db, cartId) : [] });
  })
  .post('/:productId', async (c) => {
    const productId = idParam.safeParse(c.req.param('productId'));
    const form = await formFields(c);
    if (!productId.success || !form) return apiError(c, 400, 'api.badRequest');
    const parsed = addForm.safeParse({ quantity: form.quantity ?? '1', productValue: form.productValue });
    if (!parsed.success) return apiError(c, 400, 'api.quantityRange');
    const db = c.var.db;
    const cartIdBefore = await findCartId(db, c.var.session);
    const found = await addContext(db, productId.data, parsed.data.productValue, cartIdBefore);
    const checked = checkCartLine(found?.product, found?.unit);
    if (!checked.ok) return apiError(c, checked.status, checked.key);
    const { product, unit } = checked;
    const line = found?.line;
    const settings = await loadSettings(db);
    const check = checkStockLimit({
      amount: parsed.data.quantity,
      multiplier: unit.multiplier,
      stock: product.stock,
      stockInfoStatus: settings.stockInfoStatus,
      // A line in another unit is replaced, so only a line in this unit counts as already in the cart.
      inCart: line && line.unitId === unit.id ? line.baseUnits : 0,
      cartStockControl: settings.cartStockControl,
    });
    if (!check.ok) return apiError(c, 409, check.key, check.params);
    const cartId = cartIdBefore ?? (await ensureCartId(db, await ensureSession(c)));
    const item = await addToLine(db, cartId, { ...product, unit }, parsed.data.quantity);
    if (!item) return apiError(c, 400, 'cart.lineMax');
    return c.json(item, 201);
  })
  .post('/', placeOrder)
  .delete('/', async (c) => {
    const cartId = await findCartId(c.var.db, c.var.session);
    if (cartId) await clearCart(c.var.db, cartId);
    return c.json({ items: [] });
  })
  .delete('/:productId', async (c) => {
    const productId = idParam.safeParse(c.req.param('productId'));
    if (!productId.success) return apiError(c, 400, 'api.badRequest');
    const cartId = await findCartId(c.var.db, c.var.session);
    if (!cartId || !(await removeLine(c.var.db, cartId, productId.data)))
      return apiError(c, 404, 'api.notFound');
    return c.json({ items: await cartLines(c.var.db, cartId) });
  })
  .patch('/:productId', async (c) => {
    const productId = idParam.safeParse(c.req.param('productId'));
    const body = patchBody.safeParse(jsonBody(c));
    if (!productId.success || !body.success) return apiError(c, 400, 'api.badRequest');
    const db = c.var.db;
    const cartId = await findCartId(db, c.var.session);
    const line = cartId ? await currentLine(db, cartId, productId.data) : undefined;
    if (!cartId || !line) return apiError(c, 404, 'api.notFound');
    const patch = body.data;
    // A unit change keeps the amount and takes the new unit's default price (SPEC §4).
    const unitId = 'unit' in patch ? patch.unit : line.unitId;
    const quantity =
      'quantity' in patch
        ? patch.quantity
        : 'addQuantity' in patch
          ? line.quantity + patch.addQuantity
          : line.quantity;
    if (quantity < 1) return apiError(c, 400, 'api.quantityRange');
    if (quantity > MAX_LINE_QUANTITY) return apiError(c, 400, 'cart.lineMax');
    const found = await productAndUnit(db, productId.data, unitId);
    const checked = checkCartLine(found.product, found.unit);
    if (!checked.ok) return apiError(c, checked.status, checked.key);
    const { product, unit } = checked;
    const settings = await loadSettings(db);
    const check = checkStockLimit({
      amount: quantity,
      multiplier: unit.multiplier,
      stock: product.quantity,
      stockInfoStatus: settings.stockInfoStatus,
      cartStockControl: settings.cartStockControl,
    });
    if (!check.ok) return apiError(c, 409, check.key, check.params);
    await setLine(db, cartId, product.id, unit.id, quantity);
    return c.json({ items: await cartLines(db, cartId) });
  });
