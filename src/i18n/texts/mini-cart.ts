import { defineTexts } from '../define.ts';

/** The header's mini-cart panel (SPEC §2 Cart page: "Mini-cart in the header"). */
export const miniCartTexts = defineTexts(
  {
    'miniCart.toggle': 'Sepet özeti',
    'miniCart.heading': 'Sepetim ({n} ürün)',
    'miniCart.empty': 'Sepetinizde ürün bulunmamaktadır.',
    'miniCart.shipping': 'Kargo',
    'miniCart.total': 'Genel Toplam',
    'miniCart.goToCart': 'Sepete Git',
    'miniCart.completeOrder': 'Siparişi Tamamla',
    'miniCart.loading': 'Yükleniyor...',
    'miniCart.close': 'Kapat',
  },
  {
    'miniCart.toggle': 'Cart summary',
    'miniCart.heading': 'My Cart ({n} items)',
    'miniCart.empty': 'Your cart is empty.',
    'miniCart.shipping': 'Shipping',
    'miniCart.total': 'Grand total',
    'miniCart.goToCart': 'Go to Cart',
    'miniCart.completeOrder': 'Complete Order',
    'miniCart.loading': 'Loading...',
    'miniCart.close': 'Close',
  },
);
