import { defineTexts } from '../define.ts';

export const paymentTexts = defineTexts(
  {
    'payment.tooManyRequests': 'Çok fazla istek yapıldı. Lütfen biraz sonra tekrar deneyin.',
    'payment.badBin': 'Kart numarasının ilk 6 hanesini giriniz.',
  },
  {
    'payment.tooManyRequests': 'Too many requests. Please try again in a little while.',
    'payment.badBin': 'Enter the first 6 digits of the card number.',
  },
);
