import type { APIRequestContext, Page } from '@playwright/test';
import { cartSummary } from '../../src/domain/cart/cart-summary.ts';
import { formatMoney, toMinor, withTax } from '../../src/domain/money.ts';
import { findProducts, type ListItem, plainAndPriced } from './catalog-api.ts';
import { expect, PHONE, test } from './fixtures.ts';

// The page frame every page shares: language and currency, the mini-cart, the account link, the
// sign-in page, the footer and the cookie notice.

/** The n-th (from 0) product a shopper can put straight into the cart: no variants, in stock, priced in lira. */
async function buyableProduct(request: APIRequestContext, skip = 0): Promise<ListItem> {
  const fit = await findProducts(
    request,
    (p) => plainAndPriced(p) && p.quantity > 20 && p.currency === 'TRY',
  );
  const product = fit[skip];
  if (!product) throw new Error('no buyable product in the demo shop');
  return product;
}

const productPath = (p: ListItem, prefix = '') => `${prefix}/${p.seo}-p-${p.id}`;

/** Waits until the header's choices have come alive with the shopper's settings. */
async function headerReady(page: Page, currencyLabel = 'Para birimi') {
  await expect(page.getByRole('combobox', { name: currencyLabel })).toBeEnabled();
}

test.describe('language switch', () => {
  test('Türkçe → English keeps the page and its query string; the current language does nothing', async ({
    page,
    request,
  }) => {
    const product = await buyableProduct(request);
    await page.goto(productPath(product));
    await headerReady(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/catalog/settings')) posts.push(r.postData() ?? '');
    });

    // The current language: nothing is sent, nothing moves.
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(productPath(product));
    expect(posts).toEqual([]);

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(productPath(product, '/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(posts.map((p) => JSON.parse(p))).toEqual([{ key: 'locale', value: 'en' }]);

    await headerReady(page, 'Currency');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(productPath(product, '/en'));
    expect(posts).toHaveLength(1);

    // A search keeps its words across the switch, both ways.
    await page.goto('/en/search?q=kalem');
    await headerReady(page, 'Currency');
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL('/search?q=kalem');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await headerReady(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/search?q=kalem');
  });
});

test.describe('mini-cart', () => {
  test('after an add: the count, the line, shipping, the grand total and the ways on (Türkçe)', async ({
    page,
    request,
    noAxeViolations,
  }) => {
    const product = await buyableProduct(request);
    await page.goto(productPath(product));
    await expect(page.getByRole('link', { name: 'Sepetim, 0 ürün' })).toBeVisible();
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Sepet özeti' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Sepet özeti' });
    await expect(panel.getByRole('heading', { name: 'Sepetim (1 ürün)' })).toBeVisible();
    const line = panel.getByRole('listitem').filter({ hasText: product.name });
    await expect(line).toBeVisible();
    await expect(line).toContainText(`1 ${product.defaultUnit}`);
    // One piece costs the sale price with tax, as the product page shows it.
    const sale = product.salePrice ?? { value: 0, currency: 'TRY' };
    await expect(line).toContainText(formatMoney(withTax(toMinor(sale.value), product.taxRate), 'TRY'));

    // Shipping and the grand total are the shop's rules on this cart (cart-totals.ts).
    const [cart, settings, shop] = await Promise.all(
      ['/api/catalog/cart', '/api/catalog/settings', '/api/catalog/store'].map(async (u) =>
        (await page.request.get(u)).json(),
      ),
    );
    const totals = cartSummary(cart.items, settings, shop.settings);
    expect(totals).not.toBeNull();
    if (!totals) return;
    const shipping = totals.shipping.kind === 'fee' ? formatMoney(totals.shippingTotal, 'TRY') : 'Ücretsiz';
    await expect(panel.getByRole('term').filter({ hasText: 'Kargo' })).toBeVisible();
    await expect(panel.getByRole('definition').first()).toHaveText(shipping);
    await expect(panel.getByRole('term').filter({ hasText: 'Genel Toplam' })).toBeVisible();
    await expect(panel.getByRole('definition').nth(1)).toHaveText(formatMoney(totals.total, 'TRY'));

    await expect(panel.getByRole('link', { name: 'Sepete Git' })).toHaveAttribute('href', '/sepet');
    await expect(panel.getByRole('link', { name: 'Siparişi Tamamla' })).toHaveAttribute(
      'href',
      '/siparis/adres',
    );

    // Escape closes it and gives focus back to the toggle.
    await panel.getByRole('link', { name: 'Sepete Git' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Opened again: axe finds nothing on the page with the panel open.
    await toggle.click();
    await expect(panel.getByRole('link', { name: 'Siparişi Tamamla' })).toBeVisible();
    await noAxeViolations(page);

    // A click elsewhere closes it too.
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(panel).toBeHidden();
  });

  test('in English, and the empty cart says so', async ({ page, request, noAxeViolations }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Cart summary' });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Cart summary' });
    await expect(panel.getByText('Your cart is empty.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    const product = await buyableProduct(request, 1);
    await page.goto(productPath(product, '/en'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'My cart, 1 items' })).toBeVisible();
    await toggle.click();
    await expect(panel.getByRole('heading', { name: 'My Cart (1 items)' })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: product.name })).toBeVisible();
    await expect(panel.getByRole('term').filter({ hasText: 'Grand total' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/en/sepet');
    await expect(panel.getByRole('link', { name: 'Complete Order' })).toHaveAttribute(
      'href',
      '/en/siparis/adres',
    );
    await noAxeViolations(page);
  });
});

test.describe('currency switcher', () => {
  test("choosing a currency shows the cart's prices in it, and the choice stays", async ({
    page,
    request,
  }) => {
    const product = await buyableProduct(request);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();

    const currency = page.getByRole('combobox', { name: 'Para birimi' });
    await expect(currency).toBeEnabled();
    await expect(currency).toHaveValue('TRY');
    await expect(currency.getByRole('option')).toHaveText(['TRY', 'USD', 'EUR']);

    await page.getByRole('button', { name: 'Sepet özeti' }).click();
    const panel = page.getByRole('region', { name: 'Sepet özeti' });
    const line = panel.getByRole('listitem').filter({ hasText: product.name });
    await expect(line).toContainText('₺');

    await currency.selectOption('USD');
    await expect(line).toContainText('$');
    await expect(line).not.toContainText('₺');
    await expect(panel.getByRole('definition').nth(1)).toContainText('$');

    await currency.selectOption('EUR');
    await expect(line).toContainText('€');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Para birimi' })).toHaveValue('EUR');
    await page.getByRole('button', { name: 'Sepet özeti' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: product.name })).toContainText('€');
  });
});

test.describe('cookie notice', () => {
  for (const [prefix, label, accept] of [
    ['', 'Çerez bildirimi', 'Kabul Et'],
    ['/en', 'Cookie notice', 'Accept'],
  ] as const) {
    test(`shown until accepted, without moving the page, and closed for good (${label})`, async ({
      page,
    }) => {
      await page.goto(prefix || '/');
      const heading = page.getByRole('heading', { level: 1 });
      const before = await heading.boundingBox();
      const notice = page.getByRole('region', { name: label });
      await expect(notice).toBeVisible();
      // Fixed at the bottom of the window: it covers, the page does not move.
      const box = await notice.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && Math.round(box.y + box.height)).toBeLessThanOrEqual(viewport?.height ?? 0);
      expect(box && viewport && box.y + box.height).toBeGreaterThan((viewport?.height ?? 0) - 40);
      expect(await heading.boundingBox()).toEqual(before);

      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/catalog/cookies'),
      );
      await notice.getByRole('button', { name: accept }).click();
      await sent;
      await expect(notice).toBeHidden();

      await page.reload();
      await headerReady(page, prefix ? 'Currency' : 'Para birimi');
      await page.waitForTimeout(300);
      await expect(notice).toBeHidden();
    });
  }
});

test.describe('sign-in page', () => {
  test('signing in from a product page lands back on it with the guest cart kept', async ({
    page,
    request,
    newCustomer,
  }) => {
    const customer = await newCustomer({ name: 'Deniz', surname: 'Aksoy' });
    const product = await buyableProduct(request, 2);
    await page.goto(productPath(product));
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();

    await page.getByRole('link', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent(productPath(product))}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap veya Üye Ol' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Üye Girişi' });
    await form.getByLabel('E-posta').fill(customer.email);
    await form.getByLabel('Şifre').fill(customer.password);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();

    await expect(page).toHaveURL(productPath(product));
    await expect(page.getByRole('link', { name: `Hesabım: ${customer.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
    await page.getByRole('button', { name: 'Sepet özeti' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Sepet özeti' })
        .getByRole('listitem')
        .filter({ hasText: product.name }),
    ).toBeVisible();
  });

  test('a wrong password is alerted, in Turkish and in English', async ({ page, newCustomer }) => {
    const customer = await newCustomer({ name: 'Ece', surname: 'Aksoy' });
    for (const [prefix, region, email, password, button, message] of [
      ['', 'Üye Girişi', 'E-posta', 'Şifre', 'Giriş Yap', 'E-posta adresiniz veya şifreniz hatalı.'],
      ['/en', 'Sign In', 'Email', 'Password', 'Sign In', 'Your email address or password is wrong.'],
    ] as const) {
      await page.goto(`${prefix}/account/login`);
      const form = page.getByRole('region', { name: region });
      await form.getByLabel(email).fill(customer.email);
      await form.getByLabel(password).fill('Yanlis.2026');
      await form.getByRole('button', { name: button }).click();
      await expect(form.getByRole('alert')).toHaveText(message);
      await expect(page).toHaveURL(`${prefix}/account/login`);
    }
  });

  test('registering signs the new customer in and goes home (English); a mismatch is alerted (Türkçe)', async ({
    page,
  }) => {
    await page.goto('/account/login');
    const tr = page.getByRole('region', { name: 'Yeni Üyelik' });
    await tr.getByLabel('Ad', { exact: true }).fill('Mert');
    await tr.getByLabel('Soyad').fill('Demir');
    await tr.getByLabel('E-posta').fill(`mert.${Date.now()}@ornek.com.tr`);
    await tr.getByLabel('Şifre', { exact: true }).fill('Gizli.2026');
    await tr.getByLabel('Şifre (Tekrar)').fill('Gizli.2027');
    await tr.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(tr.getByRole('alert')).toHaveText('Şifreleriniz eşleşmiyor.');

    await page.goto('/en/account/login');
    const form = page.getByRole('region', { name: 'New Account' });
    await form.getByLabel('First name').fill('Selin');
    await form.getByLabel('Surname').fill('Çelik');
    await form.getByLabel('Email').fill(`selin.${Date.now()}@ornek.com.tr`);
    await form.getByLabel('Password', { exact: true }).fill('Gizli.2026');
    await form.getByLabel('Password (again)').fill('Gizli.2026');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/en');
    await expect(page.getByRole('link', { name: 'My account: Selin' })).toBeVisible();
  });

  for (const [prefix, heading] of [
    ['', 'Giriş Yap veya Üye Ol'],
    ['/en', 'Sign In or Register'],
  ] as const) {
    test(`is not indexed and axe finds nothing (${prefix || '/'})`, async ({ page, noAxeViolations }) => {
      await page.goto(`${prefix}/account/login`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await headerReady(page, prefix ? 'Currency' : 'Para birimi');
      await noAxeViolations(page);
    });
  }
});

test.describe('header and footer', () => {
  test('on a 360 px phone the header is one row: logo, search, account and cart', async ({ openPage }) => {
    const page = await openPage(PHONE);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const parts = [
      banner.getByRole('link', { name: 'Anadolu Ticaret' }),
      banner.getByRole('searchbox', { name: 'Ürün ara' }),
      banner.getByRole('button', { name: 'Ara' }),
      banner.getByRole('link', { name: 'Giriş Yap' }),
      banner.getByRole('link', { name: 'Sepetim, 0 ürün' }),
    ];
    const boxes = [];
    for (const part of parts) {
      await expect(part).toBeVisible();
      boxes.push(await part.boundingBox());
    }
    const middles = boxes.map((b) => (b ? b.y + b.height / 2 : Number.NaN));
    for (const m of middles) expect(Math.abs(m - (middles[0] ?? 0))).toBeLessThan(12);
    // Left to right, all inside the screen, and the page never scrolls sideways.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]?.x ?? 0).toBeGreaterThan(boxes[i - 1]?.x ?? 0);
    expect((boxes.at(-1)?.x ?? 999) + (boxes.at(-1)?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  test("the footer links the store's visible social networks and its messaging app", async ({ page }) => {
    for (const [prefix, label, messaging] of [
      ['/', 'Sosyal medya', 'WhatsApp ile yazın'],
      ['/en', 'Social media', 'Message us on WhatsApp'],
    ] as const) {
      await page.goto(prefix);
      const footer = page.getByRole('contentinfo');
      const social = footer.getByRole('list', { name: label });
      await expect(social.getByRole('link')).toHaveCount(4);
      await expect(social.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
        'href',
        'https://www.facebook.com/anadoluticaret',
      );
      await expect(social.getByRole('link', { name: /^YouTube/ })).toHaveAttribute(
        'href',
        'https://www.youtube.com/@anadoluticaret',
      );
      // Pinterest's flag is '0' in the demo store: hidden.
      await expect(social.getByRole('link', { name: /^Pinterest/ })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: new RegExp(`^${messaging}`) })).toHaveAttribute(
        'href',
        'https://wa.me/905321234567',
      );
    }
  });
});
