import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { findProduct, plainAndPriced } from './catalog-api.ts';
import { DESKTOP, expect, PHONE, SCREENS, test } from './fixtures.ts';

// The account page (/account and /en/account): the account info and password forms with every SPEC §5
// message and the §8 outcomes, the account menu, sign-out, and the KVKK data download and deletion.
// Anything that changes data uses a newly registered customer; the demo customer is only read.

async function noSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Places a bank-transfer order for whoever the request context is signed in as (an address chosen); its order number. */
async function placeOrder(api: APIRequestContext): Promise<string> {
  const product = await findProduct(
    api,
    (p) => plainAndPriced(p) && p.quantity > 20 && p.salePrice?.currency === 'TRY',
    { what: 'buyable product' },
  );
  expect((await api.post(`/api/catalog/cart/${product.id}`, { form: { quantity: '1' } })).status()).toBe(201);
  const agreements = await (await api.get('/api/catalog/checkout/agreements?odemeTipi=4')).json();
  const res = await api.post('/api/catalog/cart', { form: { odemeTipi: '4', agreementKey: agreements.key } });
  expect(res.status()).toBe(200);
  return (await res.json()).order.orderNo as string;
}

test('a guest is sent to sign in and brought back to the account page (tr, desktop)', async ({
  openPage,
  newCustomer,
}) => {
  const page = await openPage(DESKTOP);
  const who = await newCustomer();
  await page.goto('/account');
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent('/account')}`);
  const form = page.getByRole('region', { name: 'Üye Girişi' });
  await form.getByLabel('E-posta').fill(who.email);
  await form.getByLabel('Şifre', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap Bilgilerim' })).toBeVisible();
  await expect(page.getByLabel('E-posta Adresiniz')).toHaveValue(who.email);
  await page.context().close();
});

for (const [label, viewport] of SCREENS) {
  test(`registration: every field's message under its field, names in letters only (tr, ${label})`, async ({
    openPage,
    noAxeViolations,
  }) => {
    const page = await openPage(viewport);
    await page.goto('/account/login');
    const form = page.getByRole('region', { name: 'Yeni Üyelik' });
    const name = form.getByLabel('Ad', { exact: true });
    const surname = form.getByLabel('Soyad');
    const email = form.getByLabel('E-posta');
    const password = form.getByLabel('Şifre', { exact: true });
    const repeat = form.getByLabel('Şifre (Tekrar)');
    const submit = form.getByRole('button', { name: 'Üye Ol' });
    await expect(submit).toBeEnabled();
    // Walkthrough m18: all messages at once, each under its own field, the first field focused.
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText([
      'Lütfen adınızı girin.',
      'Lütfen soyadınızı girin.',
      'Lütfen geçerli bir e-posta adresi girin.',
      'Lütfen şifrenizi girin.',
    ]);
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Lütfen adınızı girin.');
    await expect(email).toHaveAccessibleDescription('Lütfen geçerli bir e-posta adresi girin.');
    await expect(password).toHaveAccessibleDescription(/Lütfen şifrenizi girin\./);
    await noAxeViolations(page);
    // A digit in a name is refused while typing, and the field says what is wrong.
    await name.pressSequentially('Mert3');
    await expect(name).toHaveValue('Mert');
    await expect(name).toHaveAccessibleDescription(
      'Adınız yalnızca harf ve boşluk içerebilir; rakam ve işaret kullanmayın.',
    );
    await surname.fill('Demir!');
    await expect(surname).toHaveValue('Demir');
    await expect(surname).toHaveAccessibleDescription(
      'Soyadınız yalnızca harf ve boşluk içerebilir; rakam ve işaret kullanmayın.',
    );
    // Correcting a field takes its message away; the passwords' message shows once, under the repeat.
    await email.fill(`mert.${Date.now()}.${viewport.width}@ornek.com.tr`);
    await password.fill('Gizli.2026');
    await repeat.fill('Gizli.2027');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(['Şifreleriniz eşleşmiyor.']);
    await expect(repeat).toBeFocused();
    await noSideScroll(page);
    await repeat.fill('Gizli.2026');
    await submit.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Hesabım: Mert' })).toBeVisible();
    await page.context().close();
  });
}

test('the account form: every message, the phone mask, saving, and the §8 outcomes (tr, 360 px)', async ({
  openPage,
  newCustomer,
  signIn,
  noAxeViolations,
}) => {
  const page = await openPage(PHONE);
  const who = await newCustomer();
  await signIn(page, who, { acceptCookies: true });
  await page.goto('/account');
  const menu = page.getByRole('navigation', { name: 'Hesabım' });
  await expect(menu.getByRole('link', { name: 'Hesap Bilgilerim' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Siparişlerim' })).not.toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Üyelik Bilgilerim' });
  const save = form.getByRole('button', { name: 'Bilgilerimi Kaydet' });
  await expect(form.getByLabel('Adınız', { exact: true })).toHaveValue('Zeynep');
  await expect(form.getByLabel('E-posta Adresiniz')).toHaveAttribute('readonly', '');
  await expect(save).toBeDisabled();
  await noSideScroll(page);
  await noAxeViolations(page);

  // Names take letters only (SPEC §5): a digit or a symbol is refused and the field says why (m26).
  const name = form.getByLabel('Adınız', { exact: true });
  const letters = 'Adınız yalnızca harf ve boşluk içerebilir; rakam ve işaret kullanmayın.';
  await name.fill('Çağrı3 <b>');
  await expect(name).toHaveValue('Çağrı b');
  await expect(form.getByRole('alert')).toHaveText(letters);
  await expect(name).toHaveAccessibleDescription(letters);
  await name.fill('Zeynep');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // Messages on blur.
  await name.fill('');
  await name.blur();
  await expect(form.getByRole('alert')).toHaveText('Lütfen adınızı girin.');
  await name.fill('Zeynep Nur');
  await form.getByLabel('Soyadınız').fill('');
  await form.getByLabel('Soyadınız').blur();
  await expect(form.getByRole('alert')).toHaveText('Lütfen soyadınızı girin.');
  await form.getByLabel('Soyadınız').fill('Kaya');
  const phone = form.getByLabel('Cep Telefonunuz');
  await expect(phone).toHaveAttribute('placeholder', '+90 (5__) ___ __ __');
  await phone.pressSequentially('0532123');
  await expect(phone).toHaveValue('+90 (532) 123');
  await phone.blur();
  await expect(form.getByRole('alert')).toHaveText('Lütfen geçerli telefon numarası girin.');
  // Typing on at the end of what is there: a tap anywhere in the masked field puts the caret there (SPEC §9).
  await phone.click({ position: { x: 6, y: 10 } });
  await phone.pressSequentially('4567');
  await expect(phone).toHaveValue('+90 (532) 123 45 67');
  await expect(form.getByRole('alert')).toHaveCount(0);
  const gender = form.getByLabel('Cinsiyetiniz');
  await expect(gender.getByRole('option')).toHaveText(['Cinsiyetinizi Seçin', 'Erkek', 'Kadın']);
  await gender.selectOption({ label: 'Kadın' });
  await form.getByLabel('Doğum Tarihiniz').fill('2999-01-01');
  await form.getByLabel('Doğum Tarihiniz').blur();
  await expect(form.getByRole('alert')).toHaveText('Lütfen geçerli bir doğum tarihi girin.');
  // On submit too: each message once, under its field (no second copy in a red box), nothing sent;
  // the first invalid field takes the focus.
  await form.getByLabel('Soyadınız').fill('');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText([
    'Lütfen soyadınızı girin.',
    'Lütfen geçerli bir doğum tarihi girin.',
  ]);
  await expect(form.getByLabel('Soyadınız')).toBeFocused();
  await expect(form.getByLabel('Soyadınız')).toHaveAccessibleDescription('Lütfen soyadınızı girin.');
  await form.getByLabel('Soyadınız').fill('Kaya');
  await form.getByLabel('Doğum Tarihiniz').fill('1990-04-23');

  // A network failure, and an answer with neither error nor success: the technical-error message.
  await page.route('**/api/catalog/accountinfo/settings', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  await save.click();
  await expect(form.getByRole('alert')).toHaveText(
    'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
  );
  await page.unroute('**/api/catalog/accountinfo/settings');
  await page.route('**/api/catalog/accountinfo/settings', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 200, json: {} }) : route.continue(),
  );
  await save.click();
  await expect(form.getByRole('alert')).toHaveText(
    'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
  );
  await page.unroute('**/api/catalog/accountinfo/settings');

  await save.click();
  await expect(form.getByRole('status')).toHaveText('Bilgileriniz kaydedildi.');
  await expect(save).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Hesabım: Zeynep Nur' })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Adınız', { exact: true })).toHaveValue('Zeynep Nur');
  await expect(phone).toHaveValue('+90 (532) 123 45 67');
  await expect(gender).toHaveValue('female');
  await expect(form.getByLabel('Doğum Tarihiniz')).toHaveValue('1990-04-23');
  await noSideScroll(page);
  await noAxeViolations(page);

  // A server error shows its message; a 401 sends the shopper to sign in.
  await page.route('**/api/catalog/accountinfo/settings', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { error: { messages: { type: 'Lütfen adınızı girin.' } } } })
      : route.continue(),
  );
  await form.getByLabel('Soyadınız').fill('Kaya Demir');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText('Lütfen adınızı girin.');
  await page.unroute('**/api/catalog/accountinfo/settings');
  await page.route('**/api/catalog/accountinfo/settings', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 401,
          json: { error: { messages: { type: 'Bu işlem için giriş yapmalısınız.' } } },
        })
      : route.continue(),
  );
  await save.click();
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent('/account')}`);
  await page.context().close();
});

test('the password form: its messages, the current password, "Şifreniz güncellendi." and the other session signed out (tr, desktop)', async ({
  openPage,
  newCustomer,
  signIn,
  noAxeViolations,
}) => {
  const page = await openPage(DESKTOP);
  const who = await newCustomer();
  await signIn(page, who, { acceptCookies: true });
  const other = await openPage(PHONE);
  await signIn(other, who, { acceptCookies: true });
  await other.goto('/account');
  await expect(other.getByLabel('E-posta Adresiniz')).toHaveValue(who.email);

  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Şifre Değiştir' });
  const submit = form.getByRole('button', { name: 'Şifremi Güncelle' });
  const current = form.getByLabel('Mevcut Şifreniz');
  const password = form.getByLabel('Yeni Şifreniz', { exact: true });
  const repeat = form.getByLabel('Yeni Şifreniz (Tekrar)');
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await expect(submit).toBeDisabled();
  await password.fill('12345');
  await expect(submit).toBeEnabled();
  await password.blur();
  await expect(form.getByRole('alert')).toHaveText(
    'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
  );
  await password.fill('Yeni.2026');
  await repeat.focus();
  await repeat.blur();
  await expect(form.getByRole('alert')).toHaveText('Şifrenizi doğrulamalısınız.');
  await repeat.fill('Yeni.2027');
  await expect(form.getByRole('alert')).toHaveText('Şifreleriniz eşleşmiyor.');
  await submit.click();
  // Submitting shows every field's message once, under the field (walkthrough m26: not again in a red
  // box); the current password, asked for first, takes the focus.
  await expect(form.getByRole('alert')).toHaveText([
    'Lütfen mevcut şifrenizi girin.',
    'Şifreleriniz eşleşmiyor.',
  ]);
  await expect(current).toBeFocused();
  await current.fill('Yanlis.2026');
  await repeat.fill('Yeni.2026');
  await expect(form.getByRole('alert')).toHaveCount(0);
  // The server checks the current password, and refuses the most common new ones.
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Mevcut şifreniz hatalı.');
  await current.fill(who.password);
  await password.fill('Galatasaray');
  await repeat.fill('Galatasaray');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(
    'Bu şifre çok yaygın kullanıldığı için kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.',
  );
  await password.fill('Yeni.2026');
  await repeat.fill('Yeni.2026');
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Şifreniz güncellendi.');
  await expect(current).toHaveValue('');
  await expect(password).toHaveValue('');
  await expect(repeat).toHaveValue('');
  await expect(submit).toBeDisabled();
  await noAxeViolations(page);

  // The other session is over: its next customer page sends it to sign in. This one stays in.
  await other.reload();
  await expect(other).toHaveURL(`/account/login?redirect=${encodeURIComponent('/account')}`);
  await page.reload();
  await expect(page.getByLabel('E-posta Adresiniz')).toHaveValue(who.email);
  const fresh = await page.context().request.fetch('/api/catalog/auth/login', {
    method: 'POST',
    form: { email: who.email, password: 'Yeni.2026' },
  });
  expect(fresh.status()).toBe(200);
  await other.context().close();
  await page.context().close();
});

test('in English: the texts and messages, and a red alert for a server error (en, 360 px)', async ({
  openPage,
  newCustomer,
  signIn,
  noAxeViolations,
}) => {
  const page = await openPage(PHONE, { locale: 'en-GB' });
  const who = await newCustomer({ name: 'Deniz' });
  await signIn(page, who, { acceptCookies: true });
  await page.goto('/en/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'My Account' });
  await expect(menu.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/en/siparis/liste/');
  const form = page.getByRole('form', { name: 'Personal details' });
  await form.getByLabel('Name', { exact: true }).fill('');
  await form.getByLabel('Name', { exact: true }).blur();
  await expect(form.getByRole('alert')).toHaveText('Please enter your name.');
  await form.getByLabel('Name', { exact: true }).fill('Deniz');
  await expect(form.getByLabel('Gender').getByRole('option')).toHaveText([
    'Select your gender',
    'Male',
    'Female',
  ]);
  await form.getByLabel('Mobile phone').pressSequentially('532');
  await form.getByLabel('Mobile phone').blur();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number.');
  await form.getByLabel('Mobile phone').fill('');

  const pw = page.getByRole('form', { name: 'Change password' });
  await pw.getByLabel('New password', { exact: true }).fill('abc');
  await pw.getByLabel('New password', { exact: true }).blur();
  await expect(pw.getByRole('alert')).toHaveText('Your password must be 6 to 30 characters long.');
  // The server's Turkish message, shown in English by its key.
  await page.route('**/api/catalog/account/settings', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: { messages: { type: 'Şifreleriniz eşleşmiyor.' }, key: 'validation.password.mismatch' },
      },
    }),
  );
  await pw.getByLabel('Current password').fill(who.password);
  await pw.getByLabel('New password', { exact: true }).fill('Yeni.2026');
  await pw.getByLabel('New password (again)').fill('Yeni.2026');
  await pw.getByRole('button', { name: 'Update my password' }).click();
  await expect(pw.getByRole('alert')).toHaveText('Your passwords do not match.');
  await page.unroute('**/api/catalog/account/settings');
  await pw.getByRole('button', { name: 'Update my password' }).click();
  await expect(pw.getByRole('status')).toHaveText('Your password has been updated.');
  await noSideScroll(page);
  await noAxeViolations(page);
  await page.context().close();
});

test("'Verilerimi İndir' downloads a JSON file with the customer's email and orders (tr, desktop)", async ({
  demo,
  openPage,
  signIn,
  noAxeViolations,
}) => {
  // Reading only: the demo customer, who has orders.
  const page = await openPage(DESKTOP);
  await signIn(page, demo, { acceptCookies: true });
  const orders = await (await page.request.get('/api/catalog/orders')).json();
  expect(orders.total).toBeGreaterThan(0);
  await page.goto('/account');
  const data = page.getByRole('region', { name: 'Kişisel Verilerim' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('link', { name: 'Verilerimi İndir' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hesap-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(file.account.email).toBe(demo.email);
  expect(file.orders.length).toBeGreaterThanOrEqual(orders.total);
  expect(file.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(orders.items[0].orderNo);
  expect(file.orders[0].lines.length).toBeGreaterThan(0);
  expect(JSON.stringify(file)).not.toContain('scrypt');
  await noAxeViolations(page);
  await page.context().close();
});

test('deleting the account: the password dialog, then signed out, signing in fails and the email is free (en, 360 px)', async ({
  openPage,
  newCustomer,
  signIn,
  saveAddress,
  noAxeViolations,
}) => {
  const page = await openPage(PHONE, { locale: 'en-GB' });
  const who = await newCustomer();
  await signIn(page, who, { acceptCookies: true });
  await saveAddress(page, {}, { choose: true });
  const orderNo = await placeOrder(page.request);
  await page.goto('/en/account');
  const data = page.getByRole('region', { name: 'My personal data' });
  await data.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await noAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await data.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your password.');
  await dialog.getByLabel('Your password').fill('Yanlis.9999');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your password is wrong.');
  await dialog.getByLabel('Your password').fill(who.password);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Signing in with the old details fails; the email registers again, as a new account with no orders.
  const login = await page.request.post('/api/catalog/auth/login', { form: who });
  expect(login.status()).toBe(401);
  const again = await page.request.post('/api/catalog/auth/register', {
    form: {
      name: 'Yeni',
      surname: 'Üye',
      email: who.email,
      password: who.password,
      passwordVerify: who.password,
    },
  });
  expect(again.status()).toBe(201);
  const mine = await (await page.request.get('/api/catalog/orders')).json();
  expect(mine.total).toBe(0);
  // The old order is nobody's now: not even its number leads to it.
  expect((await page.request.get(`/api/catalog/orders/${orderNo}`)).status()).toBe(404);
  await page.context().close();
});

test('the menu signs out and goes home (tr, 360 px)', async ({ openPage, newCustomer, signIn }) => {
  const page = await openPage(PHONE);
  const who = await newCustomer();
  await signIn(page, who, { acceptCookies: true });
  await page.goto('/account');
  await expect(page.getByLabel('E-posta Adresiniz')).toHaveValue(who.email);
  // The order note typed on the cart page stays in the tab (sessionStorage) until the order is sent.
  await page.evaluate(() => sessionStorage.setItem('shop.orderDescription', 'Kapıcıya bırakın, 3. kat'));
  await page.getByRole('navigation', { name: 'Hesabım' }).getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL('/');
  // The next user of the tab does not see it.
  expect(await page.evaluate(() => sessionStorage.getItem('shop.orderDescription'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  expect((await page.request.get('/api/catalog/auth/me')).status()).toBe(401);
  await page.context().close();
});
