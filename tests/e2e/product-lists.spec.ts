import type { Locator, Page } from '@playwright/test';
import { type ListItem, type ListPage, listPage, pageHolding } from './catalog-api.ts';
import { expect, test } from './fixtures.ts';

// Product lists (SPEC §2 Product list, §9 Lists and pagination): paging and sorting from the query
// string, the card badges, the variant alert, the search page; in Turkish and in English.

const texts = {
  tr: {
    prefix: '',
    found: (n: number) => `${n} ürün bulundu`,
    sort: 'Sırala',
    priceDesc: 'Fiyat (Azalan)',
    nameAsc: 'Ürün Adı (A-Z)',
    page: (n: number) => `Sayfa ${n}`,
    soldOut: 'TÜKENDİ!',
    discount: (n: number) => `%${n}`,
    add: 'Sepete Ekle',
    askPrice: 'Fiyat Sorunuz',
    variant: 'Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!',
    brandHeading: (brand: string) => `${brand} ürünleri`,
    queryHeading: (q: string) => `"${q}" için arama sonuçları`,
    search: 'Ürün ara',
    searchButton: 'Ara',
    loading: 'Ürünler yükleniyor',
  },
  en: {
    prefix: '/en',
    found: (n: number) => `${n} products found`,
    sort: 'Sort by',
    priceDesc: 'Price (High to Low)',
    nameAsc: 'Product Name (A-Z)',
    page: (n: number) => `Page ${n}`,
    soldOut: 'SOLD OUT!',
    discount: (n: number) => `${n}%`,
    add: 'Add to Cart',
    askPrice: 'Ask for Price',
    variant: 'Taking you to the product page... Please choose a variant!',
    brandHeading: (brand: string) => `${brand} products`,
    queryHeading: (q: string) => `Search results for "${q}"`,
    search: 'Search products',
    searchButton: 'Search',
    loading: 'Loading products',
  },
} as const;

/** A category (from the category navigation) whose list has at least two pages. */
async function categoryWithPages(page: Page): Promise<{ slug: string; first: ListPage }> {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Kategoriler' }).getByRole('link');
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    const first = await listPage(page.request, href);
    if (first.pages >= 2) return { slug: href.slice(1), first };
  }
  throw new Error('the demo shop has no category with two pages');
}

/** The cards of the list: list items of the product grid, each with its name as a heading. */
function cards(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

async function cardNames(page: Page): Promise<string[]> {
  return (await cards(page).getByRole('heading', { level: 2 }).allTextContents()).map((n) => n.trim());
}

/** The card of a product (names can repeat: the card is told apart by its link to the product page). */
function card(page: Page, item: ListItem): Locator {
  return cards(page).filter({ has: page.locator(`a[href$="/${item.seo}-p-${item.id}"]`) });
}

/** The sale price a card shows (the last amount on it; a struck list price comes first), as a number. */
async function shownSalePrice(c: Locator): Promise<number> {
  const amounts = [...((await c.textContent()) ?? '').matchAll(/₺([\d.]+,\d{2})/g)].map((m) => m[1] ?? '');
  return Number((amounts.at(-1) ?? '').replaceAll('.', '').replace(',', '.'));
}

for (const locale of ['tr', 'en'] as const) {
  const tx = texts[locale];

  test.describe(`product lists (${locale})`, () => {
    test('page and sort come from the query string; a sort change resets the page; back restores it', async ({
      page,
    }) => {
      const { slug, first } = await categoryWithPages(page);
      const listPath = `${tx.prefix}/${slug}`;
      const page2 = await listPage(page.request, `/${slug}?page=2&sort=-price`);
      expect(page2.page).toBe(2);

      await page.goto(`${listPath}?page=2&sort=-price`);
      await expect(page.getByText(tx.found(first.total))).toBeVisible();
      await expect(page.getByRole('combobox', { name: tx.sort })).toHaveValue('-price');
      await expect(page.getByRole('link', { name: tx.page(2), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('link', { name: tx.page(1), exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect.poll(() => cardNames(page)).toEqual(page2.items.map((i) => i.name));

      // Dearest first: the shown prices (with tax) less their tax never rise along the page.
      const nets: number[] = [];
      for (const item of page2.items) {
        const shown = await shownSalePrice(card(page, item));
        nets.push((shown * 100) / (100 + item.taxRate));
      }
      for (let i = 1; i < nets.length; i++)
        expect(nets[i] ?? 0).toBeLessThanOrEqual((nets[i - 1] ?? 0) + 0.01);

      // A sort change goes back to page 1 and says so in the URL.
      await page.getByRole('combobox', { name: tx.sort }).selectOption({ label: tx.nameAsc });
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?sort=name$`));
      const byName = await listPage(page.request, `/${slug}?page=1&sort=name`);
      await expect.poll(() => cardNames(page)).toEqual(byName.items.map((i) => i.name));
      await expect(page.getByRole('link', { name: tx.page(1), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // Back: page 2 by price again.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?page=2&sort=-price$`));
      await expect(page.getByRole('combobox', { name: tx.sort })).toHaveValue('-price');
      await expect.poll(() => cardNames(page)).toEqual(page2.items.map((i) => i.name));
      await expect(page.getByRole('link', { name: tx.page(2), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // The pager's links are real links; following one scrolls to the top.
      await page.getByRole('link', { name: tx.page(1), exact: true }).scrollIntoViewIfNeeded();
      await page.getByRole('link', { name: tx.page(1), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath}\\?sort=-price$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const page1 = await listPage(page.request, `/${slug}?page=1&sort=-price`);
      await expect.poll(() => cardNames(page)).toEqual(page1.items.map((i) => i.name));
    });

    test('placeholder cards show while a page loads', async ({ page }) => {
      const { slug } = await categoryWithPages(page);
      await page.goto(`${tx.prefix}/${slug}`);
      await expect(page.getByRole('combobox', { name: tx.sort })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/catalog/products/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('link', { name: tx.page(2), exact: true }).click();
      const loading = page.getByRole('list', { name: tx.loading });
      await expect(loading).toHaveAttribute('aria-busy', 'true');
      await expect(cards(page)).toHaveCount(0);
      release();
      await expect(loading).toHaveCount(0);
      await expect(cards(page).first()).toBeVisible();
    });

    test("cards show the discount badge and 'TÜKENDİ!' on the products that have them", async ({ page }) => {
      const discounted = await pageHolding(
        page.request,
        (i) => !!i.salePrice && !!i.listPrice && i.listPrice.value > i.salePrice.value && i.quantity > 0,
      );
      const sale = discounted.item.salePrice?.value ?? 0;
      const listPrice = discounted.item.listPrice?.value ?? 1;
      const percent = Math.round(100 - (sale / listPrice) * 100);
      await page.goto(`${tx.prefix}/search${discounted.n > 1 ? `?page=${discounted.n}` : ''}`);
      const discountCard = card(page, discounted.item);
      await expect(discountCard.getByText(tx.discount(percent), { exact: true })).toBeVisible();
      // The list price is struck through beside the sale price.
      await expect(discountCard.getByRole('deletion')).toBeVisible();
      await expect(discountCard.getByText(tx.soldOut)).toHaveCount(0);

      const soldOut = await pageHolding(page.request, (i) => i.quantity <= 0);
      await page.goto(`${tx.prefix}/search${soldOut.n > 1 ? `?page=${soldOut.n}` : ''}`);
      await expect(card(page, soldOut.item).getByText(tx.soldOut, { exact: true })).toBeVisible();
      // A product in stock has no such badge.
      const inStock = (await listPage(page.request, soldOut.n > 1 ? `?page=${soldOut.n}` : '')).items.find(
        (i) => i.quantity > 0,
      );
      if (inStock) await expect(card(page, inStock).getByText(tx.soldOut)).toHaveCount(0);
    });

    test("an ask-price product's card says 'Fiyat Sorunuz' instead of its price and of 'Sepete Ekle'", async ({
      page,
      noAxeViolations,
    }) => {
      const asked = await pageHolding(
        page.request,
        (i) => !i.hasVariants && i.salePrice?.value === 0 && i.quantity > 0,
      );
      await page.goto(`${tx.prefix}/search${asked.n > 1 ? `?page=${asked.n}` : ''}`);
      const askCard = card(page, asked.item);
      await expect(askCard.getByText(tx.askPrice, { exact: true }).first()).toBeVisible();
      // The demo shop offers messaging: the card asks for the price on WhatsApp, as the product page does.
      await expect(askCard.getByRole('link', { name: new RegExp(`^${tx.askPrice}`) })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await expect(askCard.getByRole('button', { name: tx.add })).toHaveCount(0);
      // No "₺0,00" either.
      await expect(askCard).not.toContainText('₺');
      // A priced product on the same page keeps its add button.
      const priced = (await listPage(page.request, asked.n > 1 ? `?page=${asked.n}` : '')).items.find(
        (i) => !i.hasVariants && (i.salePrice?.value ?? 0) > 0,
      );
      if (priced) await expect(card(page, priced).getByRole('button', { name: tx.add })).toBeVisible();
      // And the API refuses it however it is asked.
      const res = await page.request.post(`/api/catalog/cart/${asked.item.id}`, { form: { quantity: '1' } });
      expect(res.status()).toBe(409);
      expect((await res.json()).error.messages.type).toBe(
        'Bu ürünün fiyatını lütfen bize sorunuz; fiyatı sorulan ürünler sepete eklenemez.',
      );
      await noAxeViolations(page);
    });

    test('a product with variants alerts the shopper and opens its page to choose one', async ({ page }) => {
      const { n, item } = await pageHolding(page.request, (i) => i.hasVariants);
      await page.goto(`${tx.prefix}/search${n > 1 ? `?page=${n}` : ''}`);
      const button = card(page, item).getByRole('button', { name: tx.add });
      await expect(button).toBeEnabled();
      await button.click();
      await expect(card(page, item).getByRole('alert')).toHaveText(tx.variant);
      await expect(page).toHaveURL(new RegExp(`${tx.prefix}/${item.seo}-p-${item.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    });

    test('the search page: a brand search names the brand, a word search the words', async ({ page }) => {
      const all = await listPage(page.request, '');
      const brand = all.items.find((i) => i.brand)?.brand;
      if (!brand) throw new Error('no product with a brand');
      const byBrand = await listPage(page.request, `/search?brand=${brand.code}`);
      await page.goto(`${tx.prefix}/search?brand=${brand.code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx.brandHeading(brand.name));
      await expect(page.getByText(tx.found(byBrand.total))).toBeVisible();
      await expect.poll(() => cardNames(page)).toEqual(byBrand.items.map((i) => i.name));
      expect(byBrand.items.every((i) => i.brand?.code === brand.code)).toBe(true);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      // The header's search form.
      const word = (all.items[0]?.name ?? '').split(' ')[0] ?? '';
      await page.getByRole('searchbox', { name: tx.search }).fill(word);
      await page.getByRole('button', { name: tx.searchButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${tx.prefix}/search\\?q=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx.queryHeading(word));
      const found = await listPage(page.request, `/search?q=${encodeURIComponent(word)}`);
      await expect(page.getByText(tx.found(found.total))).toBeVisible();
      await expect.poll(() => cardNames(page)).toEqual(found.items.map((i) => i.name));
    });

    test('the brand link of a product page leads to the brand search', async ({ page }) => {
      const item = (await listPage(page.request, '')).items.find((i) => i.brand && !i.hasVariants);
      if (!item?.brand) throw new Error('no product with a brand');
      await page.goto(`${tx.prefix}/${item.seo}-p-${item.id}`);
      await page.getByRole('main').getByRole('link', { name: item.brand.name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`/search\\?brand=${item.brand.code}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx.brandHeading(item.brand.name));
    });

    test('a list and the search page pass axe', async ({ page, noAxeViolations }) => {
      const { slug } = await categoryWithPages(page);
      for (const path of [`${tx.prefix}/${slug}?page=2`, `${tx.prefix}/search?q=a`]) {
        await page.goto(path);
        await expect(page.getByRole('list', { name: tx.loading })).toHaveCount(0);
        await expect(cards(page).first()).toBeVisible();
        await noAxeViolations(page, { message: path });
      }
    });
  });
}
