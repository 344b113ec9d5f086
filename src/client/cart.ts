/** The cart's calls every page makes (GET /cart, POST /cart/{productId}); the cart page's own are in cart-lines.ts. */
import type { AddToCartForm, CartItemView, CartLinesAnswer } from '../contract/cart.ts';
import { api } from './http.ts';

/** GET /cart: the cart's lines, oldest first. */
export function readCart(): Promise<CartLinesAnswer> {
  return api<CartLinesAnswer>('/cart');
}

/** POST /cart/{productId}: adds an amount of a product in a unit; answers the cart line. */
export function postCartLine(productId: number, fields: AddToCartForm): Promise<CartItemView> {
  return api<CartItemView>(`/cart/${productId}`, {
    method: 'POST',
    body: new URLSearchParams(Object.entries(fields)),
  });
}
