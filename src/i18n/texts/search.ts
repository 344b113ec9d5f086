import { defineTexts } from '../define.ts';

/** What a list or search with no products says, and the ways on it offers (walkthrough m10). */
export const searchTexts = defineTexts(
  {
    'search.noResults': '"{q}" için sonuç bulunamadı.',
    'search.noProducts': 'Bu listede ürün bulunamadı.',
    'search.tip': 'Yazımı kontrol edin ya da daha az veya daha genel kelimelerle arayın.',
    'search.waysOn': 'Şunlara göz atabilirsiniz:',
  },
  {
    'search.noResults': 'No results found for "{q}".',
    'search.noProducts': 'No products were found in this list.',
    'search.tip': 'Check the spelling, or search with fewer or more general words.',
    'search.waysOn': 'You may like to browse:',
  },
);
