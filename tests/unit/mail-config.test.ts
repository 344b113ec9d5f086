import { describe, expect, test } from 'vitest';
import { mailConfigProblem, mailFolder } from '../../src/server/mail/mail-transport.ts';

describe('the e-mail settings', () => {
  test('none is needed: e-mails go to DATA_DIR/mail', () => {
    expect(mailConfigProblem({})).toBeUndefined();
    expect(mailFolder({ DATA_DIR: '/var/lib/magaza' })).toBe('/var/lib/magaza/mail');
  });
  test('SMTP_URL is an smtp:// or smtps:// address; MAIL_FROM an address, with a name or not', () => {
    expect(mailConfigProblem({ SMTP_URL: 'smtps://kullanici:sifre@smtp.ornek.com.tr:465' })).toBeUndefined();
    expect(mailConfigProblem({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBeUndefined();
    expect(mailConfigProblem({ MAIL_FROM: 'Örnek Mağaza <siparis@ornek.com.tr>' })).toBeUndefined();
    expect(mailConfigProblem({ MAIL_FROM: 'siparis@ornek.com.tr' })).toBeUndefined();
    expect(mailConfigProblem({ SMTP_URL: 'https://smtp.ornek.com.tr' })).toBe(
      'SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465',
    );
    expect(mailConfigProblem({ SMTP_URL: 'smtp.ornek.com.tr' })).toMatch(/^SMTP_URL must be/);
    expect(mailConfigProblem({ MAIL_FROM: 'Örnek Mağaza' })).toMatch(/^MAIL_FROM must be an e-mail address/);
  });
});
