import { Hono } from 'hono';
import { z } from 'zod';
import type { CartLinesAnswer } from '../../contract/cart.ts';
import type { ErrorKey } from '../../contract/errors.ts';
import { MAX_LINE_QUANTITY } from '../../domain/cart/cart-quantity.ts';
import {
  fitsUnit,
  hasQuantityDecimals,
  isDivisibleUnit,
  readQuantity,
} from '../../domain/catalog/divisible-units.ts';
import { MAX_QUANTITY } from '../../domain/catalog/quantity.ts';
import { checkStockLimit } from '../../domain/catalog/stock.ts';
import { add, toNumber } from '../../domain/exact.ts';
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

// SPEC §7: quantity and productValue (the unit: its id, or its code as defaultUnit names it, 'ADET').
// A quantity of up to three decimals ('2,5' too) is read here; whether the unit sells a fraction is
// known once the unit is (lineQuantityProblem).
const addQuantity = z
  .string()
  .trim()
  .regex(/^\d{1,3}(?:[.,]\d{1,3})?$/)
  .transform(readQuantity)
  .refine((n) => n > 0 && n <= MAX_QUANTITY);
const unitValue = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return undefined;
    if (/^[1-9]\d{0,9}$/.test(v)) return Number(v);
    if (/^[\p{L}\p{N}²³][\p{L}\p{N}²³ .-]{0,29}$/u.test(v)) return v;
    ctx.addIssue({ code: 'custom', message: 'unit' });
    return z.NEVER;
  })
  .optional();

// A line quantity a PATCH sets or adds: a number with up to three decimals (the unit decides the rest).
const amount = z.number().refine(hasQuantityDecimals);
const patchBody = z.union([
  z.strictObject({ quantity: amount }),
  z.strictObject({ addQuantity: amount }),
  z.strictObject({ unit: z.int().positive() }),
]);

/**
 * What is wrong with a line quantity in a unit, or null: below the least the unit sells (above 0
 * for a divisible unit, 1 for a counted one), a fraction of a counted unit, past the line limit.
 */
function lineQuantityProblem(quantity: number, unitCode: string): ErrorKey | null {
  const divisible = isDivisibleUnit(unitCode);
  if (quantity <= 0 || (!divisible && quantity < 1)) return 'api.quantityRange';
  if (!fitsUnit(quantity, divisible)) return 'api.quantityWhole';
  if (quantity > MAX_LINE_QUANTITY) return 'cart.lineMax';
  return null;
}

/** The cart calls of SPEC §7. */
export const cartRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cartId = await findCartId(c.var.db, c.var.session);
    return c.json({ items: cartId ? await cartLines(c.var.db, cartId) : [] } satisfies CartLinesAnswer);
  })
  .post('/:productId', async (c) => {
    const productId = idParam.safeParse(c.req.param('productId'));
    const form = await formFields(c);
    if (!productId.success || !form) return apiError(c, 400, 'api.badRequest');
    const quantity = addQuantity.safeParse(form.quantity ?? '1');
    if (!quantity.success) return apiError(c, 400, 'api.quantityRange');
    const unitAsked = unitValue.safeParse(form.productValue);
    if (!unitAsked.success) return apiError(c, 400, 'api.unitNotFound');
    const db = c.var.db;
    const cartIdBefore = await findCartId(db, c.var.session);
    const found = await addContext(db, productId.data, unitAsked.data, cartIdBefore);
    const checked = checkCartLine(found?.product, found?.unit);
    if (!checked.ok) return apiError(c, checked.status, checked.key);
    const { product, unit } = checked;
    const problem = lineQuantityProblem(quantity.data, unit.unitCode);
    if (problem) return apiError(c, 400, problem);
    const line = found?.line;
    const settings = await loadSettings(db);
    const check = checkStockLimit({
      amount: quantity.data,
      multiplier: unit.multiplier,
      stock: product.stock,
      stockInfoStatus: settings.stockInfoStatus,
      // A line in another unit is replaced, so only a line in this unit counts as already in the cart.
      inCart: line && line.unitId === unit.id ? line.baseUnits : 0,
      cartStockControl: settings.cartStockControl,
    });
    if (!check.ok) return apiError(c, 409, check.key, check.params);
    const cartId = cartIdBefore ?? (await ensureCartId(db, await ensureSession(c)));
    const item = await addToLine(db, cartId, { ...product, unit }, quantity.data);
    if (!item) return apiError(c, 400, 'cart.lineMax');
    return c.json(item, 201);
  })
  .post('/', placeOrder)
  .delete('/', async (c) => {
    const cartId = await findCartId(c.var.db, c.var.session);
    if (cartId) await clearCart(c.var.db, cartId);
    return c.json({ items: [] } satisfies CartLinesAnswer);
  })
  .delete('/:productId', async (c) => {
    const productId = idParam.safeParse(c.req.param('productId'));
    if (!productId.success) return apiError(c, 400, 'api.badRequest');
    const cartId = await findCartId(c.var.db, c.var.session);
    if (!cartId || !(await removeLine(c.var.db, cartId, productId.data)))
      return apiError(c, 404, 'api.notFound');
    return c.json({ items: await cartLines(c.var.db, cartId) } satisfies CartLinesAnswer);
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
    const found = await productAndUnit(db, productId.data, unitId);
    const checked = checkCartLine(found.product, found.unit);
    if (!checked.ok) return apiError(c, checked.status, checked.key);
    const { product, unit } = checked;
    // A unit change keeps the amount, rounded up to a whole one when the new unit is counted
    // (2,5 KG becomes 3 PAKET): never less than the shopper had.
    const quantity =
      'quantity' in patch
        ? patch.quantity
        : 'addQuantity' in patch
          ? toNumber(add(line.quantity, patch.addQuantity))
          : isDivisibleUnit(unit.unitCode)
            ? line.quantity
            : Math.ceil(line.quantity);
    const problem = lineQuantityProblem(quantity, unit.unitCode);
    if (problem) return apiError(c, 400, problem);
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
    return c.json({ items: await cartLines(db, cartId) } satisfies CartLinesAnswer);
  });
