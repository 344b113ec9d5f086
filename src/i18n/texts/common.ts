import { defineTexts } from '../define.ts';

export const commonTexts = defineTexts(
  {
    'common.technicalError': 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
    'common.select': 'Seçin',
    'common.continueShopping': 'Alışverişe Devam Et',
  },
  {
    'common.technicalError': 'A technical error occurred. Please try again later.',
    'common.select': 'Select',
    'common.continueShopping': 'Continue Shopping',
  },
);
