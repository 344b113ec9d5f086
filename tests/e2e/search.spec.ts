import type { APIRequestContext, Page } from '@playwright/test';
import { foldSearchText } from '../../src/domain/catalog/search-text.ts';
import { everyItem, type ListItem, productDetail } from './catalog-api.ts';
import { DESKTOP, expect, PHONE, test } from './fixtures.ts';

// Search as a shopper types it (walkthrough M7, m10): brand names with Turkish letters, as printed and
// without the accents; product, variant and equivalent codes, barcodes and model names; a search that
// finds nothing says so and offers ways on; the header's search box keeps the words.

const found = (request: APIRequestContext, q: string) =>
  everyItem(request, `/search?q=${encodeURIComponent(q)}`);

/** Searches with the header's search box, as a shopper does. */
async function searchFromHeader(page: Page, words: string, label = 'Ürün ara', button = 'Ara') {
  await page.getByRole('searchbox', { name: label }).fill(words);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
}

const HAS_TURKISH_LETTER = /[çğıöşüÇĞİÖŞÜ]/;

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a brand with Turkish letters is found as printed and without the accents; the box keeps it', async ({
      page,
      request,
    }) => {
      const all = await everyItem(request, '');
      const brands = new Map<string, string>();
      for (const item of all)
        if (item.brand && HAS_TURKISH_LETTER.test(item.brand.name))
          brands.set(item.brand.code, item.brand.name);
      // The demo shop has several (Kalemtaş, Çınaraltı, Voltaş ...): the test means nothing without them.
      expect(brands.size).toBeGreaterThanOrEqual(2);
      await page.goto('/');
      for (const [code, name] of [...brands].slice(0, 3)) {
        const ofBrand = all.filter((i) => i.brand?.code === code).map((i) => i.code);
        expect(ofBrand.length).toBeGreaterThan(0);
        for (const words of [name, foldSearchText(name)]) {
          const hits = (await found(request, words)).map((i) => i.code);
          expect(hits, words).toEqual(expect.arrayContaining(ofBrand));
          await searchFromHeader(page, words);
          await expect(
            page.getByRole('status').filter({ hasText: `${hits.length} ürün bulundu` }),
          ).toBeVisible();
          await expect(page.getByRole('searchbox', { name: 'Ürün ara' })).toHaveValue(words);
          await expect(
            page.getByRole('heading', { level: 1, name: `"${words}" için arama sonuçları` }),
          ).toBeVisible();
        }
      }
    });
  });
}

test('product, variant and equivalent codes, barcodes and model names find the product', async ({
  page,
  request,
}) => {
  const all = await everyItem(request, '');
  const parent = all.find((i) => i.hasVariants);
  if (!parent) throw new Error('the demo shop has no product with variants');
  const child = await productDetail(request, (await productDetail(request, parent.id)).children[0]?.id ?? 0);
  const barcode = child.units.find((u) => u.barcode)?.barcode;
  if (!barcode) throw new Error('the variant has no barcode');
  let withEquivalent: { item: ListItem; code: string } | undefined;
  for (const item of all) {
    const code = (await productDetail(request, item.id)).equivalentCode.split(', ')[0];
    if (code) {
      withEquivalent = { item, code };
      break;
    }
  }
  if (!withEquivalent) throw new Error('the demo shop has no equivalent code');
  const withModel = all.find((i) => i.model);
  if (!withModel?.model) throw new Error('the demo shop has no model name');

  const cases: [string, ListItem][] = [
    [parent.code, parent],
    [parent.code.toLowerCase(), parent],
    [child.code, parent],
    [barcode, parent],
    [withEquivalent.code, withEquivalent.item],
    [withEquivalent.code.toLowerCase(), withEquivalent.item],
  ];
  for (const [words, item] of cases) {
    await page.goto(`/search?q=${encodeURIComponent(words)}`);
    await expect(page.getByRole('status').filter({ hasText: /^[1-9]\d* ürün bulundu$/ })).toBeVisible();
    await expect(page.locator(`a[href="/${item.seo}-p-${item.id}"]`).first(), words).toBeVisible();
  }
  // A model name may be shared: the product is among what is found.
  expect((await found(request, withModel.model.name)).map((i) => i.id)).toContain(withModel.id);
});

test.describe('a search that finds nothing', () => {
  const cases = [
    {
      prefix: '',
      viewport: DESKTOP,
      message: '"zzzzqq" için sonuç bulunamadı.',
      tip: 'Yazımı kontrol edin ya da daha az veya daha genel kelimelerle arayın.',
      ways: 'Şunlara göz atabilirsiniz:',
      campaign: 'Kampanyalı Ürünler',
      box: 'Ürün ara',
      found: '0 ürün bulundu',
    },
    {
      prefix: '/en',
      viewport: PHONE,
      message: 'No results found for "zzzzqq".',
      tip: 'Check the spelling, or search with fewer or more general words.',
      ways: 'You may like to browse:',
      campaign: 'Campaign Products',
      box: 'Search products',
      found: '0 products found',
    },
  ];
  for (const tx of cases) {
    test(`says so, gives a tip and ways on, and keeps the words (${tx.prefix || '/'} at ${tx.viewport.width} px)`, async ({
      page,
      noAxeViolations,
    }) => {
      await page.setViewportSize(tx.viewport);
      await page.goto(`${tx.prefix}/search?q=zzzzqq`);
      await expect(page.getByRole('status').filter({ hasText: tx.found })).toBeVisible();
      const none = page.getByRole('region', { name: tx.message });
      await expect(none).toBeVisible();
      await expect(none.getByText(tx.tip)).toBeVisible();
      const ways = none.getByRole('navigation', { name: tx.ways });
      const links = ways.getByRole('link');
      expect(await links.count()).toBeGreaterThan(4);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href.startsWith(`${tx.prefix}/`)).toBe(true);
      }
      await expect(page.getByRole('searchbox', { name: tx.box })).toHaveValue('zzzzqq');
      // No sideways scrolling on a phone, and axe stays clean.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        tx.viewport.width,
      );
      await noAxeViolations(page);
      // A way on leads somewhere with products.
      await ways.getByRole('link', { name: tx.campaign }).click();
      await expect(page).toHaveURL(`${tx.prefix}/kampanyali-urunler`);
    });
  }

  test('a search that finds something shows no such message', async ({ page }) => {
    await page.goto('/search?q=kalem');
    await expect(page.getByRole('status').filter({ hasText: /^[1-9]\d* ürün bulundu$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /için sonuç bulunamadı/ })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Ürün ara' })).toHaveValue('kalem');
  });
});
