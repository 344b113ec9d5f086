import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { findProducts, listItems, plainAndPriced } from './catalog-api.ts';
import { expect, NARROW_PHONES, PHONE, test as shared } from './fixtures.ts';

// Every page of the shop on the narrowest phones we serve (320, 360 and 414 px), signed out and
// signed in as the demo customer: the page never scrolls sideways (the document is exactly as wide
// as the viewport) and axe finds nothing. One browser context per width and sign-in state; each page
// is a step, and a failing page does not hide the pages after it.

interface OrderLine {
  takipNo: string | null;
  reviewable?: boolean;
  reviewed?: boolean;
}
interface Order {
  orderNo: string;
  isCancel: boolean;
  itemCount: number;
  orderItems: OrderLine[];
}

/** The elements that reach past the right edge of the viewport, widest first (the failure's evidence). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const found: { what: string; right: number }[] = [];
    // Inside a sideways scroller an element is clipped, unless it is positioned out of it.
    const scrolled = (el: Element) => {
      if (getComputedStyle(el).position === 'absolute') return false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.right > limit + 0.5 && !scrolled(el)) {
        const cls =
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : '';
        found.push({
          what: `${el.tagName.toLowerCase()}${cls} → ${Math.round(box.right)}px`,
          right: box.right,
        });
      }
    }
    return found
      .sort((a, b) => b.right - a.right)
      .slice(0, 8)
      .map((f) => f.what);
  });
}

/** Asserts that the page does not scroll sideways: the document is no wider than the viewport. */
async function fitsTheScreen(page: Page, what: string) {
  await page.evaluate(() => document.fonts.ready);
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  const evidence = scroll > viewport ? await overflowing(page) : [];
  expect
    .soft(scroll, `${what}: the document (${scroll}px) is wider than the screen; ${evidence.join(', ')}`)
    .toBeLessThanOrEqual(viewport);
}

const test = shared.extend<{
  /** Opens a page, waits until `ready` shows, and checks its width and axe (soft: the next pages still run). */
  check: (page: Page, path: string, ready: (page: Page) => Locator) => Promise<void>;
}>({
  check: async ({ noAxeViolations }, use) => {
    await use(async (page, path, ready) => {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(ready(page).first()).toBeVisible();
        await fitsTheScreen(page, path);
        await noAxeViolations(page, { message: `${path}: axe`, soft: true });
      });
    });
  },
});

/** Asserts that a control is on the screen without sideways scrolling (inside the viewport's width). */
async function withinReach(page: Page, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  expect.soft(box, `${what} is shown`).not.toBeNull();
  if (box) {
    expect.soft(box.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${what} ends on the screen`).toBeLessThanOrEqual(width);
  }
}

/** Products that go straight into the cart: no variants, a price, plenty of stock. */
const buyable = (api: APIRequestContext) => findProducts(api, (p) => plainAndPriced(p) && p.quantity >= 20);

async function fillCart(api: APIRequestContext) {
  await api.delete('/api/catalog/cart');
  for (const p of (await buyable(api)).slice(0, 3)) {
    expect((await api.post(`/api/catalog/cart/${p.id}`, { form: { quantity: '2' } })).status()).toBe(201);
  }
}

for (const width of NARROW_PHONES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: PHONE.height }, locale: 'tr-TR' });

    test(`signed out: no page scrolls sideways at ${width} px`, async ({ page, check }) => {
      test.setTimeout(240_000);
      const api = page.request;
      const [product] = await buyable(api);
      if (!product) throw new Error('no buyable product in the demo shop');
      const withVariants = (await listItems(api, '')).find((p) => p.hasVariants);
      const anyCard = (p: Page) => p.getByRole('main').getByRole('link');

      await check(page, '/', (p) => p.getByRole('heading', { level: 1 }));
      const category = page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link').first();
      const categoryPath = (await category.getAttribute('href')) ?? '/';
      await check(page, categoryPath, anyCard);
      await check(page, `/${product.seo}-p-${product.id}`, (p) => p.getByRole('heading', { level: 1 }));
      if (withVariants)
        await check(page, `/${withVariants.seo}-p-${withVariants.id}`, (p) =>
          p.getByRole('heading', { level: 1 }),
        );
      if (product.brand) await check(page, `/${product.brand.code}`, anyCard);
      await check(page, '/kampanyali-urunler', anyCard);
      await check(page, '/en-cok-satan-urunler', anyCard);
      await check(page, '/search?q=kalem', (p) => p.getByText(/ürün bulundu/));
      await check(page, '/search?q=zzzzqq', (p) => p.getByText(/ürün bulundu/));
      await check(page, '/account/login', (p) => p.getByRole('heading', { name: 'Yeni Üyelik' }));
      await check(page, '/en/account/login', (p) => p.getByRole('heading', { name: 'New Account' }));
      await check(page, '/boyle-bir-sayfa-yok', (p) => p.getByRole('heading', { level: 1 }));
      await check(page, '/en/no-such-page', (p) => p.getByRole('heading', { level: 1 }));
      await check(page, '/kvkk-aydinlatma-metni', (p) => p.getByRole('heading', { level: 1 }));
      // The static pages the footer links (legal texts, contact, …), whatever they are.
      await page.goto('/');
      const footerLinks = await page
        .getByRole('contentinfo')
        .locator('a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? '/'))]);
      for (const path of footerLinks) await check(page, path, (p) => p.getByRole('main'));

      // The cart of a guest with lines, in both languages.
      await fillCart(api);
      await check(page, '/sepet', (p) => p.getByRole('button', { name: 'sepetten sil' }));
      await check(page, '/en/sepet', (p) => p.getByRole('button', { name: 'from the cart' }));
      await test.step('the mini-cart panel', async () => {
        await page.getByRole('button', { name: 'Cart summary' }).click();
        await expect(page.getByRole('link', { name: 'Go to Cart' })).toBeVisible();
        await fitsTheScreen(page, 'the mini-cart panel');
      });
      await api.delete('/api/catalog/cart');
    });

    test(`signed in: no page of the customer area or the checkout scrolls sideways at ${width} px`, async ({
      page,
      demo,
      signIn,
      chooseAddress,
      noAxeViolations,
      check,
    }) => {
      test.setTimeout(300_000);
      const api = page.request;
      await signIn(api, demo, { acceptCookies: true });
      const settings = await (await api.get('/api/catalog/settings')).json();
      const lira = (settings.currencies as { id: number; code: string }[]).find((c) => c.code === 'TRY');
      if (lira) await api.post('/api/catalog/settings', { data: { key: 'defaultCurrency', value: lira.id } });

      await check(page, '/account', (p) => p.getByLabel('Adınız'));
      await check(page, '/adreslerim', (p) => p.getByRole('button', { name: 'adresini düzenle' }));
      await test.step('/adreslerim: the add dialog', async () => {
        await page.getByRole('button', { name: 'Yeni Adres Ekle' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await fitsTheScreen(page, 'the add address dialog');
        await noAxeViolations(page, { message: 'the add address dialog: axe', soft: true });
      });
      await check(page, '/favorilerim', (p) => p.getByText(/Favorilerinizde/));
      await check(page, '/degerlendirmelerim', (p) => p.getByRole('heading', { level: 1 }));
      await withinReach(
        page,
        page.getByRole('heading', { level: 1, name: 'Değerlendirmelerim' }),
        'the heading',
      );
      await check(page, '/cari-odeme', (p) => p.getByRole('button', { name: 'Ödeme Yap' }));
      await check(page, '/en/cari-odeme', (p) => p.getByRole('button', { name: 'Pay' }));

      // The orders list: the tracking and detail buttons within reach, the unfolded detail too.
      for (const prefix of ['', '/en']) {
        await check(page, `${prefix}/siparis/liste/`, (p) =>
          p.getByRole('button', { name: /Sipariş Detayı|Order Details/ }),
        );
      }
      await page.goto('/siparis/liste/');
      const track = page.getByRole('link', { name: /Kargo Takip/ }).first();
      await withinReach(page, track, "'Kargo Takip'");
      const toggle = page.getByRole('button', { name: /Sipariş Detayı/ }).first();
      await withinReach(page, toggle, "'Sipariş Detayı'");
      await toggle.click();
      await expect(page.getByRole('link', { name: 'Siparişin tüm ayrıntıları' })).toBeVisible();
      await fitsTheScreen(page, 'the orders list with an order unfolded');
      await noAxeViolations(page, { message: 'the orders list with an order unfolded: axe', soft: true });

      // Order details: a shipped order with a line to review, a split shipment (cargo column), a
      // Havale-EFT order (bank table).
      const orders: Order[] = [];
      for (const n of [1, 2])
        orders.push(...(await (await api.get(`/api/catalog/orders?page=${n}`)).json()).items);
      const details = await Promise.all(
        orders.map(async (o) => (await api.get(`/api/catalog/orders/${o.orderNo}`)).json() as Promise<Order>),
      );
      const lines = (o: Order) => o.orderItems.slice(0, o.itemCount);
      const toReview = details.find((o) => !o.isCancel && lines(o).some((l) => l.reviewable && !l.reviewed));
      const split = details.find(
        (o) => lines(o).every((l) => l.takipNo) && new Set(lines(o).map((l) => l.takipNo)).size > 1,
      );
      for (const order of [toReview, split, ...details.slice(0, 2)]) {
        if (!order) continue;
        for (const prefix of ['', '/en']) {
          await check(page, `${prefix}/siparis/detay?siparis=${order.orderNo}`, (p) =>
            p.getByRole('heading', { level: 1 }),
          );
        }
      }
      if (toReview) {
        await page.goto(`/siparis/detay?siparis=${toReview.orderNo}`);
        await withinReach(page, page.getByRole('button', { name: /Yorum Yap/ }).first(), "'Yorum Yap'");
      } else {
        throw new Error('the demo customer has no order line to review');
      }
      if (split) {
        await page.goto(`/siparis/detay?siparis=${split.orderNo}`);
        await withinReach(
          page,
          page.getByRole('link', { name: /ile Kargo Takip/ }).first(),
          'the cargo link',
        );
      }
      await check(page, `/siparis/ozet?siparis=${details[0]?.orderNo}`, (p) =>
        p.getByText('Sipariş Numarası'),
      );

      // The checkout with a cart of three lines: addresses, then payment with each method.
      await fillCart(api);
      await check(page, '/sepet', (p) => p.getByRole('button', { name: 'sepetten sil' }));
      await check(page, '/siparis/adres', (p) => p.getByRole('button', { name: 'Devam Et' }));
      await chooseAddress(api);
      for (const [prefix, methods] of [
        ['', ['Kart', 'Havale-EFT', 'Kapıda Ödeme']],
        ['/en', ['Card', 'Bank Transfer', 'Cash on Delivery']],
      ] as const) {
        await page.goto(`${prefix}/siparis/odeme`);
        for (const method of methods) {
          await test.step(`${prefix}/siparis/odeme: ${method}`, async () => {
            const radio = page.getByRole('radio', { name: method });
            await radio.check();
            await expect(radio).toBeChecked();
            if (method === 'Kart' || method === 'Card') {
              // The card's bank line (the BIN look-up's answer) describes the number once it is typed.
              const number = page.getByLabel(method === 'Kart' ? 'Kart Numarası' : 'Card Number', {
                exact: true,
              });
              await number.fill('5549 6000 0000 0012');
              await expect(number).toHaveAccessibleDescription(/\S/);
            }
            if (method === 'Havale-EFT' || method === 'Bank Transfer') {
              // Each account's IBAN and its copy button are on the screen, not in a sideways scroller.
              const copy = page.getByRole('button', { name: /IBAN numarasını kopyala|Copy the IBAN of/ });
              await expect(copy.first()).toBeVisible();
              await withinReach(page, copy.last(), 'the last IBAN copy button');
            }
            await fitsTheScreen(page, `${prefix}/siparis/odeme (${method})`);
            await noAxeViolations(page, { message: `${prefix}/siparis/odeme (${method}): axe`, soft: true });
          });
        }
      }
      await api.delete('/api/catalog/cart');
    });
  });
}
