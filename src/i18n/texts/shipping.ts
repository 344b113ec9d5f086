import { defineTexts } from '../define.ts';

export const shippingTexts = defineTexts(
  {
    'shipping.recipientPays': 'Alıcı Ödemeli',
    'shipping.free': 'Ücretsiz',
    'shipping.freeShippingHint': 'Ücretsiz kargo için sepetinize {amount} tutarında daha ürün ekleyin.',
  },
  {
    'shipping.recipientPays': 'Paid by recipient',
    'shipping.free': 'Free',
    'shipping.freeShippingHint': 'Add {amount} more to your cart for free shipping.',
  },
);
