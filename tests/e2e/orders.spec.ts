import type { APIRequestContext, Page } from '@playwright/test';
import { findProduct, type ListItem, plainAndPriced } from './catalog-api.ts';
import { DESKTOP, expect, PHONE, test as shared } from './fixtures.ts';

// The customer's orders list (/siparis/liste/) and an order's detail (/siparis/detay?siparis=SP…), in
// Turkish and English, on a 360 px phone and a desktop. The demo customer's seeded orders are only
// read; cancelling is done on orders a new customer places through the API.

interface Line {
  code: string;
  name: string;
  kfadi: string | null;
  kargoUrl: string | null;
  takipNo: string | null;
}
interface Order {
  id: number;
  orderNo: string;
  date: string;
  odemeTipi: number;
  isCancel: boolean;
  cancelReason: string | null;
  recipient: string;
  itemCount: number;
  cashOnDeliveryFee: number;
  orderItems: Line[];
}

/** Console errors and uncaught exceptions of each page (hydration mismatches show there). */
const pageErrors = new WeakMap<Page, string[]>();

/** Starts recording the page's console errors and uncaught exceptions; the page. */
function watched(page: Page): Page {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return page;
}

/** No console error so far, but the failed answers a test provokes on purpose (`allowed`). */
function expectNoConsoleErrors(page: Page, allowed?: RegExp) {
  expect((pageErrors.get(page) ?? []).filter((e) => !allowed?.test(e))).toEqual([]);
}

/** Orders placed through the API by the customer a request client is signed in as. */
interface OrderFixtures {
  /** A Havale-EFT order of one product (`quantity` pieces), a new address chosen for it. */
  placeOrder: (
    api: APIRequestContext,
    quantity?: number,
  ) => Promise<{ order: { id: number; orderNo: string }; productId: number }>;
  /** The same, paid by card with the test POS instead. */
  placeCardOrder: (api: APIRequestContext) => Promise<{ id: number; orderNo: string }>;
}

/** A product that goes straight into the cart with room in stock. */
const roomy = (p: ListItem) => plainAndPriced(p) && p.quantity > 20;

const test = shared.extend<OrderFixtures>({
  placeOrder: async ({ saveAddress }, use) => {
    await use(async (api, quantity = 2) => {
      await saveAddress(api, { name: 'Deniz Kaya' }, { choose: true });
      const { id: productId } = await findProduct(api, roomy);
      await api.delete('/api/catalog/cart');
      expect(
        (await api.post(`/api/catalog/cart/${productId}`, { form: { quantity: String(quantity) } })).status(),
      ).toBe(201);
      const { key } = await (await api.get('/api/catalog/checkout/agreements?odemeTipi=4')).json();
      const res = await api.post('/api/catalog/cart', {
        form: { odemeTipi: '4', description: '', shippingTotal: '0', agreementKey: key, locale: 'tr' },
      });
      expect(res.status()).toBe(200);
      const { order } = await res.json();
      return { order: order as { id: number; orderNo: string }, productId };
    });
  },
  placeCardOrder: async ({ saveAddress }, use) => {
    await use(async (api) => {
      await saveAddress(api, { name: 'Deniz Kaya' }, { choose: true });
      const { id: productId } = await findProduct(api, roomy);
      await api.delete('/api/catalog/cart');
      await api.post(`/api/catalog/cart/${productId}`, { form: { quantity: '1' } });
      const { key } = await (await api.get('/api/catalog/checkout/agreements?odemeTipi=2')).json();
      const res = await api.post('/api/catalog/payment', {
        data: {
          ccno: '5549600000000012',
          ccv: '000',
          expiry: '12/30',
          holder: 'DENİZ KAYA',
          agreementKey: key,
        },
      });
      expect(res.status()).toBe(200);
      const paid = await res.json();
      return { id: paid.orderId as number, orderNo: paid.order as string };
    });
  },
});

async function stockOf(api: APIRequestContext, id: number): Promise<number> {
  return (await (await api.get(`/api/catalog/product/${id}`)).json()).quantity;
}

async function allDemoOrders(api: APIRequestContext): Promise<Order[]> {
  const first = await (await api.get('/api/catalog/orders')).json();
  const second = await (await api.get('/api/catalog/orders?page=2')).json();
  return [...first.items, ...second.items];
}

const productLinesOf = (o: Order) => o.orderItems.slice(0, o.itemCount);

test('a guest is sent to sign in and brought back to the orders list (tr, 360 px)', async ({
  demo,
  openPage,
}) => {
  const page = watched(await openPage(PHONE, { acceptCookies: true }));
  await page.goto('/siparis/liste/');
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent('/siparis/liste/')}`);
  const form = page.getByRole('region', { name: 'Üye Girişi' });
  await form.getByLabel('E-posta').fill(demo.email);
  await form.getByLabel('Şifre').fill(demo.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL('/siparis/liste/');
  await expect(page.getByRole('heading', { level: 1, name: 'Siparişlerim' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Siparişlerim', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11); // the head and 10 orders
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('the list: cargo buttons, the detail toggle, paging by the query with back and forward (tr, desktop)', async ({
  demo,
  openPage,
  signIn,
  noAxeViolations,
}) => {
  const page = watched(await openPage(DESKTOP, { acceptCookies: true }));
  await signIn(page, demo);
  const orders = await allDemoOrders(page.request);
  expect(orders.length).toBeGreaterThan(10);
  await page.goto('/siparis/liste/');
  const table = page.getByRole('table');
  for (const header of ['Sipariş No', 'Tarih', 'Alıcı', 'Tutar']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const firstPage = orders.slice(0, 10);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  for (const [i, order] of firstPage.entries()) {
    const row = rows.nth(i + 1);
    await expect(row.getByRole('rowheader')).toHaveText(order.orderNo);
    await expect(row.getByRole('cell').first()).toHaveText(order.date.slice(0, 10));
    await expect(row).toContainText(order.recipient);
    const first = productLinesOf(order)[0];
    if (order.isCancel) {
      await expect(row.getByText('İptal Edildi')).toBeVisible();
    } else if (first?.takipNo) {
      const track = row.getByRole('link', { name: /Kargo Takip/ });
      await expect(track).toHaveAttribute('href', `${first.kargoUrl}${first.takipNo}`);
      await expect(track).toHaveAttribute('target', '_blank');
      await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      await expect(row.getByText('Hazırlanıyor', { exact: true })).toBeVisible();
      await expect(row.getByRole('link', { name: /Kargo Takip/ })).toHaveCount(0);
    }
  }
  expect(firstPage.some((o) => !o.isCancel && !productLinesOf(o)[0]?.takipNo)).toBe(true);
  expect(firstPage.some((o) => productLinesOf(o)[0]?.takipNo)).toBe(true);

  // The toggle unfolds the order's lines and amounts inline, with a link to the full detail.
  const order = firstPage[0] as Order;
  const toggle = page.getByRole('button', { name: `${order.orderNo} Sipariş Detayı` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(productLinesOf(order)[0]?.name ?? 'missing');
  await expect(panel).toContainText('GENEL TOPLAM');
  await expect(panel.getByRole('link', { name: 'Siparişin tüm ayrıntıları' })).toHaveAttribute(
    'href',
    `/siparis/detay?siparis=${order.orderNo}`,
  );
  await noAxeViolations(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  // Page 2 by the pager: the URL says ?page=2; back and forward refetch.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('navigation', { name: 'Sayfalar' })
    .getByRole('link', { name: 'Sayfa 2', exact: true })
    .click();
  await expect(page).toHaveURL('/siparis/liste/?page=2');
  await expect(rows).toHaveCount(orders.length - 10 + 1);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(orders[10]?.orderNo ?? 'missing');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/siparis/liste/');
  await expect(rows).toHaveCount(11);
  await page.goForward();
  await expect(page).toHaveURL('/siparis/liste/?page=2');
  await expect(rows).toHaveCount(orders.length - 10 + 1);
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('the list in English on a phone: page 2 straight from the query, Track Cargo (en, 360 px)', async ({
  demo,
  openPage,
  signIn,
  noAxeViolations,
}) => {
  const page = watched(await openPage(PHONE, { acceptCookies: true }));
  await signIn(page, demo);
  const orders = await allDemoOrders(page.request);
  await page.goto('/en/siparis/liste/?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(orders.length - 10 + 1);
  await expect(page.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'href',
    '/en/siparis/liste/',
  );
  await page.goto('/en/siparis/liste/');
  await expect(rows).toHaveCount(11);
  await expect(page.getByRole('link', { name: /Track Cargo/ }).first()).toBeVisible();
  await expect(page.getByText('Being Prepared', { exact: true }).first()).toBeVisible();
  await noAxeViolations(page);
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('the detail of a split shipment: progress bar, cargo column, address and payment cards (tr, desktop)', async ({
  demo,
  openPage,
  signIn,
  noAxeViolations,
}) => {
  const page = watched(await openPage(DESKTOP, { acceptCookies: true }));
  await signIn(page, demo);
  const orders = await allDemoOrders(page.request);
  const split = orders.find((o) => {
    const lines = productLinesOf(o);
    return lines.every((l) => l.takipNo) && new Set(lines.map((l) => `${l.kfadi}${l.takipNo}`)).size > 1;
  });
  if (!split) throw new Error('the demo customer has no split shipment');
  await page.goto(`/siparis/detay?siparis=${split.orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sipariş Detayı' })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Kargo durumu' });
  await expect(progress.getByRole('listitem')).toHaveText([
    /Siparişiniz Hazırlanıyor/,
    /Kargoya Verildi/,
    /Teslim Edildi/,
  ]);
  await expect(progress.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(progress.locator('[aria-current]')).toHaveCount(1);

  const table = page.getByRole('table').first();
  for (const header of [
    'Görsel',
    'Ürün Kodu',
    'Ürün Adı',
    'Miktar',
    'Birim Fiyat (KDV Dahil)',
    'Tutar (KDV Dahil)',
    'Kargo',
  ]) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  for (const line of productLinesOf(split)) {
    const row = table.getByRole('row').filter({ hasText: line.code });
    const link = row.getByRole('link', {
      name: new RegExp(`${line.kfadi} ile Kargo Takip: ${line.takipNo}`),
    });
    await expect(link).toHaveAttribute('href', `${line.kargoUrl}${line.takipNo}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(row.locator('img')).toHaveAttribute('src', /^\/image\/80\//);
  }
  await expect(page.getByRole('heading', { name: 'Fatura Adresi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teslimat Adresi' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teslimat Adresi' })).toContainText(split.recipient);
  const payment = page.getByRole('region', { name: 'Ödeme Bilgileri' });
  await expect(payment).toContainText('Kart');
  await expect(payment).toContainText(`Toplam ${split.itemCount} Ürün`);
  for (const label of ['ARA TOPLAM', 'KDV', 'KARGO TUTARI', 'GENEL TOPLAM'])
    await expect(payment).toContainText(label);
  // Shipped: no cancel.
  await expect(page.getByRole('button', { name: 'Siparişi İptal Et' })).toHaveCount(0);
  await noAxeViolations(page);
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('per line: the link to the reviews once reviewed, else Yorum Yap opening the review dialog (tr, desktop)', async ({
  demo,
  openPage,
  signIn,
}) => {
  const page = watched(await openPage(DESKTOP, { acceptCookies: true }));
  await signIn(page, demo);
  const orders = await allDemoOrders(page.request);
  type ReviewLine = Line & { reviewed: boolean; reviewable: boolean };
  let found: { order: Order; lines: ReviewLine[] } | undefined;
  for (const o of orders.filter((x) => !x.isCancel)) {
    const detail = await (await page.request.get(`/api/catalog/orders/${o.orderNo}`)).json();
    const lines = detail.orderItems.slice(0, detail.itemCount) as ReviewLine[];
    // A bought (paid or shipped) order with reviewed and unreviewed lines.
    if (lines.some((l) => l.reviewed) && lines.some((l) => !l.reviewed && l.reviewable)) {
      found = { order: o, lines };
      break;
    }
  }
  if (!found) throw new Error('the demo customer has no partly reviewed order');
  await page.goto(`/siparis/detay?siparis=${found.order.orderNo}`);
  const table = page.getByRole('table').first();
  for (const line of found.lines) {
    const row = table.getByRole('row').filter({ hasText: line.code });
    if (line.reviewed) {
      await expect(row.getByRole('link', { name: 'Yorumlara Git' })).toHaveAttribute(
        'href',
        '/degerlendirmelerim',
      );
      await expect(row.getByRole('button', { name: /Yorum Yap/ })).toHaveCount(0);
    } else if (line.reviewable) {
      await expect(row.getByRole('button', { name: `${line.name} için Yorum Yap` })).toBeVisible();
    } else {
      await expect(row.getByText('Kargoya verildikten sonra yorum yapabilirsiniz.')).toBeVisible();
    }
  }
  const unreviewed = found.lines.find((l) => !l.reviewed && l.reviewable) as Line;
  await page.getByRole('button', { name: `${unreviewed.name} için Yorum Yap` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('the detail of a one-carrier shipment, a bank transfer and a cash-on-delivery order (en, 360 px)', async ({
  demo,
  openPage,
  signIn,
  noAxeViolations,
}) => {
  const page = watched(await openPage(PHONE, { acceptCookies: true }));
  await signIn(page, demo);
  const orders = await allDemoOrders(page.request);
  const shipped = orders.find((o) => {
    const lines = productLinesOf(o);
    return lines.every((l) => l.takipNo) && new Set(lines.map((l) => `${l.kfadi}${l.takipNo}`)).size === 1;
  });
  const transfer = orders.find((o) => o.odemeTipi === 4 && !o.isCancel && !productLinesOf(o)[0]?.takipNo);
  const cod = orders.find((o) => o.odemeTipi === 3 && o.cashOnDeliveryFee > 0);
  if (!shipped || !transfer || !cod) throw new Error('the demo customer misses an order state');

  const line = productLinesOf(shipped)[0] as Line;
  await page.goto(`/en/siparis/detay?siparis=${shipped.orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  const track = page.getByRole('link', { name: new RegExp(`Track with ${line.kfadi}: ${line.takipNo}`) });
  await expect(track).toHaveAttribute('href', `${line.kargoUrl}${line.takipNo}`);
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('columnheader', { name: 'Cargo', exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Cargo status' }).locator('[aria-current="step"]')).toHaveText(
    /Shipped/,
  );

  await page.goto(`/en/siparis/detay?siparis=${transfer.orderNo}`);
  await expect(page.getByRole('list', { name: 'Cargo status' }).locator('[aria-current="step"]')).toHaveText(
    /Your Order Is Being Prepared/,
  );
  await expect(page.getByRole('table', { name: 'Bank Account Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Details' })).toContainText(
    'Bank Transfer (Havale-EFT)',
  );
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await noAxeViolations(page);

  await page.goto(`/en/siparis/detay?siparis=${cod.orderNo}`);
  const payment = page.getByRole('region', { name: 'Payment Details' });
  await expect(payment).toContainText('Cash on Delivery');
  await expect(payment).toContainText('Cash on Delivery Fee');
  await expect(payment).toContainText('₺29,90');
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('a transfer not paid in 24 hours: the order page says why; an unpaid order waits to be reviewed (tr and en, 360 px)', async ({
  demo,
  openPage,
  signIn,
  noAxeViolations,
}) => {
  const page = watched(await openPage(PHONE, { acceptCookies: true }));
  await signIn(page, demo);
  const orders = await allDemoOrders(page.request);
  const late = orders.find((o) => o.cancelReason === 'transferNotReceived');
  const awaiting = orders.find((o) => o.odemeTipi === 4 && !o.isCancel && !productLinesOf(o)[0]?.takipNo);
  if (!late || !awaiting) throw new Error('the demo customer misses a transfer order state');
  expect(late).toMatchObject({ odemeTipi: 4, isCancel: true });

  await page.goto(`/siparis/detay?siparis=${late.orderNo}`);
  await expect(
    page.getByText(
      'Havale/EFT ödemesi 24 saat içinde ulaşmadığı için bu sipariş iptal edildi; ayrılan ürünler satışa geri döndü.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişi İptal Et' })).toHaveCount(0);
  await noAxeViolations(page);
  await page.goto(`/en/siparis/detay?siparis=${late.orderNo}`);
  await expect(
    page.getByText(
      'This order was cancelled because the bank transfer did not arrive within 24 hours; its products are back on sale.',
    ),
  ).toBeVisible();

  // Awaiting its transfer and not shipped: nothing to review yet, and the page says when.
  await page.goto(`/siparis/detay?siparis=${awaiting.orderNo}`);
  const table = page.getByRole('table').first();
  for (const line of productLinesOf(awaiting)) {
    const row = table.getByRole('row').filter({ hasText: line.code });
    await expect(row.getByText('Kargoya verildikten sonra yorum yapabilirsiniz.')).toBeVisible();
  }
  await expect(table.getByRole('button', { name: /Yorum Yap/ })).toHaveCount(0);
  await noAxeViolations(page);
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('cancelling a new customer’s order asks first, marks it cancelled and puts the stock back (tr, 360 px)', async ({
  openPage,
  newCustomer,
  signIn,
  noAxeViolations,
  placeOrder,
}) => {
  const page = watched(await openPage(PHONE, { acceptCookies: true }));
  await signIn(page, await newCustomer({ name: 'Deniz' }));
  const { order, productId } = await placeOrder(page.request, 2);
  const stockAfterOrder = await stockOf(page.request, productId);
  await page.goto(`/siparis/detay?siparis=${order.orderNo}`);
  await expect(page.getByRole('list', { name: 'Kargo durumu' }).locator('[aria-current="step"]')).toHaveText(
    /Siparişiniz Hazırlanıyor/,
  );
  await expect(page.getByRole('table', { name: 'Banka Hesap Bilgileri' })).toBeVisible();

  // The dialog asks; 'Vazgeç' keeps the order.
  await page.getByRole('button', { name: 'Siparişi İptal Et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Siparişi İptal Et' });
  await expect(dialog).toContainText(
    `${order.orderNo} numaralı siparişinizi iptal etmek istediğinize emin misiniz?`,
  );
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await stockOf(page.request, productId)).toBe(stockAfterOrder);

  await page.getByRole('button', { name: 'Siparişi İptal Et' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Evet, İptal Et' }).click();
  await expect(page.getByText('Bu sipariş iptal edildi.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siparişi İptal Et' })).toHaveCount(0);
  expect(await stockOf(page.request, productId)).toBe(stockAfterOrder + 2);
  await page.goto('/siparis/liste/');
  await expect(page.getByRole('row').filter({ hasText: order.orderNo })).toContainText('İptal Edildi');

  // Cancelled elsewhere meanwhile (another tab): the page's attempt is refused with the spec's message.
  const second = await placeOrder(page.request, 1);
  await page.goto(`/siparis/detay?siparis=${second.order.orderNo}`);
  await expect(page.getByRole('button', { name: 'Siparişi İptal Et' })).toBeVisible();
  expect(
    (await page.request.patch(`/api/catalog/order/${second.order.id}`, { data: { cancel: true } })).status(),
  ).toBe(200);
  await page.getByRole('button', { name: 'Siparişi İptal Et' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Evet, İptal Et' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.',
  );
  await noAxeViolations(page);
  expectNoConsoleErrors(page, /status of 409/);
  await page.context().close();
});

test('cancelling a card-paid order takes the payment back, and the order says so (tr, desktop)', async ({
  openPage,
  newCustomer,
  signIn,
  noAxeViolations,
  placeCardOrder,
}) => {
  const page = watched(await openPage(DESKTOP, { acceptCookies: true }));
  await signIn(page, await newCustomer({ name: 'Deniz' }));
  const order = await placeCardOrder(page.request);
  await page.goto(`/siparis/detay?siparis=${order.orderNo}`);
  const payment = page.getByRole('region', { name: 'Ödeme Bilgileri' });
  await expect(payment).toContainText('Kart');
  await expect(payment).not.toContainText('Ödeme Durumu');
  await page.getByRole('button', { name: 'Siparişi İptal Et' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Evet, İptal Et' }).click();
  // The same day: the charge is voided, never reaching the statement.
  await expect(page.getByRole('status').filter({ hasText: 'Bu sipariş iptal edildi.' })).toContainText(
    'Kart ödemeniz iptal edildi; kartınızdan tutar çekilmeyecek.',
  );
  await expect(payment).toContainText('Ödeme iptal edildi');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ödeme Bilgileri' })).toContainText('Ödeme iptal edildi');
  await page.goto('/siparis/liste/');
  await expect(page.getByRole('row').filter({ hasText: order.orderNo })).toContainText(
    'İptal Edildi · Ödeme iptal edildi',
  );
  await noAxeViolations(page);
  expectNoConsoleErrors(page);
  await page.context().close();
});

test('an order whose payment the shop holds outside the card provider is not cancelled here: the dialog says why (tr and en, 360 px)', async ({
  demo,
  openPage,
  signIn,
  noAxeViolations,
}) => {
  const page = watched(await openPage(PHONE, { acceptCookies: true }));
  await signIn(page, demo);
  // The seeded Havale-EFT order the shop marked received, not shipped yet: no card payment the provider
  // could take back. Only refused, so the demo's orders stay as they are.
  const orders = (await allDemoOrders(page.request)) as (Order & { paymentStatus: string })[];
  const paid = orders.find(
    (o) =>
      !o.isCancel &&
      o.odemeTipi === 4 &&
      o.paymentStatus === 'paid' &&
      !productLinesOf(o).some((l) => l.takipNo),
  );
  if (!paid) throw new Error('the demo customer has no received transfer being prepared');
  await page.goto(`/siparis/detay?siparis=${paid.orderNo}`);
  await page.getByRole('button', { name: 'Siparişi İptal Et' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Evet, İptal Et' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bu siparişin ödemesi tarafımıza ulaştığı için sipariş buradan iptal edilemiyor. Siparişin iptali ve ödemenizin iadesi için lütfen bizimle iletişime geçiniz.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await noAxeViolations(page);
  await page.goto(`/en/siparis/detay?siparis=${paid.orderNo}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We have received the payment for this order, so it cannot be cancelled here. Please contact us to cancel it and get your payment back.',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  const after = (await allDemoOrders(page.request)).find((o) => o.orderNo === paid.orderNo);
  expect(after).toMatchObject({ isCancel: false, paymentStatus: 'paid' });
  expectNoConsoleErrors(page, /status of 409/);
  await page.context().close();
});

test('a new customer sees the empty state; another customer’s order is not found (tr and en, desktop)', async ({
  openPage,
  newCustomer,
  signIn,
  noAxeViolations,
  placeOrder,
}) => {
  const first = watched(await openPage(DESKTOP, { acceptCookies: true }));
  await signIn(first, await newCustomer({ name: 'Deniz' }));
  const { order } = await placeOrder(first.request, 1);
  await first.context().close();

  const page = watched(await openPage(DESKTOP, { acceptCookies: true }));
  await signIn(page, await newCustomer({ name: 'Deniz' }));
  await page.goto('/siparis/liste/');
  await expect(page.getByText('Henüz herhangi bir siparişiniz bulunmamaktadır.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alışverişe Devam Et' })).toHaveAttribute('href', '/');
  await noAxeViolations(page);
  await page.goto('/en/siparis/liste/');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/en');

  await page.goto(`/siparis/detay?siparis=${order.orderNo}`);
  await expect(page.getByRole('alert')).toHaveText('Sipariş bulunamadı.');
  await expect(page.getByText(order.orderNo)).toHaveCount(0);
  await page.goto(`/en/siparis/detay?siparis=${order.orderNo}`);
  await expect(page.getByRole('alert')).toHaveText('Order not found.');
  await noAxeViolations(page);
  expectNoConsoleErrors(page, /status of 404/);
  await page.context().close();
});
