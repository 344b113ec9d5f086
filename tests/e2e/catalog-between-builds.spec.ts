// Between an import and the next build (issue 16 item 6): a product created since the build is
// served on demand by the same product page, a product withdrawn since answers 410 Gone with a link
// to its category and leaves its list at once, and an unknown product is still the 404 page. The
// catalog is changed under the running shop as a catalog writer does it: one SQL statement on its
// database, then catalogChanged() (the shop's test command, scripts/lib/shop-control.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { distDir } from '../../scripts/lib/dist-dir.ts';
import { servedBuildFolder } from '../../scripts/lib/site-builds/build-folders.ts';
import { detailWhere, everyItem, type ListItem, type ProductDetail, plainAndPriced } from './catalog-api.ts';
import { expect, test } from './fixtures.ts';
import { inShop } from './shop-sql.ts';

/** A product new to the catalog, as an import would write it: a copy of `source` under new names. */
async function importProduct(
  source: ProductDetail,
  code: string,
  name: string,
  seo: string,
): Promise<number> {
  const [row] = await inShop<{ id: number }>(`
    with created as (
      insert into products (code, name, seo, brand_id, category_id, currency_code, tax_rate, quantity, description)
      select '${code}', '${name}', '${seo}', brand_id, category_id, currency_code, tax_rate, 40,
             '<p>Çift cidarlı paslanmaz çelik gövde, 12 saat sıcak tutar.</p>'
      from products where id = ${source.id}
      returning id
    )
    insert into product_units (product_id, unit_code, multiplier, price, list_price, is_default)
    select created.id, u.unit_code, u.multiplier, u.price, u.list_price, u.is_default
    from created, product_units u where u.product_id = ${source.id}
    returning product_id as id`);
  if (!row) throw new Error('the product was not created');
  return Number(row.id);
}

/** The category list path of a product (its category's url). */
async function categoryUrlOf(productId: number): Promise<string> {
  const [row] = await inShop<{ url: string }>(
    `select c.url from categories c join products p on p.category_id = c.id where p.id = ${productId}`,
  );
  if (!row) throw new Error('the product has no category');
  return row.url;
}

/** The built 404 page of a locale, as the build wrote it. */
async function built404(locale: 'tr' | 'en'): Promise<Buffer> {
  const client = join(servedBuildFolder(distDir()) ?? distDir(), 'client');
  const [folder, file] =
    locale === 'tr' ? ['404/index.html', '404.html'] : ['en/404/index.html', 'en/404.html'];
  return readFile(join(client, folder)).catch(() => readFile(join(client, file)));
}

async function plainGet(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status(), headers: res.headers(), body: await res.body() };
}

const buyable = (i: ListItem) => plainAndPriced(i) && i.currency === 'TRY' && i.quantity > 0;

test.describe.configure({ mode: 'serial' });

test.describe('a product imported after the build', () => {
  let source: ProductDetail;
  let id = 0;
  const name = 'Yeni Sezon Çelik Termos 750 ml';
  const seo = 'yeni-sezon-celik-termos-750-ml';

  test.beforeAll(async ({ request }) => {
    source = await detailWhere(request, (i) => buyable(i) && i.quantity > 2);
    id = await importProduct(source, `E2E-TERMOS-${Date.now()}`, name, seo);
  });

  test.afterAll(async () => {
    // Off the lists again, so the other specs see the built catalog.
    if (id) await inShop(`update products set is_active = false where id = ${id}`);
  });

  test('is served at its own URL with status 200, in Turkish and English, kept only briefly', async ({
    request,
  }) => {
    for (const prefix of ['', '/en']) {
      const res = await request.get(`${prefix}/${seo}-p-${id}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1>${name}</h1>`);
      expect(html).toContain(`<html lang="${prefix ? 'en' : 'tr'}"`);
      // The same security headers as a built page; no long caching.
      expect(res.headers()['x-frame-options']).toBe('DENY');
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      expect(res.headers()['cache-control']).toBe('public, max-age=60');
    }
  });

  test('shows its price and goes into the cart from its page', async ({ page }) => {
    await page.goto(`/${seo}-p-${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const add = page.getByRole('button', { name: 'Sepete Ekle', exact: true });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByRole('button', { name: 'Sepete Eklendi' })).toBeVisible();
    const cart = await (await page.request.get('/api/catalog/cart')).json();
    expect(cart.items.map((i: { product: { id: number } }) => i.product.id)).toContain(id);
  });

  test('is in the English page too, with its breadcrumb to its category', async ({ page }) => {
    await page.goto(`/en/${seo}-p-${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeEnabled();
    const categoryUrl = await categoryUrlOf(id);
    await expect(page.locator(`nav a[href="/en/${categoryUrl}"]`).first()).toBeVisible();
  });

  test('under another seo, or as a product that does not exist, is the 404 page as before', async ({
    request,
  }) => {
    const tr = await built404('tr');
    const en = await built404('en');
    for (const [path, page] of [
      [`/baska-isim-p-${id}`, tr],
      ['/olmayan-urun-p-987654', tr],
      ['/olmayan-bir-sayfa', tr],
      [`/en/another-name-p-${id}`, en],
      ['/en/no-such-product-p-987654', en],
      ['/en/no-such-page', en],
    ] as const) {
      const answer = await plainGet(request, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.equals(page), path).toBe(true);
    }
  });
});

test.describe('a product withdrawn after the build', () => {
  let withdrawn: { id: number; seo: string; name: string };
  let categoryUrl = '';

  test.beforeAll(async ({ request }) => {
    const p = await detailWhere(request, buyable, (d) => d.categoryId !== null);
    withdrawn = { id: p.id, seo: p.seo, name: p.name };
    categoryUrl = await categoryUrlOf(p.id);
  });

  test.afterAll(async () => {
    if (withdrawn) await inShop(`update products set is_active = true where id = ${withdrawn.id}`);
  });

  test('answers 410 with a link to its category, and leaves its list at once', async ({ page, request }) => {
    const path = `/${withdrawn.seo}-p-${withdrawn.id}`;
    expect((await request.get(path)).status()).toBe(200);
    // The list answer is cached for a few seconds (LIST_CACHE_MS): read it into the cache first.
    const before = await everyItem(request, `/${categoryUrl}`);
    expect(before.map((i) => i.id)).toContain(withdrawn.id);

    await inShop(`update products set is_active = false where id = ${withdrawn.id}`);

    const after = await everyItem(request, `/${categoryUrl}`);
    expect(after.map((i) => i.id)).not.toContain(withdrawn.id);
    expect(after).toHaveLength(before.length - 1);

    const gone = await request.get(path);
    expect(gone.status()).toBe(410);
    expect(gone.headers()['x-frame-options']).toBe('DENY');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu ürün artık satışta değil');
    await page.getByRole('link', { name: 'Kategorideki ürünlere git' }).click();
    await expect(page).toHaveURL(new RegExp(`/${categoryUrl}$`));

    const english = await request.get(`/en${path}`);
    expect(english.status()).toBe(410);
    await page.goto(`/en${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This product is no longer available');
    await expect(page.getByRole('link', { name: 'See the products of its category' })).toHaveAttribute(
      'href',
      `/en/${categoryUrl}`,
    );
  });

  test('is served again once it is back on sale', async ({ request }) => {
    await inShop(`update products set is_active = true where id = ${withdrawn.id}`);
    expect((await request.get(`/${withdrawn.seo}-p-${withdrawn.id}`)).status()).toBe(200);
    expect((await request.get(`/en/${withdrawn.seo}-p-${withdrawn.id}`)).status()).toBe(200);
  });
});
