import { defineTexts } from '../define.ts';

export const checkoutPageTexts = defineTexts(
  {
    'checkoutPage.title': 'Siparişi Tamamla',
    'checkoutPage.progress': 'Sipariş adımları',
    'checkoutPage.step.addresses': 'Adreslerim',
    'checkoutPage.step.payment': 'Ödeme Bilgileri',
    'checkoutPage.step.summary': 'Alışveriş Özeti',
    'checkoutPage.stepDone': '(tamamlandı)',
  },
  {
    'checkoutPage.title': 'Complete Your Order',
    'checkoutPage.progress': 'Order steps',
    'checkoutPage.step.addresses': 'My Addresses',
    'checkoutPage.step.payment': 'Payment Details',
    'checkoutPage.step.summary': 'Order Summary',
    'checkoutPage.stepDone': '(done)',
  },
);
