import type { Locator, Page } from '@playwright/test';
import { type ListItem, listPage, pageHolding } from './catalog-api.ts';
import { DESKTOP, expect, NARROW_PHONES, PHONE, test } from './fixtures.ts';

// List cards and the list view (SPEC §2 Product list, §3 Lists: view, §4 add-to-cart display states
// and view change, §8 list stock texts), on a phone (360 px) and on a desktop: what each card
// offers, the compact list with its quantity box, two cards a row on phones, and the heart that
// never covers the discount badge. The demo products in each state are found through the API.

const WIDTHS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/** The shop's messaging number (the demo store's): a WhatsApp question goes to it. */
const WHATSAPP = /^https:\/\/wa\.me\/905321234567\?text=/;

const searchPage = (n: number) => `/search${n > 1 ? `?page=${n}` : ''}`;

/** The products of the list: its list items that hold a product name as a heading. */
function cards(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

/** A product's card or row (told apart by its link to the product page). */
function card(page: Page, item: ListItem): Locator {
  return cards(page).filter({ has: page.locator(`a[href$="/${item.seo}-p-${item.id}"]`) });
}

const LIVE = {
  tr: { sort: 'Sırala', loading: 'Ürünler yükleniyor' },
  en: { sort: 'Sort by', loading: 'Loading products' },
} as const;

/** Waits until the list island is live (its sort box enabled) and no page is loading. */
async function listIsLive(page: Page, locale: keyof typeof LIVE = 'tr'): Promise<void> {
  await expect(page.getByRole('combobox', { name: LIVE[locale].sort })).toBeEnabled();
  await expect(page.getByRole('list', { name: LIVE[locale].loading })).toHaveCount(0);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'the page does not scroll sideways').toBeLessThanOrEqual(widths[1] ?? 0);
}

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: { x: number; width: number }, outer: { x: number; width: number }): boolean {
  return inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;
}

test.beforeEach(async ({ page, acceptCookies }) => {
  // The cookie notice stays out of the way of the clicks and measurements. Every test starts in a
  // fresh browser context: no list view chosen yet.
  await acceptCookies(page);
});

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`list cards (${width})`, () => {
    test.use({ viewport });

    test("a sold-out card asks about stock on WhatsApp instead of offering 'Sepete Ekle'", async ({
      page,
    }) => {
      const { n, item } = await pageHolding(page.request, (i) => i.quantity <= 0 && !i.hasVariants);
      await page.goto(searchPage(n));
      await listIsLive(page);
      const soldOut = card(page, item);
      await expect(soldOut.getByText('TÜKENDİ!', { exact: true })).toBeVisible();
      const ask = soldOut.getByRole('link', { name: /^Stok Sorunuz/ });
      await expect(ask).toBeVisible();
      await expect(ask).toHaveAttribute('href', WHATSAPP);
      // The question names the product and links its page, as the product page's does.
      const href = decodeURIComponent((await ask.getAttribute('href')) ?? '');
      expect(href).toContain(`${item.name} (${item.code})`);
      expect(href).toContain(`/${item.seo}-p-${item.id}`);
      await expect(ask).toHaveAttribute('target', '_blank');
      await expect(soldOut.getByRole('button', { name: 'Sepete Ekle' })).toHaveCount(0);

      // A product in stock on the same page keeps its button and says how many are in stock
      // (the demo shop's stock display mode 0: the count with the unit).
      const answer = await listPage(page.request, n > 1 ? `?page=${n}` : '');
      const inStock = answer.items.find(
        (i) => i.quantity > 0 && !i.hasVariants && (i.salePrice?.value ?? 0) > 0,
      );
      if (!inStock) throw new Error('no product in stock beside it');
      await expect(card(page, inStock).getByRole('button', { name: 'Sepete Ekle' })).toBeEnabled();
      await expect(
        card(page, inStock).getByText(`Stok: ${inStock.quantity} ${inStock.defaultUnit}`),
      ).toBeVisible();
    });

    test('an ask-price card asks for the price on WhatsApp, as the product page does', async ({ page }) => {
      const { n, item } = await pageHolding(
        page.request,
        (i) => i.salePrice?.value === 0 && i.quantity > 0 && !i.hasVariants,
      );
      await page.goto(searchPage(n));
      await listIsLive(page);
      const asked = card(page, item);
      await expect(asked.getByRole('link', { name: /^Fiyat Sorunuz/ })).toHaveAttribute('href', WHATSAPP);
      await expect(asked.getByRole('button', { name: 'Sepete Ekle' })).toHaveCount(0);
      await expect(asked).not.toContainText('₺');
    });

    test('the add button posts the default unit (productValue) and the card adds one', async ({ page }) => {
      const { n, item } = await pageHolding(
        page.request,
        (i) => i.quantity > 0 && !i.hasVariants && (i.salePrice?.value ?? 0) > 0,
      );
      await page.goto(searchPage(n));
      await listIsLive(page);
      const posted = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith(`/api/catalog/cart/${item.id}`),
      );
      await card(page, item).getByRole('button', { name: 'Sepete Ekle' }).click();
      const form = new URLSearchParams((await posted).postData() ?? '');
      expect(form.get('quantity')).toBe('1');
      expect(form.get('productValue')).toBe(String(item.defaultUnitId));
    });

    test('the variant message stays inside its card', async ({ page }) => {
      const { n, item } = await pageHolding(page.request, (i) => i.hasVariants && i.quantity > 0);
      await page.goto(searchPage(n));
      await listIsLive(page);
      const withVariants = card(page, item);
      await withVariants.getByRole('button', { name: 'Sepete Ekle' }).click();
      const alert = withVariants.getByRole('alert');
      await expect(alert).toHaveText('Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!');
      expect(inside(await box(alert), await box(withVariants))).toBe(true);
      // Its words too: no word runs out of the message's box.
      expect(await alert.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });

    test('the heart never covers a discount badge, on list cards and on the home carousels', async ({
      page,
    }) => {
      const { n } = await pageHolding(
        page.request,
        (i) =>
          !!i.salePrice && !!i.listPrice && i.listPrice.value > i.salePrice.value && i.salePrice.value > 0,
      );
      // Every visible card with a discount badge: the badge and the heart do not overlap.
      const checkBadges = async (holders: Locator, badge: RegExp) => {
        let seen = 0;
        for (const holder of await holders.all()) {
          const one = holder.getByText(badge);
          if ((await one.count()) === 0 || !(await one.isVisible())) continue;
          const heart = holder.getByRole('button', { name: /favorilere ekle$/ });
          expect(overlaps(await box(one), await box(heart)), (await one.textContent()) ?? '').toBe(false);
          seen++;
        }
        expect(seen, `discount badges on ${page.url()}`).toBeGreaterThan(0);
      };
      await page.goto(searchPage(n));
      await listIsLive(page);
      await checkBadges(cards(page), /^%\d+$/);
      await page.goto('/');
      const carousel = page.getByRole('main').getByRole('region').first();
      await expect(carousel.getByRole('group').first()).toBeVisible();
      await checkBadges(carousel.getByRole('group'), /^%\d+ İNDİRİM$/);
    });
  });

  test.describe(`the list view switch (${width})`, () => {
    test.use({ viewport });

    test('the compact list shows code, unit, stock and price, and its quantity box adds that many', async ({
      page,
      noAxeViolations,
    }) => {
      const { n, item } = await pageHolding(
        page.request,
        (i) => i.quantity >= 3 && !i.hasVariants && (i.salePrice?.value ?? 0) > 0,
      );
      await page.goto(searchPage(n));
      await listIsLive(page);
      const views = page.getByRole('group', { name: 'Görünüm' });
      await expect(views.getByRole('button', { name: 'Izgara' })).toHaveAttribute('aria-pressed', 'true');
      await views.getByRole('button', { name: 'Liste' }).click();
      await expect(views.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
      await expect(views.getByRole('button', { name: 'Izgara' })).toHaveAttribute('aria-pressed', 'false');

      const row = card(page, item);
      // The value of a term of the row ('Kod', 'Birim', ...).
      const fact = (term: string) =>
        row
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${term}$`) })
          .locator('xpath=following-sibling::dd[1]');
      await expect(fact('Kod')).toHaveText(item.code);
      await expect(fact('Birim')).toHaveText(item.defaultUnit);
      await expect(fact('Stok')).toHaveText(`${item.quantity} ${item.defaultUnit}`);
      await expect(fact('Fiyat')).toContainText('₺');
      await noSidewaysScroll(page);

      // Three with the quantity box, then 'Sepete Ekle': the cart holds three in the default unit.
      const quantity = row.getByRole('textbox', { name: 'Adet' });
      await quantity.fill('2');
      await quantity.press('Enter');
      await row.getByRole('button', { name: 'Adedi artır' }).click();
      await expect(quantity).toHaveValue('3');
      const posted = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/catalog/cart/${item.id}`),
      );
      await row.getByRole('button', { name: 'Sepete Ekle' }).click();
      expect((await posted).status()).toBe(201);
      const cart = (await (await page.request.get('/api/catalog/cart')).json()) as {
        items: { product: { id: number }; productUnit: { id: number }; quantity: number }[];
      };
      const line = cart.items.find((i) => i.product.id === item.id);
      expect(line?.quantity).toBe(3);
      expect(line?.productUnit.id).toBe(item.defaultUnitId);

      await noAxeViolations(page);
    });

    test('the choice is kept on reload and on every other list page', async ({ page, noAxeViolations }) => {
      await page.goto('/search');
      await listIsLive(page);
      await page.getByRole('group', { name: 'Görünüm' }).getByRole('button', { name: 'Liste' }).click();
      const code = page.getByRole('main').getByRole('term').filter({ hasText: /^Kod$/ }).first();
      await expect(code).toBeVisible();

      const category =
        (await page
          .getByRole('navigation', { name: 'Kategoriler' })
          .getByRole('link')
          .first()
          .getAttribute('href')) ?? '/';
      for (const path of ['/search', category, '/kampanyali-urunler', '/en-cok-satan-urunler']) {
        await page.goto(path);
        await listIsLive(page);
        await expect(
          page.getByRole('group', { name: 'Görünüm' }).getByRole('button', { name: 'Liste' }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expect(code, path).toBeVisible();
        await noSidewaysScroll(page);
      }
      // The English pages keep it too, in English.
      await page.goto('/en/search');
      await listIsLive(page, 'en');
      const en = page.getByRole('group', { name: 'View' });
      await expect(en.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page
          .getByRole('main')
          .getByRole('term')
          .filter({ hasText: /^Code$/ })
          .first(),
      ).toBeVisible();
      await noAxeViolations(page);
      await page.goto(category);
      await listIsLive(page);

      // And back to the grid: the cards again, and no codes.
      await page.getByRole('group', { name: 'Görünüm' }).getByRole('button', { name: 'Izgara' }).click();
      await expect(code).toHaveCount(0);
      await page.reload();
      await listIsLive(page);
      await expect(
        page.getByRole('group', { name: 'Görünüm' }).getByRole('button', { name: 'Izgara' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  });
}

test.describe('the grid on phones', () => {
  for (const width of NARROW_PHONES) {
    test(`two cards a row at ${width} px, each readable, nothing sideways`, async ({
      page,
      noAxeViolations,
    }) => {
      await page.setViewportSize({ width, height: PHONE.height });
      await page.goto('/search');
      await listIsLive(page);
      const first = cards(page).nth(0);
      const second = cards(page).nth(1);
      const [a, b] = [await box(first), await box(second)];
      expect(Math.abs(a.y - b.y), 'the first two cards are on one row').toBeLessThan(1);
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      // The name, the price and the button fit their card.
      for (const one of [first, second]) {
        const outer = await box(one);
        expect(inside(await box(one.getByRole('heading', { level: 2 })), outer)).toBe(true);
        expect(inside(await box(one.getByText(/₺/).last()), outer)).toBe(true);
        expect(
          inside(
            await box(
              one
                .getByRole('button')
                .or(one.getByRole('link', { name: /Sorunuz/ }))
                .last(),
            ),
            outer,
          ),
        ).toBe(true);
      }
      await noSidewaysScroll(page);
      await noAxeViolations(page);
    });
  }
});
