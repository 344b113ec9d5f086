import { defineTexts } from '../define.ts';

/** Texts search engines and shared links read: page titles, breadcrumbs, the 404 page, a withdrawn product's 410 page. */
export const seoTexts = defineTexts(
  {
    'seo.titleWithStore': '{title} | {store}',
    'seo.home': 'Ana Sayfa',
    'seo.breadcrumb': 'Sayfa konumu',
    'seo.notFoundTitle': 'Sayfa bulunamadı',
    'seo.notFoundText': 'Aradığınız sayfa kaldırılmış ya da adresi değişmiş olabilir.',
    'seo.goneTitle': 'Bu ürün artık satışta değil',
    'seo.goneText': 'Aradığınız ürün satıştan kaldırıldı. Aynı kategorideki ürünlere göz atabilirsiniz.',
    'seo.goneCategory': 'Kategorideki ürünlere git',
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
    'seo.goneTitle': 'This product is no longer available',
    'seo.goneText':
      'The product you are looking for has been withdrawn from sale. You can browse the products of its category.',
    'seo.goneCategory': 'See the products of its category',
    'seo.allProducts': 'All Products',
    'seo.listDescription':
      '{title}: {n} products at {store}. Card installments, bank transfer or cash on delivery.',
  },
);
