import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductUnit } from '../../src/contract/product.ts';
import { findProducts, type ListItem, plainAndPriced, productDetail } from './catalog-api.ts';
import { expect, SCREENS, test } from './fixtures.ts';

// One price, everywhere, to the kuruş (issue 14 item 1 and 2), read off the pages as a shopper reads
// them, on a 360 px phone and on a desktop: the list card shows the product page's price; the unit
// price a product page shows times the quantity is the line in the mini-cart and the cart, a 2,5 KG
// line rounded once; the cart's lines plus shipping are its total, net plus KDV likewise; shown in
// euro, the cart, the payment step and the order pages state the same lira total as in lira; the
// agreements' and the order pages' unit prices times the quantities are their lines; installments add
// up to their total.

const ORDER_PATH = /\/siparis\/ozet\?siparis=(SP\d+)$/;
const APPROVE = "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.";

/** An amount as a page shows it ('₺1.051,13', '€3,16') in minor units (105113, 316). */
function minor(text: string | null | undefined): number {
  const m = /(-?[\d.]+,\d{2})/.exec(text ?? '');
  if (!m?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(m[1].replace(/\./g, '').replace(',', ''));
}

/** The term → definition pairs of a description list, as its text shows them. */
async function pairs(list: Locator): Promise<Map<string, string>> {
  const terms = await list.getByRole('term').allTextContents();
  const defs = await list.getByRole('definition').allTextContents();
  return new Map(terms.map((term, i) => [term.trim(), defs[i]?.trim() ?? '']));
}

/** The definition of a term in the first description list (within `scope`) that has it. */
async function definitionOf(scope: Page | Locator, term: string): Promise<string> {
  const exact = { hasText: new RegExp(`^${term}$`) };
  await expect(scope.getByRole('term').filter(exact).first()).toBeVisible();
  // A `has` locator is queried inside each list, so it starts from the page, not the scope.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  const list = scope
    .locator('dl')
    .filter({ has: page.getByRole('term').filter(exact) })
    .first();
  return (await pairs(list)).get(term) ?? '';
}

/** The product page's sale price (the amount after the hidden 'Satış fiyatı:' label). */
async function salePriceOn(page: Page): Promise<number> {
  const line = page.getByText(/Satış fiyatı: ₺[\d.]+,\d{2}/).first();
  await expect(line).toBeVisible();
  return minor(await line.textContent());
}

async function chooseCurrency(api: APIRequestContext, code: string) {
  const settings = await (await api.get('/api/catalog/settings')).json();
  const found = (settings.currencies as { id: number; code: string }[]).find((c) => c.code === code);
  if (!found) throw new Error(`no ${code} in the demo shop`);
  expect(
    (await api.post('/api/catalog/settings', { data: { key: 'defaultCurrency', value: found.id } })).status(),
  ).toBe(200);
}

/** Products that go straight into a cart with plenty of stock, from the first pages of the list. */
const buyable = (api: APIRequestContext) =>
  findProducts(api, (p) => plainAndPriced(p) && p.quantity >= 100, { pages: 10 });

/** A lira product whose default unit costs under the free-shipping amount and another unit above it. */
async function productWithFreeShippingUnit(api: APIRequestContext, list: ListItem[]) {
  for (const p of list.filter((x) => x.salePrice?.currency === 'TRY').slice(0, 40)) {
    const detail = await productDetail(api, p.id);
    const gross = (u: ProductUnit) => (u.defaultPrice?.value ?? 0) * (1 + detail.taxRate / 100);
    const first = detail.units.find((u) => u.isDefault) ?? detail.units[0];
    const big = detail.units.find((u) => u !== first && gross(u) >= 1510);
    const weighs = first && (Number(first.weight) > 0 || Number(first.width) > 0);
    if (first && weighs && gross(first) < 1400 && gross(first) > 0 && big) return { product: p, unit: big };
  }
  throw new Error('no product with a unit above the free-shipping amount in the demo shop');
}

const digits = (n: number) => n.toLocaleString('tr-TR', { minimumFractionDigits: 2 });

/** A quantity as the pages write it ('3', '2,5') as a number. */
const quantityOf = (text: string) => Number(text.trim().replace(',', '.'));

/** A line's amount under the rule: the shown unit × the quantity, rounded once (half up) to the kuruş. */
const lineOf = (unit: number, quantity: number) => Math.round(unit * quantity);

/**
 * A lira product sold by the kilo (its default unit KG) with stock for 2,5 kg; one whose price with
 * KDV ends in an odd kuruş first, so that 2,5 × it has to be rounded.
 */
async function soldByTheKilo(api: APIRequestContext): Promise<ListItem> {
  const found = await findProducts(
    api,
    (p) => plainAndPriced(p) && p.salePrice?.currency === 'TRY' && p.quantity >= 5 && p.defaultUnit === 'KG',
    { pages: 10 },
  );
  const gross = (p: ListItem) => Math.round((p.salePrice?.value ?? 0) * (100 + (p.taxRate ?? 0)));
  const kilo = found.find((p) => gross(p) % 2 === 1) ?? found[0];
  if (!kilo) throw new Error('no product sold by the kilo in the demo shop');
  return kilo;
}

/** The list card's price (the sale price, the last amount on the card) of a product found by its code. */
async function cardPriceOf(page: Page, p: ListItem): Promise<number> {
  await page.goto(`/search?q=${encodeURIComponent(p.code)}`);
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: p.name, exact: true }) })
    .first();
  await expect(card).toContainText(/₺[\d.]+,\d{2}/);
  const amounts = (await card.textContent())?.match(/₺[\d.]+,\d{2}/g) ?? [];
  return minor(amounts.at(-1));
}

for (const [label, viewport] of SCREENS) {
  test.describe(label, () => {
    test.use({ viewport });

    test('the shown prices multiply out: product page, cart, payment step, order pages; lira alike in euro', async ({
      page,
      demo,
      signIn,
      chooseAddress,
    }) => {
      test.setTimeout(180_000);
      const api = page.request;
      await signIn(api, demo, { acceptCookies: true });
      await api.delete('/api/catalog/cart');
      await chooseAddress(api);
      await chooseCurrency(api, 'TRY');
      const products = await buyable(api);
      const lira = products.find(
        (p) =>
          p.salePrice?.currency === 'TRY' &&
          (p.salePrice?.value ?? 0) >= 10 &&
          (p.salePrice?.value ?? 0) < 300,
      );
      const euro = products.find((p) => p.salePrice?.currency === 'EUR' && (p.salePrice?.value ?? 0) < 40);
      if (!lira || !euro) throw new Error('no lira and euro products in the demo shop');
      const kilo = await soldByTheKilo(api);

      // The product pages' unit prices, with KDV, in lira; each list card shows the same.
      const unitOf = new Map<number, number>();
      for (const p of [lira, euro, kilo]) {
        await page.goto(`/${p.seo}-p-${p.id}`);
        const unit = await salePriceOn(page);
        unitOf.set(p.id, unit);
        expect(await cardPriceOf(page, p), `the list card of ${p.name}`).toBe(unit);
      }
      const liraUnit = unitOf.get(lira.id) ?? 0;
      const euroUnit = unitOf.get(euro.id) ?? 0;
      const kiloUnit = unitOf.get(kilo.id) ?? 0;
      // Enough of the lira product that the cart is above the demo's 500 TL installment limit.
      const liraCount = Math.min(100, Math.max(3, Math.ceil(60_000 / liraUnit)));

      // Item 2: the shipping line follows the chosen unit, as the cart computes it.
      const boxed = await productWithFreeShippingUnit(api, products);
      await page.goto(`/${boxed.product.seo}-p-${boxed.product.id}`);
      await expect.poll(() => definitionOf(page, 'Kargo')).toMatch(/^₺/);
      await page.getByLabel('Birim', { exact: true }).selectOption({ label: boxed.unit.value });
      await expect.poll(() => definitionOf(page, 'Kargo')).toBe('Ücretsiz');

      // The cart: the lira product (above the installment limit), 2 of the euro one, 2,5 kg.
      const bought = [
        { p: lira, q: liraCount, text: String(liraCount), unit: liraUnit },
        { p: euro, q: 2, text: '2', unit: euroUnit },
        { p: kilo, q: 2.5, text: '2,5', unit: kiloUnit },
      ];
      for (const { p, text } of bought) {
        expect((await api.post(`/api/catalog/cart/${p.id}`, { form: { quantity: text } })).status()).toBe(
          201,
        );
      }
      await page.goto('/sepet');
      const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
      for (const { p, q, unit } of bought) {
        await expect(row(p.name)).toContainText(`₺${digits(lineOf(unit, q) / 100)}`);
      }
      await expect(page.getByRole('textbox', { name: `${kilo.name} miktarı`, exact: true })).toHaveValue(
        '2,5',
      );
      // The mini-cart: each line its quantity with its unit and unit × quantity.
      await page.getByRole('button', { name: 'Sepet özeti' }).click();
      const miniCart = page.getByRole('region', { name: 'Sepet özeti' });
      for (const { p, q, text, unit } of bought) {
        const line = miniCart.getByRole('listitem').filter({ has: page.getByRole('link', { name: p.name }) });
        await expect(line).toContainText(`${text} ${p.defaultUnit}`);
        await expect(line).toContainText(`₺${digits(lineOf(unit, q) / 100)}`);
      }
      await page.keyboard.press('Escape');
      const grandTotal = page.getByRole('term').filter({ hasText: /^Genel Toplam$/ });
      const totalsForm = page.locator('form').filter({ has: grandTotal });
      await expect(totalsForm).toBeVisible();
      const cart = await pairs(totalsForm);
      const shipping = cart.get('Kargo') === 'Ücretsiz' ? 0 : minor(cart.get('Kargo'));
      const cartTotal = minor(cart.get('Genel Toplam'));
      expect(minor(cart.get('Ara Toplam')) + minor(cart.get('KDV')) + shipping).toBe(cartTotal);
      expect(bought.reduce((sum, b) => sum + lineOf(b.unit, b.q), 0) + shipping).toBe(cartTotal);
      expect(cartTotal).toBeGreaterThan(50_000);

      // Shown in euro: the cart adds up in euro and states the same lira total.
      await chooseCurrency(api, 'EUR');
      await page.reload();
      const liraTerm = page.getByRole('term').filter({ hasText: /^Türk Lirası Karşılığı$/ });
      await expect(liraTerm).toBeVisible();
      const inEuro = await pairs(page.locator('form').filter({ has: liraTerm }));
      expect(minor(inEuro.get('Türk Lirası Karşılığı'))).toBe(cartTotal);
      const euroShipping = inEuro.get('Kargo') === 'Ücretsiz' ? 0 : minor(inEuro.get('Kargo'));
      expect(minor(inEuro.get('Ara Toplam')) + minor(inEuro.get('KDV')) + euroShipping).toBe(
        minor(inEuro.get('Genel Toplam')),
      );

      // The payment step in euro: the lira the card is charged, before 'Ödeme Yap'.
      await page.goto('/siparis/odeme');
      const charge = page.getByText(/^Kartınızdan Türk lirası olarak ₺[\d.]+,\d{2} tahsil edilecektir\.$/);
      await expect(charge).toBeVisible();
      expect(minor(await charge.textContent())).toBe(cartTotal);
      const summary = page.getByRole('complementary', { name: 'Sipariş Özeti' });
      expect(minor(await definitionOf(summary, 'Türk Lirası Karşılığı'))).toBe(cartTotal);
      const documents = page.getByRole('region', { name: /Mesafeli Satış Sözleşmesi/ });
      await expect(documents).toContainText(
        `Kartınızdan Türk lirası olarak ₺${digits(cartTotal / 100)} tahsil edilir.`,
      );
      // The agreements' lines: unit price × quantity is the line, in euro, the 2,5 kg one rounded once.
      const agreed = documents.getByRole('table').filter({ hasText: 'Birim Fiyat (KDV Dahil)' }).first();
      for (const { p, text } of bought) {
        const cells = await agreed
          .getByRole('row')
          .filter({ hasText: p.name })
          .getByRole('cell')
          .allTextContents();
        // Ürün, Ürün Kodu, Miktar, Birim, Birim Fiyat (KDV Dahil), KDV Oranı, Tutar (KDV Dahil)
        expect(cells).toHaveLength(7);
        expect(cells[2]?.trim()).toBe(text);
        expect(cells[3]?.trim()).toBe(p.defaultUnit);
        expect(lineOf(minor(cells[4]), quantityOf(cells[2] ?? ''))).toBe(minor(cells[6]));
      }

      // Installments (the cart is above the demo's 500 TL limit): each plan adds up to its total.
      await page.getByLabel('Kart Numarası').fill('5549600000000012');
      const plans = page.getByRole('group', { name: /Taksit Seçenekleri/ });
      await expect(plans.getByRole('radio', { name: 'Tek Çekim' })).toBeVisible();
      const planRows = plans.getByRole('row').filter({ hasText: /\d+ Taksit/ });
      await expect(planRows.first()).toBeVisible();
      expect(await planRows.count()).toBeGreaterThanOrEqual(1);
      for (const r of await planRows.all()) {
        const cells = await r.getByRole('cell').allTextContents();
        expect(cells).toHaveLength(3);
        const count = Number(/(\d+) Taksit/.exec(cells[0] ?? '')?.[1]);
        expect(count).toBeGreaterThan(1);
        const each = minor(cells[1]);
        const last = /son taksit/.test(cells[1] ?? '') ? minor(cells[1]?.split('son taksit')[1]) : each;
        expect(each * (count - 1) + last).toBe(minor(cells[2]));
      }

      // Paid by card in euro (a card order is never held back as unpaid): the order pages' units
      // multiply out, with the same lira.
      await page.getByLabel('Kart Numarası').fill('5549600000000012');
      await page.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('1230');
      await page.getByLabel('CCV').fill('000');
      await page.getByLabel('Kart Üzerindeki İsim').fill('AYŞE YILMAZ');
      await expect(page.getByRole('checkbox', { name: APPROVE })).toBeEnabled();
      await page.getByRole('checkbox', { name: APPROVE }).check();
      await page.getByRole('button', { name: 'Ödeme Yap' }).click();
      await expect(page).toHaveURL(ORDER_PATH);
      const orderNo = ORDER_PATH.exec(page.url())?.[1] ?? '';
      const order = await (await api.get(`/api/catalog/orders/${orderNo}`)).json();
      expect(order.currency).toBe('EUR');
      expect(Math.round(order.tryTotal * 100)).toBe(cartTotal);

      for (const path of [page.url(), `/siparis/detay?siparis=${orderNo}`]) {
        await page.goto(path);
        // Every line at its KDV-included unit, the 2,5 kg line too (it switches no line to net).
        const table = page.getByRole('table').filter({ hasText: 'Birim Fiyat (KDV Dahil)' }).first();
        await expect(table.getByRole('row').filter({ hasText: lira.name })).toBeVisible();
        for (const { p, text } of bought) {
          const cells = await table
            .getByRole('row')
            .filter({ hasText: p.name })
            .getByRole('cell')
            .allTextContents();
          const amounts = cells.filter((c) => /€[\d.]+,\d{2}/.test(c)).map(minor);
          // The quantity cell: the quantity and its unit code ('3 ADET', '2,5 KG').
          const quantityCell = cells.find((c) => /^\d+(,\d+)?\s+[A-ZÇĞİÖŞÜ]+$/.test(c.trim())) ?? '';
          expect(quantityCell.trim()).toBe(`${text} ${p.defaultUnit}`);
          expect(amounts).toHaveLength(2);
          expect(lineOf(amounts[0] ?? 0, quantityOf(text))).toBe(amounts[1]);
        }
        expect(minor(await definitionOf(page, 'Türk Lirası Karşılığı'))).toBe(cartTotal);
      }
      await chooseCurrency(api, 'TRY');
    });
  });
}
