/** The cart's calls (SPEC §7 /cart), answering src/contract/cart.ts's types. */
import type { AddToCartForm, CartItemView, CartLinePatch, CartLinesAnswer } from '../contract/cart.ts';
import { api, formBody } from './http.ts';

/** GET /cart: the cart's lines, oldest first. */
export function readCart(): Promise<CartLinesAnswer> {
  return api<CartLinesAnswer>('/cart');
}

/** POST /cart/{productId}: adds an amount of a product in a unit; answers the cart line. */
export function postCartLine(productId: number, fields: AddToCartForm): Promise<CartItemView> {
  return api<CartItemView>(`/cart/${productId}`, { method: 'POST', body: formBody(fields) });
}

/** PATCH /cart/{productId}: changes a line's quantity, adds to it, or switches its unit; answers the lines. */
export function patchCartLine(productId: number, patch: CartLinePatch): Promise<CartLinesAnswer> {
  return api<CartLinesAnswer>(`/cart/${productId}`, { method: 'PATCH', body: patch });
}

/** DELETE /cart/{productId}: removes a product's line; answers the lines left. */
export function deleteCartLine(productId: number): Promise<CartLinesAnswer> {
  return api<CartLinesAnswer>(`/cart/${productId}`, { method: 'DELETE' });
}

/** DELETE /cart: empties the cart; answers the (no) lines left. */
export function deleteCart(): Promise<CartLinesAnswer> {
  return api<CartLinesAnswer>('/cart', { method: 'DELETE' });
}
