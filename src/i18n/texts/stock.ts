import { defineTexts } from '../define.ts';

/** Stock texts (SPEC §4, §5, §8); which mode shows which text is documented in src/domain/stock.ts. */
export const stockTexts = defineTexts(
  {
    'stock.count': '{n} {unit}',
    'stock.countAtLeast': '{n}+ {unit}',
    'stock.available': 'Var',
    'stock.inStock': 'Stokta Var',
    'stock.ask': 'Stok Sorunuz',
    'stock.detail.count': 'Bu ürün stoklarda {n} {unit} mevcuttur.',
    // The SPEC sentence with the threshold modes' '{n}+' count.
    'stock.detail.countAtLeast': 'Bu ürün stoklarda {n}+ {unit} mevcuttur.',
    'stock.detail.available': 'Bu ürün stoklarda mevcuttur.',
    'stock.detail.ask': 'Stok sorunuz.',
    // Stock display mode 0 at 0 and below: the actual stock, without calling it available.
    'stock.detail.actual': 'Stok durumu: {n} {unit}',
    'stock.notEnough': 'Bu üründen {n} adet bulunmamaktadır!',
    'stock.soldOut': 'TÜKENDİ!',
  },
  {
    'stock.count': '{n} {unit}',
    'stock.countAtLeast': '{n}+ {unit}',
    'stock.available': 'Yes',
    'stock.inStock': 'In Stock',
    'stock.ask': 'Ask for Stock',
    'stock.detail.count': '{n} {unit} of this product are in stock.',
    'stock.detail.countAtLeast': '{n}+ {unit} of this product are in stock.',
    'stock.detail.available': 'This product is in stock.',
    'stock.detail.ask': 'Please ask about stock.',
    'stock.detail.actual': 'Stock: {n} {unit}',
    'stock.notEnough': '{n} units of this product are not available!',
    'stock.soldOut': 'SOLD OUT!',
  },
);
