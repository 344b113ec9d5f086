import { describe, expect, test } from 'vitest';
import { askMessageKey } from '../../src/domain/catalog/ask-message.ts';

describe('the WhatsApp question behind a buying control (SPEC §4 display states)', () => {
  const shop = { whatsapp: '905321234567', whatsappControl: true };

  test('a stock question asks about stock; an ask price about the price, when the shop offers messaging', () => {
    expect(askMessageKey('stockQuestion', shop)).toBe('productPage.stockQuestionMessage');
    expect(askMessageKey('askPrice', shop)).toBe('productPage.askPriceMessage');
    expect(askMessageKey('askPrice', { ...shop, whatsappControl: false })).toBeNull();
    expect(askMessageKey('askPrice', { ...shop, whatsapp: '1234' })).toBeNull();
  });

  test('an ordinary button and the out-of-stock state send nothing', () => {
    expect(askMessageKey('normal', shop)).toBeNull();
    expect(askMessageKey('outOfStock', shop)).toBeNull();
  });
});
