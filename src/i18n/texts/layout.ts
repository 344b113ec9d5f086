import { defineTexts } from '../define.ts';

export const layoutTexts = defineTexts(
  {
    'layout.skipToContent': 'İçeriğe geç',
    'home.heading': 'Öne Çıkan Ürünler',
    'home.description': '{store}: binlerce ürün, hızlı kargo, kartla taksitli, havale-EFT veya kapıda ödeme.',
    'product.taxIncluded': 'KDV Dahil',
    'product.code': 'Ürün Kodu',
  },
  {
    'layout.skipToContent': 'Skip to content',
    'home.heading': 'Featured Products',
    'home.description':
      '{store}: thousands of products, fast shipping, card installments, bank transfer or cash on delivery.',
    'product.taxIncluded': 'VAT included',
    'product.code': 'Product Code',
  },
);
