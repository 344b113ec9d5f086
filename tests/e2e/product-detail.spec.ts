import type { Page } from '@playwright/test';
import type { ListItem } from '../../src/contract/catalog.ts';
import { priceText, shownPrice } from '../../src/domain/catalog/price-display.ts';
import { allProducts, detailWhere, plainAndPriced, productDetail } from './catalog-api.ts';
import { expect, test } from './fixtures.ts';

type Locale = 'tr' | 'en';

/** What the product page says, in each language (the dictionaries' texts). */
const texts = {
  tr: {
    add: 'Sepete Ekle',
    added: 'Sepete Eklendi',
    code: 'Ürün Kodu',
    unit: 'Birim',
    quantity: 'Adet',
    decrease: 'Adedi azalt',
    increase: 'Adedi artır',
    variantRequired: 'Varyant Seçiniz!',
    variantLoading: 'Seçtiğiniz ürün yükleniyor...',
    notEnough: (n: number) => `Bu üründen ${n} adet bulunmamaktadır!`,
    stockCount: (n: number, unit: string) => `Bu ürün stoklarda ${n} ${unit} mevcuttur.`,
    inventory: 'Stok Envanteri',
    inventoryName: 'Stok Adı',
    warehouse: 'DEPO',
    inventoryQuantity: 'MİKTAR',
    close: 'Kapat',
    closeIcon: 'Pencereyi kapat',
    heart: (name: string) => `${name} ürününü favorilere ekle`,
    login: '/account/login',
  },
  en: {
    add: 'Add to Cart',
    added: 'Added to Cart',
    code: 'Product Code',
    unit: 'Unit',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    variantRequired: 'Please choose a variant!',
    variantLoading: 'Loading the product you chose...',
    notEnough: (n: number) => `${n} units of this product are not available!`,
    stockCount: (n: number, unit: string) => `${n} ${unit} of this product are in stock.`,
    inventory: 'Stock Inventory',
    inventoryName: 'Stock Name',
    warehouse: 'WAREHOUSE',
    inventoryQuantity: 'QUANTITY',
    close: 'Close',
    closeIcon: 'Close window',
    heart: (name: string) => `Add ${name} to favourites`,
    login: '/en/account/login',
  },
} as const;

const locales: Locale[] = ['tr', 'en'];

function productPath(p: { seo: string; id: number }, locale: Locale): string {
  return `${locale === 'en' ? '/en' : ''}/${p.seo}-p-${p.id}`;
}

const buyable = (i: ListItem) => plainAndPriced(i) && i.currency === 'TRY' && i.quantity > 0;

/** Opens a product page and waits until its island is live (the add button is enabled). */
async function openProduct(page: Page, p: { seo: string; id: number }, locale: Locale) {
  await page.goto(productPath(p, locale));
  await expect(page.getByRole('button', { name: texts[locale].add, exact: true })).toBeEnabled();
}

for (const locale of locales) {
  const tx = texts[locale];

  test.describe(`product page (${locale})`, () => {
    test('the static HTML holds the name, the price, the stock and the add button', async ({ request }) => {
      const p = await detailWhere(
        request,
        (i) => buyable(i) && i.quantity > 1 && Number.isInteger(i.quantity),
      );
      const html = await (await request.get(productPath(p, locale))).text();
      const unit = p.units.find((u) => u.isDefault);
      expect(html).toContain(`<h1>${p.name.replaceAll("'", '&#x27;')}</h1>`);
      expect(html).toContain(priceText(shownPrice(p.salePrice ?? { value: 0, currency: 'TRY' }, p.taxRate)));
      expect(html).toContain(tx.stockCount(p.quantity, unit?.value ?? ''));
      expect(html).toContain(`>${tx.add}</button>`);
    });

    test("after loading, the live price, stock and campaign show, in the shopper's currency", async ({
      page,
    }) => {
      const p = await detailWhere(
        page.request,
        (i) => buyable(i) && i.quantity > 10 && Number.isInteger(i.quantity),
        (d) => d.campaign === null && d.units.length === 1,
      );
      // The API now answers with a new price, less stock and a campaign; the shopper pays in euros.
      const live = {
        ...p,
        quantity: 7,
        salePrice: { value: 500, currency: 'TRY' },
        listPrice: { value: 500, currency: 'TRY' },
        units: p.units.map((u) => ({
          ...u,
          defaultPrice: { value: 500, currency: 'TRY' },
          listPrice: { value: 500, currency: 'TRY' },
        })),
        campaign: { id: 99, name: 'Bahar Fırsatları', url: 'bahar-firsatlari' },
      };
      await page.route(`**/api/catalog/product/${p.id}`, (route) => route.fulfill({ json: live }));
      await page.route('**/api/catalog/settings', async (route) => {
        const settings = await (await route.fetch()).json();
        const eur = settings.currencies.find((c: { code: string }) => c.code === 'EUR');
        await route.fulfill({ json: { ...settings, userCurrency: { id: eur.id, code: 'EUR' } } });
      });
      const rates = (await (await page.request.get('/api/catalog/settings')).json()).currencies;
      await openProduct(page, p, locale);
      const unit = p.units[0]?.value ?? '';
      await expect(page.getByText(tx.stockCount(7, unit))).toBeVisible();
      await expect(
        page.getByText(priceText(shownPrice({ value: 500, currency: 'TRY' }, p.taxRate, rates, 'EUR')), {
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bahar Fırsatları' })).toHaveAttribute(
        'href',
        `${locale === 'en' ? '/en' : ''}/kampanyali-urunler/bahar-firsatlari`,
      );
    });

    test('choosing both values of a 2-dimension variant shows the loader, then the child', async ({
      page,
    }) => {
      const p = await detailWhere(
        page.request,
        (i) => i.hasVariants,
        (d) => d.variants.length === 2,
      );
      const child = p.children[p.children.length - 1];
      if (!child) throw new Error('a variant product has children');
      const childDetail = await productDetail(page.request, child.id);
      await openProduct(page, p, locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);

      // Without a full choice the add button asks for one.
      await page.getByRole('button', { name: tx.add, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(tx.variantRequired);

      const [first, second] = p.variants;
      await page.getByLabel(first?.name ?? '', { exact: true }).selectOption(child.values[0] ?? '');
      await expect(page.getByText(tx.variantLoading)).toBeHidden();
      await page.getByLabel(second?.name ?? '', { exact: true }).selectOption(child.values[1] ?? '');
      await expect(page.getByText(tx.variantLoading)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(childDetail.name, { timeout: 6000 });
      await expect(page.getByText(`${tx.code}: ${childDetail.code}`)).toBeVisible();
      await expect(page.getByText(tx.variantLoading)).toBeHidden();

      // The add button now adds the child.
      await page.getByRole('button', { name: tx.add, exact: true }).click();
      await expect(page.getByRole('button', { name: tx.added })).toBeVisible();
      const cart = await (await page.request.get('/api/catalog/cart')).json();
      expect(cart.items.map((i: { product: { id: number } }) => i.product.id)).toContain(child.id);
    });

    test("changing the unit shows the unit's price and counts the stock in it", async ({ page }) => {
      const p = await detailWhere(
        page.request,
        (i) => buyable(i) && i.quantity >= 48,
        (d) => d.units.some((u) => u.multiplier > 1 && (u.defaultPrice?.value ?? 0) > 0),
      );
      const base = p.units.find((u) => u.isDefault);
      const other = p.units.find((u) => u.multiplier > 1);
      if (!base?.defaultPrice || !other?.defaultPrice) throw new Error('units with prices');
      const price = (u: typeof base) =>
        priceText(shownPrice(u.defaultPrice ?? { value: 0, currency: 'TRY' }, p.taxRate));
      await openProduct(page, p, locale);
      await expect(page.getByText(price(base), { exact: true })).toBeVisible();

      await page.getByLabel(tx.unit, { exact: true }).selectOption({ label: other.value });
      await expect(page.getByText(price(other), { exact: true })).toBeVisible();
      await expect(page.getByText(price(base), { exact: true })).toBeHidden();
      await expect(
        page.getByText(tx.stockCount(Math.floor(p.quantity / other.multiplier), other.value)),
      ).toBeVisible();

      // And the unit is what goes into the cart.
      await page.getByRole('button', { name: tx.add, exact: true }).click();
      await expect(page.getByRole('button', { name: tx.added })).toBeVisible();
      const cart = await (await page.request.get('/api/catalog/cart')).json();
      const line = cart.items.find((i: { product: { id: number } }) => i.product.id === p.id);
      expect(line.productUnit.id).toBe(other.id);
    });

    test('the quantity box: 0 or letters reset to 1, 101 is refused, − stops at 1', async ({ page }) => {
      const p = await detailWhere(page.request, (i) => buyable(i) && i.quantity >= 10);
      await openProduct(page, p, locale);
      const box = page.getByRole('textbox', { name: tx.quantity, exact: true });
      const minus = page.getByRole('button', { name: tx.decrease });
      const plus = page.getByRole('button', { name: tx.increase });
      await expect(box).toHaveValue('1');

      await plus.click();
      await plus.click();
      await expect(box).toHaveValue('3');

      await box.fill('0');
      await box.press('Tab');
      await expect(box).toHaveValue('1');

      await box.fill('abc');
      await box.press('Tab');
      await expect(box).toHaveValue('1');

      await box.fill('7');
      await box.press('Enter');
      await expect(box).toHaveValue('7');
      await box.fill('101');
      await box.press('Tab');
      await expect(box).toHaveValue('7');
      await box.fill('100');
      await box.press('Tab');
      await expect(box).toHaveValue('100');

      await box.fill('2');
      await box.press('Tab');
      await minus.click();
      await expect(box).toHaveValue('1');
      await expect(minus).toBeDisabled();
      await minus.click({ force: true });
      await expect(box).toHaveValue('1');
    });

    test('more than the stock, with what the cart holds, is refused with the stock alert', async ({
      page,
    }) => {
      const p = await detailWhere(
        page.request,
        (i) => buyable(i) && Number.isInteger(i.quantity) && i.quantity >= 3 && i.quantity < 99,
      );
      const stock = p.quantity;
      await openProduct(page, p, locale);
      const box = page.getByRole('textbox', { name: tx.quantity, exact: true });
      const add = page.getByRole('button', { name: tx.add, exact: true });

      await box.fill(String(stock + 1));
      await add.click();
      await expect(page.getByRole('alert')).toHaveText(tx.notEnough(stock + 1));

      await box.fill('2');
      await add.click();
      await expect(page.getByRole('button', { name: tx.added })).toBeVisible();
      await expect(page.getByRole('alert')).toBeHidden();

      // Two are in the cart: stock − 1 more would make stock + 1.
      await box.fill(String(stock - 1));
      await page.getByRole('button', { name: new RegExp(`^(${tx.add}|${tx.added})$`) }).click();
      await expect(page.getByRole('alert')).toHaveText(tx.notEnough(stock + 1));
      const cart = await (await page.request.get('/api/catalog/cart')).json();
      const line = cart.items.find((i: { product: { id: number } }) => i.product.id === p.id);
      expect(line.quantity).toBe(2);
    });

    test('the stock inventory dialog opens and closes by Kapat, the icon and Escape', async ({ page }) => {
      const p = await detailWhere(page.request, buyable, (d) => d.inventory.length > 1);
      await openProduct(page, p, locale);
      const opener = page.getByRole('button', { name: tx.inventory });
      const dialog = page.getByRole('dialog', { name: tx.inventory });

      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: tx.inventory })).toBeVisible();
      await expect(dialog.getByText(tx.inventoryName)).toBeVisible();
      await expect(dialog.getByText(p.name, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('columnheader')).toHaveText([tx.warehouse, tx.inventoryQuantity]);
      const rows = dialog.getByRole('row');
      await expect(rows).toHaveCount(p.inventory.length + 1);
      for (const [i, w] of p.inventory.entries()) {
        await expect(
          rows
            .nth(i + 1)
            .getByRole('cell')
            .first(),
        ).toHaveText(w.warehouseName);
      }
      // Focus stays inside while tabbing.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await dialog.getByRole('button', { name: tx.close, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await dialog.getByRole('button', { name: tx.closeIcon }).click();
      await expect(dialog).toBeHidden();

      await opener.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('the gallery: a thumbnail shows its image, the zoom dialog shows it large', async ({ page }) => {
      const p = await detailWhere(page.request, buyable, (d) => d.images.length > 1);
      const second = p.images[1] ?? '';
      await openProduct(page, p, locale);
      const gallery = page.getByRole('region', {
        name: locale === 'tr' ? 'Ürün görselleri' : 'Product images',
      });
      await gallery.getByRole('button', { name: locale === 'tr' ? 'Görsel 2' : 'Image 2' }).click();
      const zoom = gallery.getByRole('button', { name: locale === 'tr' ? 'Görseli büyüt' : 'Enlarge image' });
      await expect(zoom.getByRole('img')).toHaveAttribute('src', `/image/552/${second}`);
      await zoom.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img')).toHaveAttribute('src', `/image/1500/${second}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(zoom).toBeFocused();
    });

    test('out of stock, the button asks about stock on WhatsApp, naming the product', async ({ page }) => {
      const p = await detailWhere(page.request, (i) => !i.hasVariants && i.quantity <= 0);
      await page.goto(productPath(p, locale));
      const ask = page.getByRole('link', { name: locale === 'tr' ? /^Stok Sorunuz/ : /^Ask for Stock/ });
      await expect(ask).toBeVisible();
      const href = new URL((await ask.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/905321234567');
      expect(href.searchParams.get('text')).toContain(p.name);
      await expect(page.getByRole('button', { name: tx.add, exact: true })).toHaveCount(0);
    });

    test('signed out, the wishlist heart goes to the sign-in page with the way back', async ({ page }) => {
      const p = await detailWhere(page.request, buyable);
      await openProduct(page, p, locale);
      await page.getByRole('button', { name: tx.heart(p.name) }).click();
      await page.waitForURL((url) => url.pathname === tx.login);
      const url = new URL(page.url());
      expect(url.pathname).toBe(tx.login);
      expect(url.searchParams.get('redirect')).toBe(productPath(p, locale));
    });

    test('signed in, the heart toggles and the wishlist agrees', async ({ page, demo, signIn }) => {
      await signIn(page, demo);
      const wishlistIds = async () =>
        (
          (await (await page.request.get('/api/catalog/wishlist')).json()).items as {
            product: { id: number };
          }[]
        ).map((i) => i.product.id);
      const saved = await wishlistIds();
      // Another product per language, so the two runs never share one.
      const candidates = (await allProducts(page.request)).filter((i) => buyable(i) && !saved.includes(i.id));
      const pick = candidates[locale === 'tr' ? 0 : 1] ?? candidates[0];
      if (!pick) throw new Error('a product outside the demo wishlist');
      const p = await productDetail(page.request, pick.id);

      const loaded = page.waitForResponse((r) => r.url().endsWith('/api/catalog/wishlist') && r.ok());
      await openProduct(page, p, locale);
      await loaded;
      const heart = page.getByRole('button', { name: tx.heart(p.name) });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');

      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(await wishlistIds()).toContain(p.id);

      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(await wishlistIds()).not.toContain(p.id);
    });

    test('axe finds no violations, with and without the dialogs open', async ({ page, noAxeViolations }) => {
      const p = await detailWhere(
        page.request,
        (i) => i.hasVariants,
        (d) => d.inventory.length > 1,
      );
      await openProduct(page, p, locale);
      await page.getByRole('heading', { name: /./, level: 2 }).last().scrollIntoViewIfNeeded();
      await noAxeViolations(page);

      await page.getByRole('button', { name: tx.inventory }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await noAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: locale === 'tr' ? 'Görseli büyüt' : 'Enlarge image' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await noAxeViolations(page);
    });
  });
}
