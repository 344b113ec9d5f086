import { defineTexts } from '../define.ts';

/** Texts search engines and shared links read: page titles, breadcrumbs, the 404 page. */
export const seoTexts = defineTexts(
  {
    'seo.titleWithStore': '{title} | {store}',
    'seo.home': 'Ana Sayfa',
    'seo.breadcrumb': 'Sayfa konumu',
    'seo.notFoundTitle': 'Sayfa bulunamadı',
    'seo.notFoundText': 'Aradığınız sayfa kaldırılmış ya da adresi değişmiş olabilir.',
    'seo.allProducts': 'Tüm Ürünler',
    'seo.listDescription':
      '{title}: {store} mağazasında {n} ürün. Kartla taksitli, havale-EFT veya kapıda ödeme.',
  },
  {
    'seo.titleWithStore': '{title} | {store}',
    'seo.home': 'Home',
    'seo.breadcrumb': 'Breadcrumb',
    'seo.notFoundTitle': 'Page not found',
    'seo.notFoundText': 'The page you are looking for may have been removed or moved.',
    'seo.allProducts': 'All Products',
    'seo.listDescription':
      '{title}: {n} products at {store}. Card installments, bank transfer or cash on delivery.',
  },
);
