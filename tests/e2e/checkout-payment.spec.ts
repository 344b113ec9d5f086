import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ibanGroups } from '../../src/domain/payment/iban.ts';
import { parseBankAccounts } from '../../src/domain/store-settings.ts';
import { findProducts, type ListItem, plainAndPriced } from './catalog-api.ts';
import { expect, PHONE, SCREENS, test as shared } from './fixtures.ts';

// The checkout's payment step (/siparis/odeme) and the order success page (/siparis/ozet), in
// Turkish and English, on a desktop and a 360 px phone. The demo customer's cart and addresses are
// set up through the API; everything after that is done in the page as a shopper would.

const ORDER_PATH = /\/siparis\/ozet\?siparis=(SP\d+)$/;

/** Products that go straight into the cart: no variants, a price, plenty of stock. */
const buyable = (api: APIRequestContext) => findProducts(api, (p) => plainAndPriced(p) && p.quantity >= 60);

/** A checkout ready for its payment step, as a fixture: see `readyCheckout`. */
interface CheckoutFixtures {
  /**
   * The demo customer signed in with an emptied cart, `lines` products in it and the first saved
   * address chosen for delivery and invoice. `atLeast` (in the product's own currency, TRY or
   * above) sets the quantity of the first line; the first line is returned with its quantity.
   */
  readyCheckout: (
    page: Page,
    options?: { atLeast?: number; lines?: number; currency?: string },
  ) => Promise<{ product: ListItem; quantity: number; others: ListItem[] }>;
}

const test = shared.extend<CheckoutFixtures>({
  readyCheckout: async ({ demo, signIn, acceptCookies, chooseAddress }, use) => {
    await use(async (page, options = {}) => {
      const api = page.request;
      await signIn(api, demo);
      // Prices in lira, and the cookie notice closed, whatever an earlier test chose.
      const settings = await (await api.get('/api/catalog/settings')).json();
      const lira = (settings.currencies as { id: number; code: string }[]).find((c) => c.code === 'TRY');
      if (lira) await api.post('/api/catalog/settings', { data: { key: 'defaultCurrency', value: lira.id } });
      await acceptCookies(api);
      await api.delete('/api/catalog/cart');
      const products = (await buyable(api)).filter(
        (p) => !options.currency || (p.salePrice?.currency === options.currency && p.salePrice.value < 5000),
      );
      const first = products[0];
      if (!first?.salePrice) throw new Error('no buyable product in the demo shop');
      const quantity = options.atLeast ? Math.min(50, Math.ceil(options.atLeast / first.salePrice.value)) : 1;
      expect(
        (await api.post(`/api/catalog/cart/${first.id}`, { form: { quantity: String(quantity) } })).status(),
      ).toBe(201);
      for (const extra of products.slice(1, options.lines ?? 1)) {
        expect((await api.post(`/api/catalog/cart/${extra.id}`, { form: { quantity: '1' } })).status()).toBe(
          201,
        );
      }
      await chooseAddress(api);
      return { product: first, quantity, others: products.slice(1) };
    });
  },
});

async function stockOf(api: APIRequestContext, id: number): Promise<number> {
  return (await (await api.get(`/api/catalog/product/${id}`)).json()).quantity;
}

async function orderCount(api: APIRequestContext): Promise<number> {
  return (await (await api.get('/api/catalog/orders')).json()).total;
}

/** The digits of a shown amount ('₺1.240,68' → '124068') and of an API amount (1240.68 → '124068'). */
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');
const kurus = (amount: number) => String(Math.round(amount * 100));

/** The grand total shown in the page's order summary (the last amount of its list). */
async function shownTotal(page: Page, summary: string): Promise<string> {
  return digitsOf(
    await page.getByRole('complementary', { name: summary }).getByRole('definition').last().textContent(),
  );
}

/** Waits until the documents of the chosen method are shown (the approval box is enabled). */
async function documentsReady(page: Page, approve: string) {
  await expect(
    page.getByRole('region', { name: /Ön Bilgilendirme Formu|Preliminary Information/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /Mesafeli Satış Sözleşmesi|Distance Sales/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: approve })).toBeEnabled();
}

/** Presses Tab (or Shift+Tab) until `target` has the focus (keyboard only), at most 80 times. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('the element never got the focus by Tab');
}

const APPROVE_TR = "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.";
const APPROVE_EN =
  'I have read and approve the Preliminary Information Form and the Distance Sales Agreement.';

test('a guest at the payment step is sent to sign in and comes back', async ({ page }) => {
  await page.goto('/siparis/odeme');
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent('/siparis/odeme')}`);
});

test('card with installments and 3-D Secure: the checks in order, approval required, then the success page (tr)', async ({
  page,
  noAxeViolations,
  readyCheckout,
}) => {
  const { product, quantity } = await readyCheckout(page, { atLeast: 900 });
  const stockBefore = await stockOf(page.request, product.id);
  const ordersBefore = await orderCount(page.request);
  await page.goto('/siparis/odeme');

  const methods = page.getByRole('group', { name: 'Ödeme Yöntemi' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods.getByRole('radio').nth(0)).toHaveAccessibleName('Kart');
  await expect(methods.getByRole('radio').nth(1)).toHaveAccessibleName('Havale-EFT');
  await expect(methods.getByRole('radio').nth(2)).toHaveAccessibleName('Kapıda Ödeme');
  await expect(methods.getByRole('radio', { name: 'Kart' })).toBeChecked();
  const approve = page.getByRole('checkbox', { name: APPROVE_TR });
  await documentsReady(page, APPROVE_TR);
  await expect(approve).not.toBeChecked();
  await expect(page.getByText('Vadesi', { exact: false })).toBeVisible(); // the demo customer's overdue debt
  await noAxeViolations(page);

  const pay = page.getByRole('button', { name: 'Ödeme Yap' });
  const alert = page.getByRole('alert');
  await pay.click();
  await expect(alert).toHaveText('Form bilgilerini eksiksiz doldurunuz!');
  await page.getByLabel('Kart Numarası').fill('4543 1800 0000 001');
  await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('1230');
  await expect(page.getByLabel('Son Kullanma Tarihi (AA/YY)')).toHaveValue('12/30');
  await page.getByLabel('CCV').fill('12');
  await page.getByLabel('Kart Üzerindeki İsim').fill('AYŞE YILMAZ');
  await pay.click();
  await expect(alert).toHaveText('Kart bilgilerini eksiksiz doldurunuz!');
  await page.getByLabel('Kart Numarası').fill('4543180000000014');
  await expect(page.getByLabel('Kart Numarası')).toHaveValue('4543 1800 0000 0014');
  await pay.click();
  await expect(alert).toHaveText('CCV bilgisini eksiksiz doldurunuz!');
  await page.getByLabel('CCV').fill('123');

  // The BIN look-up names the bank; the amount is above installmentLimit, so the plans show.
  await expect(page.getByText('Kartınız: Türkiye İş Bankası VISA')).toBeVisible();
  const plans = page.getByRole('group', { name: /Taksit Seçenekleri/ });
  await expect(plans.getByRole('radio', { name: 'Tek Çekim' })).toBeChecked();
  await plans.getByRole('radio', { name: '3 Taksit' }).check();
  // The commission shows in the summary before approval (the documents were read again with the plan).
  await expect(page.getByText('Taksit Farkı', { exact: true })).toBeVisible();
  await documentsReady(page, APPROVE_TR);
  const totalBeforeApproval = await shownTotal(page, 'Sipariş Özeti');

  await pay.click();
  await expect(alert).toHaveText(
    "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.",
  );
  await approve.check();
  await pay.click();

  const dialog = page.getByRole('dialog', { name: 'Güvenli Ödeme' });
  await expect(dialog).toBeVisible();
  const frame = dialog.getByTitle('Kart ödeme sayfası').contentFrame();
  await expect(frame.getByRole('heading', { name: '3D Secure Doğrulama' })).toBeVisible();
  await frame.getByLabel('Doğrulama Kodu').fill('123456');
  await frame.getByRole('button', { name: 'Onayla' }).click();

  await expect(page).toHaveURL(ORDER_PATH);
  const orderNo = ORDER_PATH.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('status').filter({ hasText: 'Siparişiniz alındı.' })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByRole('cell', { name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alışverişe Devam Et' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute('href', '/siparis/liste/');
  await noAxeViolations(page);

  const order = await (await page.request.get(`/api/catalog/orders/${orderNo}`)).json();
  expect(order.odemeTipi).toBe(2);
  expect(order.commission).toBeGreaterThan(0);
  // The order's total is the one shown, with the commission, before approval.
  expect(kurus(order.total)).toBe(totalBeforeApproval);
  expect(order.agreements).toHaveLength(2);
  await expect(page.getByText('Taksit Farkı', { exact: true })).toBeVisible();
  expect(await stockOf(page.request, product.id)).toBe(stockBefore - quantity);
  expect(await orderCount(page.request)).toBe(ordersBefore + 1);

  // The page is addressable: a reload shows the same order.
  await page.reload();
  await expect(page.getByText(orderNo)).toBeVisible();
});

test('Havale-EFT, keyboard only: the bank accounts and the 24-hour notice, then the success page with them (tr)', async ({
  page,
  readyCheckout,
}) => {
  const { product } = await readyCheckout(page, { lines: 2 });
  await page.goto('/siparis/odeme');
  await documentsReady(page, APPROVE_TR);

  // The methods are one radio group: the arrow keys move the choice.
  const card = page.getByRole('radio', { name: 'Kart' });
  await tabTo(page, card);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Havale-EFT' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Banka Hesap Bilgileri' })).toBeVisible();
  await expect(
    page.getByText(/^Havale\/EFT ile verilen siparişlerin ödemesinin 24 saat içinde/),
  ).toBeVisible();
  await documentsReady(page, APPROVE_TR);

  // Each document is a scrollable region the keyboard reaches.
  await tabTo(page, page.getByRole('region', { name: /Ön Bilgilendirme Formu/ }));
  await tabTo(page, page.getByRole('region', { name: /Mesafeli Satış Sözleşmesi/ }));
  const placeOrder = page.getByRole('button', { name: 'Sipariş Ver' });
  await tabTo(page, placeOrder);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.",
  );
  await tabTo(page, page.getByRole('checkbox', { name: APPROVE_TR }), 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: APPROVE_TR })).toBeChecked();
  await tabTo(page, placeOrder);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(ORDER_PATH);
  const orderNo = ORDER_PATH.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('table', { name: 'Banka Hesap Bilgileri' })).toBeVisible();
  await expect(
    page.getByText(/^Havale\/EFT ile verilen siparişlerin ödemesinin 24 saat içinde/),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: product.name })).toBeVisible();
  const order = await (await page.request.get(`/api/catalog/orders/${orderNo}`)).json();
  expect(order.odemeTipi).toBe(4);
  expect(order.bankAccounts.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('cell', { name: ibanGroups(order.bankAccounts[0].iban).join(' ') }),
  ).toBeVisible();
  // Two products, and the summary shows the order's own total.
  await expect(page.getByText('Toplam 2 Ürün')).toBeVisible();
});

for (const [label, viewport] of SCREENS) {
  test.describe(label, () => {
    test.use({ viewport });

    test("the card masks: month 13 refused with the spec's message, a tap puts the caret at the end (tr)", async ({
      page,
      noAxeViolations,
      readyCheckout,
    }) => {
      await readyCheckout(page);
      await page.goto('/siparis/odeme');
      await documentsReady(page, APPROVE_TR);
      const number = page.getByLabel('Kart Numarası');
      const expiry = page.getByLabel('Son Kullanma Tarihi (AA/YY)');
      const ccv = page.getByLabel('CCV');

      // Walkthrough m19: '13/20' cannot be typed or pasted; Pay says the spec's expiry message.
      await expiry.pressSequentially('13');
      await expect(expiry).toHaveValue('1');
      await expiry.fill('13/20');
      await expect(expiry).toHaveValue('1');
      await expiry.fill('4');
      await expect(expiry).toHaveValue('04');
      await expiry.fill('1');
      await number.fill('4543180000000014');
      await ccv.fill('123');
      await page.getByLabel('Kart Üzerindeki İsim').fill('AYŞE YILMAZ');
      await page.getByRole('button', { name: 'Ödeme Yap' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Ay ve yılı' })).toHaveText(
        'Ay ve yılı eksiksiz giriniz',
      );

      // SPEC §9: a tap on a masked field puts the caret at its end; the next digit goes there.
      await number.fill('45431800');
      await number.click({ position: { x: 6, y: 10 } });
      await page.keyboard.type('0');
      await expect(number).toHaveValue('4543 1800 0');
      await expiry.fill('12');
      await expiry.click({ position: { x: 4, y: 10 } });
      await page.keyboard.type('30');
      await expect(expiry).toHaveValue('12/30');
      await ccv.fill('12');
      await ccv.click({ position: { x: 4, y: 10 } });
      await page.keyboard.type('3');
      await expect(ccv).toHaveValue('123');
      await noAxeViolations(page);
    });

    test('Havale-EFT: the IBANs in groups of four, never broken inside a group, copied without spaces (tr)', async ({
      page,
      noAxeViolations,
      readyCheckout,
    }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await readyCheckout(page);
      const store = await (await page.request.get('/api/catalog/store')).json();
      const accounts = parseBankAccounts(store.settings.b2cHavaleEftHesapBilgisi);
      const first = accounts[0];
      if (!first) throw new Error('the demo shop has no bank account');
      await page.goto('/siparis/odeme');
      await page.getByRole('radio', { name: 'Havale-EFT' }).check();
      const table = page.getByRole('table', { name: 'Banka Hesap Bilgileri' });
      const grouped = ibanGroups(first.iban).join(' ');
      expect(grouped).toMatch(/^TR\d\d \d{4} /);
      const cell = table.getByRole('cell', { name: grouped });
      await expect(cell).toBeVisible();
      // Each group of four is on one line: a line breaks between groups only.
      const linesPerGroup = await cell.evaluate((td) => {
        const counts: number[] = [];
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!/^[A-Z0-9]{1,4}$/.test(n.textContent ?? '')) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          counts.push(new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size);
        }
        return counts;
      });
      expect(linesPerGroup.length).toBe(ibanGroups(first.iban).length);
      expect(linesPerGroup.every((n) => n === 1)).toBe(true);

      await cell.getByRole('button', { name: `${first.bankName} IBAN numarasını kopyala` }).click();
      await expect(cell.getByRole('status')).toHaveText('Kopyalandı');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.iban.replace(/\s/g, ''));
      await noAxeViolations(page);
    });
  });
}

test('Kapıda Ödeme on a 360 px phone in English: the fee before approval, then the order with it', async ({
  openPage,
  noAxeViolations,
  readyCheckout,
}) => {
  const page = await openPage(PHONE, { locale: 'en-GB' });
  const { product, quantity } = await readyCheckout(page, { currency: 'TRY' });
  const stockBefore = await stockOf(page.request, product.id);
  const ordersBefore = await orderCount(page.request);
  await page.goto('/en/siparis/odeme');
  await documentsReady(page, APPROVE_EN);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await expect(page.getByText('Cash on Delivery Fee', { exact: true })).toBeVisible();
  await expect(page.getByText(/A cash on delivery fee of ₺29,90 is added/)).toBeVisible();
  await documentsReady(page, APPROVE_EN);
  const totalBeforeApproval = await shownTotal(page, 'Order Summary');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await noAxeViolations(page);

  await page.getByRole('checkbox', { name: APPROVE_EN }).check();
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page).toHaveURL(/\/en\/siparis\/ozet\?siparis=SP\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('siparis') ?? '';
  await expect(page.getByText(orderNo)).toBeVisible();
  await expect(page.getByText('Cash on Delivery Fee', { exact: true })).toBeVisible();
  await noAxeViolations(page);

  const order = await (await page.request.get(`/api/catalog/orders/${orderNo}`)).json();
  expect(order.odemeTipi).toBe(3);
  expect(order.cashOnDeliveryFee).toBe(29.9);
  expect(order.total).toBeCloseTo(order.subTotal + order.tax + order.shippingTotal + 29.9, 2);
  expect(kurus(order.total)).toBe(totalBeforeApproval);
  expect(await stockOf(page.request, product.id)).toBe(stockBefore - quantity);
  // The double click sent one order.
  expect(await orderCount(page.request)).toBe(ordersBefore + 1);
  await page.context().close();
});

test('a declined card shows its message and no order is made (en)', async ({ page, readyCheckout }) => {
  await readyCheckout(page);
  const ordersBefore = await orderCount(page.request);
  await page.goto('/en/siparis/odeme');
  await documentsReady(page, APPROVE_EN);
  await page.getByLabel('Card Number').fill('4355080000000013');
  await page.getByLabel('Expiry Date (MM/YY)').fill('12/30');
  await page.getByLabel('CCV').fill('123');
  await page.getByLabel('Name on Card').fill('AYSE YILMAZ');
  await page.getByRole('checkbox', { name: APPROVE_EN }).check();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment declined: your card limit is not enough.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  expect(await orderCount(page.request)).toBe(ordersBefore);
});

test('a cart changed in another tab gives the 409 message, un-ticks the approval and makes no order (tr)', async ({
  page,
  readyCheckout,
}) => {
  const { others } = await readyCheckout(page);
  const ordersBefore = await orderCount(page.request);
  await page.goto('/siparis/odeme');
  await documentsReady(page, APPROVE_TR);
  await page.getByRole('radio', { name: 'Havale-EFT' }).check();
  await documentsReady(page, APPROVE_TR);
  await page.getByRole('checkbox', { name: APPROVE_TR }).check();

  // Another tab adds a line after the documents were read.
  const extra = others[0];
  if (!extra) throw new Error('a second buyable product is needed');
  expect(
    (await page.request.post(`/api/catalog/cart/${extra.id}`, { form: { quantity: '1' } })).status(),
  ).toBe(201);

  await page.getByRole('button', { name: 'Sipariş Ver' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sepetiniz veya sipariş bilgileriniz değişti. Lütfen güncel bilgileri kontrol edip sözleşmeleri yeniden onaylayın.',
  );
  await expect(page.getByRole('checkbox', { name: APPROVE_TR })).not.toBeChecked();
  await expect(page).toHaveURL('/siparis/odeme');
  expect(await orderCount(page.request)).toBe(ordersBefore);
  // The documents now name the new line.
  await expect(page.getByRole('region', { name: /Ön Bilgilendirme Formu/ })).toContainText(extra.name);
});

test("an unknown order number, or another customer's, shows a not-found message (tr)", async ({
  page,
  demo,
  newCustomer,
  signIn,
}) => {
  await signIn(page, demo);
  const demoOrders = await (await page.request.get('/api/catalog/orders')).json();
  const demoOrderNo: string = demoOrders.items[0].orderNo;
  await page.goto('/siparis/ozet?siparis=SP000000000000');
  await expect(page.getByRole('alert')).toHaveText('Sipariş bulunamadı. Sipariş numarasını kontrol ediniz.');
  await expect(page.getByRole('link', { name: 'Alışverişe Devam Et' })).toBeVisible();

  await signIn(page, await newCustomer({ name: 'Deniz' }));
  await page.goto(`/siparis/ozet?siparis=${demoOrderNo}`);
  await expect(page.getByRole('alert')).toHaveText('Sipariş bulunamadı. Sipariş numarasını kontrol ediniz.');
  await expect(page.getByText(demoOrderNo)).toHaveCount(0);
});

test('without a chosen address the step says so and leads back; a currency change reads the amounts again (tr)', async ({
  page,
  readyCheckout,
}) => {
  await readyCheckout(page);
  await page.goto('/siparis/odeme');
  await documentsReady(page, APPROVE_TR);
  const approve = page.getByRole('checkbox', { name: APPROVE_TR });
  await approve.check();

  // The currency switcher on the page: amounts in dollars, and the documents need a new approval.
  await page.getByRole('combobox', { name: 'Sipariş Para Birimi' }).selectOption('USD');
  // The grand total in dollars, then the lira the card is charged.
  const summaryAmounts = page.getByRole('complementary', { name: 'Sipariş Özeti' }).getByRole('definition');
  await expect(summaryAmounts.filter({ hasText: '$' }).last()).toBeVisible();
  await expect(summaryAmounts.last()).toContainText('₺');
  await documentsReady(page, APPROVE_TR);
  await expect(approve).not.toBeChecked();
  await page.getByRole('combobox', { name: 'Sipariş Para Birimi' }).selectOption('TRY');
  await expect(
    page.getByRole('complementary', { name: 'Sipariş Özeti' }).getByRole('definition').last(),
  ).toContainText('₺');

  // 'Adreslerime Dön' forgets the chosen addresses.
  await page.getByRole('link', { name: 'Adreslerime Dön' }).click();
  await expect(page).toHaveURL('/siparis/adres');
  await page.goto('/siparis/odeme');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Lütfen adres seçiniz!');
  await expect(alert.getByRole('link', { name: 'Adres seçmek için tıklayın' })).toHaveAttribute(
    'href',
    '/siparis/adres',
  );
});
