import { expect, test } from './fixtures.ts';

test('a shopper opens a product from the home page, adds it to the cart and the count survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Öne Çıkan Ürünler' })).toBeVisible();
  const cartLink = page.getByRole('link', { name: /^Sepetim, \d+ ürün$/ });
  await expect(cartLink).toHaveAccessibleName('Sepetim, 0 ürün');

  // The first product on the home page that can go straight into the cart (no variants, in stock).
  // Its cards sit in the campaign carousels, whose slides are groups ('1 / 20'), not list items.
  const productLinks = () =>
    page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.getByRole('heading') });
  const cards = productLinks();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  let opened = false;
  for (let i = 0; i < count && !opened; i++) {
    await page.goto('/');
    const card = productLinks().nth(i);
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const add = page.getByRole('button', { name: 'Sepete Ekle' });
    if ((await add.count()) === 0) continue;
    await add.click();
    const alert = page.getByRole('alert');
    const added = page.getByRole('button', { name: 'Sepete Eklendi' });
    await expect(added.or(alert)).toBeVisible();
    if (await alert.isVisible()) continue; // sold out: try the next product
    opened = true;
  }
  expect(opened, 'some product on the home page can be added to the cart').toBe(true);
  await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Sepetim, 1 ürün' })).toBeVisible();
});

test('the built server refuses a cross-site form post to the cart', async ({ page }) => {
  const list = await (await page.request.get('/api/catalog/products')).json();
  const res = await page.request.post(`/api/catalog/cart/${list.items[0].id}`, {
    form: { quantity: '1' },
    headers: { origin: 'https://evil.example' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.messages.type).toBe('Bu istek başka bir siteden geldiği için reddedildi.');
});
