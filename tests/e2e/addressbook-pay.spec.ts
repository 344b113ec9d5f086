import type { APIRequestContext, Page } from '@playwright/test';
import { type Locale, t } from '../../src/i18n/index.ts';
import { addressForm, DESKTOP, expect, fillAddressDialog, PHONE, test, VALID_TCKN } from './fixtures.ts';

// The address book (/adreslerim) and the payment on account (/cari-odeme), in Turkish and English,
// on a 360 px phone and on a desktop screen: a guest is sent to sign in and comes back; a new
// customer's empty book, add, edit, delete after a confirmation; another customer's address is out
// of reach; the demo customer's overdue banner leads to /cari-odeme, where the amount checks hold and
// a free amount is paid with 3-D Secure, once, and the balance goes down by it.

const CARD_3DS = '4543180000000014';

const runs = [
  { locale: 'tr' as Locale, viewport: PHONE },
  { locale: 'tr' as Locale, viewport: DESKTOP },
  { locale: 'en' as Locale, viewport: PHONE },
  { locale: 'en' as Locale, viewport: DESKTOP },
];

const prefixOf = (locale: Locale) => (locale === 'tr' ? '' : '/en');

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The demo customer's overdue balance as the API says it. */
async function overdueBalance(request: APIRequestContext): Promise<number> {
  return (await (await request.get('/api/catalog/accountinfo/overdue-debt')).json()).overdueBalance;
}

/** An amount as the page's language prints it without a currency: 1.249,25 (tr) or 1,249.25 (en). */
function printed(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Money as the shop writes it (tr-TR, both languages): ₺1.249,25. */
function tl(amount: number): string {
  return new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);
}

for (const { locale, viewport } of runs) {
  const tx = (key: Parameters<typeof t>[1], params?: object) => t(locale, key, params);
  const prefix = prefixOf(locale);
  const where = `${locale}, ${viewport.width} px`;
  const browserLocale = locale === 'tr' ? 'tr-TR' : 'en-US';

  test(`address book: guest signs in and comes back; empty, add, edit, delete with confirmation (${where})`, async ({
    openPage,
    newCustomer,
    noAxeViolations,
  }) => {
    const page = await openPage(viewport, { locale: browserLocale });
    const customer = await newCustomer();
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });

    await page.goto(`${prefix}/adreslerim`);
    await expect(page).toHaveURL(
      `${prefix}/account/login?redirect=${encodeURIComponent(`${prefix}/adreslerim`)}`,
    );
    const signInForm = page.getByRole('region', { name: tx('login.signInHeading') });
    await signInForm.getByLabel(tx('login.email')).fill(customer.email);
    await signInForm.getByLabel(tx('login.password'), { exact: true }).fill(customer.password);
    await signInForm.getByRole('button', { name: tx('login.signInButton') }).click();
    await expect(page).toHaveURL(`${prefix}/adreslerim`);
    await expect(
      page.getByRole('heading', { level: 1, name: tx('customerArea.page.addresses') }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A new customer has none: the empty state invites adding one.
    await expect(page.getByText(tx('addressBook.empty'))).toBeVisible();
    await noAxeViolations(page);
    await noSidewaysScroll(page, viewport.width);

    // Add, in the checkout's own dialog.
    await page.getByRole('button', { name: tx('addressBook.addNew') }).click();
    const add = page.getByRole('dialog', { name: tx('addressBook.addTitle') });
    await fillAddressDialog(add, locale, { name: 'Zeynep Kaya' });
    await noAxeViolations(page);
    await add.getByRole('button', { name: tx('addressBook.save') }).click();
    await expect(add).toBeHidden();

    const card = page.getByRole('heading', { level: 3, name: 'Ev', exact: true }).locator('..').locator('..');
    await expect(card).toContainText('Zeynep Kaya');
    await expect(card).toContainText('Atatürk Bulvarı No: 101 Kızılay');
    await expect(card).toContainText('Çankaya / ANKARA / Türkiye');
    await expect(card).toContainText('+90 (532) 123 45 67');
    await expect(card).toContainText(`${tx('addressBook.field.idNumber')}: ${VALID_TCKN}`);
    await expect(page.getByText(tx('addressBook.empty'))).toHaveCount(0);
    await noAxeViolations(page);
    await noSidewaysScroll(page, viewport.width);

    // Edit, in the same dialog, filled with the address.
    await page.getByRole('button', { name: tx('addressBook.editAddress', { title: 'Ev' }) }).click();
    const edit = page.getByRole('dialog', { name: tx('addressBook.editTitle') });
    const title = edit.getByLabel(tx('addressBook.field.addressTitle'));
    await expect(title).toHaveValue('Ev');
    await title.fill('Yazlık Ev');
    await edit
      .getByLabel(tx('addressBook.field.address'), { exact: true })
      .fill('Tunalı Hilmi Caddesi No: 40');
    await edit.getByRole('button', { name: tx('addressBook.save') }).click();
    await expect(edit).toBeHidden();
    const edited = page.getByRole('heading', { level: 3, name: 'Yazlık Ev' });
    await expect(edited).toBeVisible();
    await expect(page.getByText('Tunalı Hilmi Caddesi No: 40')).toBeVisible();
    // The server kept the edit (a fresh page reads it back).
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Yazlık Ev' })).toBeVisible();

    // Delete asks first; Cancel keeps the address.
    const deleteButton = page.getByRole('button', {
      name: tx('addressBook.deleteAddress', { title: 'Yazlık Ev' }),
    });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: tx('addressBook.deleteTitle') });
    await expect(confirm).toContainText(tx('addressBook.deleteConfirm', { title: 'Yazlık Ev' }));
    await noAxeViolations(page);
    await confirm.getByRole('button', { name: tx('addressBook.cancel') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Yazlık Ev' })).toBeVisible();
    expect(await (await page.request.get('/api/catalog/address')).json()).toHaveLength(1);

    await deleteButton.click();
    await confirm.getByRole('button', { name: tx('addressBook.deleteYes') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Yazlık Ev' })).toHaveCount(0);
    await expect(page.getByText(tx('addressBook.empty'))).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/catalog/address')).json()).length)
      .toBe(0);
    await page.reload();
    await expect(page.getByText(tx('addressBook.empty'))).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test(`the demo customer: every card field, the overdue banner leads to /cari-odeme (${where})`, async ({
    demo,
    openPage,
    signIn,
    noAxeViolations,
  }) => {
    const page = await openPage(viewport, { locale: browserLocale });
    await signIn(page, demo);
    const balance = await overdueBalance(page.request);
    await page.goto(`${prefix}/adreslerim`);
    // The corporate address: company, tax office and tax number; no ID number.
    const work = page
      .getByRole('heading', { level: 3, name: 'İş Yeri', exact: true })
      .locator('..')
      .locator('..');
    await expect(work).toContainText('Çankaya / ANKARA / Türkiye');
    await expect(work).toContainText('Yılmaz Bilişim Ltd. Şti.');
    await expect(work).toContainText(`${tx('addressBook.field.taxOffice')}: Çankaya`);
    await expect(work).toContainText(`${tx('addressBook.field.taxNumber')}: 9471038265`);
    await expect(work).not.toContainText(tx('addressBook.field.idNumber'));

    const banner = page.getByRole('status').filter({ hasText: tl(balance) });
    await expect(banner).toBeVisible();
    await noAxeViolations(page);
    await banner.getByRole('link', { name: tx('customerPay.bannerLink') }).click();
    await expect(page).toHaveURL(`${prefix}/cari-odeme`);
    await expect(page.getByRole('heading', { level: 1, name: tx('customerArea.page.pay') })).toBeVisible();
    const debt = page.getByRole('region', { name: tx('customerPay.debtTitle') });
    await expect(debt).toContainText(tl(balance));
    await expect(debt).toContainText(tx('customerPay.dueDate'));
    await expect(debt).toContainText(/\d\d\.\d\d\.\d{4} \(12 /);
    // On the payment page itself the banner does not link to itself.
    await expect(page.getByRole('link', { name: tx('customerPay.bannerLink') })).toHaveCount(0);
    await noAxeViolations(page);
    await noSidewaysScroll(page, viewport.width);
    await page.context().close();
  });

  test(`pay a free amount with 3-D Secure: the checks, installments, the result and the lower balance (${where})`, async ({
    demo,
    openPage,
    signIn,
    noAxeViolations,
  }) => {
    const page = await openPage(viewport, { locale: browserLocale });
    await signIn(page, demo);
    const before = await overdueBalance(page.request);
    await page.goto(`${prefix}/cari-odeme`);
    const form = page.getByRole('region', { name: tx('customerPay.formTitle') });
    const payButton = form.getByRole('button', { name: tx('customerPay.pay') });
    const alert = page.getByRole('alert');
    const amount = form.getByLabel(tx('customerPay.amount'));

    // The amount starts at the overdue balance, as the page prints it (m28).
    await expect(amount).toHaveValue(printed(before, locale));
    await amount.fill('');

    // SPEC §5's checks in their order.
    await payButton.click();
    await expect(alert).toHaveText(tx('validation.card.form'));
    await form.getByLabel(tx('checkoutPayment.cardNumber')).fill('4543 1800');
    await form.getByLabel(tx('checkoutPayment.expiry')).fill('1230');
    await form.getByLabel(tx('checkoutPayment.ccv')).fill('123');
    await form.getByLabel(tx('checkoutPayment.holder')).fill('AYŞE YILMAZ');
    await payButton.click();
    await expect(alert).toHaveText(tx('validation.card.number'));
    await form.getByLabel(tx('checkoutPayment.cardNumber')).fill(CARD_3DS);
    await payButton.click();
    await expect(alert).toHaveText(tx('validation.card.amount'));
    // Not above 0 becomes 0 on leaving the field, and is still no amount.
    await amount.fill('-5');
    await expect(amount).toHaveValue('5'); // only digits, comma and point are typed
    await amount.fill('0,00');
    await amount.blur();
    await expect(amount).toHaveValue('0');
    await payButton.click();
    await expect(alert).toHaveText(tx('validation.card.amount'));
    await amount.fill('12.34,5');
    await payButton.click();
    await expect(alert).toHaveText(tx('validation.freeAmount.format'));
    await noAxeViolations(page);

    // Above installmentLimit (500) the card's installment plans show; below, none. The amount is
    // read as the page prints amounts, thousands separator included.
    await amount.fill(printed(1234.56, locale));
    const plans = form.getByRole('group', { name: new RegExp(tx('checkoutPayment.installmentsTitle')) });
    await expect(plans).toBeVisible();
    await expect(
      plans.getByRole('radio', { name: tx('checkoutPayment.installments', { n: 3 }) }),
    ).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    await amount.fill('1,50');
    await expect(plans).toHaveCount(0);

    // Pay: the frame asks for the 3-D Secure code; one payment call, with this attempt's key.
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/catalog/payment'),
    );
    await payButton.click();
    const body = JSON.parse((await posted).postData() ?? '{}');
    expect(body).toMatchObject({ paymentType: 'pay', amount: '1.5', plan: '0', ccno: CARD_3DS });
    expect(body.paymentKey).toMatch(/^[0-9a-f]{32}$/);
    const frame = page
      .getByRole('dialog', { name: tx('checkoutPayment.frameTitle') })
      .getByTitle(tx('checkoutPayment.frameLabel'))
      .contentFrame();
    await expect(frame.getByRole('heading', { name: tx('paymentFrame.threeDSTitle') })).toBeVisible();
    await frame.getByLabel(tx('paymentFrame.code')).fill('123456');
    await frame.getByRole('button', { name: tx('paymentFrame.confirm') }).click();

    // The result on the page: the amount paid and the balance read again, lower by it.
    const result = page.getByRole('region', { name: tx('customerPay.resultTitle') });
    await expect(result).toBeVisible();
    await expect(result).toContainText(tx('customerPay.paid', { amount: tl(1.5) }));
    const after = Math.round((before - 1.5) * 100) / 100;
    await expect(result).toContainText(tx('customerPay.newBalance', { amount: tl(after) }));
    expect(await overdueBalance(page.request)).toBe(after);
    await expect(page.getByRole('region', { name: tx('customerPay.debtTitle') })).toContainText(tl(after));
    await noAxeViolations(page);
    await noSidewaysScroll(page, viewport.width);

    // Another payment starts again from the (new) balance.
    await result.getByRole('button', { name: tx('customerPay.payAgain') }).click();
    await expect(form.getByLabel(tx('customerPay.amount'))).toHaveValue(printed(after, locale));
    await page.context().close();
  });
}

test('a preset amount needs no amount field; a guest on /en/cari-odeme signs in and comes back', async ({
  demo,
  openPage,
  noAxeViolations,
}) => {
  const page = await openPage(DESKTOP, { locale: 'en-US' });
  await page.goto('/en/cari-odeme?tutar=2,25');
  await expect(page).toHaveURL(/\/en\/account\/login\?redirect=/);
  const signInForm = page.getByRole('region', { name: t('en', 'login.signInHeading') });
  await signInForm.getByLabel(t('en', 'login.email')).fill(demo.email);
  await signInForm.getByLabel(t('en', 'login.password'), { exact: true }).fill(demo.password);
  await signInForm.getByRole('button', { name: t('en', 'login.signInButton') }).click();
  await expect(page).toHaveURL('/en/cari-odeme?tutar=2,25');
  const form = page.getByRole('region', { name: t('en', 'customerPay.formTitle') });
  await expect(form).toContainText(`${t('en', 'customerPay.presetAmount')}: ${tl(2.25)}`);
  await expect(form.getByLabel(t('en', 'customerPay.amount'))).toHaveCount(0);
  await noAxeViolations(page);

  // A declined card: the bank's answer in the page's language, and the balance as it was.
  const before = await overdueBalance(page.request);
  await form.getByLabel(t('en', 'checkoutPayment.cardNumber')).fill('4355080000000013');
  await form.getByLabel(t('en', 'checkoutPayment.expiry')).fill('1230');
  await form.getByLabel(t('en', 'checkoutPayment.ccv')).fill('123');
  await form.getByLabel(t('en', 'checkoutPayment.holder')).fill('AYSE YILMAZ');
  await form.getByRole('button', { name: t('en', 'customerPay.pay') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('en', 'payment.declined.limit'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await overdueBalance(page.request)).toBe(before);
  await page.context().close();
});

test('another customer can neither see, edit nor delete the first one’s address (API 404)', async ({
  openPage,
  newCustomer,
  signIn,
  saveAddress,
}) => {
  const owner = await openPage(DESKTOP);
  await signIn(owner, await newCustomer());
  const address = { id: await saveAddress(owner, { name: 'Ayşe Yılmaz' }) };

  const other = await openPage(PHONE);
  await signIn(other, await newCustomer());
  const edit = await other.request.post(`/api/catalog/address/${address.id}`, {
    multipart: addressForm({ title: 'Ele geçirildi', name: 'Başka Biri' }),
  });
  expect(edit.status()).toBe(404);
  expect((await other.request.delete(`/api/catalog/address/${address.id}`)).status()).toBe(404);
  await other.goto('/adreslerim');
  await expect(other.getByText(t('tr', 'addressBook.empty'))).toBeVisible();
  await expect(other.getByText('Caferağa Mah.')).toHaveCount(0);

  const mine = await (await owner.request.get('/api/catalog/address')).json();
  expect(mine).toMatchObject([{ id: address.id, addressTitle: 'Ev', name: 'Ayşe Yılmaz' }]);
  await owner.context().close();
  await other.context().close();
});
