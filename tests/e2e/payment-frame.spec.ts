import type { APIRequestContext, Page } from '@playwright/test';
import { findProduct, plainAndPriced } from './catalog-api.ts';
import { expect, forgetFramingRefusals, frameRefused, openForeignSite, SCREENS, test } from './fixtures.ts';

/** Puts one piece of a product that goes straight into a cart into the client's cart. */
async function addOneProduct(api: APIRequestContext) {
  const product = await findProduct(api, plainAndPriced);
  expect((await api.post(`/api/catalog/cart/${product.id}`, { form: { quantity: '1' } })).status()).toBe(201);
}

/** Opens the payment frame inside the current page and records what it posts back. */
async function openFrame(page: Page, src: string) {
  await page.evaluate((url) => {
    const w = window as unknown as { replies: unknown[] };
    w.replies = [];
    window.addEventListener('message', (e) => w.replies.push(e.data));
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = 'Ödeme';
    frame.width = '480';
    frame.height = '360';
    document.body.append(frame);
  }, src);
  return page.getByTitle('Ödeme').contentFrame();
}

const card = {
  ccno: '4543180000000014', // the test POS's 3-D Secure card (İş Bankası Maximum)
  ccv: '000',
  expiry: '12/30',
  holder: 'DENİZ KAYA',
  plan: '0',
  amount: '1',
  description: 'Kapıya bırakabilirsiniz',
  shippingTotal: '0',
};

for (const [label, viewport] of SCREENS) {
  test(`the payment frame takes the card from the checkout, confirms 3-D Secure and reports the order (${label})`, async ({
    page,
    newCustomer,
    signIn,
    saveAddress,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    // A signed-in shopper with a delivery address and one product in the cart, through the API.
    await signIn(page, await newCustomer({ name: 'Deniz' }));
    await saveAddress(page, { name: 'Deniz Kaya' }, { choose: true });
    await addOneProduct(page.request);
    const frame = await openFrame(page, '/payment/start');
    await expect(frame.getByText('Kart bilgileriniz bekleniyor...')).toBeVisible();

    // The payment step shows the agreements first and passes the approved key with the card.
    const agreements = await page.request.get('/api/catalog/checkout/agreements?odemeTipi=2');
    expect(agreements.status()).toBe(200);
    const { key } = await agreements.json();
    await page.evaluate(
      (message) => {
        const target = document.querySelector('iframe')?.contentWindow;
        target?.postMessage(message, window.location.origin);
      },
      { ...card, agreementKey: key, locale: 'tr' },
    );
    await expect(frame.getByRole('heading', { name: '3D Secure Doğrulama' })).toBeVisible();
    // Walkthrough m21: the code field is styled like the shop's inputs, its label above it.
    const code = frame.getByLabel('Doğrulama Kodu');
    const [labelBox, codeBox] = [
      await frame.getByText('Doğrulama Kodu', { exact: true }).boundingBox(),
      await code.boundingBox(),
    ];
    if (!labelBox || !codeBox) throw new Error('no box');
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(codeBox.y + 1);
    expect(codeBox.height).toBeGreaterThanOrEqual(44);
    expect(
      Number.parseFloat(await code.evaluate((el) => getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(16);
    await code.fill('000000');
    await frame.getByRole('button', { name: 'Onayla' }).click();
    // A wrong code: the field is emptied and focused, and says so under it.
    const wrong =
      'Doğrulama kodu hatalı. Lütfen tekrar deneyin. Kod alanı temizlendi; bankanızın gönderdiği kodu yeniden girin.';
    await expect(frame.getByRole('alert')).toHaveText(wrong);
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();
    await expect(code).toHaveAccessibleDescription(wrong);
    await code.fill('123456');
    await frame.getByRole('button', { name: 'Onayla' }).click();
    await expect(frame.getByRole('status')).toContainText('Ödemeniz alındı. Sipariş numaranız: SP');

    const replies = (await page.evaluate(() => (window as unknown as { replies: unknown[] }).replies)) as {
      loading?: boolean;
      payment_succeed?: boolean;
      result?: { succeed: boolean; paymentType: string; order: string; description: string };
    }[];
    // The frame first says it listens, then that it is paying.
    expect(replies.slice(0, 2)).toEqual([{ ready: true }, { loading: true }]);
    const success = replies.find((r) => r.payment_succeed === true);
    expect(success?.result).toMatchObject({
      succeed: true,
      paymentType: 'order',
      description: 'Kapıya bırakabilirsiniz',
    });
    expect(success?.result?.order).toMatch(/^SP\d{12}$/);
  });
}

test('the free-amount payment: without a preset amount the frame asks for it, checks it and pays on account', async ({
  page,
  newCustomer,
  signIn,
}) => {
  await page.goto('/');
  await signIn(page, await newCustomer({ name: 'Deniz' }));
  const frame = await openFrame(page, '/payment/start');
  await expect(frame.getByText('Kart bilgileriniz bekleniyor...')).toBeVisible();
  await page.evaluate(
    (message) => {
      document.querySelector('iframe')?.contentWindow?.postMessage(message, window.location.origin);
    },
    {
      ...card,
      ccno: '5549600000000012', // the test POS's approved card (Garanti BBVA Bonus)
      amount: '',
      paymentType: 'pay',
      description: 'Cari hesap ödemesi',
    },
  );
  await expect(frame.getByRole('heading', { name: 'Cari Hesap Ödemesi' })).toBeVisible();
  const amount = frame.getByLabel('Ödenecek Tutar (TL)');
  const payButton = frame.getByRole('button', { name: 'Ödeme Yap' });
  await payButton.click();
  await expect(frame.getByRole('alert')).toHaveText('Tutar girmediniz!');
  await amount.fill('0,00');
  await amount.blur();
  await expect(amount).toHaveValue('0');
  await amount.fill('12,345');
  await payButton.click();
  await expect(frame.getByRole('alert')).toHaveText(
    'Tutarı en fazla 2 ondalık haneyle ve binlik ayırıcı kullanmadan giriniz (örneğin 1250,50).',
  );
  await amount.fill('250,75');
  await payButton.click();
  await expect(frame.getByRole('status')).toContainText('Ödemeniz alındı. Cari hesabınıza ₺250,75 ödendi.');

  const replies = (await page.evaluate(() => (window as unknown as { replies: unknown[] }).replies)) as {
    payment_succeed?: boolean;
    result?: unknown;
  }[];
  expect(replies.find((r) => r.payment_succeed === true)?.result).toEqual({
    succeed: true,
    paymentType: 'pay',
    order: null,
    orderId: null,
    amount: 250.75,
    installment: 1,
    description: 'Cari hesap ödemesi',
  });
});

test('another site cannot frame the payment page: the browser refuses it (frame-ancestors)', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  await openForeignSite(page);
  const frame = await openFrame(page, `${baseURL}/payment/start`);
  await expect.poll(() => frameRefused(page)).toBe(true);
  await expect(frame.getByText('Kart bilgileriniz bekleniyor...')).toHaveCount(0);
  forgetFramingRefusals(cspViolations);
});

test('the payment frame ignores messages from another origin, even where framing is not refused', async ({
  page,
  baseURL,
}) => {
  // A browser that knows neither frame-ancestors nor X-Frame-Options: the frame's own check is left.
  await page.route('**/payment/start', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    await route.fulfill({ response, headers });
  });
  await openForeignSite(page);
  const frame = await openFrame(page, `${baseURL}/payment/start`);
  await expect(frame.getByText('Kart bilgileriniz bekleniyor...')).toBeVisible();
  await page.evaluate((message) => {
    document.querySelector('iframe')?.contentWindow?.postMessage(message, '*');
  }, card);
  await page.waitForTimeout(1000);
  await expect(frame.getByText('Kart bilgileriniz bekleniyor...')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { replies: unknown[] }).replies)).toEqual([]);
});
