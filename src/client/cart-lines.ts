/** The cart page's line calls (PATCH and DELETE /cart/{productId}, DELETE /cart), apart from cart.ts so that other pages do not carry them. */
import type { CartLinePatch, CartLinesAnswer } from '../contract/cart.ts';
import { api } from './http.ts';

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
