import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { listItems } from './catalog-api.ts';
import { expect, test } from './fixtures.ts';

// The home page (SPEC §2 campaign screens, §9 campaign carousel): the four banners with the store
// name, and one carousel per running campaign; in Turkish and in English.

const texts = {
  tr: {
    prefix: '',
    heading: 'Öne Çıkan Ürünler',
    banners: 'Kampanyalar',
    lists: [
      ['Kampanyalı Ürünler', '/kampanyali-urunler'],
      ['En Son Yüklenen Ürünler', '/en-son-yuklenen-urunler'],
      ['En Çok Beğenilen Ürünler', '/en-cok-begenilen-urunler'],
      ['En Çok Satan Ürünler', '/en-cok-satan-urunler'],
    ],
    ranking: 'Liste Sıralaması',
    sort: 'Sırala',
    nameAsc: 'Ürün Adı (A-Z)',
    next: 'Sonraki ürünler',
    prev: 'Önceki ürünler',
    pause: 'Otomatik kaydırmayı durdur',
    play: 'Otomatik kaydırmayı başlat',
    slide: (n: number, of: number) => `${n} / ${of}`,
    badge: (n: number) => `%${n} İNDİRİM`,
    seeAll: 'Tümünü Gör',
  },
  en: {
    prefix: '/en',
    heading: 'Featured Products',
    banners: 'Campaigns',
    lists: [
      ['Campaign Products', '/kampanyali-urunler'],
      ['Newest Products', '/en-son-yuklenen-urunler'],
      ['Most Liked Products', '/en-cok-begenilen-urunler'],
      ['Best Sellers', '/en-cok-satan-urunler'],
    ],
    ranking: 'List ranking',
    sort: 'Sort by',
    nameAsc: 'Product Name (A-Z)',
    next: 'Next products',
    prev: 'Previous products',
    pause: 'Pause autoplay',
    play: 'Start autoplay',
    slide: (n: number, of: number) => `${n} of ${of}`,
    badge: (n: number) => `${n}% OFF`,
    seeAll: 'See all',
  },
} as const;

async function storeName(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/catalog/store')).json()) as { store: { name: string } }).store.name;
}

/** The first campaign carousel: its heading's name, its region and its list path (from its 'see all' link). */
async function firstCarousel(
  page: Page,
  seeAll: string,
): Promise<{ name: string; region: Locator; path: string }> {
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const name = ((await heading.textContent()) ?? '').trim();
  const href =
    (await page.getByRole('link', { name: new RegExp(`^${seeAll} ?: ${name}$`) }).getAttribute('href')) ?? '';
  return { name, region: page.getByRole('region', { name, exact: true }), path: href.replace(/^\/en/, '') };
}

for (const locale of ['tr', 'en'] as const) {
  const tx = texts[locale];

  test.describe(`home page (${locale})`, () => {
    test('four banners with the store name lead to their lists', async ({ page }) => {
      const store = await storeName(page.request);
      await page.goto(`${tx.prefix}/`);
      await expect(page.getByRole('heading', { level: 1, name: tx.heading })).toBeVisible();
      const banners = page.getByRole('navigation', { name: tx.banners }).getByRole('link');
      await expect(banners).toHaveCount(4);
      for (const [i, [title, path]] of tx.lists.entries()) {
        await expect(banners.nth(i)).toHaveAccessibleName(`${title} ${store}`);
        await expect(banners.nth(i)).toHaveAttribute('href', `${tx.prefix}${path}`);
      }

      // A top list keeps its own ranking until the shopper picks a sort.
      await banners.nth(3).click();
      await expect(page.getByRole('heading', { level: 1, name: tx.lists[3][0] })).toBeVisible();
      const sort = page.getByRole('combobox', { name: tx.sort });
      await expect(sort.locator('option:checked')).toHaveText(tx.ranking);
      const names = () => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      const ranked = await listItems(page.request, '/en-cok-satan-urunler');
      await expect.poll(names).toEqual(ranked.map((i) => i.name));
      await sort.selectOption({ label: tx.nameAsc });
      const byName = await listItems(page.request, '/en-cok-satan-urunler?sort=name');
      await expect.poll(names).toEqual(byName.map((i) => i.name));
      await page.goBack();
      await expect.poll(names).toEqual(ranked.map((i) => i.name));
    });

    test('a carousel per campaign: a labelled region, 6 products in view, arrows, pause, autoplay', async ({
      page,
    }) => {
      await page.goto(`${tx.prefix}/`);
      const { region, path } = await firstCarousel(page, tx.seeAll);
      await expect(region).toHaveAttribute('aria-roledescription', /./);
      const slides = region.getByRole('group');
      const products = await listItems(page.request, `${path}`);
      // Splide is live once the slides are groups; 6 of them in view from 1000 px on.
      await expect(slides).toHaveCount(Math.min(6, products.length));
      await expect(slides.first()).toHaveAccessibleName(tx.slide(1, products.length));
      await expect(slides.first().getByRole('img')).toHaveCount(0); // decorative images: the name says it
      await expect(slides.first().locator('img')).toHaveAttribute('src', /^\/image\/280-413\//);

      // The campaign badge '%{n} İNDİRİM' on a discounted product in view (not at a sale price of 0).
      const discounted = products
        .slice(0, 6)
        .find(
          (p) => p.salePrice && p.listPrice && p.salePrice.value > 0 && p.listPrice.value > p.salePrice.value,
        );
      expect(discounted, 'the demo shop’s first campaign shows a discounted product').toBeDefined();
      if (discounted?.salePrice && discounted.listPrice) {
        const percent = Math.round(100 - (discounted.salePrice.value / discounted.listPrice.value) * 100);
        const slide = slides.filter({
          has: page.locator(`a[href$="/${discounted.seo}-p-${discounted.id}"]`),
        });
        await expect(slide.getByText(tx.badge(percent), { exact: true })).toBeVisible();
      }

      // Autoplay moves on by itself (every 5 s) while nothing hovers or focuses the carousel.
      if (products.length > 6) {
        await expect(slides.first()).toHaveAccessibleName(tx.slide(2, products.length), { timeout: 9000 });
      }
      const pause = region.getByRole('button', { name: tx.pause });
      await expect(pause).toBeVisible();
      await pause.click();
      await expect(region.getByRole('button', { name: tx.play })).toBeVisible();
      const first = (await slides.first().getAttribute('aria-label')) ?? '';
      const next = region.getByRole('button', { name: tx.next });
      if (products.length > 6 && (await next.isEnabled())) {
        await next.click();
        await expect(slides.first()).not.toHaveAccessibleName(first);
        await region.getByRole('button', { name: tx.prev }).click();
        await expect(slides.first()).toHaveAccessibleName(first);
      }
    });

    for (const [width, perView] of [
      [500, 2],
      [800, 4],
      [1200, 6],
    ] as const) {
      test(`${perView} products in view at ${width} px, with the arrows`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${tx.prefix}/`);
        const { region, path } = await firstCarousel(page, tx.seeAll);
        const count = (await listItems(page.request, path)).length;
        await region.scrollIntoViewIfNeeded();
        await expect(region.getByRole('group')).toHaveCount(Math.min(perView, count));
        await expect(region.getByRole('button', { name: tx.next })).toBeVisible();
        await expect(region.getByRole('button', { name: tx.prev })).toBeVisible();
      });
    }

    test('the banners and the first products are in the HTML, and hydrating moves nothing', async ({
      browser,
      page,
    }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(`${tx.prefix}/`);
      await expect(plain.getByRole('navigation', { name: tx.banners }).getByRole('link')).toHaveCount(4);
      const { region, path } = await firstCarousel(plain, tx.seeAll);
      const first = (await listItems(plain.request, path))[0];
      await expect(
        region.getByRole('heading', { level: 3, name: first?.name, exact: true }).first(),
      ).toBeVisible();
      await noScript.close();

      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!e.hadRecentInput) w.shifts += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${tx.prefix}/`);
      const live = await firstCarousel(page, tx.seeAll);
      await expect(live.region.getByRole('group').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    });

    test('the home page passes axe', async ({ page, noAxeViolations }) => {
      await page.goto(`${tx.prefix}/`);
      // Every carousel live (they hydrate when they come into view).
      for (const heading of await page.getByRole('main').getByRole('heading', { level: 2 }).all()) {
        await heading.scrollIntoViewIfNeeded();
        const name = ((await heading.textContent()) ?? '').trim();
        await expect(
          page.getByRole('region', { name, exact: true }).getByRole('group').first(),
        ).toBeVisible();
      }
      await noAxeViolations(page);
    });
  });
}
