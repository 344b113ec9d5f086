import { defineTexts } from '../define.ts';

export const cartTexts = defineTexts(
  {
    'cart.title': 'Sepetim',
    'cart.linkLabel': 'Sepetim, {n} ürün',
    'cart.add': 'Sepete Ekle',
    'cart.adding': 'Ekleniyor...',
    'cart.added': 'Sepete Eklendi',
    'cart.askPrice': 'Bu ürünün fiyatını lütfen bize sorunuz; fiyatı sorulan ürünler sepete eklenemez.',
  },
  {
    'cart.title': 'My Cart',
    'cart.linkLabel': 'My cart, {n} items',
    'cart.add': 'Add to Cart',
    'cart.adding': 'Adding...',
    'cart.added': 'Added to Cart',
    'cart.askPrice':
      'Please ask us for the price of this product; products priced on request cannot be added to the cart.',
  },
);
