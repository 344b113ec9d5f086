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
    'payment.cancelledAfterError':
      'Ödemeniz kaydedilemedi ve iptal edildi; kartınızdan tutar çekilmeyecek. Lütfen tekrar deneyin.',
    'payment.voidFailed':
      'Ödemeniz kaydedilemedi ve bankanızca henüz iptal edilemedi. Lütfen bizimle iletişime geçiniz; çekilen tutar size iade edilecektir.',
    'payment.inProgress':
      'Bu sepet için bir ödeme işlemi sürüyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    'payment.providerUnavailable': 'Bankanıza şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    'payment.orderedOtherwise':
      'Bu sepet için {order} numaralı sipariş başka bir ödeme yöntemiyle verildi. Kart ödemeniz iptal edildi.',
    'payment.debtCurrencyUnavailable':
      'Cari hesabınızın para birimi için güncel kur bilgisi bulunamadığından ödemeniz şu anda alınamıyor; kartınızdan tutar çekilmedi. Lütfen daha sonra tekrar deneyin ya da bizimle iletişime geçiniz.',
    'paymentFrame.title': 'Güvenli Ödeme',
    'paymentFrame.notEmbedded': 'Bu sayfa ödeme adımında, sipariş özetinin içinde açılır.',
    'paymentFrame.waiting': 'Kart bilgileriniz bekleniyor...',
    'paymentFrame.paying': 'Ödemeniz bankanıza iletiliyor, lütfen bekleyin...',
    'paymentFrame.threeDSTitle': '3D Secure Doğrulama',
    'paymentFrame.threeDSText':
      'Bankanız {phone} numaralı telefonunuza bir doğrulama kodu gönderdi. Ödemeyi onaylamak için kodu giriniz.',
    'paymentFrame.code': 'Doğrulama Kodu',
    'paymentFrame.codeCleared': 'Kod alanı temizlendi; bankanızın gönderdiği kodu yeniden girin.',
    'paymentFrame.confirm': 'Onayla',
    'paymentFrame.cancel': 'Vazgeç',
    'paymentFrame.close': 'Kapat',
    'paymentFrame.succeeded': 'Ödemeniz alındı. Sipariş numaranız: {order}',
    'paymentFrame.freeAmountTitle': 'Cari Hesap Ödemesi',
    'paymentFrame.freeAmountText': 'Cari hesabınıza ödemek istediğiniz tutarı giriniz.',
    'paymentFrame.amount': 'Ödenecek Tutar (TL)',
    'paymentFrame.pay': 'Ödeme Yap',
    'paymentFrame.paidOnAccount': 'Ödemeniz alındı. Cari hesabınıza {amount} ödendi.',
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
    'payment.cancelledAfterError':
      'Your payment could not be recorded and was cancelled; your card will not be charged. Please try again.',
    'payment.voidFailed':
      'Your payment could not be recorded and your bank has not cancelled it yet. Please contact us; the amount charged will be refunded to you.',
    'payment.inProgress': 'A payment for this cart is in progress. Please try again in a few seconds.',
    'payment.providerUnavailable':
      'Your bank cannot be reached right now. Please try again in a little while.',
    'payment.orderedOtherwise':
      'Order {order} was already placed for this cart with another payment method. Your card payment was cancelled.',
    'payment.debtCurrencyUnavailable':
      'Your payment cannot be taken right now because there is no exchange rate for the currency of your account balance; your card was not charged. Please try again later or contact us.',
    'paymentFrame.title': 'Secure Payment',
    'paymentFrame.notEmbedded': 'This page opens inside the order summary, at the payment step.',
    'paymentFrame.waiting': 'Waiting for your card details...',
    'paymentFrame.paying': 'Sending your payment to your bank, please wait...',
    'paymentFrame.threeDSTitle': '3-D Secure Verification',
    'paymentFrame.threeDSText':
      'Your bank sent a verification code to your phone {phone}. Enter the code to confirm the payment.',
    'paymentFrame.code': 'Verification Code',
    'paymentFrame.codeCleared': 'The code field was cleared; enter the code your bank sent again.',
    'paymentFrame.confirm': 'Confirm',
    'paymentFrame.cancel': 'Cancel',
    'paymentFrame.close': 'Close',
    'paymentFrame.succeeded': 'Your payment was received. Your order number: {order}',
    'paymentFrame.freeAmountTitle': 'Payment on Account',
    'paymentFrame.freeAmountText': 'Enter the amount you want to pay to your account.',
    'paymentFrame.amount': 'Amount to Pay (TL)',
    'paymentFrame.pay': 'Pay',
    'paymentFrame.paidOnAccount': 'Your payment was received. {amount} was paid to your account.',
  },
);
