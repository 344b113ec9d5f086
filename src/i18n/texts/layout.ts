import { defineTexts } from '../define.ts';

/** The page frame: header, search, category navigation, footer. */
export const layoutTexts = defineTexts(
  {
    'layout.skipToContent': 'İçeriğe geç',
    'layout.searchLabel': 'Ürün ara',
    'layout.searchPlaceholder': 'Ürün adı veya kodu',
    'layout.searchButton': 'Ara',
    'layout.categories': 'Kategoriler',
    'layout.socialMedia': 'Sosyal medya',
    'layout.social.facebook': 'Facebook',
    'layout.social.instagram': 'Instagram',
    'layout.social.twitter': 'Twitter',
    'layout.social.youtube': 'YouTube',
    'layout.social.pinterest': 'Pinterest',
    'home.heading': 'Öne Çıkan Ürünler',
    'home.description': '{store}: binlerce ürün, hızlı kargo, kartla taksitli, havale-EFT veya kapıda ödeme.',
    'product.taxIncluded': 'KDV Dahil',
    'product.code': 'Ürün Kodu',
  },
  {
    'layout.skipToContent': 'Skip to content',
    'layout.searchLabel': 'Search products',
    'layout.searchPlaceholder': 'Product name or code',
    'layout.searchButton': 'Search',
    'layout.categories': 'Categories',
    'layout.socialMedia': 'Social media',
    'layout.social.facebook': 'Facebook',
    'layout.social.instagram': 'Instagram',
    'layout.social.twitter': 'Twitter',
    'layout.social.youtube': 'YouTube',
    'layout.social.pinterest': 'Pinterest',
    'home.heading': 'Featured Products',
    'home.description':
      '{store}: thousands of products, fast shipping, card installments, bank transfer or cash on delivery.',
    'product.taxIncluded': 'VAT included',
    'product.code': 'Product Code',
  },
);
