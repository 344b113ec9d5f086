import { describe, expect, test } from 'vitest';
import { phoneDigits, shareLinks, whatsappChatUrl } from '../../src/domain/share-links.ts';

const url = 'https://www.anadoluticaret.com.tr/not-defteri-p-39';

describe('share links', () => {
  const links = Object.fromEntries(
    shareLinks({
      url,
      title: 'Not Defteri & Kalem',
      image: 'https://www.anadoluticaret.com.tr/image/1500/p-1.jpg',
      text: 'Bu ürüne bakın: Not Defteri & Kalem',
    }).map((l) => [l.target, l.href]),
  );

  test('are Facebook, X (Twitter), Pinterest, e-mail and WhatsApp, in that order', () => {
    expect(Object.keys(links)).toEqual(['facebook', 'twitter', 'pinterest', 'email', 'whatsapp']);
  });

  test('carry the page URL, encoded', () => {
    const encoded = encodeURIComponent(url);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=Not%20Defteri%20%26%20Kalem`,
    );
    expect(links.pinterest).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${encoded}&media=${encodeURIComponent(
        'https://www.anadoluticaret.com.tr/image/1500/p-1.jpg',
      )}&description=Not%20Defteri%20%26%20Kalem`,
    );
    expect(links.email).toBe(
      `mailto:?subject=Not%20Defteri%20%26%20Kalem&body=${encodeURIComponent(
        `Bu ürüne bakın: Not Defteri & Kalem\n${url}`,
      )}`,
    );
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Bu ürüne bakın: Not Defteri & Kalem ${url}`)}`,
    );
  });

  test('Pinterest without an image leaves media out', () => {
    const pin = shareLinks({ url, title: 'x' }).find((l) => l.target === 'pinterest');
    expect(pin?.href).not.toContain('media=');
  });
});

describe('WhatsApp chat with the shop', () => {
  test('uses only the digits of the number', () => {
    expect(phoneDigits('+90 (532) 123 45 67')).toBe('905321234567');
    expect(phoneDigits(null)).toBe('');
  });

  test('opens wa.me/{digits} with the message', () => {
    expect(whatsappChatUrl('905321234567', 'Merhaba, Not Defteri (KRT0001) stok?')).toBe(
      'https://wa.me/905321234567?text=Merhaba%2C%20Not%20Defteri%20(KRT0001)%20stok%3F',
    );
  });
});
