import { defineTexts } from '../define.ts';

export const orderTexts = defineTexts(
  {
    'orders.cancelFailed': 'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.',
    'orders.refundFailed':
      'Ödemeniz şu anda iade edilemediği için sipariş iptal edilmedi. Lütfen daha sonra tekrar deneyin ya da bizimle iletişime geçiniz.',
    'orders.paymentReceived':
      'Bu siparişin ödemesi tarafımıza ulaştığı için sipariş buradan iptal edilemiyor. Siparişin iptali ve ödemenizin iadesi için lütfen bizimle iletişime geçiniz.',
    'orders.cancelNotRecorded':
      'Kart ödemeniz geri alındı, ancak siparişinizin iptali kaydedilemedi. Siparişiniz gönderilmeyecek; lütfen bizimle iletişime geçiniz.',
  },
  {
    'orders.cancelFailed': 'The order could not be cancelled. Please contact us.',
    'orders.refundFailed':
      'The order was not cancelled because your payment could not be refunded right now. Please try again later or contact us.',
    'orders.paymentReceived':
      'We have received the payment for this order, so it cannot be cancelled here. Please contact us to cancel it and get your payment back.',
    'orders.cancelNotRecorded':
      'Your card payment was taken back, but the cancellation of your order could not be recorded. Your order will not be shipped; please contact us.',
  },
);
