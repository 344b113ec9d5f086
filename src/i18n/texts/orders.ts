import { defineTexts } from '../define.ts';

export const orderTexts = defineTexts(
  {
    'orders.cancelFailed': 'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.',
  },
  {
    'orders.cancelFailed': 'The order could not be cancelled. Please contact us.',
  },
);
