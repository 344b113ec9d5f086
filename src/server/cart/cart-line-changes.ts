/**
 * The cart's line changes as the cart calls make them: an add, a line's quantity or unit. Each is
 * checked against the line rule (cart-line-rules.ts), the unit's least and whole amounts, the line
 * limit and the stock allowance; a refusal is thrown (Refused) and nothing is written.
 */
import type { CartItemView } from '../../contract/cart.ts';
import type { ErrorKey } from '../../contract/errors.ts';
import { MAX_LINE_QUANTITY } from '../../domain/cart/cart-quantity.ts';
import { fitsUnit, isDivisibleUnit } from '../../domain/catalog/divisible-units.ts';
import { checkStockLimit } from '../../domain/catalog/stock-limit.ts';
import { add, toNumber } from '../../domain/exact.ts';
import type { Session } from '../auth/session.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { Refused } from '../http/refusal.ts';
import type { LinePatch } from './cart-inputs.ts';
import { checkCartLine } from './cart-line-rules.ts';
import { addToLine, setLine } from './cart-line-writes.ts';
import { addContext, cartLines, currentLine, ensureCartId, findCartId, productAndUnit } from './cart-repo.ts';

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

/** An add to the cart: the product, the quantity, the unit asked for (the product's default when none). */
export interface LineAdd {
  readonly productId: number;
  readonly quantity: number;
  readonly unit: number | string | undefined;
}

/**
 * Adds a quantity of a product in a unit to the shopper's cart (a line in another unit is replaced);
 * the cart, and the session when there is none, is made for the first line (`session` makes it).
 */
export async function addCartLine(
  db: Database,
  current: Session | null,
  session: () => Promise<Session>,
  input: LineAdd,
): Promise<CartItemView> {
  const cartIdBefore = await findCartId(db, current);
  const found = await addContext(db, input.productId, input.unit, cartIdBefore);
  const checked = checkCartLine(found?.product, found?.unit);
  if (!checked.ok) throw new Refused(checked.key, checked.status);
  const { product, unit } = checked;
  const problem = lineQuantityProblem(input.quantity, unit.unitCode);
  if (problem) throw new Refused(problem, 400);
  const line = found?.line;
  const settings = await loadSettings(db);
  const check = checkStockLimit({
    amount: input.quantity,
    multiplier: unit.multiplier,
    stock: product.stock,
    stockInfoStatus: settings.stockInfoStatus,
    // A line in another unit is replaced, so only a line in this unit counts as already in the cart.
    inCart: line && line.unitId === unit.id ? line.baseUnits : 0,
    cartStockControl: settings.cartStockControl,
  });
  if (!check.ok) throw new Refused(check.key, 409, check.params);
  const cartId = cartIdBefore ?? (await ensureCartId(db, await session()));
  const item = await addToLine(db, cartId, { ...product, unit }, input.quantity);
  if (!item) throw new Refused('cart.lineMax', 400);
  return item;
}

/**
 * Changes a line of the shopper's cart: its quantity, an amount added, or its unit (SPEC §4: the
 * amount stays, rounded up to a whole one for a counted unit, at the new unit's default price).
 * The cart's lines after it; Refused 404 when the cart has no such line.
 */
export async function changeCartLine(
  db: Database,
  session: Session | null,
  productId: number,
  patch: LinePatch,
): Promise<CartItemView[]> {
  const cartId = await findCartId(db, session);
  const line = cartId ? await currentLine(db, cartId, productId) : undefined;
  if (!cartId || !line) throw new Refused('api.notFound', 404);
  const unitId = 'unit' in patch ? patch.unit : line.unitId;
  const found = await productAndUnit(db, productId, unitId);
  const checked = checkCartLine(found.product, found.unit);
  if (!checked.ok) throw new Refused(checked.key, checked.status);
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
  if (problem) throw new Refused(problem, 400);
  const settings = await loadSettings(db);
  const check = checkStockLimit({
    amount: quantity,
    multiplier: unit.multiplier,
    stock: product.quantity,
    stockInfoStatus: settings.stockInfoStatus,
    cartStockControl: settings.cartStockControl,
  });
  if (!check.ok) throw new Refused(check.key, 409, check.params);
  await setLine(db, cartId, product.id, unit.id, quantity);
  return cartLines(db, cartId);
}
