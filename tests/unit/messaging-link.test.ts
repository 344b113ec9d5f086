import { describe, expect, test } from 'vitest';
import { messagingEnabled, messagingUrl } from '../../src/domain/messaging-link.ts';

describe('the messaging link (WhatsApp)', () => {
  test('on, with a number longer than 4 characters: https://wa.me/{digits}', () => {
    expect(messagingUrl({ whatsapp: '905321234567', whatsappControl: true })).toBe(
      'https://wa.me/905321234567',
    );
    expect(messagingUrl({ whatsapp: '+90 (532) 123 45 67', whatsappControl: '1' })).toBe(
      'https://wa.me/905321234567',
    );
    expect(messagingUrl({ whatsapp: '12345', whatsappControl: true })).toBe('https://wa.me/12345');
  });

  test('a prefilled message is URL-encoded', () => {
    expect(
      messagingUrl({ whatsapp: '905321234567', whatsappControl: true }, 'Stok sorusu: Çay & Şeker'),
    ).toBe('https://wa.me/905321234567?text=Stok%20sorusu%3A%20%C3%87ay%20%26%20%C5%9Eeker');
  });

  test('off, or a number of 4 characters or fewer, or no digits: no link', () => {
    expect(messagingUrl({ whatsapp: '905321234567', whatsappControl: false })).toBeNull();
    expect(messagingUrl({ whatsapp: '905321234567', whatsappControl: '0' })).toBeNull();
    expect(messagingUrl({ whatsapp: '1234', whatsappControl: true })).toBeNull();
    expect(messagingUrl({ whatsapp: '  1234  ', whatsappControl: true })).toBeNull();
    expect(messagingUrl({ whatsapp: '', whatsappControl: true })).toBeNull();
    expect(messagingUrl({ whatsapp: null, whatsappControl: true })).toBeNull();
    expect(messagingEnabled({ whatsapp: 'abcde', whatsappControl: true })).toBe(true);
    expect(messagingUrl({ whatsapp: 'abcde', whatsappControl: true })).toBeNull();
  });
});
