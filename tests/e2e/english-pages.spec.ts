import type { APIRequestContext, Page } from '@playwright/test';
import { allTexts } from '../../src/i18n/dictionaries.ts';
import { readWholeSnapshot } from '../../src/snapshot/read.ts';
import { findProduct, listPage } from './catalog-api.ts';
import { expect, test } from './fixtures.ts';

// English is English (issue 14 item 6, walkthrough M8): every /en page, the 404 page included, shows
// none of the shop's Turkish interface texts. The Turkish texts are the dictionaries' own: every tr
// text that differs from its en twin, cut at its {placeholders}. What the merchant wrote (product,
// category and brand names, descriptions, units, reviews, the store's settings) is catalogue data and
// stays as written: it is masked out of the page before the texts are looked for.

/** The pieces of Turkish interface text an English page must not show (at least 3 letters each). */
function turkishPieces(): string[] {
  const { tr, en } = allTexts();
  const english = Object.values(en).join('\n');
  const pieces = new Set<string>();
  for (const [key, text] of Object.entries(tr)) {
    if (text === en[key]) continue;
    for (const raw of text.split(/\{\w+\}|%s|\n/)) {
      const piece = raw.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '').replace(/\s+/g, ' ');
      if ((piece.match(/\p{L}/gu) ?? []).length < 3) continue;
      // A piece English also uses (a brand, 'EFT', 'IBAN') is not Turkish.
      if (wordIn(piece).test(english)) continue;
      pieces.add(piece);
    }
  }
  return [...pieces];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text as a whole word or phrase: not inside a longer word. */
const wordIn = (s: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(s)}(?![\\p{L}\\p{N}])`, flags);

/** Every string the merchant wrote, as it can show on a page: the catalog snapshot and the reviews. */
function catalogueData(extra: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      // HTML descriptions show as their text, piece by piece.
      for (const part of value.split(/<[^>]*>|\n/)) {
        const text = part.replace(/\s+/g, ' ').trim();
        if (/\p{L}/u.test(text)) found.add(text);
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(readWholeSnapshot());
  walk(extra);
  // Longest first, so a product name is masked whole before a shorter name inside it.
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * What a page says to a shopper or a machine reading it: every text node (hidden ones too: a closed
 * panel is still read by a screen reader when it opens), the title, alt and label attributes, the meta
 * descriptions and the JSON-LD. Not the islands' own texts JSON or their props (data for scripts).
 */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip.has(node.parentElement?.tagName ?? '')) out.push(node.textContent ?? '');
    }
    const attributes = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'aria-valuetext'];
    for (const el of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
      if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type))
        out.push(el.value);
    }
    for (const meta of document.querySelectorAll('meta[name], meta[property]')) {
      out.push(meta.getAttribute('content') ?? '');
    }
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      out.push(script.textContent ?? '');
    }
    return out.map((s) => s.replace(/\s+/g, ' ').trim()).join(' | ');
  });
}

/** The Turkish interface pieces a page shows, once its catalogue data is masked. */
function turkishOn(words: string, pieces: readonly string[], data: readonly string[]): string[] {
  let text = words;
  for (const d of data) if (text.includes(d)) text = text.replace(wordIn(d, 'gu'), ' ⟦data⟧ ');
  return pieces.filter((p) => text.includes(p) && wordIn(p).test(text));
}

/** A product's reviews as the API answers them: what its customers wrote is data too. */
async function reviewsOf(request: APIRequestContext, id: number): Promise<unknown> {
  const res = await request.get(`/api/catalog/product/${id}/comments`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** Waits until the page's islands are live: the header's currency choice comes alive last. */
async function live(page: Page, currency = 'Currency') {
  await expect(page.getByRole('combobox', { name: currency })).toBeEnabled();
  await page.waitForLoadState('networkidle');
}

test('no /en page shows Turkish interface text, the 404 page included', async ({ page, request }) => {
  test.setTimeout(120_000);
  const pieces = turkishPieces();
  // The dictionaries hold hundreds of Turkish texts: an empty list would pass anything.
  expect(pieces.length).toBeGreaterThan(300);
  for (const known of ['Sepetim', 'Giriş Yap', 'Sayfa bulunamadı', 'Alışverişe Devam Et', 'Para birimi']) {
    expect(pieces).toContain(known);
  }

  const { items } = await listPage(request, '?sort=-quantity');
  const reviewed = items.find((i) => i.commentCount > 0) ?? items[0];
  const simple = items.find((i) => !i.hasVariants && i.quantity > 5 && i.salePrice);
  if (!reviewed || !simple) throw new Error('the demo shop has no product to show');
  const data = catalogueData(await reviewsOf(request, reviewed.id));
  const category = readWholeSnapshot().categories.find((c) => c.parentId === null);
  if (!category) throw new Error('the demo shop has no category');

  // The detector finds the Turkish pages Turkish, in text, labels, placeholders and the title.
  await page.goto('/');
  await live(page, 'Para birimi');
  expect(turkishOn(await pageWords(page), pieces, data).length).toBeGreaterThan(10);
  await page.goto('/no-such-page');
  await live(page, 'Para birimi');
  expect(turkishOn(await pageWords(page), pieces, data)).toEqual(
    expect.arrayContaining([
      'Sayfa bulunamadı',
      'Giriş Yap',
      'Para birimi',
      'Ürün ara',
      'Ürün adı veya kodu',
    ]),
  );

  // A cart line, so the cart page shows its table and totals rather than the empty cart.
  expect(
    (await page.request.post(`/api/catalog/cart/${simple.id}`, { form: { quantity: '1' } })).status(),
  ).toBe(201);

  const withVariants = items.find((i) => i.hasVariants) ?? simple;
  const pages: [string, string][] = [
    ['home', '/en'],
    ['list', `/en/${category.url}`],
    ['product', `/en/${reviewed.seo}-p-${reviewed.id}`],
    ['product with variants', `/en/${withVariants.seo}-p-${withVariants.id}`],
    ['cart', '/en/sepet'],
    ['sign-in', '/en/account/login'],
    ['personal data notice', '/en/kvkk-aydinlatma-metni'],
    ['search', '/en/search?q=kalem'],
    ['search without results', '/en/search?q=zzzzqq'],
    ['404', '/en/no-such-page'],
  ];
  const shown: Record<string, string[]> = {};
  for (const [name, path] of pages) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(name === '404' ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await live(page);
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    shown[name] = turkishOn(await pageWords(page), pieces, data);
  }
  expect(shown).toEqual(Object.fromEntries(pages.map(([name]) => [name, []])));
});

test('no /en page of a signed-in customer shows Turkish interface text', async ({ page, demo, signIn }) => {
  test.setTimeout(120_000);
  const pieces = turkishPieces();
  await signIn(page, demo);
  const simple = await findProduct(page.request, (i) => !i.hasVariants && i.quantity > 5 && !!i.salePrice, {
    what: 'product to buy',
  });
  expect(
    (await page.request.post(`/api/catalog/cart/${simple.id}`, { form: { quantity: '1' } })).status(),
  ).toBe(201);
  // What the customer and the shop wrote (addresses, orders, reviews, favourites) is data too.
  const answers: unknown[] = [];
  for (const path of ['/cart', '/orders', '/accountinfo', '/address', '/comments', '/wishlist', '/store']) {
    const res = await page.request.get(`/api/catalog${path}`);
    if (res.ok()) answers.push(await res.json());
  }
  // The demo customer has orders: without them the order pages would show little to check.
  const orders = await (await page.request.get('/api/catalog/orders')).json();
  expect(orders.total).toBeGreaterThan(0);
  const orderNo = String(orders.items[0].orderNo);
  answers.push(await (await page.request.get(`/api/catalog/orders/${orderNo}`)).json());
  const data = catalogueData(answers);
  const pages: [string, string][] = [
    ['account', '/en/account'],
    ['addresses', '/en/adreslerim'],
    ['favourites', '/en/favorilerim'],
    ['reviews', '/en/degerlendirmelerim'],
    ['orders', '/en/siparis/liste'],
    ['order detail', `/en/siparis/detay?siparis=${encodeURIComponent(orderNo)}`],
    ['checkout address', '/en/siparis/adres'],
    ['payment on account', '/en/cari-odeme'],
  ];
  const shown: Record<string, string[]> = {};
  for (const [name, path] of pages) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await live(page);
    // Still the page asked for, not the sign-in page it sends a guest to.
    expect(new URL(page.url()).pathname.replace(/\/$/, ''), path).toBe(path.split('?')[0]);
    shown[name] = turkishOn(await pageWords(page), pieces, data);
  }
  expect(shown).toEqual(Object.fromEntries(pages.map(([name]) => [name, []])));
});

test('an unknown /en page answers 404 with the English page and the English header', async ({ page }) => {
  const res = await page.goto('/en/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/en');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Türkçe' })).not.toHaveAttribute('aria-current', 'true');
  // The Turkish one is still the Turkish one.
  const tr = await page.goto('/no-such-page');
  expect(tr?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
});
