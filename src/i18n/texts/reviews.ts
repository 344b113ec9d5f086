import { defineTexts } from '../define.ts';

export const reviewTexts = defineTexts(
  {
    'reviews.notBought': 'Yalnızca bu siparişte satın aldığınız ürünleri değerlendirebilirsiniz.',
    'reviews.alreadyReviewed': 'Bu ürünü bu sipariş için zaten değerlendirdiniz.',
  },
  {
    'reviews.notBought': 'You can only review products you bought on this order.',
    'reviews.alreadyReviewed': 'You have already reviewed this product for this order.',
  },
);
