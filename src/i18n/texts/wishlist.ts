import { defineTexts } from '../define.ts';

/** Wishlist texts (SPEC §2 Wishlist, §4 wishlist heart). */
export const wishlistTexts = defineTexts(
  {
    'wishlist.heartLabel': '{name} ürününü favorilere ekle',
    'wishlist.count': 'Favorilerinizde {n} adet ürün bulundu.', // SPEC
    'wishlist.empty': 'Favorilerinizde ürün bulunamadı.', // SPEC
    'wishlist.backToShop': 'Alışverişe Dön',
    'wishlist.loading': 'Favorileriniz yükleniyor…',
    'wishlist.remove': '{name} ürününü favorilerden çıkar',
  },
  {
    'wishlist.heartLabel': 'Add {name} to favourites',
    'wishlist.count': '{n} products found in your favourites.',
    'wishlist.empty': 'No products found in your favourites.',
    'wishlist.backToShop': 'Back to the Shop',
    'wishlist.loading': 'Loading your favourites…',
    'wishlist.remove': 'Remove {name} from favourites',
  },
);
