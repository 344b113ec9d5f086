import { describe, expect, test } from 'vitest';
import { locales } from '../../src/i18n/index.ts';
import { kvkkTexts } from '../../src/i18n/texts/kvkk.ts';
import { kvkkNoticeTexts } from '../../src/i18n/texts/kvkk-notice.ts';

describe('the KVKK aydınlatma metni texts', () => {
  test.each(locales)('%s: the registration sentence has one place for the link', (locale) => {
    expect(kvkkTexts[locale]['kvkk.registerNotice'].split('{link}')).toHaveLength(2);
  });

  test('the notice names the law, the store as data controller, the nine rights of madde 11 and the 30-day answer', () => {
    const tr = kvkkNoticeTexts.tr;
    expect(tr['kvkk.intro']).toContain('6698 sayılı Kişisel Verilerin Korunması Kanunu');
    expect(tr['kvkk.controller']).toContain('veri sorumlusu sıfatıyla {store}');
    expect(tr['kvkk.rightsHeading']).toContain('Madde 11');
    const rights = Object.keys(tr).filter((k) => /^kvkk\.right[A-I]$/.test(k));
    expect(rights).toHaveLength(9);
    expect(tr['kvkk.apply']).toContain('en geç 30 gün');
    expect(tr['kvkk.apply']).toContain('KVKK madde 14');
  });

  test('English has every Turkish key of the notice', () => {
    expect(Object.keys(kvkkNoticeTexts.en).sort()).toEqual(Object.keys(kvkkNoticeTexts.tr).sort());
  });
});
