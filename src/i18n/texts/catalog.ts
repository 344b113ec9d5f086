import { defineTexts } from '../define.ts';

/** Catalog texts: the list's sort options and the discount badge (SPEC §4). */
export const catalogTexts = defineTexts(
  {
    'sort.nameAsc': 'Ürün Adı (A-Z)',
    'sort.nameDesc': 'Ürün Adı (Z-A)',
    'sort.priceAsc': 'Fiyat (Artan)',
    'sort.priceDesc': 'Fiyat (Azalan)',
    'sort.brandAsc': 'Marka (A-Z)',
    'sort.brandDesc': 'Marka (Z-A)',
    'sort.quantityAsc': 'Stok (Artan)',
    'sort.quantityDesc': 'Stok (Azalan)',
    // Turkish writes the percent sign before the number.
    'discount.percent': '%{n}',
    'discount.campaign': '%{n} İNDİRİM',
    'discount.suffix': 'İNDİRİM',
    'campaignList.campaign': 'Kampanyalı Ürünler',
    'campaignList.latest': 'En Son Yüklenen Ürünler',
    'campaignList.liked': 'En Çok Beğenilen Ürünler',
    'campaignList.bestsellers': 'En Çok Satan Ürünler',
  },
  {
    'sort.nameAsc': 'Product Name (A-Z)',
    'sort.nameDesc': 'Product Name (Z-A)',
    'sort.priceAsc': 'Price (Low to High)',
    'sort.priceDesc': 'Price (High to Low)',
    'sort.brandAsc': 'Brand (A-Z)',
    'sort.brandDesc': 'Brand (Z-A)',
    'sort.quantityAsc': 'Stock (Low to High)',
    'sort.quantityDesc': 'Stock (High to Low)',
    'discount.percent': '{n}%',
    'discount.campaign': '{n}% OFF',
    'discount.suffix': 'OFF',
    'campaignList.campaign': 'Campaign Products',
    'campaignList.latest': 'Newest Products',
    'campaignList.liked': 'Most Liked Products',
    'campaignList.bestsellers': 'Best Sellers',
  },
);
