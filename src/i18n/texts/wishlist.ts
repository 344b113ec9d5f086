import { defineTexts } from '../define.ts';

/** Wishlist texts (SPEC §2 Wishlist, §4 wishlist heart). */
export const wishlistTexts = defineTexts(
  {
    'wishlist.heartLabel': '{name} ürününü favorilere ekle',
  },
  {
    'wishlist.heartLabel': 'Add {name} to favourites',
  },
);
