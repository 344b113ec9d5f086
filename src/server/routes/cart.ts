import { Hono } from 'hono';
import { z } from 'zod';
import { checkStockLimit } from '../../domain/stock.ts';
import { ensureSession } from '../auth/session.ts';
import {
  cartLines,
  currentLine,
  ensureCartId,
  findCartId,
  productAndUnit,
  putLine,
} from '../cart/cart-repo.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields, idParam } from '../http/parse.ts';

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
    const { product, unit } = await productAndUnit(db, productId.data, parsed.data.productValue);
    if (!product?.isActive) return apiError(c, 404, 'api.productNotFound');
    if (product.hasVariants) return apiError(c, 400, 'api.variantRequired');
    if (!unit) return apiError(c, 400, 'api.unitNotFound');
    const session = await ensureSession(c);
    const cartId = await ensureCartId(db, session);
    const line = await currentLine(db, cartId, product.id);
    const settings = await loadSettings(db);
    const check = checkStockLimit({
      amount: parsed.data.quantity,
      multiplier: unit.multiplier,
      stock: product.quantity,
      stockInfoStatus: settings.stockInfoStatus,
      // A line in another unit is replaced, so only a line in this unit counts as already in the cart.
      inCart: line && line.unitId === unit.id ? line.baseUnits : 0,
      cartStockControl: settings.cartStockControl,
    });
    if (!check.ok) return apiError(c, 409, check.key, check.params);
    await putLine(db, cartId, product.id, unit.id, parsed.data.quantity);
    const item = (await cartLines(db, cartId)).find((l) => l.product.id === product.id);
    return c.json(item, 201);
  });
