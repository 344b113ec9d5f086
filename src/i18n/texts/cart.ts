import { defineTexts } from '../define.ts';

export const cartTexts = defineTexts(
  {
    'cart.title': 'Sepetim',
    'cart.linkLabel': 'Sepetim, {n} ürün',
    'cart.add': 'Sepete Ekle',
    'cart.adding': 'Ekleniyor...',
    'cart.added': 'Sepete Eklendi',
  },
  {
    'cart.title': 'My Cart',
    'cart.linkLabel': 'My cart, {n} items',
    'cart.add': 'Add to Cart',
    'cart.adding': 'Adding...',
    'cart.added': 'Added to Cart',
  },
);
