/** The favourites as the API answers them (GET, POST and DELETE /wishlist). */
import type { ListItem } from './catalog.ts';

/** GET /wishlist: the signed-in customer's favourites, newest first, each as a list card. */
export interface WishlistAnswer {
  items: { product: ListItem }[];
  total: number;
}

/** POST /wishlist/{productId} (201) and DELETE /wishlist/{productId}: the product's new state. */
export interface WishlistToggleAnswer {
  productId: number;
  active: boolean;
}
