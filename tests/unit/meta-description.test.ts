import { describe, expect, test } from 'vitest';
import { textExcerpt } from '../../src/domain/text-excerpt.ts';
import { descriptionText, productMetaDescription } from '../../src/seo/meta-description.ts';

describe('a product page meta description', () => {
  test("is the product's own when it has one", () => {
    expect(
      productMetaDescription({
        metaDescription: 'Kalemtaş kalem: hızlı kargo.',
        description: '<p>Başka</p>',
      }),
    ).toBe('Kalemtaş kalem: hızlı kargo.');
  });

  test('is the opening of an imported description as plain text, words kept apart, entities read', () => {
    const html =
      '<h2>Teknik Özellikler</h2><ul><li>Güç: 750&nbsp;W</li><li>Debi: 4,2 m³/saat</li></ul>' +
      '<p>Paslanmaz &amp; dayanıklı<br>gövde, <strong>2 yıl</strong> garanti.</p>';
    expect(productMetaDescription({ metaDescription: null, description: html })).toBe(
      'Teknik Özellikler Güç: 750 W Debi: 4,2 m³/saat Paslanmaz & dayanıklı gövde, 2 yıl garanti.',
    );
  });

  test('is cut at a word within 160 characters, with an ellipsis', () => {
    const words = Array.from({ length: 40 }, (_, i) => `kelime${i}`).join(' ');
    const meta = productMetaDescription({ metaDescription: '  ', description: `<p>${words}</p>` }) ?? '';
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('…')).toBe(true);
    expect(words.startsWith(meta.slice(0, -1))).toBe(true);
    expect(words.charAt(meta.length - 1)).toBe(' ');
  });

  test('is none when the product has no description either', () => {
    expect(productMetaDescription({ metaDescription: null, description: '' })).toBeNull();
    expect(productMetaDescription({ metaDescription: null, description: '<p> </p>' })).toBeNull();
  });

  test('reads no markup as text', () => {
    expect(descriptionText('<table><tr><th>Ağırlık</th><td>1,8 kg</td></tr></table>')).toBe('Ağırlık 1,8 kg');
  });
});

describe('a text excerpt', () => {
  test('keeps a short text whole and cuts a long one in half a word only when it has no space', () => {
    expect(textExcerpt('Çelik Termos', 70)).toBe('Çelik Termos');
    expect(textExcerpt('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
