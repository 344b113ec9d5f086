import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, test } from './fixtures.ts';
import { inShop } from './shop-sql.ts';

// 'Şifremi Unuttum' (issue 17): from the sign-in page to the e-mail's link, a new password, signed in;
// the link works once. The e-mail is read from the shop's mail queue, as it would be sent.

/** The token of the newest reset e-mail to `email`. */
async function resetToken(email: string): Promise<string> {
  const [row] = await inShop<{ text: string }>(
    `select text from mail_queue where kind = 'passwordReset' and to_address = '${email.replaceAll("'", "''")}' order by id desc limit 1`,
  );
  const token = /\?token=([\w-]+)/.exec(row?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset e-mail to ${email}`);
  return token;
}

async function askForLink(page: Page, email: string, texts: { forgot: string; send: string; sent: RegExp }) {
  await page.getByRole('link', { name: texts.forgot }).click();
  await page.getByLabel(/^E-?mail|^E-posta/).fill(email);
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByRole('status')).toHaveText(texts.sent);
}

test('a forgotten password is set again from the e-mail link; the link works once (tr, desktop)', async ({
  openPage,
  newCustomer,
  noAxeViolations,
}) => {
  const page = await openPage(DESKTOP);
  const who = await newCustomer();
  await page.goto('/account/login');
  await askForLink(page, who.email, {
    forgot: 'Şifremi Unuttum',
    send: 'Bağlantı Gönder',
    sent: /^E-posta adresiniz bir üyeliğe kayıtlıysa şifrenizi yenilemeniz için bir bağlantı gönderdik\./,
  });
  await expect(page).toHaveURL('/sifremi-unuttum');
  await expect(page.getByRole('heading', { level: 1, name: 'Şifremi Unuttum' })).toBeVisible();
  await noAxeViolations(page);

  const token = await resetToken(who.email);
  await page.goto(`/sifre-yenile?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Şifre Yenile' })).toBeVisible();
  await page.getByLabel('Şifre', { exact: true }).fill('yeni-sifre-42');
  await page.getByLabel('Şifre (Tekrar)').fill('yeni-sifre-4');
  await page.getByRole('button', { name: 'Şifremi Yenile' }).click();
  await expect(page.getByText('Şifreleriniz eşleşmiyor.')).toBeVisible();
  await page.getByLabel('Şifre (Tekrar)').fill('yeni-sifre-42');
  await page.getByRole('button', { name: 'Şifremi Yenile' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Şifreniz yenilendi ve giriş yaptınız. Diğer cihazlardaki oturumlarınız kapatıldı.',
  );
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Hesabıma Git' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByLabel('E-posta Adresiniz')).toHaveValue(who.email);

  // The same link again: used up.
  await page.goto(`/sifre-yenile?token=${token}`);
  await page.getByLabel('Şifre', { exact: true }).fill('baska-sifre-42');
  await page.getByLabel('Şifre (Tekrar)').fill('baska-sifre-42');
  await page.getByRole('button', { name: 'Şifremi Yenile' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bu şifre yenileme bağlantısının süresi dolmuş ya da bağlantı kullanılmış. Lütfen yeni bir bağlantı isteyin.',
  );
  await expect(page.getByRole('link', { name: 'Yeni bir bağlantı isteyin' })).toHaveAttribute(
    'href',
    '/sifremi-unuttum',
  );
  await page.context().close();
});

test('the same in English on a phone; an address that is no account gets the same message', async ({
  openPage,
  newCustomer,
}) => {
  const page = await openPage(PHONE);
  const who = await newCustomer();
  const texts = {
    forgot: 'Forgot your password?',
    send: 'Send Link',
    sent: /^If your e-mail address belongs to an account, we have sent it a link to set a new password\./,
  };
  await page.goto('/en/account/login');
  await askForLink(page, `yok-${Date.now()}@ornek.com.tr`, texts);
  await page.goto('/en/account/login');
  await askForLink(page, who.email, texts);
  await expect(page).toHaveURL('/en/sifremi-unuttum');
  await page.goto(`/en/sifre-yenile?token=${await resetToken(who.email)}`);
  await page.getByLabel('Password', { exact: true }).fill('new-password-42');
  await page.getByLabel('Password (again)').fill('new-password-42');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your password has been changed and you are signed in.',
  );
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
  await page.context().close();
});
