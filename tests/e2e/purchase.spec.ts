import type { APIRequestContext, Page } from '@playwright/test';
import { type Locale, t } from '../../src/i18n/index.ts';
import { findProduct, type ListItem, plainAndPriced, productDetail } from './catalog-api.ts';
import { DESKTOP, expect, fillAddressDialog, PHONE, test, VALID_TCKN } from './fixtures.ts';

// The whole purchase as a new shopper makes it, for each payment method, in Turkish and English, on a
// 360 px phone and on a desktop screen: a guest adds a product on its page, opens the cart, writes an
// order note and completes the order, signs in on the way, adds an address in the dialog, approves
// the agreements, pays, and lands on the order's success page. The order then exists with the amounts
// shown before approval, the approved documents, the note, and the stock went down.

const ORDER_PATH = /\/siparis\/ozet\?siparis=(SP\d+)$/;

type Method = 'card' | 'transfer' | 'cashOnDelivery';
const ODEME_TIPI: Record<Method, number> = { card: 2, transfer: 4, cashOnDelivery: 3 };

/** A lira-priced product that goes straight into a cart, with room in stock for `pieces` and a price that fits. */
async function productFor(request: APIRequestContext, fits: (price: number) => boolean, pieces: number) {
  const found = await findProduct(
    request,
    (p) =>
      plainAndPriced(p) &&
      p.currency === 'TRY' &&
      fits(p.salePrice?.value ?? 0) &&
      p.quantity >= pieces * 12 + 10,
    { what: 'product for this purchase' },
  );
  return found as ListItem & { salePrice: { value: number } };
}

/** The product's stock in base units and its default unit's multiplier. */
async function stockOf(request: APIRequestContext, id: number) {
  const detail = await productDetail(request, id);
  const unit = detail.units.find((u) => u.value === detail.defaultUnit) ?? detail.units[0];
  return { stock: detail.quantity, multiplier: Number(unit?.multiplier ?? 1) };
}

const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');
const kurus = (amount: number) => String(Math.round(amount * 100));

const CASES: { method: Method; locale: Locale; width: 'phone' | 'desktop' }[] = [
  { method: 'card', locale: 'tr', width: 'desktop' },
  { method: 'card', locale: 'en', width: 'phone' },
  { method: 'transfer', locale: 'tr', width: 'phone' },
  { method: 'transfer', locale: 'en', width: 'desktop' },
  { method: 'cashOnDelivery', locale: 'tr', width: 'desktop' },
  { method: 'cashOnDelivery', locale: 'en', width: 'phone' },
];

for (const { method, locale, width } of CASES) {
  test(`a guest buys by ${method} (${locale}, ${width}): sign in, address, approvals, payment, success`, async ({
    openPage,
    newCustomer,
    noAxeViolations,
  }) => {
    test.setTimeout(120_000);
    const tx = (key: Parameters<typeof t>[1], params?: Record<string, string | number>) =>
      t(locale, key, params);
    const prefix = locale === 'tr' ? '' : '/en';
    const page = await openPage(width === 'phone' ? PHONE : DESKTOP, {
      locale: locale === 'tr' ? 'tr-TR' : 'en-GB',
      acceptCookies: true,
    });
    const api = page.request;
    const customer = await newCustomer({ name: 'Elif', surname: 'Şahin' });

    // A card order above installmentLimit (500 TL) shows the installment table; Kapıda Ödeme stays
    // under its upper limit (10.000 TL).
    const pieces = method === 'card' ? 3 : 1;
    const product = await productFor(
      api,
      method === 'card' ? (p) => p >= 200 && p < 2000 : (p) => p < 2000,
      pieces,
    );
    const before = await stockOf(api, product.id);

    // The guest adds the product on its page.
    await page.goto(`${prefix}/${product.seo}-p-${product.id}`);
    await page.getByRole('button', { name: tx('cart.add') }).click();
    await expect(page.getByRole('button', { name: tx('cart.added') })).toBeVisible();

    // The cart page: the amount, an order note, then complete the order.
    await page.goto(`${prefix}/sepet`);
    const quantity = page.getByRole('textbox', { name: tx('cartPage.quantityOf', { name: product.name }) });
    await expect(quantity).toHaveValue('1');
    if (pieces > 1) {
      await quantity.fill(String(pieces));
      await quantity.press('Enter');
      await expect(quantity).toHaveValue(String(pieces));
      await expect
        .poll(async () => (await (await api.get('/api/catalog/cart')).json()).items[0]?.quantity)
        .toBe(pieces);
    }
    const note = `Kapıcıya bırakılabilir ${method}`;
    await page.getByRole('textbox', { name: tx('cartPage.description') }).fill(note);
    await page.getByRole('button', { name: tx('cartPage.submit') }).click();

    // Signing in brings the shopper back to the address step with the cart.
    await expect(page).toHaveURL(
      `${prefix}/account/login?redirect=${encodeURIComponent(`${prefix}/siparis/adres`)}`,
    );
    const signIn = page.getByRole('region', { name: tx('login.signInHeading') });
    await signIn.getByLabel(tx('login.email')).fill(customer.email);
    await signIn.getByLabel(tx('login.password'), { exact: true }).fill(customer.password);
    await signIn.getByRole('button', { name: tx('login.signInButton') }).click();
    await expect(page).toHaveURL(`${prefix}/siparis/adres`);
    await expect(page.getByText(tx('addressBook.empty'))).toBeVisible();

    // A first address, added in the dialog.
    await page.getByRole('button', { name: tx('addressBook.addNew') }).click();
    const dialog = page.getByRole('dialog', { name: tx('addressBook.addTitle') });
    await fillAddressDialog(dialog, locale, { name: 'Elif Şahin' });
    await dialog.getByRole('button', { name: tx('addressBook.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Ev' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: tx('checkoutAddress.same') })).toBeChecked();
    await noAxeViolations(page);
    await page.getByRole('button', { name: tx('checkoutAddress.continue') }).click();

    // The payment step: the method, the documents of this order, an unticked approval.
    await expect(page).toHaveURL(`${prefix}/siparis/odeme`);
    const methods = page.getByRole('group', { name: tx('checkoutPayment.methodsTitle') });
    await methods.getByRole('radio', { name: tx(`checkoutPayment.method.${method}`) }).check();
    const approve = page.getByRole('checkbox', { name: tx('checkoutPayment.approve') });
    await expect(approve).toBeEnabled();
    await expect(approve).not.toBeChecked();
    const preliminary = page.getByRole('region', { name: /Ön Bilgilendirme Formu|Preliminary Information/ });
    await expect(preliminary).toContainText(product.name);
    await expect(preliminary).toContainText('Elif Şahin');
    const summary = page.getByRole('complementary', { name: tx('checkoutPayment.summaryTitle') });
    if (method === 'cashOnDelivery') {
      await expect(summary.getByText(tx('checkoutPayment.cashOnDeliveryFee'), { exact: true })).toBeVisible();
    }
    if (method === 'transfer') {
      await expect(page.getByRole('table', { name: tx('checkoutPayment.bankAccounts') })).toBeVisible();
    }
    if (method === 'card') {
      await page.getByLabel(tx('checkoutPayment.cardNumber')).fill('4543180000000014');
      await page.getByLabel(tx('checkoutPayment.expiry')).fill('1230');
      await page.getByLabel(tx('checkoutPayment.ccv')).fill('123');
      await page.getByLabel(tx('checkoutPayment.holder')).fill('ELİF ŞAHİN');
      const plans = page.getByRole('group', { name: new RegExp(tx('checkoutPayment.installmentsTitle')) });
      await plans.getByRole('radio', { name: tx('checkoutPayment.installments', { n: 3 }) }).check();
      await expect(summary.getByText(tx('checkoutPayment.commission'), { exact: true })).toBeVisible();
      await expect(approve).toBeEnabled();
    }
    await noAxeViolations(page);
    const shownTotal = digitsOf(await summary.getByRole('definition').last().textContent());
    expect(shownTotal.length).toBeGreaterThan(2);

    await approve.check();
    if (method === 'card') {
      await page.getByRole('button', { name: tx('checkoutPayment.pay') }).click();
      const frame = page
        .getByRole('dialog', { name: tx('checkoutPayment.frameTitle') })
        .getByTitle(tx('checkoutPayment.frameLabel'))
        .contentFrame();
      await expect(frame.getByRole('heading', { name: tx('paymentFrame.threeDSTitle') })).toBeVisible();
      await frame.getByLabel(tx('paymentFrame.code')).fill('123456');
      await frame.getByRole('button', { name: tx('paymentFrame.confirm') }).click();
    } else {
      await page.getByRole('button', { name: tx('checkoutPayment.placeOrder') }).click();
    }

    // The success page names the order; the order holds what was shown and approved.
    await expect(page).toHaveURL(ORDER_PATH);
    const orderNo = ORDER_PATH.exec(page.url())?.[1] ?? '';
    await expect(page.getByText(tx('summary.success'))).toBeVisible();
    await expect(page.getByText(orderNo).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: product.name })).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await noAxeViolations(page);

    const order = await (await api.get(`/api/catalog/orders/${orderNo}`)).json();
    expect(order.odemeTipi).toBe(ODEME_TIPI[method]);
    expect(kurus(order.total)).toBe(shownTotal);
    expect(order.description).toBe(note);
    expect(order.agreements.map((d: { id: string }) => d.id)).toEqual(['on-bilgilendirme', 'mesafeli-satis']);
    expect(order.cashOnDeliveryFee > 0).toBe(method === 'cashOnDelivery');
    expect(order.commission > 0).toBe(method === 'card');
    const line = order.orderItems.find((i: { id: number }) => i.id === product.id);
    expect(line.quantity).toBe(pieces);
    const after = await stockOf(api, product.id);
    expect(after.stock).toBe(before.stock - pieces * before.multiplier);
    // The cart is empty now, and the mini-cart says so.
    expect((await (await api.get('/api/catalog/cart')).json()).items).toEqual([]);
    await page.context().close();
  });
}

/** Presses Tab until `target` has the focus, as a keyboard user would (at most 120 presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the focus by Tab');
}

test('keyboard only: a guest buys with Kapıda Ödeme from the product page to the success page (tr)', async ({
  openPage,
  newCustomer,
}) => {
  test.setTimeout(120_000);
  const page = await openPage(DESKTOP, { acceptCookies: true });
  const api = page.request;
  const customer = await newCustomer({ name: 'Elif', surname: 'Şahin' });
  const product = await productFor(api, (p) => p < 2000, 1);
  const before = await stockOf(api, product.id);

  await page.goto(`/${product.seo}-p-${product.id}`);
  const add = page.getByRole('button', { name: t('tr', 'cart.add') });
  await expect(add).toBeEnabled();
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: t('tr', 'cart.added') })).toBeVisible();
  const cartLink = page.getByRole('link', { name: t('tr', 'cart.linkLabel', { n: 1 }) });
  await tabTo(page, cartLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/sepet');

  await tabTo(page, page.getByRole('textbox', { name: t('tr', 'cartPage.description') }));
  await page.keyboard.type('Klavyeyle verilen sipariş');
  await tabTo(page, page.getByRole('button', { name: t('tr', 'cartPage.submit') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent('/siparis/adres')}`);

  const signIn = page.getByRole('region', { name: t('tr', 'login.signInHeading') });
  await tabTo(page, signIn.getByLabel(t('tr', 'login.email')));
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await expect(signIn.getByLabel(t('tr', 'login.password'), { exact: true })).toBeFocused();
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/siparis/adres');

  const addNew = page.getByRole('button', { name: t('tr', 'addressBook.addNew') });
  await expect(addNew).toBeVisible();
  await tabTo(page, addNew);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('tr', 'addressBook.addTitle') });
  await expect(dialog.getByLabel(t('tr', 'addressBook.field.addressTitle'))).toBeFocused();
  await page.keyboard.type('Ev');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Elif Şahin');
  await page.keyboard.press('Tab'); // the country: Türkiye
  await page.keyboard.press('Tab');
  const city = dialog.getByLabel(t('tr', 'addressBook.field.city'), { exact: true });
  await expect(city).toBeFocused();
  await page.keyboard.type('ANKARA');
  await expect(city).toHaveValue('6');
  await page.keyboard.press('Tab');
  const town = dialog.getByLabel(t('tr', 'addressBook.field.town'));
  await expect(town).toBeFocused();
  await expect(town.getByRole('option', { name: 'Çankaya' })).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(town).not.toHaveValue('0');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Atatürk Bulvarı No: 101 Kızılay');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5321234567');
  await tabTo(page, dialog.getByLabel(t('tr', 'addressBook.field.idNumber')));
  await page.keyboard.type(VALID_TCKN);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const home = page.getByRole('radio', { name: 'Ev' });
  await expect(home).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t('tr', 'checkoutAddress.continue') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/siparis/odeme');

  // The methods are one radio group: the arrow keys move the choice from Kart to Kapıda Ödeme.
  const approve = page.getByRole('checkbox', { name: t('tr', 'checkoutPayment.approve') });
  await expect(approve).toBeEnabled();
  await tabTo(page, page.getByRole('radio', { name: t('tr', 'checkoutPayment.method.card') }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('radio', { name: t('tr', 'checkoutPayment.method.cashOnDelivery') }),
  ).toBeChecked();
  await expect(approve).toBeEnabled();
  await expect(approve).not.toBeChecked();
  await tabTo(page, approve);
  await page.keyboard.press('Space');
  await expect(approve).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: t('tr', 'checkoutPayment.placeOrder') }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(ORDER_PATH);
  const orderNo = ORDER_PATH.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(t('tr', 'summary.success'))).toBeVisible();
  const order = await (await api.get(`/api/catalog/orders/${orderNo}`)).json();
  expect(order.odemeTipi).toBe(3);
  expect(order.description).toBe('Klavyeyle verilen sipariş');
  expect(order.cashOnDeliveryFee).toBeGreaterThan(0);
  expect((await stockOf(api, product.id)).stock).toBe(before.stock - before.multiplier);
  await page.context().close();
});
