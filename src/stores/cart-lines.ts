// The cart page's line actions (SPEC §4 Cart state operations), apart from the store so that pages
// which only add to the cart (product pages, lists) do not carry them.
import { ApiError } from '../client/api-error.ts';
import { deleteCart, deleteCartLine, patchCartLine as patchLine } from '../client/cart-lines.ts';
import type { CartLinePatch } from '../contract/cart.ts';
import { $cart, type CartItem, loadCart } from './cart.ts';

/** Takes the lines a cart call answered as the cart. */
function takeItems(items: CartItem[]): void {
  $cart.set({ items, fetching: false, loaded: true });
}

/** Removes a product's line (DELETE /cart/{productId}); a failure is silent (SPEC §8). */
export async function removeFromCart(productId: number): Promise<void> {
  try {
    takeItems((await deleteCartLine(productId)).items);
  } catch {
    // SPEC §8: cart remove failures are silently ignored
  }
}

/** Empties the cart (DELETE /cart); a failure is silent (SPEC §8). */
export async function clearCart(): Promise<void> {
  try {
    takeItems((await deleteCart()).items);
  } catch {
    // SPEC §8: cart clear failures are silently ignored
  }
}

/** A cart line change as PATCH /cart/{productId} takes it (SPEC §7; src/contract/cart.ts). */
export type CartPatch = CartLinePatch;

/**
 * Changes a line (PATCH /cart/{productId}): its quantity, an amount added to it, or its unit (the
 * line then takes that unit's default price). Other failures are silent (SPEC §8), but a refusal
 * for stock (409, 'Bu üründen {n} adet bulunmamaktadır!') is thrown: the shopper must know why the
 * amount did not change.
 */
export async function patchCartLine(productId: number, patch: CartPatch): Promise<void> {
  try {
    takeItems((await patchLine(productId, patch)).items);
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 409) throw err;
    // Anything else: silent, and the cart shows what the server holds.
    void loadCart();
  }
}

/** Sets a line's quantity (SPEC §4 change quantity). */
export function changeQuantity(productId: number, quantity: number): Promise<void> {
  return patchCartLine(productId, { quantity });
}

/** Adds an amount to a line's quantity (SPEC §4 add quantity). */
export function addQuantity(productId: number, amount: number): Promise<void> {
  return patchCartLine(productId, { addQuantity: amount });
}

/** Switches a line to another unit of the product (SPEC §4 change unit: the unit's default price). */
export function changeUnit(productId: number, unitId: number): Promise<void> {
  return patchCartLine(productId, { unit: unitId });
}
