import { defineTexts } from '../define.ts';

export const checkoutTexts = defineTexts(
  {
    'checkout.addressRequired': 'Lütfen adres seçiniz!',
    'checkout.emptyCart': 'Sepetinizde ürün bulunmamaktadır.',
    'checkout.productUnavailable': '{name} artık satışta değil. Lütfen sepetinizden çıkarın.',
    'checkout.askPrice':
      '{name} ürününün fiyatını lütfen bize sorunuz; fiyatı sorulan ürünler sipariş edilemez. Lütfen sepetinizden çıkarın.',
    'checkout.paymentMethodUnavailable': 'Seçtiğiniz ödeme yöntemi şu anda kullanılamıyor.',
    'checkout.tooManyUnpaid':
      'Ödemesi henüz alınmamış {n} siparişiniz var. Bu siparişi kartla ödeyebilir ya da önceki siparişleriniz ödendikten veya kargoya verildikten sonra Havale-EFT veya Kapıda Ödeme ile verebilirsiniz.',
    'checkout.cardNeedsPaymentForm': 'Kartla ödeme için lütfen ödeme formunu kullanın.',
    'checkout.agreementsRequired':
      "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.",
    'checkout.agreementsChanged':
      'Sepetiniz veya sipariş bilgileriniz değişti. Lütfen güncel bilgileri kontrol edip sözleşmeleri yeniden onaylayın.',
  },
  {
    'checkout.addressRequired': 'Please choose an address!',
    'checkout.emptyCart': 'Your cart is empty.',
    'checkout.productUnavailable': '{name} is no longer on sale. Please remove it from your cart.',
    'checkout.askPrice':
      'Please ask us for the price of {name}; products priced on request cannot be ordered. Please remove it from your cart.',
    'checkout.paymentMethodUnavailable': 'The payment method you chose is not available right now.',
    'checkout.tooManyUnpaid':
      'You have {n} orders whose payment has not been received yet. You can pay for this order by card, or place it by bank transfer or cash on delivery once the earlier orders have been paid or shipped.',
    'checkout.cardNeedsPaymentForm': 'Please use the payment form to pay by card.',
    'checkout.agreementsRequired':
      'Please approve the Preliminary Information Form and the Distance Sales Contract.',
    'checkout.agreementsChanged':
      'Your cart or order details have changed. Please check the current details and approve the agreements again.',
  },
);
