import { describe, expect, test } from 'vitest';
import { legalLinks } from '../../src/components/legal/legal-links.ts';
import { legalText } from '../../src/components/legal/legal-text.ts';
import { COOKIE_CATEGORIES } from '../../src/domain/cookie-consent.ts';
import { LEGAL_PATHS } from '../../src/domain/site-paths.ts';
import { legalTexts } from '../../src/i18n/texts/legal-pages.ts';

describe('the legal pages', () => {
  test('the footer links the two order documents, the KVKK notice, the cookie policy, returns and contact', () => {
    expect(legalLinks('tr').map((l) => [l.name, l.path])).toEqual([
      ['Mesafeli Satış Sözleşmesi', '/mesafeli-satis-sozlesmesi'],
      ['Ön Bilgilendirme Formu', '/on-bilgilendirme-formu'],
      ['KVKK Aydınlatma Metni', '/kvkk-aydinlatma-metni'],
      ['Çerez Politikası', '/cerez-politikasi'],
      ['İade ve Değişim', '/iade-ve-degisim'],
      ['İletişim', '/iletisim'],
    ]);
    expect(legalLinks('en').map((l) => l.path)).toEqual(Object.values(LEGAL_PATHS));
    expect(legalLinks('en').map((l) => l.name)).toContain('Cookie Policy');
  });

  test('returns name the 14-day cayma hakkı under 6502 sayılı Kanun and the Mesafeli Sözleşmeler Yönetmeliği', () => {
    expect(legalText('tr', 'legal.returns.intro', { store: 'Anadolu Ticaret' })).toBe(
      'Anadolu Ticaret üzerinden yaptığınız alışverişlerde 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği kapsamındaki iade ve değişim haklarınız aşağıdadır. Aynı koşullar, her siparişte onayladığınız Mesafeli Satış Sözleşmesi’nde de yer alır.',
    );
    expect(legalText('tr', 'legal.returns.step1')).toContain('14 gün içinde');
    expect(legalText('tr', 'legal.returns.step3')).toContain('en geç 14 gün içinde');
  });

  test('every cookie category has its name and text in both languages, so a new one can be listed', () => {
    for (const locale of ['tr', 'en'] as const)
      for (const category of COOKIE_CATEGORIES) {
        expect(legalText(locale, `legal.cookies.category.${category}`)).not.toBe('');
        expect(legalText(locale, `legal.cookies.category.${category}.text`)).not.toBe('');
      }
  });

  test('English has every Turkish key', () => {
    expect(Object.keys(legalTexts.en).sort()).toEqual(Object.keys(legalTexts.tr).sort());
  });
});
