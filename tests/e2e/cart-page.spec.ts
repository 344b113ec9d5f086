import type { APIRequestContext, Page } from '@playwright/test';
import { cartSummary } from '../../src/domain/cart/cart-summary.ts';
import { shippingTextKey } from '../../src/domain/cart/shipping.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { type Locale, t } from '../../src/i18n/index.ts';
import { kvkkNoticeTexts } from '../../src/i18n/texts/kvkk-notice.ts';
import {
  findProduct,
  findProducts,
  type ProductDetail,
  plainAndPriced,
  productDetail,
} from './catalog-api.ts';
import { expect, PHONE, SCREENS, test } from './fixtures.ts';

// The cart page /sepet (SPEC §2 Cart page, §5 Cart and quantity, §9 share message), in Turkish and
// English, on a 360 px phone and on a desktop screen.

/** Products a shopper can put straight into the cart: no variants, well in stock, priced in lira. */
const buyable = (request: APIRequestContext) =>
  findProducts(
    request,
    (p) => plainAndPriced(p) && p.quantity > 30 && p.quantity < 9000 && p.currency === 'TRY',
    { pages: 3 },
  );

/** A buyable product with a second unit whose price differs from the default unit's and whose box fits the stock. */
async function multiUnitProduct(request: APIRequestContext): Promise<ProductDetail> {
  for (const p of await buyable(request)) {
    const detail = await productDetail(request, p.id);
    const [first, second] = detail.units;
    if (
      first &&
      second &&
      first.defaultPrice?.value !== second.defaultPrice?.value &&
      second.multiplier <= p.quantity
    )
      return detail;
  }
  throw new Error('no product with two units in the demo shop');
}

/** A product that is sold out (stock 0 or below), without variants. */
const soldOutProduct = (request: APIRequestContext) =>
  findProduct(request, (p) => !p.hasVariants && p.quantity <= 0, {
    sort: 'quantity',
    pages: 3,
    what: 'sold-out product',
  });

async function addLine(page: Page, productId: number, quantity = 1, unitId?: number) {
  const form: Record<string, string> = { quantity: String(quantity) };
  if (unitId) form.productValue = String(unitId);
  const res = await page.request.post(`/api/catalog/cart/${productId}`, { form });
  expect(res.status()).toBe(201);
}

/** The line amounts and totals the page must show, computed by the shop's own rules from the live API. */
async function expectedSummary(page: Page) {
  const [cart, settings, store] = await Promise.all(
    ['/cart', '/settings', '/store'].map(async (p) => (await page.request.get(`/api/catalog${p}`)).json()),
  );
  const summary = cartSummary(cart.items, settings, store.settings);
  if (!summary) throw new Error('no summary');
  const money = (m: number) => formatMoney(m, summary.currency);
  return { summary, items: cart.items, money };
}

const cartPath = (locale: Locale) => (locale === 'tr' ? '/sepet' : '/en/sepet');
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name }) });

for (const locale of ['tr', 'en'] as const) {
  const tx = (key: Parameters<typeof t>[1], params?: object) => t(locale, key, params);

  for (const [label, viewport] of SCREENS) {
    test.describe(`${locale}, ${label}`, () => {
      test.use({ viewport });

      test('the empty cart, then lines with quantity, unit, removal and clearing; the mini-cart follows', async ({
        page,
        noAxeViolations,
      }) => {
        await page.goto(cartPath(locale));
        await expect(page.getByRole('heading', { level: 1, name: tx('cartPage.heading') })).toBeVisible();
        await expect(page.getByText(tx('cartPage.empty'))).toBeVisible();
        await expect(page.getByRole('link', { name: tx('common.continueShopping') })).toHaveAttribute(
          'href',
          locale === 'tr' ? '/' : '/en',
        );
        await noAxeViolations(page);

        const [plain] = await buyable(page.request);
        if (!plain) throw new Error('no buyable product');
        const boxed = await multiUnitProduct(page.request);
        await addLine(page, plain.id);
        await addLine(page, boxed.id);
        await page.reload();

        const plainRow = row(page, plain.name);
        const boxedRow = row(page, boxed.name);
        await expect(plainRow).toBeVisible();
        await expect(boxedRow).toBeVisible();
        await expect(
          page.getByRole('link', { name: locale === 'tr' ? 'Sepetim, 2 ürün' : 'My cart, 2 items' }),
        ).toBeVisible();
        let want = await expectedSummary(page);
        await expect(page.getByText(want.money(want.summary.total), { exact: true }).first()).toBeVisible();
        if (want.summary.showFreeShippingHint) {
          const amount = want.money(want.summary.remainingToFreeShipping);
          await expect(page.getByText(tx('shipping.freeShippingHint', { amount }))).toBeVisible();
        }
        await noAxeViolations(page);

        // + adds one; the amount and the header's mini-cart follow at once.
        const quantity = page.getByRole('textbox', { name: tx('cartPage.quantityOf', { name: plain.name }) });
        await expect(quantity).toHaveValue('1');
        await page.getByRole('button', { name: tx('cartPage.increaseOf', { name: plain.name }) }).click();
        await expect(quantity).toHaveValue('2');
        want = await expectedSummary(page);
        const plainLine = want.summary.lines.find((l) => l.productId === plain.id);
        await expect(plainRow.getByRole('cell', { name: want.money(plainLine?.gross ?? -1) })).toBeVisible();
        await page.getByRole('button', { name: tx('miniCart.toggle') }).click();
        const panel = page.getByRole('region', { name: tx('miniCart.toggle') });
        await expect(panel.getByRole('listitem').filter({ hasText: plain.name })).toContainText('2 ADET');
        await page.keyboard.press('Escape');

        // − at 1 stays 1; a typed 0 or a word becomes 1.
        await quantity.fill('0');
        await quantity.press('Enter');
        await expect(quantity).toHaveValue('1');
        await expect(
          page.getByRole('button', { name: tx('cartPage.decreaseOf', { name: plain.name }) }),
        ).toHaveAttribute('aria-disabled', 'true');
        await expect(quantity).toHaveValue('1');
        await quantity.fill('abc');
        await quantity.press('Tab');
        await expect(quantity).toHaveValue('1');

        // More than the stock: the stock message (by the answer's key, in the page's language) in an
        // alert, and the line keeps its amount.
        const tooMany = Math.floor(plain.quantity) + 1;
        await quantity.fill(String(tooMany));
        await quantity.press('Enter');
        await expect(page.getByRole('alert')).toHaveText(tx('stock.notEnough', { n: tooMany }));
        await expect(quantity).toHaveValue('1');

        // Another unit: the line takes that unit's default price.
        const second = boxed.units[1];
        if (!second) throw new Error('no second unit');
        await boxedRow
          .getByRole('combobox', { name: tx('cartPage.unitOf', { name: boxed.name }) })
          .selectOption(String(second.id));
        await expect
          .poll(
            async () =>
              (await expectedSummary(page)).items.find(
                (i: { product: { id: number } }) => i.product.id === boxed.id,
              )?.productUnit.id,
          )
          .toBe(second.id);
        want = await expectedSummary(page);
        const boxedLine = want.summary.lines.find((l) => l.productId === boxed.id);
        await expect(boxedRow.getByRole('cell', { name: want.money(boxedLine?.gross ?? -1) })).toBeVisible();
        await expect(page.getByText(want.money(want.summary.total), { exact: true }).first()).toBeVisible();

        // Removing a line with the keyboard, then clearing the cart.
        await page.getByRole('button', { name: tx('cartPage.removeOf', { name: plain.name }) }).focus();
        await page.keyboard.press('Enter');
        await expect(plainRow).toHaveCount(0);
        await expect(
          page.getByRole('link', { name: locale === 'tr' ? 'Sepetim, 1 ürün' : 'My cart, 1 items' }),
        ).toBeVisible();
        // 'Sepeti Boşalt' asks first (walkthrough m13): 'Vazgeç' keeps the cart, the dialog's yes empties it.
        const clear = page.getByRole('button', { name: tx('cartPage.clear') });
        await clear.click();
        let dialog = page.getByRole('dialog', { name: tx('cartPage.clearTitle') });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(tx('cartPage.clearQuestion', { n: 1 }));
        await noAxeViolations(page);
        await dialog.getByRole('button', { name: tx('cartPage.clearKeep') }).click();
        await expect(dialog).toHaveCount(0);
        await expect(boxedRow).toBeVisible();
        await expect(clear).toBeFocused();
        await page.keyboard.press('Enter');
        dialog = page.getByRole('dialog', { name: tx('cartPage.clearTitle') });
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(boxedRow).toBeVisible();
        await clear.click();
        await dialog.getByRole('button', { name: tx('cartPage.clearConfirm') }).click();
        await expect(page.getByText(tx('cartPage.empty'))).toBeVisible();
        await expect(
          page.getByRole('link', { name: locale === 'tr' ? 'Sepetim, 0 ürün' : 'My cart, 0 items' }),
        ).toBeVisible();
      });

      test("quick '+' clicks on a slow network all count; the cookie notice never covers 'Siparişi Tamamla'", async ({
        page,
        noAxeViolations,
      }) => {
        const [plain] = await buyable(page.request);
        if (!plain) throw new Error('no buyable product');
        await addLine(page, plain.id);
        await page.goto(cartPath(locale));
        const plainRow = row(page, plain.name);
        const quantity = page.getByRole('textbox', { name: tx('cartPage.quantityOf', { name: plain.name }) });
        await expect(quantity).toHaveValue('1');

        // The cookie notice shows until accepted; it never lies over the cart's main button, neither
        // where the page opens nor when the button is reached with the keyboard (walkthrough m14).
        const notice = page.getByRole('region', { name: tx('layout.cookie.label') });
        const submit = page.getByRole('button', { name: tx('cartPage.submit') });
        await expect(notice).toBeVisible();
        const apart = async () => {
          const [a, b] = [await notice.boundingBox(), await submit.boundingBox()];
          if (!a || !b) throw new Error('no box');
          return (
            a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width
          );
        };
        if (viewport.width >= 960) expect(await apart()).toBe(true);
        await submit.focus();
        await expect.poll(apart).toBe(true);

        // Every PATCH waits until the test lets it through: the shopper clicks + twice meanwhile.
        const held: (() => void)[] = [];
        await page.route('**/api/catalog/cart/*', async (route) => {
          if (route.request().method() !== 'PATCH') return route.continue();
          await new Promise<void>((go) => held.push(go));
          return route.continue();
        });
        const plus = page.getByRole('button', { name: tx('cartPage.increaseOf', { name: plain.name }) });
        await plus.click();
        await plus.click();
        // The line shows what the shopper asked for, and says it is on its way.
        await expect(quantity).toHaveValue('3');
        await expect(plainRow.getByRole('status')).toHaveText(tx('cartPage.updating'));
        // One request at a time: the second click waits for the first answer, then goes as 3.
        await expect.poll(() => held.length).toBe(1);
        held.shift()?.();
        await expect.poll(() => held.length).toBe(1);
        // The first answer (2) did not pull the box back.
        await expect(quantity).toHaveValue('3');
        held.shift()?.();
        await expect(plainRow.getByRole('status')).toHaveText('');
        await expect(quantity).toHaveValue('3');
        await page.unroute('**/api/catalog/cart/*');
        const cart = await (await page.request.get('/api/catalog/cart')).json();
        expect(cart.items.find((i: { product: { id: number } }) => i.product.id === plain.id)?.quantity).toBe(
          3,
        );
        await noAxeViolations(page);
        await page.request.delete('/api/catalog/cart');
      });
    });
  }

  test(`${locale}: the share message names every line with shipping and total; the link rebuilds the cart in another browser`, async ({
    page,
    openPage,
    noAxeViolations,
  }) => {
    const [first, second] = await buyable(page.request);
    if (!first || !second) throw new Error('no buyable products');
    const soldOut = await soldOutProduct(page.request);
    await page.goto(cartPath(locale));
    await addLine(page, first.id, 2);
    await addLine(page, second.id, 1);
    await page.reload();
    await expect(row(page, second.name)).toBeVisible();

    const want = await expectedSummary(page);
    const shipping = shippingTextKey(want.summary.shipping);
    const shippingText = shipping ? t(locale, shipping) : want.money(want.summary.shippingTotal);
    const link = page.getByRole('textbox', { name: tx('cartPage.shareLink') });
    await expect(link).toHaveValue(new RegExp(`${cartPath(locale)}\\?paylas=`));
    const url = await link.inputValue();
    // The shop's address (SITE_URL), as its canonical links: never the host this tab happens to use.
    expect(new URL(url).origin).toBe(process.env.SITE_URL ?? new URL(page.url()).origin);
    const message = [
      tx('cartPage.shareMessageHeading'),
      tx('cartPage.shareMessageLine', {
        n: 1,
        name: first.name,
        code: first.code,
        quantity: 2,
        unit: 'ADET',
      }),
      tx('cartPage.shareMessageLine', {
        n: 2,
        name: second.name,
        code: second.code,
        quantity: 1,
        unit: 'ADET',
      }),
      tx('cartPage.shareMessageShipping', { amount: shippingText }),
      tx('cartPage.shareMessageTotal', { amount: want.money(want.summary.total) }),
    ].join('\n');
    const whatsapp = await page
      .getByRole('link', { name: tx('cartPage.shareWhatsapp') })
      .getAttribute('href');
    expect(new URL(whatsapp ?? '').searchParams.get('text')).toBe(`${message} ${url}`);
    const toShop = await page.getByRole('link', { name: tx('cartPage.shareToShop') }).getAttribute('href');
    expect(toShop?.startsWith('https://wa.me/905321234567?text=')).toBe(true);
    expect(new URL(toShop ?? '').searchParams.get('text')).toBe(`${message}\n${url}`);

    // Someone else opens the link, with a sold-out line added to it: what fits is added, the rest is named.
    const visitor = await openPage(PHONE);
    const soldUnit = (await productDetail(visitor.request, soldOut.id)).units[0]?.id;
    await visitor.goto(`${url}_${soldOut.id}.${soldUnit}.1`);
    const status = visitor.getByRole('status').filter({ hasText: tx('cartPage.sharedAdded') });
    await expect(status).toContainText(
      tx('cartPage.sharedLine', { name: first.name, quantity: 2, unit: 'ADET' }),
    );
    await expect(status).toContainText(
      tx('cartPage.sharedLine', { name: second.name, quantity: 1, unit: 'ADET' }),
    );
    const failed = visitor.getByRole('alert').filter({ hasText: tx('cartPage.sharedFailed') });
    await expect(failed).toContainText(
      tx('cartPage.sharedFailedLine', { name: soldOut.name, reason: tx('stock.notEnough', { n: 1 }) }),
    );
    await expect(visitor).toHaveURL(new RegExp(`${cartPath(locale)}$`));
    await expect(row(visitor, first.name)).toBeVisible();
    await expect(
      visitor.getByRole('textbox', { name: tx('cartPage.quantityOf', { name: first.name }) }),
    ).toHaveValue('2');
    await expect(row(visitor, soldOut.name)).toHaveCount(0);
    await noAxeViolations(visitor);
    await visitor.context().close();
    // The sender's cart is untouched.
    expect((await (await page.request.get('/api/catalog/cart')).json()).items).toHaveLength(2);
  });

  test(`${locale}: the demo customer chooses a branch, writes a note and goes on to the address step`, async ({
    page,
    demo,
    signIn,
  }) => {
    await signIn(page, demo);
    await page.request.delete('/api/catalog/cart');
    const [product] = await buyable(page.request);
    if (!product) throw new Error('no buyable product');
    await addLine(page, product.id);
    await page.goto(cartPath(locale));
    const branch = page.getByRole('combobox', { name: tx('cartPage.branch') });
    await expect(branch.getByRole('option', { name: 'Çankaya Merkez Ofis' })).toHaveCount(1);
    await expect(branch.getByRole('option', { name: 'Kadıköy Şube' })).toHaveCount(1);
    await branch.selectOption({ label: 'Kadıköy Şube' });
    await expect(page.getByRole('status').filter({ hasText: tx('cartPage.branchSaved') })).toBeVisible();
    const settings = await (await page.request.get('/api/catalog/settings')).json();
    const chosen = settings.branches.find((b: { name: string }) => b.name === 'Kadıköy Şube');
    expect(settings.branch).toBe(chosen.id);

    const note = page.getByRole('textbox', { name: tx('cartPage.description') });
    await note.fill('Kapıcıya bırakabilirsiniz.');
    await page.getByRole('button', { name: tx('cartPage.submit') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${locale === 'tr' ? '' : '/en'}/siparis/adres$`));
    await page.request.delete('/api/catalog/cart');
  });

  test(`${locale}: a guest sees no branch selector; the mini-cart's 'complete order' leads to the address step`, async ({
    page,
  }) => {
    const [product] = await buyable(page.request);
    if (!product) throw new Error('no buyable product');
    await addLine(page, product.id);
    await page.goto(cartPath(locale));
    await expect(row(page, product.name)).toBeVisible();
    await expect(page.getByRole('combobox', { name: tx('cartPage.branch') })).toHaveCount(0);
    await page.getByRole('button', { name: tx('miniCart.toggle') }).click();
    await expect(page.getByRole('link', { name: tx('miniCart.completeOrder') })).toHaveAttribute(
      'href',
      locale === 'tr' ? '/siparis/adres' : '/en/siparis/adres',
    );
    await page.keyboard.press('Escape');

    // In another currency the summary adds the total in Turkish lira.
    await expect(page.getByText(tx('cartPage.tryTotal'))).toHaveCount(0);
    await page.getByRole('combobox', { name: tx('layout.currency') }).selectOption('USD');
    await expect(page.getByText(tx('cartPage.tryTotal'))).toBeVisible();
    const want = await expectedSummary(page);
    expect(want.summary.currency).toBe('USD');
    await expect(page.getByText(formatMoney(want.summary.tryTotal, 'TRY'), { exact: true })).toBeVisible();
    await expect(page.getByText(want.money(want.summary.total), { exact: true }).first()).toBeVisible();
  });

  test(`${locale}: the KVKK notice names the store, the rights of madde 11, and is linked from registration`, async ({
    page,
    noAxeViolations,
  }) => {
    const path = locale === 'tr' ? '/kvkk-aydinlatma-metni' : '/en/kvkk-aydinlatma-metni';
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: kvkkNoticeTexts[locale]['kvkk.heading'] }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: kvkkNoticeTexts[locale]['kvkk.rightsHeading'] }),
    ).toBeVisible();
    await expect(page.getByText(kvkkNoticeTexts[locale]['kvkk.rightF'])).toBeVisible();
    await expect(page.getByText(/Anadolu Ticaret/).first()).toBeVisible();
    await noAxeViolations(page);

    await page.goto(locale === 'tr' ? '/account/login' : '/en/account/login');
    // The registration form's link (the footer links the notice on every page too).
    const link = page.getByRole('main').getByRole('link', { name: tx('kvkk.title') });
    await expect(link).toHaveAttribute('href', path);
  });
}
