/** The favourites' calls (SPEC §7 /wishlist), answering src/contract/wishlist.ts's types. */
import type { WishlistAnswer, WishlistToggleAnswer } from '../contract/wishlist.ts';
import { api } from './http.ts';

/** GET /wishlist: the signed-in customer's favourites, newest first. */
export function readWishlist(): Promise<WishlistAnswer> {
  return api<WishlistAnswer>('/wishlist');
}

/** POST /wishlist/{productId}: adds a favourite (401 for a guest). */
export function postWishlistItem(productId: number): Promise<WishlistToggleAnswer> {
  return api<WishlistToggleAnswer>(`/wishlist/${productId}`, { method: 'POST' });
}

/** DELETE /wishlist/{productId}: removes a favourite. */
export function deleteWishlistItem(productId: number): Promise<WishlistToggleAnswer> {
  return api<WishlistToggleAnswer>(`/wishlist/${productId}`, { method: 'DELETE' });
}
