import type { Page } from '@playwright/test';
import { BROWSER_STORAGE, namesAllowed } from '../../src/domain/cookie-consent.ts';
import { findProduct, plainAndPriced } from './catalog-api.ts';
import { expect, PHONE, test } from './fixtures.ts';

// The legal pages a Turkish shop links from its footer, and the cookie notice's two answers
// (KVKK Çerez Rehberi): 'Reddet' is remembered and nothing but the strictly necessary is stored.

interface Store {
  name: string;
  url: string;
  seller: { legalName: string; mersisNo: string; email: string; phone: string };
}

async function storeOf(page: Page): Promise<Store> {
  return (await (await page.request.get('/api/catalog/store')).json()).store as Store;
}

const PAGES = {
  tr: [
    ['Mesafeli Satış Sözleşmesi', '/mesafeli-satis-sozlesmesi', 'Mesafeli Satış Sözleşmesi'],
    ['Ön Bilgilendirme Formu', '/on-bilgilendirme-formu', 'Ön Bilgilendirme Formu'],
    [
      'KVKK Aydınlatma Metni',
      '/kvkk-aydinlatma-metni',
      'Kişisel Verilerin Korunması Hakkında Aydınlatma Metni',
    ],
    ['Çerez Politikası', '/cerez-politikasi', 'Çerez Politikası'],
    ['İade ve Değişim', '/iade-ve-degisim', 'İade ve Değişim'],
    ['İletişim', '/iletisim', 'İletişim'],
  ],
  en: [
    ['Distance Sales Contract', '/en/mesafeli-satis-sozlesmesi', 'Distance Sales Contract'],
    ['Preliminary Information Form', '/en/on-bilgilendirme-formu', 'Preliminary Information Form'],
    ['Personal Data Notice (KVKK)', '/en/kvkk-aydinlatma-metni', 'Notice on the Protection of Personal Data'],
    ['Cookie Policy', '/en/cerez-politikasi', 'Cookie Policy'],
    ['Returns and Exchanges', '/en/iade-ve-degisim', 'Returns and Exchanges'],
    ['Contact', '/en/iletisim', 'Contact'],
  ],
} as const;

for (const [locale, pages] of Object.entries(PAGES)) {
  const home = locale === 'tr' ? '/' : '/en';
  const footerName = locale === 'tr' ? 'Yasal bilgiler' : 'Legal information';

  for (const [link, path, heading] of pages) {
    test(`the footer's '${link}' leads to its page, with its heading and the store's details`, async ({
      page,
      acceptCookies,
      noAxeViolations,
    }) => {
      const store = await storeOf(page);
      await acceptCookies(page);
      await page.goto(home);
      const footer = page.getByRole('navigation', { name: footerName });
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${link} | ${store.name}`);
      const main = page.getByRole('main');
      await expect(main).toContainText(store.name);
      // The merchant's own details from the store settings, never a hard-coded text.
      await expect(main).toContainText(store.seller.email);
      await noAxeViolations(page);
    });
  }
}

test('the document templates are the checkout’s own text, with the seller filled and the buyer a placeholder', async ({
  page,
  acceptCookies,
}) => {
  const store = await storeOf(page);
  await acceptCookies(page);
  await page.goto('/mesafeli-satis-sozlesmesi');
  const main = page.getByRole('main');
  await expect(main).toContainText(`Unvan: ${store.seller.legalName}`);
  await expect(main).toContainText(`MERSİS No: ${store.seller.mersisNo}`);
  await expect(main).toContainText('Ad Soyad: [Alıcının adı soyadı]');
  await expect(page.getByRole('heading', { level: 2, name: 'Madde 5 – Cayma Hakkı' })).toBeVisible();
  await expect(main).toContainText('14 (on dört) gün içinde herhangi bir gerekçe göstermeksizin');

  await page.goto('/iade-ve-degisim');
  await expect(page.getByRole('main')).toContainText(`SATICI’ya ${store.seller.email} e-posta adresine`);
});

test('on a phone the footer links show and no legal page scrolls sideways', async ({
  openPage,
  acceptCookies,
}) => {
  const page = await openPage(PHONE);
  await acceptCookies(page);
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Yasal bilgiler' });
  for (const [link] of PAGES.tr) {
    const a = footer.getByRole('link', { name: link, exact: true });
    await a.scrollIntoViewIfNeeded();
    await expect(a).toBeInViewport({ ratio: 1 });
  }
  for (const [, path] of PAGES.tr) {
    await page.goto(path);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, path).toBeLessThanOrEqual(client);
  }
  await page.context().close();
});

test('the sitemap lists the legal pages in both languages', async ({ page }) => {
  const site = process.env.SITE_URL ?? 'http://localhost:4321';
  const xml = await (await page.request.get('/sitemap-0.xml')).text();
  for (const [, path] of [...PAGES.tr, ...PAGES.en]) expect(xml).toContain(`<loc>${site}${path}</loc>`);
});

test('the cookie policy lists every cookie and storage key the shop writes', async ({
  page,
  acceptCookies,
}) => {
  await acceptCookies(page);
  await page.goto('/cerez-politikasi');
  const main = page.getByRole('main');
  for (const item of BROWSER_STORAGE)
    await expect(main.getByRole('heading', { level: 4, name: item.name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Zorunlu çerezler' })).toBeVisible();
});

/**
 * Waits until the cookie notice's island has hydrated and read the settings, so that its absence
 * means the answer was remembered, not that the island has not run yet (Astro drops the island's
 * `ssr` attribute once it has hydrated; the settings are read before the currency box is enabled).
 */
async function cookieNoticeReady(page: Page) {
  await expect(page.locator('astro-island[component-url*="CookieNotice"]:not([ssr])')).toBeAttached();
}

/** Every cookie and storage key the browser holds for the shop. */
async function storedNames(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((c) => c.name);
  const storage = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  return [...cookies, ...storage];
}

/** The list view switch's button of the search page (SPEC §3 Lists: view). */
function viewButton(page: Page, locale: 'tr' | 'en', view: 'grid' | 'list') {
  const names = { tr: { grid: 'Izgara', list: 'Liste' }, en: { grid: 'Grid', list: 'List' } }[locale];
  return page
    .getByRole('group', { name: locale === 'tr' ? 'Görünüm' : 'View' })
    .getByRole('button', { name: names[view], exact: true });
}

/** Opens the search page and switches it to the compact list. */
async function chooseListView(page: Page, locale: 'tr' | 'en') {
  await page.goto(locale === 'tr' ? '/search' : '/en/search');
  await viewButton(page, locale, 'list').click();
  await expect(viewButton(page, locale, 'list')).toHaveAttribute('aria-pressed', 'true');
}

for (const [locale, label, reject, accept, policy] of [
  ['tr', 'Çerez bildirimi', 'Reddet', 'Kabul Et', 'Çerez Politikası'],
  ['en', 'Cookie notice', 'Reject', 'Accept', 'Cookie Policy'],
] as const) {
  const home = locale === 'tr' ? '/' : '/en';
  const currency = locale === 'tr' ? 'Para birimi' : 'Currency';

  test(`'${reject}' is remembered across reloads and nothing but the strictly necessary is stored (${locale})`, async ({
    page,
  }) => {
    await page.goto(home);
    const notice = page.getByRole('region', { name: label });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: policy })).toHaveAttribute(
      'href',
      locale === 'tr' ? '/cerez-politikasi' : '/en/cerez-politikasi',
    );
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/catalog/cookies'),
    );
    await notice.getByRole('button', { name: reject, exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ consent: 'necessary' });
    await expect(notice).toBeHidden();

    // Shop as usual: a currency choice and a product in the cart, an order note on the cart page.
    await page.reload();
    await expect(page.getByRole('combobox', { name: currency })).toBeEnabled();
    await cookieNoticeReady(page);
    await expect(notice).toBeHidden();
    const settings = await (await page.request.get('/api/catalog/settings')).json();
    expect(settings.cookieConsent).toBe('necessary');

    const product = await findProduct(page.request, plainAndPriced);
    await page.request.post(`/api/catalog/cart/${product.id}`, { form: { quantity: '1' } });
    await page.goto(locale === 'tr' ? '/sepet' : '/en/sepet');
    const note = page.getByRole('textbox', { name: locale === 'tr' ? 'Sipariş Notu' : 'Order note' });
    await note.fill('Kapıya bırakın');
    await page.reload();
    await expect(note).toHaveValue('Kapıya bırakın');
    await cookieNoticeReady(page);
    await expect(notice).toBeHidden();

    // The list view is a functional choice: after 'Reddet' it holds while the page is open, not later.
    await chooseListView(page, locale);
    await page.reload();
    await expect(viewButton(page, locale, 'grid')).toBeEnabled();
    await expect(viewButton(page, locale, 'grid')).toHaveAttribute('aria-pressed', 'true');

    // What the browser holds is only what 'Reddet' allows: the rejected categories' keys are absent.
    const allowed = namesAllowed('necessary');
    const held = await storedNames(page);
    expect(held).toEqual(expect.arrayContaining(['sid', 'shop.orderDescription']));
    for (const name of held) expect(allowed, `${name} is stored after Reddet`).toContain(name);
  });

  test(`'${accept}' closes the notice for good (${locale})`, async ({ page }) => {
    await page.goto(home);
    const notice = page.getByRole('region', { name: label });
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/catalog/cookies'),
    );
    await notice.getByRole('button', { name: accept, exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ consent: 'all' });
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('combobox', { name: currency })).toBeEnabled();
    await cookieNoticeReady(page);
    await expect(notice).toBeHidden();
    expect((await (await page.request.get('/api/catalog/settings')).json()).cookieConsent).toBe('all');

    // After 'Kabul Et' the list view is kept for later visits.
    await chooseListView(page, locale);
    await page.reload();
    await expect(viewButton(page, locale, 'list')).toBeEnabled();
    await expect(viewButton(page, locale, 'list')).toHaveAttribute('aria-pressed', 'true');
    expect(await storedNames(page)).toContain('shop.listView');
  });
}
