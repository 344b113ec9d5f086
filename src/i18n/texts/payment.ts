import { defineTexts } from '../define.ts';

export const paymentTexts = defineTexts(
  {
    'payment.tooManyRequests': 'Çok fazla istek yapıldı. Lütfen biraz sonra tekrar deneyin.',
    'payment.badBin': 'Kart numarasının ilk 6 hanesini giriniz.',
    'payment.cartChanged': 'Sepetiniz ödeme sırasında değişti. Ödemeniz iptal edildi; lütfen tekrar deneyin.',
    'payment.declined.limit': 'Ödeme onaylanmadı: kartınızın limiti yetersiz.',
    'payment.declined.card': 'Ödeme onaylanmadı: kart bilgileri bankanızca doğrulanamadı.',
    'payment.declined.challengeExpired':
      '3D Secure doğrulamasının süresi doldu. Lütfen ödemeyi tekrar başlatın.',
    'payment.declined.wrongCode': 'Doğrulama kodu hatalı. Lütfen tekrar deneyin.',
    'payment.planInvalid': 'Seçilen taksit seçeneği bu kart ve tutar için kullanılamıyor.',
    'payment.notFound': 'Ödeme işlemi bulunamadı. Lütfen ödemeyi tekrar başlatın.',
  },
  {
    'payment.tooManyRequests': 'Too many requests. Please try again in a little while.',
    'payment.badBin': 'Enter the first 6 digits of the card number.',
    'payment.cartChanged': 'Your cart changed during payment. The payment was cancelled; please try again.',
    'payment.declined.limit': 'Payment declined: your card limit is not enough.',
    'payment.declined.card': 'Payment declined: your bank could not verify the card.',
    'payment.declined.challengeExpired': 'The 3-D Secure check has expired. Please start the payment again.',
    'payment.declined.wrongCode': 'The verification code is wrong. Please try again.',
    'payment.planInvalid': 'The installment option you chose is not available for this card and amount.',
    'payment.notFound': 'Payment not found. Please start the payment again.',
  },
);
