import { defineTexts } from '../define.ts';

// The checkout's address step (CheckoutPreview). 'Lütfen adres seçiniz!' is checkout.addressRequired.
export const checkoutAddressTexts = defineTexts(
  {
    'checkoutAddress.delivery': 'Teslimat Adresi',
    'checkoutAddress.invoice': 'Fatura Adresi',
    'checkoutAddress.deliveryAndInvoice': 'Teslimat ve Fatura Adresi',
    'checkoutAddress.same': 'Faturamı aynı adrese gönder',
    'checkoutAddress.continue': 'Devam Et',
    'checkoutAddress.sending': 'Gönderiliyor…',
    'checkoutAddress.checking': 'Bilgileriniz kontrol ediliyor…',
    'checkoutAddress.toLogin': 'Giriş sayfasına yönlendiriliyorsunuz…',
    'checkoutAddress.backToCart': 'Sepete Dön',
    'checkoutAddress.selected': '(seçili)',
  },
  {
    'checkoutAddress.delivery': 'Delivery Address',
    'checkoutAddress.invoice': 'Invoice Address',
    'checkoutAddress.deliveryAndInvoice': 'Delivery and Invoice Address',
    'checkoutAddress.same': 'Send my invoice to the same address',
    'checkoutAddress.continue': 'Continue',
    'checkoutAddress.sending': 'Sending…',
    'checkoutAddress.checking': 'Checking your details…',
    'checkoutAddress.toLogin': 'Taking you to the sign-in page…',
    'checkoutAddress.backToCart': 'Back to Cart',
    'checkoutAddress.selected': '(selected)',
  },
);
