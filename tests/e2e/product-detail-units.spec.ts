import type { Page } from '@playwright/test';
import type { ListItem } from '../../src/contract/catalog.ts';
import type { ProductDetail } from '../../src/contract/product.ts';
import { formatQuantity, isDivisibleUnit } from '../../src/domain/catalog/divisible-units.ts';
import { t } from '../../src/i18n/index.ts';
import { detailWhere, plainAndPriced } from './catalog-api.ts';
import { expect, SCREENS, test } from './fixtures.ts';

// The product page's quantity and unit rules, its alerts, its gallery on phones and desktops, and the
// /tr/{brand}/{url} pattern (issue 14: G9, G15, G16, m1, m4, m5, m6).

const tx = (key: Parameters<typeof t>[1], params?: object) => t('tr', key, params);

const buyable = (i: ListItem) => plainAndPriced(i) && i.currency === 'TRY' && i.quantity > 0;
const defaultUnit = (p: ProductDetail) => p.units.find((u) => u.isDefault) ?? p.units[0];

async function openProduct(page: Page, p: { seo: string; id: number }) {
  await page.goto(`/${p.seo}-p-${p.id}`);
  await expect(page.getByRole('button', { name: tx('cart.add'), exact: true })).toBeEnabled();
}

/** The page is exactly as wide as the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBe(width);
}

async function cartLine(page: Page, productId: number) {
  const cart = await (await page.request.get('/api/catalog/cart')).json();
  return cart.items.find((i: { product: { id: number } }) => i.product.id === productId);
}

for (const [label, viewport] of SCREENS) {
  test.describe(label, () => {
    test.use({ viewport });

    test("a product sold by the kilo takes '2,5' on its page and in the cart", async ({ page }) => {
      const p = await detailWhere(
        page.request,
        (i) => buyable(i) && i.quantity >= 5,
        (d) => isDivisibleUnit(defaultUnit(d)?.value),
      );
      await openProduct(page, p);
      const box = page.getByRole('textbox', { name: tx('productPage.amount'), exact: true });
      await box.fill('2,5');
      await box.press('Tab');
      await expect(box).toHaveValue('2,5');
      await page.getByRole('button', { name: tx('productPage.increase') }).click();
      await expect(box).toHaveValue('3,5');
      await page.getByRole('button', { name: tx('productPage.decrease') }).click();
      await expect(box).toHaveValue('2,5');
      await page.getByRole('button', { name: tx('cart.add'), exact: true }).click();
      await expect(page.getByRole('button', { name: tx('cart.added') })).toBeVisible();
      expect((await cartLine(page, p.id)).quantity).toBe(2.5);

      await page.goto('/sepet');
      const line = page.getByRole('textbox', { name: tx('cartPage.quantityOf', { name: p.name }) });
      await expect(line).toHaveValue('2,5');
      const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
      await line.fill('1,25');
      await line.press('Enter');
      await saved;
      await expect(line).toHaveValue('1,25');
      expect((await cartLine(page, p.id)).quantity).toBe(1.25);
      await expectNoSidewaysScroll(page);
    });

    test('a refused quantity says why; a refused add’s alert goes once the quantity is corrected', async ({
      page,
    }) => {
      const p = await detailWhere(
        page.request,
        (i) => buyable(i) && Number.isInteger(i.quantity) && i.quantity >= 3 && i.quantity < 99,
        (d) => !isDivisibleUnit(defaultUnit(d)?.value) && d.units.length === 1,
      );
      await openProduct(page, p);
      const box = page.getByRole('textbox', { name: tx('productPage.quantity'), exact: true });
      await box.fill('7');
      await box.press('Tab');
      await box.fill('101');
      await box.press('Tab');
      await expect(box).toHaveValue('7');
      await expect(page.getByText(tx('quantity.tooMany'))).toBeVisible();
      await box.fill('-3');
      await box.press('Tab');
      await expect(page.getByText(tx('quantity.tooFew'))).toBeVisible();
      await expect(page.getByText(tx('quantity.tooMany'))).toBeHidden();
      await box.fill('2,5');
      await box.press('Tab');
      await expect(box).toHaveValue('7');
      await expect(page.getByText(tx('quantity.whole'))).toBeVisible();
      await page.getByRole('button', { name: tx('productPage.increase') }).click();
      await expect(page.getByText(tx('quantity.whole'))).toBeHidden();

      await box.fill(String(p.quantity + 1));
      await box.press('Tab');
      await page.getByRole('button', { name: tx('cart.add'), exact: true }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(tx('stock.notEnough', { n: p.quantity + 1 }));
      await box.fill('1');
      await box.press('Tab');
      await expect(alert).toBeHidden();
      await expectNoSidewaysScroll(page);
    });

    test("'Varyant Seçiniz!' goes once a variant is chosen; the selectors line up, no gap before the next control", async ({
      page,
    }) => {
      const p = await detailWhere(
        page.request,
        (i) => i.hasVariants,
        (d) => d.variants.length >= 2,
      );
      await openProduct(page, p);
      await page.getByRole('button', { name: tx('cart.add'), exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(tx('productPage.variantRequired'));
      const child = p.children[0];
      const [first] = p.variants;
      if (!child || !first) throw new Error('a variant product has children');
      const selects = p.variants.map((v) => page.getByLabel(v.name, { exact: true }));
      await selects[0]?.selectOption(child.values[0] ?? '');
      await expect(page.getByRole('alert')).toBeHidden();

      // Every selector starts at the same x (the 'Malzeme' label no longer pushes its select right).
      const lefts = await Promise.all(selects.map(async (s) => (await s.boundingBox())?.x));
      expect(new Set(lefts).size).toBe(1);
      // Nothing is reserved for the loader: the next control follows the last selector closely.
      const last = await selects.at(-1)?.boundingBox();
      const next = await page.getByRole('textbox', { name: tx('productPage.quantity') }).boundingBox();
      const unit = p.units.length > 1 ? await page.getByLabel(tx('productPage.unit')).boundingBox() : null;
      const below = Math.min(...[next, unit].filter((b) => b !== null).map((b) => b.y));
      if (!last) throw new Error('the last selector is shown');
      expect(below - (last.y + last.height)).toBeLessThanOrEqual(24);
      await expectNoSidewaysScroll(page);
    });

    test('four thumbnails fit the phone; the zoom dialog counts, steps and magnifies the image', async ({
      page,
    }) => {
      const p = await detailWhere(page.request, buyable, (d) => d.images.length === 4);
      await openProduct(page, p);
      await expectNoSidewaysScroll(page);
      if (viewport.width < 700) {
        // Every phone width from 320 to 414 px.
        for (const width of [320, 414]) {
          await page.setViewportSize({ width, height: viewport.height });
          await expectNoSidewaysScroll(page);
        }
        await page.setViewportSize(viewport);
      }
      await page.getByRole('button', { name: tx('productPage.zoom') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('1 / 4', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: tx('productPage.nextImage') }).click();
      await expect(dialog.getByText('2 / 4', { exact: true })).toBeVisible();
      const image = dialog.getByRole('img');
      await expect(image).toHaveAttribute('src', `/image/1500/${p.images[1]}`);
      await dialog.getByRole('button', { name: tx('productPage.previousImage') }).click();
      await expect(dialog.getByText('1 / 4', { exact: true })).toBeVisible();

      const magnify = dialog.getByRole('button', { name: tx('productPage.magnify') });
      const fitted = (await image.boundingBox())?.width ?? 0;
      await magnify.click();
      await expect(magnify).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.4);
      await magnify.click({ position: { x: 10, y: 10 } });
      await expect(magnify).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expectNoSidewaysScroll(page);
    });
  });
}

test('stock display mode 0 shows the actual stock at 0 and below', async ({ page }) => {
  const p = await detailWhere(page.request, (i) => !i.hasVariants && i.quantity <= 0);
  await page.goto(`/${p.seo}-p-${p.id}`);
  const unit = defaultUnit(p)?.value ?? '';
  await expect(
    page.getByText(tx('stock.detail.actual', { n: formatQuantity('tr', p.quantity), unit }), { exact: true }),
  ).toBeVisible();
});

test('/tr/{brand}/{url} moves permanently to the unprefixed Turkish page', async ({ page }) => {
  const p = await detailWhere(page.request, buyable);
  const product = await page.request.get(`/tr/marka/${p.seo}-p-${p.id}?ref=x`, { maxRedirects: 0 });
  expect(product.status()).toBe(301);
  expect(product.headers().location).toBe(`/${p.seo}-p-${p.id}?ref=x`);
  const home = await page.request.get('/tr', { maxRedirects: 0 });
  expect(home.status()).toBe(301);
  expect(home.headers().location).toBe('/');
  await page.goto(`/tr/${p.seo}-p-${p.id}`);
  await expect(page).toHaveURL(new RegExp(`/${p.seo}-p-${p.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
});
