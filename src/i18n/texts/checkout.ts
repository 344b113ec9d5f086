import { defineTexts } from '../define.ts';

export const checkoutTexts = defineTexts(
  {
    'checkout.addressRequired': 'Lütfen adres seçiniz!',
    'checkout.emptyCart': 'Sepetinizde ürün bulunmamaktadır.',
    'checkout.productUnavailable': '{name} artık satışta değil. Lütfen sepetinizden çıkarın.',
    'checkout.paymentMethodUnavailable': 'Seçtiğiniz ödeme yöntemi şu anda kullanılamıyor.',
    'checkout.cardNeedsPaymentForm': 'Kartla ödeme için lütfen ödeme formunu kullanın.',
  },
  {
    'checkout.addressRequired': 'Please choose an address!',
    'checkout.emptyCart': 'Your cart is empty.',
    'checkout.productUnavailable': '{name} is no longer on sale. Please remove it from your cart.',
    'checkout.paymentMethodUnavailable': 'The payment method you chose is not available right now.',
    'checkout.cardNeedsPaymentForm': 'Please use the payment form to pay by card.',
  },
);
