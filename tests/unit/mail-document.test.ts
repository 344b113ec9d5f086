import { describe, expect, test } from 'vitest';
import { renderMail } from '../../src/domain/mail/mail-document.ts';
import { MAIL_TRIES, nextMailTry } from '../../src/domain/mail/mail-retry.ts';

describe('an e-mail in HTML and plain text', () => {
  const mail = renderMail({
    lang: 'tr',
    subject: 'SP261128100001 numaralı siparişiniz alındı',
    blocks: [
      { kind: 'heading', text: 'Mesafeli Satış Sözleşmesi' },
      { kind: 'paragraph', text: 'Ayşe <b>& "Ali"</b>\nikinci satır' },
      { kind: 'table', head: ['Ürün', 'Tutar'], rows: [['Kalem <x>', '₺240,00']], right: [1] },
      {
        kind: 'button',
        text: 'Siparişi Görüntüle',
        href: 'https://magaza.example/siparis/detay?siparis=SP1&x=1',
      },
      { kind: 'button', text: 'Takip', href: 'javascript:alert(1)' },
      { kind: 'rule' },
    ],
    footer: 'Test Mağazası · destek@test.com.tr',
  });

  test('the HTML escapes every text and keeps only web links as buttons', () => {
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('Ayşe &lt;b&gt;&amp; &quot;Ali&quot;&lt;/b&gt;<br>ikinci satır');
    expect(mail.html).toContain(
      '<td style="padding:6px 8px;border:1px solid #d5dbe1;text-align:left;vertical-align:top;">Kalem &lt;x&gt;</td>',
    );
    expect(mail.html).toContain('text-align:right;">₺240,00</td>');
    expect(mail.html).toContain('href="https://magaza.example/siparis/detay?siparis=SP1&amp;x=1"');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toMatch(/<b>|<x>/);
  });

  test('the text part says the same: headings in capitals, tables as lines, links spelled out', () => {
    expect(mail.text).toBe(
      [
        'MESAFELİ SATIŞ SÖZLEŞMESİ\n=========================',
        'Ayşe <b>& "Ali"</b>\nikinci satır',
        'Ürün: Kalem <x> | Tutar: ₺240,00',
        'Siparişi Görüntüle: https://magaza.example/siparis/detay?siparis=SP1&x=1',
        'Takip',
        '----------------------------------------',
        '--\nTest Mağazası · destek@test.com.tr\n',
      ].join('\n\n'),
    );
  });
});

describe('when a failed e-mail is tried again', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  test('a minute, five, fifteen, an hour, then less often; after the eighth try never', () => {
    expect(nextMailTry(1, now)).toEqual(new Date('2026-11-28T10:01:00Z'));
    expect(nextMailTry(2, now)).toEqual(new Date('2026-11-28T10:05:00Z'));
    expect(nextMailTry(4, now)).toEqual(new Date('2026-11-28T11:00:00Z'));
    expect(nextMailTry(7, now)).toEqual(new Date('2026-11-28T22:00:00Z'));
    expect(MAIL_TRIES).toBe(8);
    expect(nextMailTry(8, now)).toBeNull();
  });
});
