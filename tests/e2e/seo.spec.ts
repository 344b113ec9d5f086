import type { Page } from '@playwright/test';
import { expect, readSitemap, test } from './fixtures.ts';

// What search engines and shared links read on each page, in both languages.
async function firstProduct(page: Page) {
  const list = await (await page.request.get('/api/catalog/products?sort=-price')).json();
  const item = list.items.find((p: { salePrice: unknown }) => p.salePrice) ?? list.items[0];
  return item as { id: number; seo: string; name: string };
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}

const origin = (page: Page) => new URL(page.url()).origin;

/** The shop's address (SITE_URL, set by npm run test:e2e): every absolute link starts with it. */
const site = process.env.SITE_URL ?? 'http://localhost:4321';

for (const locale of ['tr', 'en'] as const) {
  const prefix = locale === 'tr' ? '' : '/en';

  test(`${locale}: a product page has its title, description, canonical URL, hreflang, Open Graph and Product JSON-LD`, async ({
    page,
  }) => {
    const product = await firstProduct(page);
    const path = `/${product.seo}-p-${product.id}`;
    await page.goto(`${prefix}${path}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(/\S.* \| Anadolu Ticaret$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    const base = site;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}${prefix}${path}`);
    await expect(page.locator('link[hreflang="tr"]')).toHaveAttribute('href', `${base}${path}`);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${base}/en${path}`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${base}${path}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/image\/1500\//);
    const data = await jsonLd(page);
    const productLd = data.find((d) => d['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: product.name,
      offers: { '@type': 'Offer', priceCurrency: /^[A-Z]{3}$/ },
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.at(-1)?.name).toBe(product.name);
    // The image a shared link shows is served.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const res = await page.request.get(new URL(new URL(image ?? '').pathname, origin(page)).href);
    expect(res.status()).toBe(200);
  });

  test(`${locale}: a category page has a breadcrumb and one canonical URL however it is reached`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const category = page
      .getByRole('navigation', { name: locale === 'tr' ? 'Kategoriler' : 'Categories' })
      .getByRole('link')
      .first();
    const href = (await category.getAttribute('href')) ?? '';
    await page.goto(`${href}/`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(href);
    const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number }[];
    };
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2]);
    await expect(
      page.getByRole('navigation', { name: locale === 'tr' ? 'Sayfa konumu' : 'Breadcrumb' }),
    ).toBeVisible();
  });
}

test('the sitemap lists the pages of both languages with their canonical URLs and language links; robots.txt points to it', async ({
  page,
}) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap-index.xml`);
  expect(robots).toContain('Disallow: /api/');
  const { index, xml } = await readSitemap(page.request);
  expect(index).toContain(`<loc>${site}/sitemap-0.xml</loc>`);
  const product = await firstProduct(page);
  expect(xml).toContain(`<loc>${site}/${product.seo}-p-${product.id}</loc>`);
  expect(xml).toContain(`<loc>${site}/en/${product.seo}-p-${product.id}</loc>`);
  // Each page names its other language (xhtml:link hreflang), as its own head does.
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="tr" href="${site}/${product.seo}-p-${product.id}"/>`,
  );
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${site}/en/${product.seo}-p-${product.id}"/>`,
  );
  expect(xml).toContain(`<loc>${site}/kampanyali-urunler</loc>`);
  expect(xml).not.toContain('/search');
  expect(xml).not.toMatch(/<loc>[^<]+\/<\/loc>(?!<xhtml)/);
  // The build's processes each list their own pages: none twice.
  const listed = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(listed.length).toBeGreaterThan(100);
  expect(new Set(listed).size).toBe(listed.length);
});

test('an unknown page answers 404 with the shop around it', async ({ page }) => {
  const res = await page.goto('/boyle-bir-sayfa-yok');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
});

test('a product reached under a brand prefix moves permanently to its one page', async ({ page }) => {
  const product = await firstProduct(page);
  const res = await page.request.get(`/en/marka/${product.seo}-p-${product.id}?ref=x`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(`/en/${product.seo}-p-${product.id}?ref=x`);
});
