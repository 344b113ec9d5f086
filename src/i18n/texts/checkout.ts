import { defineTexts } from '../define.ts';

export const checkoutTexts = defineTexts(
  {
    'checkout.addressRequired': 'Lütfen adres seçiniz!',
  },
  {
    'checkout.addressRequired': 'Please choose an address!',
  },
);
